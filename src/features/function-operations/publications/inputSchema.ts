/** The input schema as typed: empty is "no schema", anything else must be a JSON object. */
export type ParsedSchema = { ok: true; value: Record<string, unknown> | null } | { ok: false; reason: 'notJson' | 'notObject'; detail: string | null }

export function parseInputSchema(text: string): ParsedSchema {
  if (text.trim() === '') return { ok: true, value: null }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    return { ok: false, reason: 'notJson', detail: error instanceof Error ? error.message : null }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, reason: 'notObject', detail: null }
  return { ok: true, value: value as Record<string, unknown> }
}

/** A stored schema as the editor shows it. */
export const schemaText = (schema: unknown): string => (schema === null || schema === undefined ? '' : JSON.stringify(schema, null, 2))
