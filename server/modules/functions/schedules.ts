import type { ConfigSchemas } from '../../http/contractOperations'
import { randomUUID } from 'node:crypto'
import { Cron } from 'croner'
import type { Db } from '../../db'
import { badRequest, notFound, staleRowVersion } from '../../http/errors'
import { iso } from '../../platform/values'
import { writeFunctionAudit } from './cancel'
import { findFunction } from './catalog'
import { ExecutionSource, FunctionCodes, type RunStatus } from './model'
import { enqueueJob } from './queue/jobs.repo'

/** CRON schedules: the host enqueues a job for every due schedule (one per slot, deduplicated). */

export interface FunctionSchedule {
  Id: string
  Name: string
  FunctionId: string
  FunctionDisplayName: string
  CronExpression: string
  TimeZone: string | null
  EffectiveTimeZone: string
  IsEnabled: boolean
  NextRunAt: string | null
  LastRunAt: string | null
  LastRunStatus: RunStatus | null
  RowVersion: string
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}

/** The next slot strictly after `after`, evaluated in `timeZone`; throws on an invalid expression. */
export function nextSlot(expression: string, timeZone: string, after: Date): Date | null {
  const cron = new Cron(expression, { timezone: timeZone, paused: true })
  return cron.nextRun(after)
}

export function checkCron(expression: string): void {
  try {
    nextSlot(expression, 'UTC', new Date())
  } catch (error) {
    throw badRequest(FunctionCodes.invalidCron, `"${expression}" is not a valid CRON expression: ${(error as Error).message}`, 'CronExpression')
  }
}

async function workspaceTimeZone(db: Db): Promise<string> {
  const [row] = await db.query<{ time_zone: string }>('SELECT time_zone FROM workspace_settings WHERE id = 1')
  return row?.time_zone ?? 'UTC'
}

interface ScheduleRow {
  id: string
  name: string
  function_id: string
  function_display_name: string
  cron_expression: string
  time_zone: string | null
  is_enabled: boolean
  next_run_at: Date | string | null
  last_run_at: Date | string | null
  last_run_status: RunStatus | null
  row_version: string
  arguments: Record<string, unknown>
}

const selectSchedules = `
  SELECT s.*, f.display_name AS function_display_name,
    (SELECT r.status FROM function_runs r WHERE r.schedule_id = s.id ORDER BY r.started_at DESC LIMIT 1) AS last_run_status
  FROM function_schedules s JOIN functions f ON f.id = s.function_id`

const toSchedule = (row: ScheduleRow, zone: string): FunctionSchedule => ({
  Id: row.id,
  Name: row.name,
  FunctionId: row.function_id,
  FunctionDisplayName: row.function_display_name,
  CronExpression: row.cron_expression,
  TimeZone: row.time_zone,
  EffectiveTimeZone: row.time_zone ?? zone,
  IsEnabled: row.is_enabled,
  NextRunAt: row.is_enabled && row.next_run_at ? iso(row.next_run_at) : null,
  LastRunAt: row.last_run_at ? iso(row.last_run_at) : null,
  LastRunStatus: row.last_run_status,
  RowVersion: row.row_version,
})

export async function listSchedules(db: Db): Promise<FunctionSchedule[]> {
  const zone = await workspaceTimeZone(db)
  const rows = await db.query<ScheduleRow>(`${selectSchedules} ORDER BY s.name`)
  return rows.map((row) => toSchedule(row, zone))
}

export async function getSchedule(db: Db, id: string): Promise<FunctionSchedule> {
  const zone = await workspaceTimeZone(db)
  const [row] = await db.query<ScheduleRow>(`${selectSchedules} WHERE s.id = $1`, [id])
  if (!row) throw notFound(`Schedule "${id}" does not exist.`, id)
  return toSchedule(row, zone)
}

export type ScheduleUpdate = ConfigSchemas['FunctionScheduleUpdate']

export async function updateSchedule(db: Db, actorUserId: string, id: string, input: ScheduleUpdate, now: Date): Promise<FunctionSchedule> {
  const expression = input.CronExpression.trim()
  checkCron(expression)
  const timeZone = input.TimeZone?.trim() || null
  if (timeZone && !isTimeZone(timeZone)) {
    throw badRequest(FunctionCodes.invalidTimeZone, `"${timeZone}" is not a known IANA time zone.`, 'TimeZone')
  }
  return db.transaction(async (tx) => {
    const current = await getSchedule(tx, id)
    await tx.query('SELECT 1 FROM function_schedules WHERE id = $1 FOR UPDATE', [id])
    if (current.RowVersion !== input.RowVersion) throw staleRowVersion(current)
    const zone = timeZone ?? (await workspaceTimeZone(tx))
    const next = input.IsEnabled ? nextSlot(expression, zone, now) : null
    await tx.query(
      `UPDATE function_schedules SET is_enabled = $2, cron_expression = $3, time_zone = $4, next_run_at = $5, modified_at = $6, row_version = $7
       WHERE id = $1`,
      [id, input.IsEnabled, expression, timeZone, next, now, randomUUID()],
    )
    await writeFunctionAudit(tx, actorUserId, 'ScheduleChanged', 'Schedule', id, {
      Previous: { IsEnabled: current.IsEnabled, CronExpression: current.CronExpression, TimeZone: current.TimeZone ?? null },
      Current: { IsEnabled: input.IsEnabled, CronExpression: expression, TimeZone: timeZone },
    }, now)
    return getSchedule(tx, id)
  })
}

/** Enqueues one job per due schedule and moves it to its next slot; missed slots collapse into one. */
export async function fireDueSchedules(db: Db, now: Date): Promise<string[]> {
  const zone = await workspaceTimeZone(db)
  return db.transaction(async (tx) => {
    const due = await tx.query<ScheduleRow>(
      `SELECT s.*, '' AS function_display_name, NULL AS last_run_status FROM function_schedules s
       WHERE s.is_enabled AND s.next_run_at <= $1 ORDER BY s.next_run_at FOR UPDATE SKIP LOCKED`,
      [now],
    )
    const jobs: string[] = []
    for (const schedule of due) {
      const fn = await findFunction(tx, 'id', schedule.function_id)
      const next = nextSlot(schedule.cron_expression, schedule.time_zone ?? zone, now)
      if (fn) {
        const { jobId } = await enqueueJob(tx, {
          fn,
          source: ExecutionSource.Schedule,
          arguments: schedule.arguments ?? {},
          // A slot whose previous job is still active is not queued twice.
          deduplicationKey: `schedule:${schedule.id}`,
          scheduleId: schedule.id,
        }, now)
        jobs.push(jobId)
        await tx.query('UPDATE function_schedules SET last_run_at = $2, last_job_id = $3 WHERE id = $1', [schedule.id, now, jobId])
      }
      await tx.query('UPDATE function_schedules SET next_run_at = $2 WHERE id = $1', [schedule.id, next])
    }
    return jobs
  })
}
