import type { Db } from '../../db'
import { iso } from '../../platform/values'
import { fileColumns, fileJoins, type FileRow } from './files.repo'

/** SQL of the trash: the deleted files, and the purge that removes them once their time has come. */

/** `%text%` for ILIKE, with the pattern characters of the search taken literally. */
const containsPattern = (search: string): string => `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`

/** The condition and parameters of deleted files, optionally only those whose name contains `search`. */
function trashWhere(search: string | undefined): [string, Array<string | number>] {
  const params: Array<string | number> = search ? [containsPattern(search)] : []
  return [`f.deleted_at IS NOT NULL${search ? ' AND f.file_name ILIKE $1' : ''}`, params]
}

export async function countTrash(db: Db, search: string | undefined): Promise<number> {
  const [where, params] = trashWhere(search)
  const [counted] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM files f WHERE ${where}`, params)
  return counted?.total ?? 0
}

/** One page of the trash, newest deletion first. */
export async function listTrashPage(db: Db, search: string | undefined, pageSize: number, offset: number): Promise<FileRow[]> {
  const [where, params] = trashWhere(search)
  return db.query<FileRow>(
    `SELECT ${fileColumns} FROM files f ${fileJoins} WHERE ${where}
     ORDER BY f.deleted_at DESC, f.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, pageSize, offset],
  )
}

/** The next firing of an enabled schedule of the function, if there is one. */
export async function findNextScheduledRun(db: Db, functionKey: string): Promise<string | null> {
  const [row] = await db.query<{ next_run_at: Date | string | null }>(
    `SELECT min(s.next_run_at) AS next_run_at FROM function_schedules s JOIN functions f ON f.id = s.function_id
     WHERE f.key = $1 AND s.is_enabled`,
    [functionKey],
  )
  return row?.next_run_at ? iso(row.next_run_at) : null
}

export async function countDueFiles(db: Db, now: Date): Promise<number> {
  const [counted] = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM files WHERE deleted_at IS NOT NULL AND purge_after <= $1',
    [now],
  )
  return counted?.total ?? 0
}

export interface DueFile {
  id: string
  storageRoot: string
  storageKey: string
}

/**
 * Up to `limit` files due for the purge, other than `exceptIds`, locked; rows another purge holds
 * are skipped.
 */
export async function lockDueFiles(tx: Db, now: Date, exceptIds: readonly string[], limit: number): Promise<DueFile[]> {
  const rows = await tx.query<{ id: string; storage_root: string; storage_key: string }>(
    `SELECT id, storage_root, storage_key FROM files
     WHERE deleted_at IS NOT NULL AND purge_after <= $1 AND NOT (id = ANY($2::text[]))
     ORDER BY purge_after, id LIMIT $3 FOR UPDATE SKIP LOCKED`,
    [now, [...exceptIds], limit],
  )
  return rows.map((row) => ({ id: row.id, storageRoot: row.storage_root, storageKey: row.storage_key }))
}

/** Removes the file rows for good (their relations go with them). */
export async function deleteFileRows(tx: Db, ids: readonly string[]): Promise<void> {
  await tx.query('DELETE FROM files WHERE id = ANY($1::text[])', [[...ids]])
}
