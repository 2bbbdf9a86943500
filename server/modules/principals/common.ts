import { randomUUID } from 'node:crypto'
import { badRequest, conflict, staleRowVersion } from '../../http/errors'

const idPattern = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/

/** A caller-supplied stable id, or a fresh uuid. */
export function chooseId(requested: string | undefined): string {
  if (requested === undefined) return randomUUID()
  if (!idPattern.test(requested)) throw badRequest('workspace.validation.invalid', 'Id has an invalid format.', 'Id')
  return requested
}

export function duplicateId(id: string): Error {
  return conflict('workspace.principals.duplicateId', `The id "${id}" is already taken.`, 'Id')
}

/** Throws the 409 stale answer (with the current state) when the caller's RowVersion is not current. */
export function assertRowVersion<T extends { RowVersion: string }>(current: T, requested: string | undefined): void {
  if (requested !== undefined && requested !== current.RowVersion) throw staleRowVersion(current)
}

