import type { Db } from '../../../db'

/** SQL of the records' changes history (entity_record_changes). */

/** One field's change as stored: values absent for a table or multi-valued field. */
export interface StoredFieldChange {
  Key: string
  Before?: unknown
  After?: unknown
}

export interface ChangeWrite {
  definitionId: string
  recordId: string
  operation: string
  actorUserId: string | null
  now: Date
  cause: string | null
  changes: StoredFieldChange[]
}

export interface StoredChange {
  id: string
  operation: string
  actorUserId: string | null
  actorDisplayName: string | null
  occurredAt: string
  cause: string | null
  changes: StoredFieldChange[]
}

export async function insertChange(db: Db, change: ChangeWrite): Promise<void> {
  await db.query(
    `INSERT INTO entity_record_changes (entity_definition_id, record_id, operation, actor_user_id, occurred_at, cause, changes)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    [change.definitionId, change.recordId, change.operation, change.actorUserId, change.now, change.cause, JSON.stringify(change.changes)],
  )
}

/** Drops a record's entries older than the cutoff (the definition's retention). */
export async function pruneChanges(db: Db, recordId: string, before: Date): Promise<void> {
  await db.query('DELETE FROM entity_record_changes WHERE record_id = $1 AND occurred_at < $2', [recordId, before])
}

export async function deleteRecordChanges(db: Db, recordId: string): Promise<void> {
  await db.query('DELETE FROM entity_record_changes WHERE record_id = $1', [recordId])
}

/** A page of a record's entries, newest first, with the number of all of them. */
export async function selectChanges(db: Db, recordId: string, limit: number, offset: number): Promise<{ rows: StoredChange[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.query<Record<string, unknown>>(
      `SELECT c.id::text AS id, c.operation, c.actor_user_id, u.display_name AS actor_display_name,
              to_char(c.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS occurred_at, c.cause, c.changes
       FROM entity_record_changes c LEFT JOIN users u ON u.id = c.actor_user_id
       WHERE c.record_id = $1 ORDER BY c.id DESC LIMIT ${limit} OFFSET ${offset}`,
      [recordId],
    ),
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM entity_record_changes WHERE record_id = $1', [recordId]),
  ])
  return {
    total: count[0]?.total ?? 0,
    rows: rows.map((row) => ({
      id: String(row.id),
      operation: String(row.operation),
      actorUserId: row.actor_user_id === null ? null : String(row.actor_user_id),
      actorDisplayName: row.actor_display_name === null ? null : String(row.actor_display_name),
      occurredAt: String(row.occurred_at),
      cause: row.cause === null ? null : String(row.cause),
      changes: (typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes) as StoredFieldChange[],
    })),
  }
}
