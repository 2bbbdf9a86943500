import type { Db } from '../../db'
import { iso } from '../../platform/values'
import { checkedPaging, toPage } from '../../platform/paging'
import { toAttachmentFile } from './files.items'
import { fileColumns, fileJoins, ownerOf, relationsOf, type FileRow } from './files.repo'
import type { FileTrashItem, FileTrashPage } from './files.types'
import { displayResources, resourceKey } from './resources'
import { readStorageSettings } from './settings.service'
import { removeFile } from './storage/fileStore'
import { pathInside } from './storage/paths'

/** The trash: every deleted file, newest deletion first, and the purge that removes them for good. */

export const purgeFunctionKey = 'purge-file-trash'

/** `%text%` for ILIKE, with the pattern characters of the search taken literally. */
const containsPattern = (search: string): string => `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`

/** The next firing of an enabled schedule of the purge function, if there is one. */
async function nextPurgeAt(db: Db): Promise<string | null> {
  const [row] = await db.query<{ next_run_at: Date | string | null }>(
    `SELECT min(s.next_run_at) AS next_run_at FROM function_schedules s JOIN functions f ON f.id = s.function_id
     WHERE f.key = $1 AND s.is_enabled`,
    [purgeFunctionKey],
  )
  return row?.next_run_at ? iso(row.next_run_at) : null
}

export interface TrashQuery {
  page?: number
  pageSize?: number
  search?: string
}

export async function listTrash(db: Db, query: TrashQuery): Promise<FileTrashPage> {
  const paging = checkedPaging({ Page: query.page, PageSize: query.pageSize }, { pageSizeWhenUnset: 50, members: { page: 'page', pageSize: 'pageSize' } })
  const search = query.search?.trim()
  const params: Array<string | number> = search ? [containsPattern(search)] : []
  const where = `f.deleted_at IS NOT NULL${search ? ' AND f.file_name ILIKE $1' : ''}`
  const [counted] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM files f WHERE ${where}`, params)
  const total = counted?.total ?? 0
  const rows = await db.query<FileRow>(
    `SELECT ${fileColumns} FROM files f ${fileJoins} WHERE ${where}
     ORDER BY f.deleted_at DESC, f.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, paging.pageSize, paging.offset],
  )
  const relations = await relationsOf(db, rows.map((row) => row.id))
  const owners = await displayResources(db, rows.map(ownerOf))
  const items: FileTrashItem[] = rows.map((row) => ({
    File: toAttachmentFile(row, relations.get(row.id) ?? []),
    Owner: owners.get(resourceKey(ownerOf(row))) as FileTrashItem['Owner'],
    DeletedAt: iso(row.deleted_at as Date | string),
    DeletedByUserId: row.deleted_by_user_id,
    DeletedByUserName: row.deleted_by_name,
    PurgeAfterUtc: iso(row.purge_after ?? (row.deleted_at as Date | string)),
  }))
  const { trashRetentionHours } = await readStorageSettings(db)
  return {
    ...toPage(items, paging, total),
    TrashRetentionTimeHours: trashRetentionHours,
    NextPurgeAt: await nextPurgeAt(db),
  }
}

export interface PurgeOutcome {
  purged: number
  /** Rows whose bytes were already gone (not an error). */
  missingBytes: number
  /** Files whose bytes could not be removed: they stay in the trash for the next run. */
  failed: number
}

export interface PurgeHooks {
  batchSize?: number
  progress?(done: number, total: number): Promise<void>
  throwIfCancelled?(): void
}

interface DueRow {
  id: string
  storage_root: string
  storage_key: string
}

/** One batch under row locks, so a restore at the same moment either wins or finds the file gone. */
async function purgeBatch(tx: Db, now: Date, failedIds: string[], batchSize: number, outcome: PurgeOutcome): Promise<number> {
  const due = await tx.query<DueRow>(
    `SELECT id, storage_root, storage_key FROM files
     WHERE deleted_at IS NOT NULL AND purge_after <= $1 AND NOT (id = ANY($2::text[]))
     ORDER BY purge_after, id LIMIT $3 FOR UPDATE SKIP LOCKED`,
    [now, failedIds, batchSize],
  )
  const removed: string[] = []
  for (const row of due) {
    try {
      if (!(await removeFile(pathInside(row.storage_root, row.storage_key)))) outcome.missingBytes += 1
      removed.push(row.id)
    } catch {
      failedIds.push(row.id)
      outcome.failed += 1
    }
  }
  if (removed.length > 0) await tx.query('DELETE FROM files WHERE id = ANY($1::text[])', [removed])
  outcome.purged += removed.length
  return due.length
}

/**
 * Removes every file whose purge time has come (purge_after <= now), in batches: the bytes first,
 * then the rows (relations go with them), so a crash in between leaves a row whose bytes are gone,
 * which the next run finishes. Bytes that cannot be removed keep their row for the next run.
 */
export async function purgeTrash(db: Db, now: Date, hooks: PurgeHooks = {}): Promise<PurgeOutcome> {
  const batchSize = hooks.batchSize ?? 200
  const [counted] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM files WHERE deleted_at IS NOT NULL AND purge_after <= $1',
    [now],
  )
  const total = counted?.total ?? 0
  const outcome: PurgeOutcome = { purged: 0, missingBytes: 0, failed: 0 }
  const failedIds: string[] = []
  for (;;) {
    hooks.throwIfCancelled?.()
    const handled = await db.transaction((tx) => purgeBatch(tx, now, failedIds, batchSize, outcome))
    if (handled === 0) break
    await hooks.progress?.(outcome.purged + outcome.failed, total)
  }
  return outcome
}
