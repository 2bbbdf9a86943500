import { UiArtifactStatus } from '@/api'
import type { ProjectArtifact as UiArtifact } from '@/platform/source-project/types'

export interface ArtifactActions {
  /** Activate it (an artifact older than the active one: "Roll back to this"). */
  activate: boolean
  rollbackLabel: boolean
  /** Why it cannot be activated although it is otherwise a candidate (incompatible), or null. */
  activateBlocked: string | null
  deactivate: boolean
  pin: boolean
  unpin: boolean
  purge: boolean
  /** Its bytes exist: it can be previewed and verified. */
  assets: boolean
}

const usable = (artifact: UiArtifact) => artifact.Status !== UiArtifactStatus.Failed && artifact.Status !== UiArtifactStatus.Pending

/** What can be done with an artifact, the way the server decides it (the caller adds the Publish permission). */
export function artifactActions(artifact: UiArtifact, active: UiArtifact | null | undefined): ArtifactActions {
  const assets = artifact.AssetsAvailable !== false
  const candidate = !artifact.IsActive && assets && usable(artifact)
  const compatible = artifact.IsCompatible !== false
  return {
    activate: candidate && compatible,
    rollbackLabel: candidate && !!active && !!active.Id && active.Id !== artifact.Id && (artifact.BuildNumber ?? 0) < (active.BuildNumber ?? 0),
    activateBlocked: candidate && !compatible ? (artifact.CompatibilityMessage ?? '') : null,
    deactivate: !!artifact.IsActive,
    pin: !artifact.IsPinned,
    unpin: !!artifact.IsPinned,
    purge: !artifact.IsActive && assets,
    assets,
  }
}

const loadable = (artifact: UiArtifact) =>
  !artifact.IsActive && !!artifact.WasActive && artifact.AssetsAvailable !== false && artifact.IsCompatible !== false && artifact.Status !== UiArtifactStatus.Failed

/**
 * Where a roll back goes, by the server's rule: the artifact the active one replaced (the one
 * deactivated at the moment the active one was published); when that one cannot be loaded (purged,
 * incompatible) or none is active, the most recently published formerly active one that can. Null:
 * there is none (the server would answer `uiProject.rollback.noTarget`).
 */
export function rollbackTarget(artifacts: readonly UiArtifact[], active: UiArtifact | null | undefined): UiArtifact | null {
  const candidates = artifacts.filter(loadable)
  const publishedAt = active?.PublishedAt ? Date.parse(active.PublishedAt) : null
  const replaced =
    publishedAt === null ? undefined : candidates.find((artifact) => !!artifact.DeactivatedAt && Math.abs(Date.parse(artifact.DeactivatedAt) - publishedAt) < 1000)
  if (replaced) return replaced
  const published = (artifact: UiArtifact) => (artifact.PublishedAt ? Date.parse(artifact.PublishedAt) : 0)
  return [...candidates].sort((a, b) => published(b) - published(a) || Date.parse(b.CreatedAt ?? '') - Date.parse(a.CreatedAt ?? ''))[0] ?? null
}

/** Whether there is an artifact to roll back to. */
export function canRollBack(artifacts: readonly UiArtifact[]): boolean {
  return rollbackTarget(artifacts, artifacts.find((artifact) => artifact.IsActive)) !== null
}
