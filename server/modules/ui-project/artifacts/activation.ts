import type { ConfigSchemas } from '../../../http/contractOperations'
import type { Db } from '../../../db'
import { conflict } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { lockProject, touchProject, type ProjectRow } from '../project.repo'
import { ArtifactCodes, ArtifactStatus } from './artifactModel'
import {
  activeArtifactRow, deactivateArtifactRow, findArtifactRow, lockArtifact, publishArtifact, rollbackCandidateRows, supersedeArtifact,
  type ArtifactRow,
} from './artifacts.repo'
import { compatibilityMessage, isCompatible, lifecycleResult, type LifecycleResult } from './artifacts.mappers'
import { assertArtifactRowVersion, assertProjectRowVersion, lifecycleConflict, requireLockedArtifact } from './lifecycleChecks'

/**
 * Activate, deactivate and roll back. Each runs under the project row's lock, so concurrent
 * changes happen one after the other and leave exactly one active artifact (the partial unique
 * index ui_project_artifacts_one_active backs this up); each moves the project's row version.
 */

export type ActivateRequest = ConfigSchemas['UiArtifactActivateRequest']

export async function activateArtifact(db: Db, auth: AuthContext, artifactId: string, body: ActivateRequest, now: Date): Promise<LifecycleResult> {
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, now)
    const target = await requireLockedArtifact(tx, artifactId)
    assertArtifactRowVersion(target, body.ExpectedArtifactRowVersion, project.row_version)
    assertProjectRowVersion(target, body.ExpectedProjectRowVersion, project.row_version)
    if (target.is_active) return lifecycleResult(target, project.row_version, false)
    assertActivatable(target, project)
    return activateLocked(tx, target, auth.userId, now)
  })
}

/** Purged bytes, an unsupported host contract and an artifact that never got ready cannot go live. */
function assertActivatable(target: ArtifactRow, project: ProjectRow): void {
  if (!target.assets_available) {
    throw lifecycleConflict(ArtifactCodes.purged, 'The artifact\'s JavaScript and CSS were purged; it cannot be activated.', target, project.row_version)
  }
  if (!isCompatible(target.host_contract_version)) {
    throw lifecycleConflict(ArtifactCodes.incompatible, compatibilityMessage(target.host_contract_version)!, target, project.row_version)
  }
  if (target.status === ArtifactStatus.Pending || target.status === ArtifactStatus.Failed) {
    throw lifecycleConflict(ArtifactCodes.notReady, 'The artifact is not ready to be activated.', target, project.row_version)
  }
}

/** The previous active artifact is superseded; the target becomes the active one. */
async function activateLocked(tx: Db, target: ArtifactRow, userId: string, now: Date): Promise<LifecycleResult> {
  const previous = await activeArtifactRow(tx)
  if (previous) await supersedeArtifact(tx, previous.id, now, userId)
  await publishArtifact(tx, target.id, now, userId, previous?.id ?? null)
  const projectRowVersion = await touchProject(tx, { activeArtifactId: target.id })
  return lifecycleResult((await findArtifactRow(tx, target.id))!, projectRowVersion, true)
}

export type DeactivateRequest = ConfigSchemas['UiArtifactDeactivateRequest']

/** Only the active artifact; it goes back to Ready and the workspace serves none. */
export async function deactivateArtifact(db: Db, auth: AuthContext, artifactId: string, body: DeactivateRequest, now: Date): Promise<LifecycleResult> {
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, now)
    const target = await requireLockedArtifact(tx, artifactId)
    assertArtifactRowVersion(target, body.ExpectedArtifactRowVersion, project.row_version)
    if (!target.is_active) throw lifecycleConflict(ArtifactCodes.notActive, 'Only the active artifact can be deactivated.', target, project.row_version)
    await deactivateArtifactRow(tx, target.id, now, auth.userId)
    const projectRowVersion = await touchProject(tx, { activeArtifactId: null })
    return lifecycleResult((await findArtifactRow(tx, target.id))!, projectRowVersion, true)
  })
}

export type RollbackRequest = ConfigSchemas['UiProjectRollbackRequest']

/**
 * Activates the artifact that was active before the current one; when that one cannot be loaded
 * (purged, incompatible) or none is active, the most recently published formerly active one that can.
 */
export async function rollback(db: Db, auth: AuthContext, body: RollbackRequest, now: Date): Promise<LifecycleResult> {
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, now)
    const current = await activeArtifactRow(tx)
    assertProjectRowVersion(current, body.ExpectedProjectRowVersion, project.row_version)
    const candidates = await rollbackCandidateRows(tx, current?.previous_active_artifact_id ?? null)
    const target = candidates.find((row) => isCompatible(row.host_contract_version) && row.status !== ArtifactStatus.Failed)
    if (!target) {
      const message = 'There is no earlier active artifact with its assets that this installation can load.'
      throw current ? lifecycleConflict(ArtifactCodes.noRollbackTarget, message, current, project.row_version) : conflict(ArtifactCodes.noRollbackTarget, message)
    }
    await lockArtifact(tx, target.id)
    return activateLocked(tx, target, auth.userId, now)
  })
}
