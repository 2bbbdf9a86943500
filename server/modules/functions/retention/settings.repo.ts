import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import { iso } from '../../../platform/values'
import { nextScheduledPurgeAt } from './schedule'
import { RunRetentionMode } from '../../../../shared/enums'
export { RunRetentionMode } from '../../../../shared/enums'

/** The one row of run-history retention settings, with the outcome of the last purge. */

export interface RetentionPolicy {
  mode: RunRetentionMode
  days: number | null
}

/** Contract schema FunctionRetentionSettings, every member filled. */
export interface FunctionRetentionSettings {
  Mode: RunRetentionMode
  Days: number | null
  RowVersion: string
  LastPurgeAt: string | null
  LastPurgeDeletedCount: number | null
  /** When the host purges next by itself; null in mode Forever (assumed member). */
  NextPurgeAt: string | null
}

interface SettingsRow {
  mode: RunRetentionMode
  days: number | null
  row_version: string
  last_purge_at: Date | string | null
  last_purge_deleted_count: number | null
  modified_at: Date | string
}

const toSettings = (row: SettingsRow, now: Date): FunctionRetentionSettings => {
  const lastPurgeAt = row.last_purge_at === null ? null : iso(row.last_purge_at)
  const next = nextScheduledPurgeAt(row.mode, lastPurgeAt, iso(row.modified_at), now)
  return {
    Mode: row.mode,
    Days: row.days,
    RowVersion: row.row_version,
    LastPurgeAt: lastPurgeAt,
    LastPurgeDeletedCount: row.last_purge_deleted_count,
    NextPurgeAt: next?.toISOString() ?? null,
  }
}

/** The settings as of `now`; `lock` holds the row until the transaction ends (an update compares RowVersion under it). */
export async function readRetentionSettings(db: Db, now: Date, options: { lock?: boolean } = {}): Promise<FunctionRetentionSettings> {
  const [row] = await db.query<SettingsRow>(
    `SELECT mode, days, row_version, last_purge_at, last_purge_deleted_count, modified_at FROM function_retention_settings WHERE id = 1
     ${options.lock ? 'FOR UPDATE' : ''}`,
  )
  // The migration inserts the row; without it the default applies.
  return row
    ? toSettings(row, now)
    : { Mode: RunRetentionMode.Forever, Days: null, RowVersion: randomUUID(), LastPurgeAt: null, LastPurgeDeletedCount: null, NextPurgeAt: null }
}

export async function writeRetentionPolicy(db: Db, policy: RetentionPolicy, userId: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO function_retention_settings (id, mode, days, row_version, modified_at, modified_by_user_id)
     VALUES (1, $1, $2, $3, $4, $5)
     ON CONFLICT (id) DO UPDATE SET mode = EXCLUDED.mode, days = EXCLUDED.days, row_version = EXCLUDED.row_version,
       modified_at = EXCLUDED.modified_at, modified_by_user_id = EXCLUDED.modified_by_user_id`,
    [policy.mode, policy.days, randomUUID(), now, userId],
  )
}

/** Remembers the last purge (manual or scheduled); the settings' RowVersion stays, an edit in progress is not stale. */
export async function recordPurge(db: Db, at: Date, deletedCount: number): Promise<void> {
  await db.query('UPDATE function_retention_settings SET last_purge_at = $1, last_purge_deleted_count = $2 WHERE id = 1', [at, deletedCount])
}
