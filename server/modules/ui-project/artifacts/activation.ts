import type { ConfigSchemas } from '../../../http/contractOperations'
import type { Db } from '../../../db'
import { conflict } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { lockProject, touchProject, type ProjectRow } from '../project.repo'
import { artifactCode, ArtifactStatus, compatibilityMessageFor, isCompatibleWith, lifecycleResultOf, type ArtifactKind, type LifecycleResult } from './artifactModel'
import {
  activeArtifactRow, deactivateArtifactRow, findArtifactRow, lockArtifact, publishArtifact, rollbackCandidateRows, supersedeArtifact,
  type ArtifactRow,
} from './artifacts.repo'
import { assertArtifactRowVersion, assertProjectRowVersion, lifecycleConflict, requireLockedArtifact } from './lifecycleChecks'

/**
 * Activate, deactivate and roll back, for the artifacts of either project. Each runs under the
 * project row's lock, so concurrent changes happen one after the other and leave exactly one active
 * artifact (the partial unique index ui_project_artifacts_one_active backs this up); each moves the
 * project's row version.
 */

export type ActivateRequest = ConfigSchemas['UiArtifactActivateRequest']

export async function activateArtifact<Dto>(db: Db, kind: ArtifactKind<Dto>, auth: AuthContext, artifactId: string, body: ActivateRequest, now: Date): Promise<LifecycleResult<Dto>> {
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, kind.project, now)
    const target = await requireLockedArtifact(tx, kind, artifactId)
    assertArtifactRowVersion(kind, target, body.ExpectedArtifactRowVersion, project.row_version)
    assertProjectRowVersion(kind, target, body.ExpectedProjectRowVersion, project.row_version)
    if (target.is_active) return lifecycleResultOf(kind, target, project.row_version, false)
    assertActivatable(kind, target, project)
    return activateLocked(tx, kind, target, auth.userId, now)
  })
}

/** Purged output, an unsupported host contract and an artifact that never got ready cannot go live. */
function assertActivatable(kind: ArtifactKind<unknown>, target: ArtifactRow, project: ProjectRow): void {
  if (!target.assets_available) {
    throw lifecycleConflict(kind, artifactCode(kind.project, 'purged'), kind.purgedRefusal, target, project.row_version)
  }
  if (!isCompatibleWith(kind, target.host_contract_version)) {
    throw lifecycleConflict(kind, artifactCode(kind.project, 'incompatible'), compatibilityMessageFor(kind, target.host_contract_version)!, target, project.row_version)
  }
  if (target.status === ArtifactStatus.Pending || target.status === ArtifactStatus.Failed) {
    throw lifecycleConflict(kind, artifactCode(kind.project, 'notReady'), 'The artifact is not ready to be activated.', target, project.row_version)
  }
}

/** The previous active artifact is superseded; the target becomes the active one. */
async function activateLocked<Dto>(tx: Db, kind: ArtifactKind<Dto>, target: ArtifactRow, userId: string, now: Date): Promise<LifecycleResult<Dto>> {
  const previous = await activeArtifactRow(tx, kind.project)
  if (previous) await supersedeArtifact(tx, previous.id, now, userId)
  await publishArtifact(tx, target.id, now, userId, previous?.id ?? null)
  const projectRowVersion = await touchProject(tx, kind.project, { activeArtifactId: target.id })
  const activated = (await findArtifactRow(tx, kind.project, target.id))!
  await kind.onActiveChanged?.(tx, activated, userId, now)
  return lifecycleResultOf(kind, activated, projectRowVersion, true)
}

export type DeactivateRequest = ConfigSchemas['UiArtifactDeactivateRequest']

/** Only the active artifact; it goes back to Ready and the project serves none. */
export async function deactivateArtifact<Dto>(db: Db, kind: ArtifactKind<Dto>, auth: AuthContext, artifactId: string, body: DeactivateRequest, now: Date): Promise<LifecycleResult<Dto>> {
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, kind.project, now)
    const target = await requireLockedArtifact(tx, kind, artifactId)
    assertArtifactRowVersion(kind, target, body.ExpectedArtifactRowVersion, project.row_version)
    if (!target.is_active) throw lifecycleConflict(kind, artifactCode(kind.project, 'notActive'), 'Only the active artifact can be deactivated.', target, project.row_version)
    await deactivateArtifactRow(tx, target.id, now, auth.userId)
    const projectRowVersion = await touchProject(tx, kind.project, { activeArtifactId: null })
    await kind.onActiveChanged?.(tx, null, auth.userId, now)
    return lifecycleResultOf(kind, (await findArtifactRow(tx, kind.project, target.id))!, projectRowVersion, true)
  })
}

export type RollbackRequest = ConfigSchemas['UiProjectRollbackRequest']

/**
 * Activates the artifact that was active before the current one; when that one cannot be loaded
 * (purged, incompatible) or none is active, the most recently published formerly active one that can.
 */
export async function rollback<Dto>(db: Db, kind: ArtifactKind<Dto>, auth: AuthContext, body: RollbackRequest, now: Date): Promise<LifecycleResult<Dto>> {
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, kind.project, now)
    const current = await activeArtifactRow(tx, kind.project)
    assertProjectRowVersion(kind, current, body.ExpectedProjectRowVersion, project.row_version)
    const candidates = await rollbackCandidateRows(tx, kind.project, current?.previous_active_artifact_id ?? null)
    const target = candidates.find((row) => isCompatibleWith(kind, row.host_contract_version) && row.status !== ArtifactStatus.Failed)
    if (!target) {
      const message = 'There is no earlier active artifact with its assets that this installation can load.'
      const code = artifactCode(kind.project, 'noRollbackTarget')
      throw current ? lifecycleConflict(kind, code, message, current, project.row_version) : conflict(code, message)
    }
    await lockArtifact(tx, kind.project, target.id)
    return activateLocked(tx, kind, target, auth.userId, now)
  })
}
