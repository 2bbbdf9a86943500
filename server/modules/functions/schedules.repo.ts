import type { Db } from '../../db'
import { iso } from '../../platform/values'
import type { RunStatus } from './model'

/** CRON schedules of functions, and the workspace's time zone that schedules without one follow. */

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

export async function readWorkspaceTimeZone(db: Db): Promise<string | null> {
  const [row] = await db.query<{ time_zone: string }>('SELECT time_zone FROM workspace_settings WHERE id = 1')
  return row?.time_zone ?? null
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
  arguments: Record<string, unknown> | null
}

const selectSchedules = `
  SELECT s.*, f.display_name AS function_display_name,
    (SELECT r.status FROM function_runs r WHERE r.schedule_id = s.id ORDER BY r.started_at DESC LIMIT 1) AS last_run_status
  FROM function_schedules s JOIN functions f ON f.id = s.function_id`

/** `zone` is the workspace's: the effective zone of a schedule without one. */
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

export async function listScheduleRecords(db: Db, zone: string): Promise<FunctionSchedule[]> {
  const rows = await db.query<ScheduleRow>(`${selectSchedules} ORDER BY s.name`)
  return rows.map((row) => toSchedule(row, zone))
}

export async function findSchedule(db: Db, id: string, zone: string): Promise<FunctionSchedule | null> {
  const [row] = await db.query<ScheduleRow>(`${selectSchedules} WHERE s.id = $1`, [id])
  return row ? toSchedule(row, zone) : null
}

/** Holds the schedule's row until the transaction ends. */
export async function lockSchedule(db: Db, id: string): Promise<void> {
  await db.query('SELECT 1 FROM function_schedules WHERE id = $1 FOR UPDATE', [id])
}

export interface ScheduleTiming {
  isEnabled: boolean
  cronExpression: string
  timeZone: string | null
  nextRunAt: Date | null
}

export async function updateScheduleTiming(db: Db, id: string, timing: ScheduleTiming, now: Date, rowVersion: string): Promise<void> {
  await db.query(
    `UPDATE function_schedules SET is_enabled = $2, cron_expression = $3, time_zone = $4, next_run_at = $5, modified_at = $6, row_version = $7
     WHERE id = $1`,
    [id, timing.isEnabled, timing.cronExpression, timing.timeZone, timing.nextRunAt, now, rowVersion],
  )
}

/** A schedule as firing it needs it. */
export interface ScheduleToFire {
  id: string
  functionId: string
  cronExpression: string
  timeZone: string | null
  arguments: Record<string, unknown>
}

/** The enabled schedules due at `now`, earliest first, locked (skipping those another worker fires). */
export async function lockDueSchedules(db: Db, now: Date): Promise<ScheduleToFire[]> {
  const rows = await db.query<ScheduleRow>(
    `SELECT s.*, '' AS function_display_name, NULL AS last_run_status FROM function_schedules s
     WHERE s.is_enabled AND s.next_run_at <= $1 ORDER BY s.next_run_at FOR UPDATE SKIP LOCKED`,
    [now],
  )
  return rows.map((row) => ({
    id: row.id,
    functionId: row.function_id,
    cronExpression: row.cron_expression,
    timeZone: row.time_zone,
    arguments: row.arguments ?? {},
  }))
}

export async function writeScheduleFired(db: Db, id: string, at: Date, jobId: string): Promise<void> {
  await db.query('UPDATE function_schedules SET last_run_at = $2, last_job_id = $3 WHERE id = $1', [id, at, jobId])
}

export async function writeScheduleNextRun(db: Db, id: string, nextRunAt: Date | null): Promise<void> {
  await db.query('UPDATE function_schedules SET next_run_at = $2 WHERE id = $1', [id, nextRunAt])
}

export async function findScheduleToRun(db: Db, id: string): Promise<{ functionId: string; arguments: Record<string, unknown> } | null> {
  const [row] = await db.query<{ function_id: string; arguments: Record<string, unknown> | null }>(
    'SELECT function_id, arguments FROM function_schedules WHERE id = $1',
    [id],
  )
  return row ? { functionId: row.function_id, arguments: row.arguments ?? {} } : null
}

export interface NewSchedule {
  id: string
  name: string
  functionId: string
  cronExpression: string
  timeZone: string | null
  isEnabled: boolean
  arguments: Record<string, unknown>
  nextRunAt: Date | null
}

/** Inserts the schedule unless one with its id exists (it is then left as it is). */
export async function insertScheduleIfMissing(db: Db, schedule: NewSchedule, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO function_schedules (id, name, function_id, cron_expression, time_zone, is_enabled, arguments, next_run_at,
       created_at, modified_at, row_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $9, gen_random_uuid()) ON CONFLICT (id) DO NOTHING`,
    [
      schedule.id, schedule.name, schedule.functionId, schedule.cronExpression, schedule.timeZone, schedule.isEnabled,
      JSON.stringify(schedule.arguments), schedule.nextRunAt, now,
    ],
  )
}

export async function deleteScheduleRow(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM function_schedules WHERE id = $1', [id])
}
