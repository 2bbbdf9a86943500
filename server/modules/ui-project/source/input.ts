import { invalid, optionalText, requiredText } from '../../../http/fieldChecks'

/** Request text as this module takes it: revision messages, and ids echoed back in messages. */

export const maxMessageLength = 500

// Lone surrogates have no UTF-8 form: stored, they would silently become U+FFFD.
const loneSurrogate = /\p{Cs}/u

/** A revision message: trimmed, 1 to 500 characters (or null when optional and blank). */
export function messageText(value: string | null | undefined, field: string, required: true): string
export function messageText(value: string | null | undefined, field: string, required: false): string | null
export function messageText(value: string | null | undefined, field: string, required: boolean): string | null {
  const text = required ? requiredText(value, field, maxMessageLength) : optionalText(value, field, maxMessageLength)
  if (text !== null && loneSurrogate.test(text)) throw invalid(`${field} is not valid UTF-8 text.`, field)
  return text
}

