import { UiProjectFileChange } from '@/api'
import type { UiProjectDiff } from '../api/uiProject.types'

export type ChangeKind = 'added' | 'modified' | 'removed'

export interface DiffRow {
  path: string
  change: ChangeKind
  added: number
  removed: number
}

const kinds: Record<UiProjectFileChange, ChangeKind> = {
  [UiProjectFileChange.Added]: 'added',
  [UiProjectFileChange.Modified]: 'modified',
  [UiProjectFileChange.Removed]: 'removed',
}

/** The changed files of a comparison, by path. */
export function diffRows(diff: UiProjectDiff): DiffRow[] {
  return diff.Files.map((file) => ({ path: file.Path, change: kinds[file.Change], added: file.AddedLines, removed: file.RemovedLines })).sort(
    (left, right) => (left.path < right.path ? -1 : left.path > right.path ? 1 : 0),
  )
}

/** The file to show: the one asked for when it changed, else the first. */
export function selectedRow(rows: readonly DiffRow[], requested: string | null): DiffRow | null {
  return rows.find((row) => row.path === requested) ?? rows[0] ?? null
}

/** Which revision's text each side shows: none (empty) for the side where the file does not exist. */
export function sidesOf(row: DiffRow): { original: boolean; modified: boolean } {
  return { original: row.change !== 'added', modified: row.change !== 'removed' }
}

export function diffTotals(rows: readonly DiffRow[]): { added: number; removed: number } {
  return rows.reduce((sum, row) => ({ added: sum.added + row.added, removed: sum.removed + row.removed }), { added: 0, removed: 0 })
}
