import { normalizeBaseUrl } from './client'
import { ApiError, isAbort } from './errors'

/** The description an installation must serve for this app to work with it. */
export const CONFIG_VERSION_LABEL = 'service-config-v1'

export interface InstallationInfo {
  /** `info.title` of the installation's configuration description. */
  title: string
  /** The description's version label, always `service-config-v1` when this resolves. */
  versionLabel: string
}

/** Issue codes of the `unexpected` errors fetchInstallationInfo throws, so a screen can say which problem it was. */
export const InstallationIssue = {
  invalidAddress: 'workspace.installation.invalidAddress',
  notDescription: 'workspace.installation.notDescription',
  wrongVersion: 'workspace.installation.wrongVersion',
} as const

function installationError(
  status: number,
  code: string,
  message: string,
  metadata: Record<string, string> = {},
  cause?: unknown,
): ApiError {
  return new ApiError({ kind: 'unexpected', status, message, cause, issues: [{ Code: code, Message: message, Metadata: metadata }] })
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The label may be carried as `info.version` or as the `x-version-label` extension. */
function versionLabelOf(info: Record<string, unknown>): string | undefined {
  const candidates = [info['x-version-label'], info.version].filter((v): v is string => typeof v === 'string')
  return candidates.find((label) => label === CONFIG_VERSION_LABEL) ?? candidates[0]
}

/**
 * Checks that `baseUrl` is a workspace installation by reading its own description at
 * `<baseUrl>/openapi/service-config-v1.json`. Throws ApiError: `network` when nothing answers,
 * `unexpected` when the answer is not a service-config-v1 description.
 */
export async function fetchInstallationInfo(baseUrl: string, init: { signal?: AbortSignal } = {}): Promise<InstallationInfo> {
  const base = normalizeBaseUrl(baseUrl)
  if (!/^https?:\/\/[^/]/i.test(base)) {
    throw installationError(0, InstallationIssue.invalidAddress, 'The API address must start with http:// or https://.')
  }
  const url = `${base}/openapi/${CONFIG_VERSION_LABEL}.json`
  let response: Response
  try {
    response = await globalThis.fetch(url, { headers: { Accept: 'application/json' }, signal: init.signal })
  } catch (error) {
    if (isAbort(error)) throw error
    throw new ApiError({ kind: 'network', cause: error })
  }
  if (!response.ok) {
    const message = `${url} answered ${response.status}; this is not a workspace API address.`
    throw installationError(response.status, InstallationIssue.notDescription, message)
  }
  let document: unknown
  try {
    document = await response.json()
  } catch (error) {
    throw installationError(response.status, InstallationIssue.notDescription, `${url} is not JSON.`, {}, error)
  }
  const info = isRecord(document) && typeof document.openapi === 'string' && isRecord(document.info) ? document.info : undefined
  if (!info || typeof info.title !== 'string') {
    throw installationError(response.status, InstallationIssue.notDescription, `${url} is not an OpenAPI description.`)
  }
  const versionLabel = versionLabelOf(info)
  if (versionLabel !== CONFIG_VERSION_LABEL) {
    const found = versionLabel ?? '(none)'
    throw installationError(
      response.status,
      InstallationIssue.wrongVersion,
      `The installation serves ${found}; this app needs ${CONFIG_VERSION_LABEL}.`,
      { expected: CONFIG_VERSION_LABEL, actual: found },
    )
  }
  const title = info.title
  return { title, versionLabel }
}
