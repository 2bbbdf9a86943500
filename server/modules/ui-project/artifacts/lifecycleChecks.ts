import type { Db } from '../../../db'
import { conflict, notFound, type EnvelopeError } from '../../../http/errors'
import { artifactCode, lifecycleResultOf, type ArtifactKind } from './artifactModel'
import { lockArtifactRow, type ArtifactRow } from './artifacts.repo'

/** The refusals every lifecycle operation shares; each 409 carries the current lifecycle result in Data. */

export async function requireLockedArtifact(tx: Db, kind: ArtifactKind<unknown>, artifactId: string): Promise<ArtifactRow> {
  const row = await lockArtifactRow(tx, kind.project, artifactId)
  if (!row) throw notFound(`Artifact "${artifactId}" does not exist.`, artifactId)
  return row
}

export function lifecycleConflict(kind: ArtifactKind<unknown>, code: string, message: string, row: ArtifactRow, projectRowVersion: string, field?: string): EnvelopeError {
  return conflict(code, message, field, lifecycleResultOf(kind, row, projectRowVersion, false))
}

/** Row versions are UUIDs: compared without regard to letter case. */
export const sameVersion = (current: string, expected: string): boolean => current.toLowerCase() === expected.toLowerCase()

export function assertArtifactRowVersion(kind: ArtifactKind<unknown>, row: ArtifactRow, expected: string, projectRowVersion: string): void {
  if (sameVersion(row.row_version, expected)) return
  throw lifecycleConflict(
    kind,
    artifactCode(kind.project, 'stale'),
    'The artifact was changed by someone else (activated, deactivated, pinned or purged). Reload it and try again.',
    row,
    projectRowVersion,
    'ExpectedArtifactRowVersion',
  )
}

export function assertProjectRowVersion(kind: ArtifactKind<unknown>, row: ArtifactRow | null, expected: string | null | undefined, projectRowVersion: string): void {
  if (expected === null || expected === undefined || sameVersion(projectRowVersion, expected)) return
  const message = 'The active artifact was changed by someone else since you loaded the project. Reload it and try again.'
  const code = artifactCode(kind.project, 'projectStale')
  if (row) throw lifecycleConflict(kind, code, message, row, projectRowVersion, 'ExpectedProjectRowVersion')
  throw conflict(code, message, 'ExpectedProjectRowVersion')
}
