import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import type { CatalogFunction } from '../catalog'
import { toFunctionJob, type FunctionJobRow } from '../mappers'
import { JobStatus, RunStatus } from '../model'
import { closeRun, readRunState, userColumns } from '../runs/runs.repo'
import { afterAttempt, afterLostLease, canClaim, claim, mayStartExecution, type JobDecision, type JobState } from '../stateMachine'
import type { FunctionJob, FunctionTargetDisplay } from '../types'

/** The job queue on the database: every transition loads the row under lock and asks stateMachine.ts. */

export interface EnqueueInput {
  fn: CatalogFunction
  source: number
  arguments: Record<string, unknown>
  deduplicationKey?: string | null
  actorUserId?: string | null
  originalUserId?: string | null
  scheduleId?: string | null
  triggerBindingId?: string | null
  surfaceActionId?: string | null
  actionTargetKey?: string | null
  selectedEntityIds?: string[] | null
  entityDefinitionId?: string | null
  entityInstanceId?: string | null
  operation?: string | null
  correlationId?: string | null
  publicationId?: string | null
  /** What the job acts on, named as its caller saw it (entity UI actions). */
  targetDisplay?: FunctionTargetDisplay | null
}

export interface EnqueueResult {
  jobId: string
  deduplicated: boolean
}

/** Rule 3: an active (Queued or Leased) job with the same key is answered instead of a new one. */
export async function enqueueJob(db: Db, input: EnqueueInput, now: Date): Promise<EnqueueResult> {
  const key = input.deduplicationKey ?? null
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const id = randomUUID()
    const inserted = await db.query<{ id: string }>(
      `INSERT INTO function_jobs (id, function_id, function_version_id, status, attempt_count, max_attempts, next_attempt_at,
         deduplication_key, arguments, source, schedule_id, trigger_binding_id, surface_action_id, action_target_key,
         selected_entity_ids, entity_definition_id, entity_instance_id, operation, actor_user_id, original_user_id,
         correlation_id, created_at, row_version, publication_id, target_display)
       VALUES ($1, $2, $3, ${JobStatus.Queued}, 0, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13::jsonb, $14, $15, $16, $17, $18, $19, $5, $20, $21, $22::jsonb)
       ON CONFLICT (deduplication_key) WHERE deduplication_key IS NOT NULL AND status IN (0, 1) DO NOTHING
       RETURNING id`,
      [
        id, input.fn.id, input.fn.currentVersionId, input.fn.maxAttempts, now, key, JSON.stringify(input.arguments), input.source,
        input.scheduleId ?? null, input.triggerBindingId ?? null, input.surfaceActionId ?? null, input.actionTargetKey ?? null,
        input.selectedEntityIds ? JSON.stringify(input.selectedEntityIds) : null, input.entityDefinitionId ?? null,
        input.entityInstanceId ?? null, input.operation ?? null, input.actorUserId ?? null, input.originalUserId ?? null,
        input.correlationId ?? randomUUID(), randomUUID(), input.publicationId ?? null,
        input.targetDisplay ? JSON.stringify(input.targetDisplay) : null,
      ],
    )
    if (inserted[0]) return { jobId: inserted[0].id, deduplicated: false }
    const [active] = await db.query<{ id: string }>(
      `SELECT id FROM function_jobs WHERE deduplication_key = $1 AND status IN (${JobStatus.Queued}, ${JobStatus.Leased})`,
      [key],
    )
    if (active) return { jobId: active.id, deduplicated: true }
    // The active job ended between the two statements: the key is free again.
  }
  throw new Error('The job could not be enqueued.')
}

interface JobStateRow {
  id: string
  status: number
  attempt_count: number
  max_attempts: number
  next_attempt_at: Date | string
  lease_owner: string | null
  lease_expires_at: Date | string | null
  cancel_requested_at: Date | string | null
  latest_run_id: string | null
}

const toJobState = (row: JobStateRow): JobState => ({
  status: row.status,
  attemptCount: row.attempt_count,
  maxAttempts: row.max_attempts,
  nextAttemptAt: new Date(row.next_attempt_at).getTime(),
  leaseOwner: row.lease_owner,
  leaseExpiresAt: row.lease_expires_at === null ? null : new Date(row.lease_expires_at).getTime(),
  cancelRequested: row.cancel_requested_at !== null,
  latestRunId: row.latest_run_id,
})

const stateColumns = 'id, status, attempt_count, max_attempts, next_attempt_at, lease_owner, lease_expires_at, cancel_requested_at, latest_run_id'

export async function lockJob(db: Db, jobId: string): Promise<(JobState & { id: string }) | null> {
  const [row] = await db.query<JobStateRow>(`SELECT ${stateColumns} FROM function_jobs WHERE id = $1 FOR UPDATE`, [jobId])
  return row ? { ...toJobState(row), id: row.id } : null
}

/** Records that follow a job (a UI project build) update themselves in the transaction that decides the job. */
export type JobDecisionListener = (db: Db, job: { id: string; functionId: string }, decision: JobDecision, now: Date) => Promise<void>
const jobDecisionListeners = new Set<JobDecisionListener>()

export function onJobDecision(listener: JobDecisionListener): void {
  jobDecisionListeners.add(listener)
}

/** Writes a decision of the state machine; a terminal job drops its lease. */
export async function applyJobDecision(db: Db, jobId: string, decision: JobDecision, now: Date): Promise<void> {
  const lastError = 'lastError' in decision ? decision.lastError : null
  const next = decision.status === JobStatus.Queued ? new Date(decision.nextAttemptAt) : null
  const [updated] = await db.query<{ function_id: string }>(
    `UPDATE function_jobs SET status = $2::smallint, lease_owner = NULL, lease_expires_at = NULL,
       next_attempt_at = coalesce($3::timestamptz, next_attempt_at), last_error = coalesce($4::text, last_error),
       completed_at = CASE WHEN $2::smallint >= ${JobStatus.Completed} THEN $5::timestamptz ELSE NULL END, row_version = $6
     WHERE id = $1 RETURNING function_id`,
    [jobId, decision.status, next, lastError, now, randomUUID()],
  )
  if (!updated) return
  for (const listener of jobDecisionListeners) await listener(db, { id: jobId, functionId: updated.function_id }, decision, now)
}

async function leaseJob(db: Db, job: JobState & { id: string }, workerId: string, now: Date, leaseMs: number): Promise<number> {
  const leased = claim(job, workerId, now.getTime(), leaseMs)
  await db.query(
    `UPDATE function_jobs SET status = ${JobStatus.Leased}, attempt_count = $2, lease_owner = $3, lease_expires_at = $4, row_version = $5
     WHERE id = $1`,
    [job.id, leased.attemptCount, workerId, new Date(leased.leaseExpiresAt!), randomUUID()],
  )
  return leased.attemptCount
}

/** Claims up to `limit` due jobs for this worker (skipping rows another worker is claiming). */
export async function claimDueJobs(db: Db, workerId: string, now: Date, leaseMs: number, limit: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<JobStateRow>(
      `SELECT ${stateColumns} FROM function_jobs WHERE status = ${JobStatus.Queued} AND next_attempt_at <= $1
       ORDER BY next_attempt_at, created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED`,
      [now],
    )
    const claimed: string[] = []
    for (const row of rows) {
      const job = { ...toJobState(row), id: row.id }
      if (!canClaim(job, now.getTime())) continue
      await leaseJob(tx, job, workerId, now, leaseMs)
      claimed.push(job.id)
    }
    return claimed
  })
}

/** Claims one given job now (entity UI actions run at once); false when it is not claimable. */
export async function claimJob(db: Db, jobId: string, workerId: string, now: Date, leaseMs: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId)
    if (!job || !canClaim(job, now.getTime())) return false
    await leaseJob(tx, job, workerId, now, leaseMs)
    return true
  })
}

/**
 * Starts an execution of a leased job: answers the attempt number when this worker may execute it
 * (rule 2), after closing any run an earlier, lost lease left Running; null otherwise.
 */
export async function admitExecution(
  db: Db,
  jobId: string,
  workerId: string,
  now: Date,
  registeredHere: boolean,
): Promise<{ attempt: number } | null> {
  const job = await lockJob(db, jobId)
  if (!job || !mayStartExecution(job, workerId, now.getTime(), registeredHere)) return null
  const stale = await db.query<{ id: string }>(`SELECT id FROM function_runs WHERE job_id = $1 AND status = ${RunStatus.Running}`, [jobId])
  for (const run of stale) await closeRun(db, run.id, RunStatus.StoppedByWorkerRestart, 'A later attempt took over the job.', now)
  return { attempt: job.attemptCount }
}

export async function linkRun(db: Db, jobId: string, runId: string): Promise<void> {
  await db.query('UPDATE function_jobs SET latest_run_id = $2 WHERE id = $1', [jobId, runId])
}

/**
 * Job execution confirmation after its run ended: only the worker holding the lease, for the job's
 * latest run, and from the run as stored. A job cancelled or re-leased meanwhile is left alone.
 */
export async function settleJob(db: Db, jobId: string, runId: string, workerId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const job = await lockJob(tx, jobId)
    if (!job || job.status !== JobStatus.Leased || job.leaseOwner !== workerId || job.latestRunId !== runId) return
    const run = await readRunState(tx, runId)
    if (!run || run.status === RunStatus.Running) return
    await applyJobDecision(tx, jobId, afterAttempt(job, run, now.getTime()), now)
  })
}

/** Keeps the leases of jobs this worker is executing alive. */
export async function renewLeases(db: Db, workerId: string, jobIds: string[], now: Date, leaseMs: number): Promise<void> {
  if (jobIds.length === 0) return
  await db.query(
    `UPDATE function_jobs SET lease_expires_at = $3 WHERE id = ANY($1::text[]) AND lease_owner = $2 AND status = ${JobStatus.Leased}`,
    [jobIds, workerId, new Date(now.getTime() + leaseMs)],
  )
}

/**
 * Lease expiry: a Leased job whose lease ran out becomes available again (or fails when its
 * attempts are used up); a run its lost execution left Running is closed. Jobs executing in this
 * process (`registered`) are never taken away from it.
 */
export async function expireLeases(db: Db, workerId: string, registered: ReadonlySet<string>, now: Date, leaseMs: number): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<JobStateRow>(
      `SELECT ${stateColumns} FROM function_jobs WHERE status = ${JobStatus.Leased} AND lease_expires_at <= $1 FOR UPDATE SKIP LOCKED`,
      [now],
    )
    let expired = 0
    for (const row of rows) {
      if (row.lease_owner === workerId && registered.has(row.id)) {
        await renewLeases(tx, workerId, [row.id], now, leaseMs)
        continue
      }
      await releaseLostJob(tx, { ...toJobState(row), id: row.id }, now, 'The lease expired before the execution finished.')
      expired += 1
    }
    return expired
  })
}

/** A job whose executor is gone: close its Running run, then retry or fail the job. */
export async function releaseLostJob(db: Db, job: JobState & { id: string }, now: Date, reason: string): Promise<void> {
  const running = await db.query<{ id: string }>(`SELECT id FROM function_runs WHERE job_id = $1 AND status = ${RunStatus.Running}`, [job.id])
  for (const run of running) await closeRun(db, run.id, RunStatus.StoppedByWorkerRestart, reason, now)
  // The latest run decides (a durably successful one completes the job); without one the lease is simply lost.
  const latest = await readRunState(db, job.latestRunId)
  const decision = latest && latest.status !== RunStatus.Running ? afterAttempt(job, latest, now.getTime()) : afterLostLease(job, now.getTime())
  await applyJobDecision(db, job.id, decision, now)
}

/** The job with its function, users and latest run (alias `j`); lists add `WHERE`, `ORDER BY` and `LIMIT`. */
export const functionJobSelect = `
  SELECT j.*, f.key AS function_key, f.display_name AS function_display_name, f.supports_cancellation,
    v.version_number AS function_version_number,
    ${userColumns('au', 'actor')}, ${userColumns('ou', 'original')},
    lr.status AS run_status,
    (SELECT count(*)::int FROM function_runs c WHERE c.job_id = j.id) AS run_count
  FROM function_jobs j
  JOIN functions f ON f.id = j.function_id
  LEFT JOIN function_versions v ON v.id = j.function_version_id
  LEFT JOIN users au ON au.id = j.actor_user_id
  LEFT JOIN users ou ON ou.id = j.original_user_id
  LEFT JOIN function_runs lr ON lr.id = j.latest_run_id`

export async function findJob(db: Db, jobId: string): Promise<FunctionJob | null> {
  const [row] = await db.query<FunctionJobRow>(`${functionJobSelect} WHERE j.id = $1`, [jobId])
  return row ? toFunctionJob(row) : null
}
