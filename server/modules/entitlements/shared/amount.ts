/**
 * Exact amounts. The database keeps numeric(20, 6); the service computes in integer millionths
 * (bigint) and the contract carries doubles. A double coming in is rounded to 6 decimal places, half
 * away from zero, from its shortest decimal spelling (String(x)), so 0.1 + 0.2 arrives as 0.3.
 */

export const AMOUNT_SCALE = 6
const FACTOR = 10n ** BigInt(AMOUNT_SCALE)
/** The largest magnitude an amount may have (numeric(20, 6) holds 14 integer digits). */
export const MAX_AMOUNT = 1e12

/** Millionths of a unit. */
export type Micros = bigint

/** A finite double within ±MAX_AMOUNT → millionths; null for NaN, infinities and out-of-range values. */
export function fromDouble(value: number | undefined): Micros | null {
  if (value === undefined || !Number.isFinite(value) || Math.abs(value) > MAX_AMOUNT) return null
  return fromDecimalString(expand(String(value)))
}

/** A numeric column's text (e.g. '12.500000', '-3') → millionths. */
export function fromDecimalString(text: string): Micros {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text.trim())
  if (!match) throw new Error(`Not a decimal: ${text}`)
  const [, sign, whole, fraction = ''] = match
  const kept = fraction.slice(0, AMOUNT_SCALE).padEnd(AMOUNT_SCALE, '0')
  let micros = BigInt(whole!) * FACTOR + BigInt(kept)
  // Half away from zero on the first dropped digit.
  if ((fraction[AMOUNT_SCALE] ?? '0') >= '5') micros += 1n
  return sign === '-' ? -micros : micros
}

/** Millionths → the numeric column's text ('12.5', '-3'). */
export function toDecimalString(micros: Micros): string {
  const negative = micros < 0n
  const magnitude = negative ? -micros : micros
  const whole = magnitude / FACTOR
  const fraction = (magnitude % FACTOR).toString().padStart(AMOUNT_SCALE, '0').replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** '20.000000' → '20': one spelling per amount, so snapshots compare as text too. */
export const normaliseAmount = (text: string | null): string | null => (text === null ? null : toDecimalString(fromDecimalString(text)))

/** Millionths → the double the contract carries. */
export function toDouble(micros: Micros): number {
  return Number(toDecimalString(micros))
}

/** A numeric column value (string from the driver, or null) → double or null. */
export function columnToDouble(value: string | number | null): number | null {
  if (value === null) return null
  return toDouble(fromDecimalString(String(value)))
}

/** '1e-7' and '1.5e+21' spelled out, so the digit rounding above applies. */
function expand(text: string): string {
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text)
  if (!match) return text
  const [, sign, lead, rest = '', exponentText] = match
  const digits = lead! + rest
  const exponent = Number(exponentText)
  if (exponent < 0) return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`
  return `${sign}${digits.padEnd(exponent + 1, '0')}`
}
