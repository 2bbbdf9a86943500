import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Envelope, startTestApi, type TestApi } from '../../test/testApi'
import { hostApi } from '../../test/fixtures/functions'

const ADMIN = '/api/workspace/admin/function-operations'

interface AuditPage {
  Items: Array<{ Action: string; TargetKind: string; TargetId: string; ActorUserId: string | null; Actor: { DisplayName: string } | null; Detail: Record<string, unknown> }>
  TotalCount: number
  Page: number
  PageSize: number
}

let api: TestApi
let configurator: string
let operator: string
beforeAll(async () => {
  api = await startTestApi(hostApi(new Date()))
  configurator = await api.login('configurator')
  operator = await api.login('operator')
})
afterAll(() => api.close())

const page = async (query: string, token = operator) => api.request<Envelope<AuditPage>>('GET', `${ADMIN}/audit-log/page?${query}`, { token })

describe('the function audit log page', () => {
  it('records schedule changes with who changed what, and lets operators read, filter and page it', async () => {
    const schedules = (await api.request<Envelope<Array<{ Id: string; Name: string; CronExpression: string; TimeZone: string | null; IsEnabled: boolean; RowVersion: string }>>>('GET', `${ADMIN}/schedules`, { token: configurator })).body.Data
    const legacy = schedules.find((schedule) => schedule.Name === 'Legacy order import')!
    let rowVersion = legacy.RowVersion
    for (const cron of ['0 1 * * *', '0 2 * * *', '0 3 * * *']) {
      const saved = await api.request<Envelope<{ RowVersion: string }>>('PUT', `${ADMIN}/schedules/${legacy.Id}`, {
        token: configurator,
        body: { IsEnabled: false, CronExpression: cron, TimeZone: 'Europe/Zurich', RowVersion: rowVersion },
      })
      expect(saved.status).toBe(200)
      rowVersion = saved.body.Data.RowVersion
      api.advance(1_000)
    }

    const changes = await page(`Action=ScheduleChanged&TargetId=${legacy.Id}&PageSize=2`)
    expect(changes.status).toBe(200)
    expect(changes.body.Data).toMatchObject({ TotalCount: 3, Page: 1, PageSize: 2 })
    expect(changes.body.Data.Items).toHaveLength(2)
    expect(changes.body.Data.Items[0]).toMatchObject({
      Action: 'ScheduleChanged',
      TargetKind: 'Schedule',
      ActorUserId: 'usr-configurator',
      Actor: { DisplayName: 'Conrad Config' },
      Detail: { Previous: { CronExpression: '0 2 * * *' }, Current: { CronExpression: '0 3 * * *', TimeZone: 'Europe/Zurich', IsEnabled: false } },
    })
    const second = await page(`Action=ScheduleChanged&TargetId=${legacy.Id}&PageSize=2&Page=2`)
    expect(second.body.Data.Items.map((item) => (item.Detail.Current as { CronExpression: string }).CronExpression)).toEqual(['0 1 * * *'])

    const byOther = await page('ActorUserId=usr-admin&Action=ScheduleChanged')
    expect(byOther.body.Data.TotalCount).toBe(0)
    const future = await page(`FromUtc=${new Date(Date.now() + 3_600_000).toISOString()}`)
    expect(future.body.Data).toMatchObject({ TotalCount: 0, Items: [] })
  })

  it('refuses an unknown action and a range that ends before it starts', async () => {
    expect((await page('Action=Deleted')).status).toBe(400)
    const reversed = await page(`FromUtc=2026-11-02T00:00:00Z&ToUtc=2026-11-01T00:00:00Z`)
    expect(reversed.status).toBe(400)
    expect(reversed.body.Errors[0]).toMatchObject({ Code: 'workspace.functions.invalidRange', Field: 'FromUtc' })
  })
})
