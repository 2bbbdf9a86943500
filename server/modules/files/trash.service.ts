import type { Db } from '../../db'
import { iso } from '../../platform/values'
import { checkedPaging, toPage } from '../../platform/paging'
import { toAttachmentFile } from './files.items'
import { ownerOf, relationsOf } from './files.repo'
import type { FileTrashItem, FileTrashPage } from './files.types'
import { displayResources, resourceKey } from './resources'
import { readStorageSettings } from './settings.service'
import { removeFile } from './storage/fileStore'
import { pathInside } from './storage/paths'
import { countDueFiles, countTrash, deleteFileRows, findNextScheduledRun, listTrashPage, lockDueFiles } from './trash.repo'

/** The trash: every deleted file, newest deletion first, and the purge that removes them for good. */

export const purgeFunctionKey = 'purge-file-trash'

export interface TrashQuery {
  page?: number
  pageSize?: number
  search?: string
}

export async function listTrash(db: Db, query: TrashQuery): Promise<FileTrashPage> {
  const paging = checkedPaging({ Page: query.page, PageSize: query.pageSize }, { pageSizeWhenUnset: 50, members: { page: 'page', pageSize: 'pageSize' } })
  const search = query.search?.trim()
  const total = await countTrash(db, search)
  const rows = await listTrashPage(db, search, paging.pageSize, paging.offset)
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
    NextPurgeAt: await findNextScheduledRun(db, purgeFunctionKey),
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

/** One batch under row locks, so a restore at the same moment either wins or finds the file gone. */
async function purgeBatch(tx: Db, now: Date, failedIds: string[], batchSize: number, outcome: PurgeOutcome): Promise<number> {
  const due = await lockDueFiles(tx, now, failedIds, batchSize)
  const removed: string[] = []
  for (const row of due) {
    try {
      if (!(await removeFile(pathInside(row.storageRoot, row.storageKey)))) outcome.missingBytes += 1
      removed.push(row.id)
    } catch {
      failedIds.push(row.id)
      outcome.failed += 1
    }
  }
  if (removed.length > 0) await deleteFileRows(tx, removed)
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
  const total = await countDueFiles(db, now)
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
