import type { Db } from '../../../db'
import type { RecordOutcomeStatus } from '../builtins/types'

/**
 * function_run_record_outcomes: what happened to each record an entity UI action run acts on. The
 * rows are written Pending (or Skipped) when the run starts and take the function's reports when it
 * ends; a row still Pending once the run is over reads as NotReported.
 */

export type RecordSkipReason = 'ConditionFalse' | 'NotFound'

export interface SkippedRecord {
  Id: string
  Reason: RecordSkipReason
}

export interface ReportedRecordOutcome {
  instanceId: string
  status: RecordOutcomeStatus
  message: string | null
}

/** Pending while the run runs; NotReported once it is over without a report on the record. */
export type RecordOutcomeState = 'Pending' | RecordOutcomeStatus | 'NotReported'

export interface StoredRecordOutcome {
  instanceId: string
  status: RecordOutcomeState
  skipReason: RecordSkipReason | null
  message: string | null
}

/** Remembers on the job which records it skips before its function runs (the run's outcomes start from them). */
export async function writeSkippedRecords(db: Db, jobId: string, skipped: readonly SkippedRecord[]): Promise<void> {
  await db.query('UPDATE function_jobs SET skipped_records = $2::jsonb WHERE id = $1', [jobId, JSON.stringify(skipped)])
}

export async function findSkippedRecords(db: Db, jobId: string): Promise<SkippedRecord[]> {
  const [row] = await db.query<{ skipped_records: SkippedRecord[] | null }>('SELECT skipped_records FROM function_jobs WHERE id = $1', [jobId])
  return row?.skipped_records ?? []
}

/** One row per selected record, in the selection's order: Skipped with its reason, or Pending. */
export async function insertStartingOutcomes(db: Db, runId: string, selected: readonly string[], skipped: readonly SkippedRecord[]): Promise<void> {
  if (selected.length === 0) return
  const reasons = new Map(skipped.map((record) => [record.Id, record.Reason]))
  const rows = selected.map((id, position) => ({ id, position, status: reasons.has(id) ? 'Skipped' : 'Pending', reason: reasons.get(id) ?? null }))
  await db.query(
    `INSERT INTO function_run_record_outcomes (run_id, instance_id, position, status, skip_reason)
     SELECT $1, item.id, item.position, item.status, item.reason
       FROM jsonb_to_recordset($2::jsonb) AS item(id text, position integer, status text, reason text)
     ON CONFLICT (run_id, instance_id) DO NOTHING`,
    [runId, JSON.stringify(rows)],
  )
}

/** The function's reports, on the records the run was given (Pending ones); others are ignored. */
export async function applyReportedOutcomes(db: Db, runId: string, reported: readonly ReportedRecordOutcome[]): Promise<void> {
  if (reported.length === 0) return
  await db.query(
    `UPDATE function_run_record_outcomes o SET status = item.status, message = item.message
       FROM jsonb_to_recordset($2::jsonb) AS item(id text, status text, message text)
      WHERE o.run_id = $1 AND o.instance_id = item.id AND o.status = 'Pending'`,
    [runId, JSON.stringify(reported.map((outcome) => ({ id: outcome.instanceId, status: outcome.status, message: outcome.message })))],
  )
}

/** The outcomes of a run in the selection's order. */
export async function listRecordOutcomes(db: Db, runId: string): Promise<StoredRecordOutcome[]> {
  const rows = await db.query<{ instance_id: string; status: RecordOutcomeState; skip_reason: RecordSkipReason | null; message: string | null }>(
    'SELECT instance_id, status, skip_reason, message FROM function_run_record_outcomes WHERE run_id = $1 ORDER BY position',
    [runId],
  )
  return rows.map((row) => ({ instanceId: row.instance_id, status: row.status, skipReason: row.skip_reason, message: row.message }))
}
