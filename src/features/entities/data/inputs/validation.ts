// Client-side checks mirror the server's so mistakes show before a round trip; the server
// stays the judge and its field messages land on the same inputs.
const PHONE = /^\+?[0-9 ()./-]{3,}$/

export { isEmail } from '@/platform/composables/formRules'

export function isPhone(text: string): boolean {
  return PHONE.test(text) && /\d{3,}/.test(text.replace(/\D/g, ''))
}

export function isUrl(text: string): boolean {
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** Parses typed number text (comma or dot as decimal separator); null when empty, NaN when invalid. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(/\s/g, '')
  if (trimmed === '') return null
  const normalized = trimmed.replace(',', '.')
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalized) ? Number(normalized) : Number.NaN
}

export function decimalPlaces(text: string): number {
  const normalized = text.trim().replace(',', '.')
  const dot = normalized.indexOf('.')
  return dot < 0 ? 0 : normalized.length - dot - 1
}

export function isCurrencyCode(text: string): boolean {
  return /^[A-Z]{3}$/.test(text)
}
