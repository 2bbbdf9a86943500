import type { Db } from '../../../db'
import { conflict, notFound, type EnvelopeError } from '../../../http/errors'
import { ArtifactCodes } from './artifactModel'
import { lockArtifactRow, type ArtifactRow } from './artifacts.repo'
import { lifecycleResult } from './artifacts.mappers'

/** The refusals every lifecycle operation shares; each 409 carries the current lifecycle result in Data. */

export async function requireLockedArtifact(tx: Db, artifactId: string): Promise<ArtifactRow> {
  const row = await lockArtifactRow(tx, artifactId)
  if (!row) throw notFound(`Artifact "${artifactId}" does not exist.`, artifactId)
  return row
}

export function lifecycleConflict(code: string, message: string, row: ArtifactRow, projectRowVersion: string, field?: string): EnvelopeError {
  return conflict(code, message, field, lifecycleResult(row, projectRowVersion, false))
}

/** Row versions are UUIDs: compared without regard to letter case. */
export const sameVersion = (current: string, expected: string): boolean => current.toLowerCase() === expected.toLowerCase()

export function assertArtifactRowVersion(row: ArtifactRow, expected: string, projectRowVersion: string): void {
  if (sameVersion(row.row_version, expected)) return
  throw lifecycleConflict(
    ArtifactCodes.stale,
    'The artifact was changed by someone else (activated, deactivated, pinned or purged). Reload it and try again.',
    row,
    projectRowVersion,
    'ExpectedArtifactRowVersion',
  )
}

export function assertProjectRowVersion(row: ArtifactRow | null, expected: string | null | undefined, projectRowVersion: string): void {
  if (expected === null || expected === undefined || sameVersion(projectRowVersion, expected)) return
  const message = 'The active artifact was changed by someone else since you loaded the project. Reload it and try again.'
  if (row) throw lifecycleConflict(ArtifactCodes.projectStale, message, row, projectRowVersion, 'ExpectedProjectRowVersion')
  throw conflict(ArtifactCodes.projectStale, message, 'ExpectedProjectRowVersion')
}
