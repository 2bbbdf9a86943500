import type { ConfigSchemas } from '../../../http/contractOperations'
import type { Db } from '../../../db'
import { conflict } from '../../../http/errors'
import { lockProject } from '../project.repo'
import { artifactCode, lifecycleResultOf, type ArtifactKind, type LifecycleResult } from './artifactModel'
import { findArtifactRow, purgeArtifactAssets, setArtifactPinned } from './artifacts.repo'
import { assertArtifactRowVersion, lifecycleConflict, requireLockedArtifact, sameVersion } from './lifecycleChecks'

export type PurgeRequest = ConfigSchemas['UiArtifactPurgeRequest']

/**
 * Purge (documented for UI artifacts, the same for assemblies): the stored output of an inactive
 * artifact goes, everything else stays (hashes, sizes, descriptors, versions, lifecycle history).
 * Under the project lock, so a purge and an activation of the same artifact cannot cross. The
 * project's row version stays.
 */
export async function purgeArtifact<Dto>(db: Db, kind: ArtifactKind<Dto>, artifactId: string, body: PurgeRequest, now: Date): Promise<LifecycleResult<Dto>> {
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, kind.project, now)
    const target = await requireLockedArtifact(tx, kind, artifactId)
    if (target.is_active) {
      throw lifecycleConflict(kind, artifactCode(kind.project, 'active'), 'The active artifact cannot be purged; activate another one or deactivate it first.', target, project.row_version)
    }
    if (!target.assets_available) {
      throw lifecycleConflict(kind, artifactCode(kind.project, 'alreadyPurged'), 'The artifact\'s assets were already purged.', target, project.row_version)
    }
    assertArtifactRowVersion(kind, target, body.ExpectedArtifactRowVersion, project.row_version)
    await purgeArtifactAssets(tx, target.id, now)
    return lifecycleResultOf(kind, (await findArtifactRow(tx, kind.project, target.id))!, project.row_version, false)
  })
}

export type PinRequest = ConfigSchemas['UiArtifactPinRequest']

/** Pins or unpins (the purge planner keeps pinned artifacts); a stale row version answers 409 with the current artifact. */
export async function pinArtifact<Dto>(db: Db, kind: ArtifactKind<Dto>, artifactId: string, body: PinRequest): Promise<Dto> {
  return db.transaction(async (tx) => {
    const target = await requireLockedArtifact(tx, kind, artifactId)
    if (!sameVersion(target.row_version, body.ExpectedArtifactRowVersion)) {
      throw conflict(artifactCode(kind.project, 'stale'), 'The artifact was changed by someone else. Reload it and try again.', 'ExpectedArtifactRowVersion', kind.toDto(target))
    }
    if (target.is_pinned === body.IsPinned) return kind.toDto(target)
    await setArtifactPinned(tx, target.id, body.IsPinned)
    return kind.toDto((await findArtifactRow(tx, kind.project, target.id))!)
  })
}
