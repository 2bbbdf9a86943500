import { ApiError } from '@/api'
import type { UiProjectZipPreflight } from '../api/uiProject.types'

export type PreflightGroupKey = 'added' | 'changed' | 'removed' | 'ignored'

export interface PreflightGroup {
  key: PreflightGroupKey
  paths: string[]
  count: number
}

export interface PreflightSummary {
  groups: PreflightGroup[]
  unchangedCount: number
  fileCount: number
  sizeBytes: number
  /** Applying it would change nothing. */
  nothingChanges: boolean
}

const sorted = (paths: readonly string[]) => [...paths].sort((left, right) => (left < right ? -1 : left > right ? 1 : 0))

/** What applying the ZIP would do, grouped as the dialog lists it; empty groups are left out. */
export function summarizePreflight(preflight: UiProjectZipPreflight): PreflightSummary {
  const groups: PreflightGroup[] = (
    [
      ['added', preflight.Added],
      ['changed', preflight.Changed],
      ['removed', preflight.Removed],
      ['ignored', preflight.Ignored],
    ] as const
  )
    .map(([key, paths]) => ({ key, paths: sorted(paths), count: paths.length }))
    .filter((group) => group.count > 0)
  return {
    groups,
    unchangedCount: preflight.UnchangedCount,
    fileCount: preflight.FileCount,
    sizeBytes: preflight.SizeBytes,
    nothingChanges: preflight.Added.length + preflight.Changed.length + preflight.Removed.length === 0,
  }
}

export interface Refusal {
  message: string
  /** The entry it is about, as the archive names it; null for the archive as a whole. */
  entry: string | null
}

/** Why the server refused the archive (400): one line per refused entry; null when the error is not a refusal. */
export function refusalsOf(error: unknown): Refusal[] | null {
  if (!(error instanceof ApiError) || error.status !== 400 || error.issues.length === 0) return null
  return error.issues.map((issue) => ({ message: issue.Message, entry: issue.Target ?? issue.Metadata.path ?? null }))
}
