import { RecordMatchingDiacriticMode, RecordMatchingTokenOrderMode } from '../../../../shared/enums'

/**
 * The first steps of comparing a value: its text, the criterion's normalizers, diacritic folding and
 * tokens. Pure and deterministic; applying a step to its own result changes nothing (idempotent).
 */

/** The RecordMatchingNormalizer flags. */
export const Normalizer = {
  Trim: 1,
  Case: 2,
  Punctuation: 4,
  Phone: 8,
  Email: 16,
  Whitespace: 32,
} as const
export const allNormalizers = Object.values(Normalizer).reduce((all, flag) => all | flag, 0)

/** The text of a stored or typed scalar value; anything else (null, objects) is blank. */
export function valueText(raw: unknown): string {
  if (typeof raw === 'string') return raw
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw)
  if (typeof raw === 'boolean') return raw ? 'true' : 'false'
  return ''
}

/** An e-mail address as mailboxes compare it: no spaces, lower case, no `+tag` after the local part. */
function normalizeEmail(text: string): string {
  const compact = text.replace(/\s+/gu, '').toLowerCase()
  const at = compact.lastIndexOf('@')
  if (at < 0) return compact
  const local = compact.slice(0, at).replace(/\+.*$/u, '')
  return `${local}${compact.slice(at)}`
}

/** A phone number as digits, with a leading `+` for an international number (`00` counts as `+`). */
function normalizePhone(text: string): string {
  const trimmed = text.trim()
  const digits = trimmed.replace(/\D+/gu, '')
  if (trimmed.startsWith('+')) return `+${digits}`
  if (digits.startsWith('00') && digits.length > 2) return `+${digits.slice(2)}`
  return digits
}

/** Applies the normalizers, always in the same order: e-mail, phone, case, punctuation, whitespace, trim. */
export function normalize(text: string, normalizers: number): string {
  let result = text
  if (normalizers & Normalizer.Email) result = normalizeEmail(result)
  if (normalizers & Normalizer.Phone) result = normalizePhone(result)
  if (normalizers & Normalizer.Case) result = result.toLowerCase()
  if (normalizers & Normalizer.Punctuation) result = result.replace(/[\p{P}\p{S}]+/gu, '')
  if (normalizers & Normalizer.Whitespace) result = result.replace(/\s+/gu, ' ').trim()
  if (normalizers & Normalizer.Trim) result = result.trim()
  return result
}

/** Strips diacritics: compatibility decomposition (NFKD), combining marks removed, recomposed (NFC). */
export function foldDiacritics(text: string, mode: RecordMatchingDiacriticMode): string {
  if (mode === RecordMatchingDiacriticMode.Keep) return text
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').normalize('NFC')
}

/** The words of a text (split at white space), as written or sorted by code point. */
export function tokenize(text: string, mode: RecordMatchingTokenOrderMode): string[] {
  const tokens = text.split(/\s+/u).filter((token) => token.length > 0)
  return mode === RecordMatchingTokenOrderMode.Sorted ? tokens.sort(byCodePoint) : tokens
}

export const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)
