import { badRequest } from '../../../http/errors'

/** Keys of boards, statuses, transitions, responsibilities, cycles and statements. */
export const boardKeyPattern = /^[a-z][a-z0-9-]{0,39}$/

export const keyInvalidCode = 'serviceBoards.admin.validation.keyInvalid'

/** Trims and lower-cases a key; 400 on the named field when it is not a key. */
export function normalizeBoardKey(value: unknown, field = 'Key'): string {
  const key = typeof value === 'string' ? value.trim().toLowerCase() : ''
  if (!boardKeyPattern.test(key)) {
    throw badRequest(keyInvalidCode, 'A key starts with a letter and has at most 40 lower-case letters, digits and hyphens.', field)
  }
  return key
}

/** Colour tokens of statuses and tags; the app maps each to a theme colour. */
export const colorTokens = ['grey', 'blue', 'teal', 'green', 'amber', 'orange', 'red', 'purple', 'pink', 'indigo'] as const
export type ColorToken = (typeof colorTokens)[number]

export function isColorToken(value: unknown): value is ColorToken {
  return typeof value === 'string' && (colorTokens as readonly string[]).includes(value)
}
