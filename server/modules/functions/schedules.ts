import type { ConfigSchemas } from '../../http/contractOperations'
import { randomUUID } from 'node:crypto'
import { Cron } from 'croner'
import type { Db } from '../../db'
import { badRequest, notFound, staleRowVersion } from '../../http/errors'
import { writeFunctionAudit } from './cancel'
import { findFunction } from './catalog'
import { ExecutionSource, FunctionCodes } from './model'
import { enqueueJob } from './queue/jobs.repo'
import {
  deleteScheduleRow,
  findSchedule,
  insertScheduleIfMissing,
  listScheduleRecords,
  lockDueSchedules,
  lockSchedule,
  readWorkspaceTimeZone,
  updateScheduleTiming,
  writeScheduleFired,
  writeScheduleNextRun,
  type FunctionSchedule,
} from './schedules.repo'

/** CRON schedules: the host enqueues a job for every due schedule (one per slot, deduplicated). */

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
  return (await readWorkspaceTimeZone(db)) ?? 'UTC'
}

export async function listSchedules(db: Db): Promise<FunctionSchedule[]> {
  return listScheduleRecords(db, await workspaceTimeZone(db))
}

export async function getSchedule(db: Db, id: string): Promise<FunctionSchedule> {
  const schedule = await findSchedule(db, id, await workspaceTimeZone(db))
  if (!schedule) throw notFound(`Schedule "${id}" does not exist.`, id)
  return schedule
}

export type ScheduleUpdate = ConfigSchemas['FunctionScheduleUpdate']
export type ScheduleCreate = ConfigSchemas['FunctionScheduleCreateRequest']

/** The CRON expression and time zone override as written, checked: 400 naming the member otherwise. */
function checkedTiming(input: { CronExpression: string; TimeZone?: string | null }): { expression: string; timeZone: string | null } {
  const expression = input.CronExpression.trim()
  checkCron(expression)
  const timeZone = input.TimeZone?.trim() || null
  if (timeZone && !isTimeZone(timeZone)) {
    throw badRequest(FunctionCodes.invalidTimeZone, `"${timeZone}" is not a known IANA time zone.`, 'TimeZone')
  }
  return { expression, timeZone }
}

/** Adds a schedule of a function: from its next slot, it queues a job with its arguments (Admin or Configurator). */
export async function createSchedule(db: Db, actorUserId: string, input: ScheduleCreate, now: Date): Promise<FunctionSchedule> {
  const name = input.Name.trim()
  if (!name) throw badRequest('workspace.validation.required', 'A schedule needs a name.', 'Name')
  const { expression, timeZone } = checkedTiming(input)
  if (!(await findFunction(db, 'id', input.FunctionId))) throw badRequest(FunctionCodes.unknownFunction, `There is no function "${input.FunctionId}".`, 'FunctionId')
  const args = input.Arguments ?? {}
  if (typeof args !== 'object' || Array.isArray(args)) throw badRequest(FunctionCodes.invalidArguments, 'The arguments must be a JSON object.', 'Arguments')
  const isEnabled = input.IsEnabled ?? true
  const id = randomUUID()
  return db.transaction(async (tx) => {
    const zone = timeZone ?? (await workspaceTimeZone(tx))
    await insertScheduleIfMissing(tx, {
      id, name, functionId: input.FunctionId, cronExpression: expression, timeZone, isEnabled, arguments: args, nextRunAt: isEnabled ? nextSlot(expression, zone, now) : null,
    }, now)
    await writeFunctionAudit(tx, actorUserId, 'ScheduleCreated', 'Schedule', id, {
      Current: { Name: name, FunctionId: input.FunctionId, IsEnabled: isEnabled, CronExpression: expression, TimeZone: timeZone },
    }, now)
    return getSchedule(tx, id)
  })
}

/** Deletes a schedule read at `rowVersion` (409 with the current one when stale); its runs stay in the history. */
export async function deleteSchedule(db: Db, actorUserId: string, id: string, rowVersion: string, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const current = await getSchedule(tx, id)
    await lockSchedule(tx, id)
    if (current.RowVersion !== rowVersion) throw staleRowVersion(current)
    await deleteScheduleRow(tx, id)
    await writeFunctionAudit(tx, actorUserId, 'ScheduleDeleted', 'Schedule', id, {
      Previous: { Name: current.Name, FunctionId: current.FunctionId, IsEnabled: current.IsEnabled, CronExpression: current.CronExpression, TimeZone: current.TimeZone ?? null },
    }, now)
    return id
  })
}

export async function updateSchedule(db: Db, actorUserId: string, id: string, input: ScheduleUpdate, now: Date): Promise<FunctionSchedule> {
  const { expression, timeZone } = checkedTiming(input)
  return db.transaction(async (tx) => {
    const current = await getSchedule(tx, id)
    await lockSchedule(tx, id)
    if (current.RowVersion !== input.RowVersion) throw staleRowVersion(current)
    const zone = timeZone ?? (await workspaceTimeZone(tx))
    const next = input.IsEnabled ? nextSlot(expression, zone, now) : null
    await updateScheduleTiming(tx, id, { isEnabled: input.IsEnabled, cronExpression: expression, timeZone, nextRunAt: next }, now, randomUUID())
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
    const due = await lockDueSchedules(tx, now)
    const jobs: string[] = []
    for (const schedule of due) {
      const fn = await findFunction(tx, 'id', schedule.functionId)
      const next = nextSlot(schedule.cronExpression, schedule.timeZone ?? zone, now)
      // A disabled function's slot passes without a job; the schedule moves on.
      if (fn?.isEnabled) {
        const { jobId } = await enqueueJob(tx, {
          fn,
          source: ExecutionSource.Schedule,
          arguments: schedule.arguments,
          // A slot whose previous job is still active is not queued twice.
          deduplicationKey: `schedule:${schedule.id}`,
          scheduleId: schedule.id,
        }, now)
        jobs.push(jobId)
        await writeScheduleFired(tx, schedule.id, now, jobId)
      }
      await writeScheduleNextRun(tx, schedule.id, next)
    }
    return jobs
  })
}
