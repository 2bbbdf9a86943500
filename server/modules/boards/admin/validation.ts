import { EnvelopeError, badRequest, conflict } from '../../../http/errors'
import { FieldCheckCode, invalid, oneOf, optionalText, requiredText } from '../../../http/fieldChecks'
import { isColorToken, normalizeBoardKey } from '../shared/keys'

/** Issue codes of board administration (docs/boards.md lists them with their meaning). */
export const BoardAdminCode = {
  ...FieldCheckCode,
  keyTaken: 'serviceBoards.admin.keyTaken',
  boardHasItems: 'serviceBoards.admin.boardHasItems',
  boardReferenced: 'serviceBoards.admin.boardReferenced',
  statusHasItems: 'serviceBoards.admin.statusHasItems',
  statusDeleted: 'serviceBoards.admin.statusDeleted',
  transitionExists: 'serviceBoards.admin.transitionExists',
  targetInUse: 'serviceBoards.admin.targetInUse',
  targetExists: 'serviceBoards.admin.targetExists',
  lastTarget: 'serviceBoards.admin.lastActiveTarget',
  cyclesDisabled: 'serviceBoards.admin.cyclesDisabled',
  responsibilityInUse: 'serviceBoards.admin.responsibilityInUse',
  assignmentExists: 'serviceBoards.admin.assignmentExists',
  operationKeyReused: 'serviceBoards.admin.operationKeyReused',
  orderMismatch: 'serviceBoards.admin.validation.orderMismatch',
} as const

// The common field checks, kept importable from here for the module's services.
export { invalid, oneOf, optionalText, requiredText }

export function keyTaken(kind: string, key: string, data: unknown): EnvelopeError {
  return conflict(BoardAdminCode.keyTaken, `The ${kind} key "${key}" is already taken on this board.`, 'Key', data)
}

export function colorToken(value: string, field = 'Color'): string {
  if (!isColorToken(value)) throw invalid(`${field} must be a colour token: grey, blue, teal, green, amber, orange, red, purple, pink or indigo.`, field)
  return value
}

export { normalizeBoardKey }

/** Ids given once each and exactly the expected set (a reorder request). */
export function assertSameIds(given: readonly string[], expected: readonly string[], field: string): void {
  const unique = new Set(given)
  const expectedSet = new Set(expected)
  if (unique.size !== given.length || unique.size !== expectedSet.size || given.some((id) => !expectedSet.has(id))) {
    throw badRequest(BoardAdminCode.orderMismatch, `${field} must name every item of the list exactly once.`, field)
  }
}

/**
 * The list with `id` at the 1-based `sortOrder` (omitted, 0 or past the end: last). Sort orders of
 * a list are written back as 1..n so they stay dense.
 */
export function placeAt(ids: readonly string[], id: string, sortOrder: number | null | undefined): string[] {
  const others = ids.filter((item) => item !== id)
  const index = !sortOrder || sortOrder < 1 || sortOrder > others.length ? others.length : sortOrder - 1
  return [...others.slice(0, index), id, ...others.slice(index)]
}
