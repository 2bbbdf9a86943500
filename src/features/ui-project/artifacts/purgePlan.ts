import { isApiError } from '@/api'
import type { UiArtifact, UiArtifactLifecycleResult } from '../api/uiProject.types'

export const DEFAULT_KEEP_LAST = 5

export type KeepReason = 'active' | 'pinned' | 'recent'

export interface PurgePlan {
  /** Artifacts whose bytes stay, each with why. */
  keep: { artifact: UiArtifact; reasons: KeepReason[] }[]
  /** Artifacts whose bytes would be purged, newest first. */
  purge: UiArtifact[]
  /** Bytes the purge would free. */
  bytesFreed: number
  /** Artifacts already without their bytes (nothing to purge). */
  alreadyPurged: number
}

const newestFirst = (a: UiArtifact, b: UiArtifact) =>
  (b.BuildNumber ?? 0) - (a.BuildNumber ?? 0) || Date.parse(b.CreatedAt ?? '') - Date.parse(a.CreatedAt ?? '')

/**
 * What a clean-up keeps and purges: the newest `keepLast` artifacts that still have their bytes,
 * every pinned one and the active one are kept (the active one never goes, whatever is asked);
 * the other artifacts with bytes are purged. Purged artifacts keep their metadata (history).
 */
export function planPurge(artifacts: readonly UiArtifact[], keepLast: number = DEFAULT_KEEP_LAST): PurgePlan {
  const withBytes = artifacts.filter((artifact) => artifact.AssetsAvailable !== false).sort(newestFirst)
  const recent = new Set(withBytes.slice(0, Math.max(0, Math.floor(keepLast))).map((artifact) => artifact.Id))
  const plan: PurgePlan = { keep: [], purge: [], bytesFreed: 0, alreadyPurged: artifacts.length - withBytes.length }
  for (const artifact of withBytes) {
    const reasons: KeepReason[] = []
    if (artifact.IsActive) reasons.push('active')
    if (artifact.IsPinned) reasons.push('pinned')
    if (recent.has(artifact.Id)) reasons.push('recent')
    if (reasons.length > 0) plan.keep.push({ artifact, reasons })
    else {
      plan.purge.push(artifact)
      plan.bytesFreed += artifact.TotalSizeBytes ?? 0
    }
  }
  return plan
}

export type PurgeOutcome = 'purged' | 'conflict' | 'failed' | 'notRun'

export interface PurgeResult {
  artifact: UiArtifact
  outcome: PurgeOutcome
  /** The server's issue code of a refusal (`uiProject.artifact.stale`, `.active`, `.alreadyPurged`, ...). */
  code: string | null
  /** The server's message of a 409. */
  message: string | null
  /** Anything else that went wrong (shown through the notifier's wording). */
  error: unknown
}

export interface PurgeRunOptions {
  /** Asked before each purge: true stops the run (the rest are reported as not run). */
  shouldStop?: () => boolean
  onResult?: (result: PurgeResult, done: number, total: number) => void
}

/**
 * Purges one artifact after the other with the documented purge, each with the row version the
 * plan was made from, so an artifact changed since (activated, pinned, purged elsewhere) is
 * refused with 409 instead of purged; one refusal does not stop the rest.
 */
export async function purgeOneByOne(
  artifacts: readonly UiArtifact[],
  purge: (artifactId: string, expectedRowVersion: string) => Promise<UiArtifactLifecycleResult>,
  options: PurgeRunOptions = {},
): Promise<PurgeResult[]> {
  const results: PurgeResult[] = []
  for (const artifact of artifacts) {
    let result: PurgeResult
    if (options.shouldStop?.()) {
      result = { artifact, outcome: 'notRun', code: null, message: null, error: null }
    } else {
      try {
        const answer = await purge(artifact.Id ?? '', artifact.RowVersion ?? '')
        result = { artifact: answer.Artifact ?? artifact, outcome: 'purged', code: null, message: null, error: null }
      } catch (error) {
        if (isApiError(error) && error.isConflict) {
          result = { artifact, outcome: 'conflict', code: error.code ?? null, message: error.issues[0]?.Message ?? null, error }
        } else {
          result = { artifact, outcome: 'failed', code: isApiError(error) ? (error.code ?? null) : null, message: null, error }
        }
      }
    }
    results.push(result)
    options.onResult?.(result, results.length, artifacts.length)
  }
  return results
}

export function summarize(results: readonly PurgeResult[]): Record<PurgeOutcome, number> & { bytesFreed: number } {
  const summary = { purged: 0, conflict: 0, failed: 0, notRun: 0, bytesFreed: 0 }
  for (const result of results) {
    summary[result.outcome]++
    if (result.outcome === 'purged') summary.bytesFreed += result.artifact.TotalSizeBytes ?? 0
  }
  return summary
}
