import { badRequest, type EnvelopeError } from './errors'

/** The request-body checks every module words the same way, answered with the generic validation codes. */
export const FieldCheckCode = {
  required: 'workspace.validation.required',
  invalid: 'workspace.validation.invalid',
} as const

export const invalid = (message: string, field?: string): EnvelopeError => badRequest(FieldCheckCode.invalid, message, field)

/** Trimmed, non-blank text of at most `max` characters. */
export function requiredText(value: string | null | undefined, field: string, max = 200): string {
  const text = value?.trim() ?? ''
  if (!text) throw badRequest(FieldCheckCode.required, `${field} is required.`, field)
  if (text.length > max) throw invalid(`${field} may have at most ${max} characters.`, field)
  return text
}

/** Optional text: blank means "not set". */
export function optionalText(value: string | null | undefined, field: string, max = 2000): string | null {
  const text = value?.trim() ?? ''
  if (text.length > max) throw invalid(`${field} may have at most ${max} characters.`, field)
  return text || null
}

/** An enum number of the contract (missing counts as not one of them); the contract usually refuses others first. */
export function oneOf<Value extends number>(value: number | undefined, allowed: readonly Value[], field: string): Value {
  const found = allowed.find((item) => item === value)
  if (found === undefined) throw invalid(`${field} must be one of ${allowed.join(', ')}.`, field)
  return found
}
