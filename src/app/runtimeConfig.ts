export interface RuntimeConfig {
  apiBaseUrl: string
}

/**
 * Reads `config.json` served beside the app. The API address is configuration, never derived from
 * the app's own address (the two may differ).
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-store' })
    if (!response.ok) return { apiBaseUrl: '' }
    const body = (await response.json()) as Partial<RuntimeConfig>
    return { apiBaseUrl: typeof body.apiBaseUrl === 'string' ? normalizeBaseUrl(body.apiBaseUrl) : '' }
  } catch {
    return { apiBaseUrl: '' }
  }
}

export function normalizeBaseUrl(value: string): string {
  return value.trim().replace(/\/+$/, '')
}

export function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host
  } catch {
    return baseUrl
  }
}
