import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hostApi } from '../../test/fixtures/functions'
import { startTestApi, type TestApi } from '../../test/testApi'
import { ExecutionSource } from './model'
import type { FunctionRun } from './types'

/** Schedules added and deleted over real HTTP: the new one fires at its slot, deleting needs the RowVersion read, both audited. */

const ADMIN = '/api/workspace/admin/function-operations'
const SCHEDULES = `${ADMIN}/schedules`

interface Schedule { Id: string; Name: string; FunctionDisplayName: string; CronExpression: string; EffectiveTimeZone: string; IsEnabled: boolean; NextRunAt: string | null; RowVersion: string }

let api: TestApi

beforeAll(async () => {
  api = await startTestApi(hostApi())
})
afterAll(() => api.close())

const body = (overrides: Record<string, unknown> = {}) => ({
  Name: 'Sync the ledger every 5 minutes', FunctionId: 'fn-sync-ledger', CronExpression: '*/5 * * * *', TimeZone: 'Europe/Berlin',
  IsEnabled: true, Arguments: { batches: 1, batchMs: 1 }, ...overrides,
})
const audit = async (targetId: string) =>
  (await api.ok<{ Items: Array<{ Action: string; Detail: { Previous?: Record<string, unknown>; Current?: Record<string, unknown> } }> }>('GET', `${ADMIN}/audit-log/page?TargetId=${targetId}`)).Items

describe('adding and deleting schedules', () => {
  it('adds a schedule that fires at its next slot with its arguments, and deletes it under the RowVersion read', async () => {
    const created = await api.ok<Schedule>('POST', SCHEDULES, body())
    expect(created).toMatchObject({ Name: 'Sync the ledger every 5 minutes', FunctionDisplayName: 'Sync ledger', CronExpression: '*/5 * * * *', EffectiveTimeZone: 'Europe/Berlin', IsEnabled: true })
    expect((await api.ok<Schedule[]>('GET', SCHEDULES)).map((schedule) => schedule.Id)).toContain(created.Id)

    const next = Date.parse(created.NextRunAt!)
    expect(next).toBeGreaterThan(api.now().getTime())
    api.advance(next - api.now().getTime())
    await api.host.tick()
    await api.host.idle()
    const runs = (await api.ok<{ Items: FunctionRun[] }>('GET', `${ADMIN}/runs/page?ScheduleId=${created.Id}`)).Items
    expect(runs).toHaveLength(1)
    expect(runs[0]).toMatchObject({ ExecutionSource: ExecutionSource.Schedule, ArgumentsSnapshot: { batches: 1, batchMs: 1 } })

    const current = (await api.ok<Schedule[]>('GET', SCHEDULES)).find((schedule) => schedule.Id === created.Id)!
    expect((await api.call('DELETE', `${SCHEDULES}/${created.Id}`)).status).toBe(400)
    expect((await api.call('DELETE', `${SCHEDULES}/${created.Id}?rowVersion=00000000-0000-4000-8000-000000000000`)).status).toBe(409)
    expect(await api.ok('DELETE', `${SCHEDULES}/${created.Id}?rowVersion=${current.RowVersion}`)).toBe(created.Id)
    expect((await api.ok<Schedule[]>('GET', SCHEDULES)).map((schedule) => schedule.Id)).not.toContain(created.Id)
    // Its run stays in the history.
    expect((await api.ok<{ Items: FunctionRun[] }>('GET', `${ADMIN}/runs/page?ScheduleId=${created.Id}`)).Items).toHaveLength(1)

    const entries = await audit(created.Id)
    expect(entries.map((entry) => entry.Action).sort()).toEqual(['ScheduleCreated', 'ScheduleDeleted'])
    expect(entries.find((entry) => entry.Action === 'ScheduleDeleted')!.Detail.Previous).toMatchObject({ Name: 'Sync the ledger every 5 minutes', CronExpression: '*/5 * * * *' })
  })

  it('refuses what does not fit with 400 naming the member, and callers who do not configure', async () => {
    const refusal = async (overrides: Record<string, unknown>) => {
      const reply = await api.call('POST', SCHEDULES, body(overrides))
      return { status: reply.status, field: reply.body.Errors?.[0]?.Field ?? null }
    }
    expect(await refusal({ Name: '  ' })).toEqual({ status: 400, field: 'Name' })
    expect(await refusal({ FunctionId: 'fn-nothing' })).toEqual({ status: 400, field: 'FunctionId' })
    expect(await refusal({ CronExpression: '61 * * * *' })).toEqual({ status: 400, field: 'CronExpression' })
    expect(await refusal({ TimeZone: 'Mars/Olympus' })).toEqual({ status: 400, field: 'TimeZone' })
    expect(await refusal({ Arguments: [1, 2] })).toMatchObject({ status: 400 })
    expect((await api.call('POST', SCHEDULES, body(), 'operator')).status).toBe(403)
  })
})
