/** A field Key suggested from a display name: "Order date" → "OrderDate" (letters and digits, ≤ 48). */
export function suggestFieldKey(displayName: string): string {
  const words = displayName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
  const key = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')
  return key.replace(/^[^A-Za-z]+/, '').slice(0, 48)
}
