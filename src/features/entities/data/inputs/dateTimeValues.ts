const pad = (n: number) => String(n).padStart(2, '0')

/** ISO 8601 UTC → the local "YYYY-MM-DDTHH:mm:ss" a datetime-local input shows. */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  )
}

/** A datetime-local input's local text → ISO 8601 UTC; null when empty or invalid. */
export function localInputToIso(text: string | null | undefined): string | null {
  if (!text) return null
  const date = new Date(text)
  return Number.isNaN(date.getTime()) ? null : date.toISOString().replace('.000Z', 'Z')
}

/** A time input's "HH:mm" or "HH:mm:ss" → "HH:mm:ss". */
export function normalizeTime(text: string | null | undefined): string | null {
  if (!text) return null
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?/.exec(text)
  return match ? `${match[1]}:${match[2]}:${match[3] ?? '00'}` : null
}
