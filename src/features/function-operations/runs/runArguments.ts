/** Arguments typed as JSON: a function takes a JSON object (an empty box means none). */
export type ParsedArguments = { ok: true; value: Record<string, unknown> } | { ok: false; reason: 'notJson' | 'notObject'; detail?: string }

export function parseArguments(text: string): ParsedArguments {
  if (text.trim() === '') return { ok: true, value: {} }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return { ok: false, reason: 'notJson', detail: error instanceof Error ? error.message : undefined }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { ok: false, reason: 'notObject' }
  return { ok: true, value: value as Record<string, unknown> }
}
