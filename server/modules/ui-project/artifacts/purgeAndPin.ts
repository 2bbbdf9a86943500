import type { ConfigSchemas } from '../../../http/contractOperations'
import type { Db } from '../../../db'
import { conflict } from '../../../http/errors'
import { lockProject } from '../project.repo'
import { ArtifactCodes } from './artifactModel'
import { findArtifactRow, purgeArtifactAssets, setArtifactPinned } from './artifacts.repo'
import { lifecycleResult, toArtifactDto, type ArtifactDto, type LifecycleResult } from './artifacts.mappers'
import { assertArtifactRowVersion, lifecycleConflict, requireLockedArtifact, sameVersion } from './lifecycleChecks'

export type PurgeRequest = ConfigSchemas['UiArtifactPurgeRequest']

/**
 * UiProject_PurgeArtifact (documented): the bytes of an inactive artifact go, everything else
 * stays (hashes, sizes, descriptors, versions, lifecycle history). Under the project lock, so a
 * purge and an activation of the same artifact cannot cross. The project's row version stays.
 */
export async function purgeArtifact(db: Db, artifactId: string, body: PurgeRequest, now: Date): Promise<LifecycleResult> {
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, now)
    const target = await requireLockedArtifact(tx, artifactId)
    if (target.is_active) {
      throw lifecycleConflict(ArtifactCodes.active, 'The active artifact cannot be purged; activate another one or deactivate it first.', target, project.row_version)
    }
    if (!target.assets_available) throw lifecycleConflict(ArtifactCodes.alreadyPurged, 'The artifact\'s assets were already purged.', target, project.row_version)
    assertArtifactRowVersion(target, body.ExpectedArtifactRowVersion, project.row_version)
    await purgeArtifactAssets(tx, target.id, now)
    return lifecycleResult((await findArtifactRow(tx, target.id))!, project.row_version, false)
  })
}

export type PinRequest = ConfigSchemas['UiArtifactPinRequest']

/** Pins or unpins (the purge planner keeps pinned artifacts); a stale row version answers 409 with the current artifact. */
export async function pinArtifact(db: Db, artifactId: string, body: PinRequest): Promise<ArtifactDto> {
  return db.transaction(async (tx) => {
    const target = await requireLockedArtifact(tx, artifactId)
    if (!sameVersion(target.row_version, body.ExpectedArtifactRowVersion)) {
      throw conflict(ArtifactCodes.stale, 'The artifact was changed by someone else. Reload it and try again.', 'ExpectedArtifactRowVersion', toArtifactDto(target))
    }
    if (target.is_pinned === body.IsPinned) return toArtifactDto(target)
    await setArtifactPinned(tx, target.id, body.IsPinned)
    return toArtifactDto((await findArtifactRow(tx, target.id))!)
  })
}
