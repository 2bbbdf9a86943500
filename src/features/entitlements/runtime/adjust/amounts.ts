/**
 * Exact amounts on the app side, as the local API keeps them (docs/entitlements.md): integer
 * millionths. A double is rounded to 6 decimals, half away from zero, from its shortest spelling
 * (String(x)), so the preview shows what the server will store: 0.1 + 0.2 is 0.3 here too.
 */

const SCALE = 6
const FACTOR = 10n ** BigInt(SCALE)
/** The largest magnitude the server accepts. */
export const MAX_AMOUNT = 1e12

/** Millionths of a unit. */
export type Micros = bigint

/** A finite double within ±MAX_AMOUNT → millionths; null otherwise. */
export function toMicros(value: number): Micros | null {
  if (!Number.isFinite(value) || Math.abs(value) > MAX_AMOUNT) return null
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(expand(String(value)))
  if (!match) return null
  const [, sign, whole, fraction = ''] = match
  let micros = BigInt(whole!) * FACTOR + BigInt(fraction.slice(0, SCALE).padEnd(SCALE, '0'))
  if ((fraction[SCALE] ?? '0') >= '5') micros += 1n
  return sign === '-' ? -micros : micros
}

/** Millionths → the exact decimal text ('12.5', '-3'). */
export function microsToString(micros: Micros): string {
  const negative = micros < 0n
  const magnitude = negative ? -micros : micros
  const fraction = (magnitude % FACTOR).toString().padStart(SCALE, '0').replace(/0+$/, '')
  return `${negative ? '-' : ''}${magnitude / FACTOR}${fraction ? `.${fraction}` : ''}`
}

/** Millionths → the double the contract carries (the nearest one to the exact decimal). */
export function microsToNumber(micros: Micros): number {
  return Number(microsToString(micros))
}

/** Text a user typed ('12,5' or '12.5', in either language) → a number, or null when it is none. */
export function parseAmountInput(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '')
  if (!/^-?\d+([.,]\d+)?$/.test(trimmed)) return null
  const value = Number(trimmed.replace(',', '.'))
  return Number.isFinite(value) ? value : null
}

/** '1e-7' and '1.5e+21' spelled out, so the digit rounding applies. */
function expand(text: string): string {
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text)
  if (!match) return text
  const [, sign, lead, rest = '', exponentText] = match
  const digits = lead! + rest
  const exponent = Number(exponentText)
  if (exponent < 0) return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`
  return `${sign}${digits.padEnd(exponent + 1, '0')}`
}
