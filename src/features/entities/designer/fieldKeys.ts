/**
 * Keys suggested from a display name in the workspace's own style, snake_case as the demo's keys
 * are: "Order date" → "order_date", "Größe (cm)" → "grosse_cm". Letters, digits and underscores,
 * starting with a letter.
 */
export function suggestKey(displayName: string, maxLength: number): string {
  const words = displayName
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  // A key starts with a letter: leading words that start with a digit ("2nd", "2026") are left out.
  while (words.length > 0 && /^[0-9]/.test(words[0]!)) words.shift()
  return words.join('_').slice(0, maxLength).replace(/_+$/, '')
}

/** A field Key (≤ 48 characters). */
export function suggestFieldKey(displayName: string): string {
  return suggestKey(displayName, 48)
}

/** A choice option's Key from its label (≤ 64), made unique among the keys taken ("high", "high_2"). */
export function suggestOptionKey(label: string, taken: readonly string[]): string {
  const base = suggestKey(label, 60)
  if (!base) return ''
  const used = new Set(taken.map((key) => key.toLowerCase()))
  if (!used.has(base)) return base
  let counter = 2
  while (used.has(`${base}_${counter}`)) counter++
  return `${base}_${counter}`
}
