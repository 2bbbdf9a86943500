/** A time input's "HH:mm" or "HH:mm:ss" → "HH:mm:ss". */
export function normalizeTime(text: string | null | undefined): string | null {
  if (!text) return null
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?/.exec(text)
  return match ? `${match[1]}:${match[2]}:${match[3] ?? '00'}` : null
}
