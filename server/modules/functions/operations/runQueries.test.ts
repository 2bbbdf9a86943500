import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueApiKey } from '../../auth/service'
import { type Envelope, startTestApi, type TestApi } from '../../../test/testApi'
import { ActionTargetScope, ExecutionSource, RunStatus } from '../model'
import type { FunctionRun } from '../types'
import type { FunctionRunPage } from './runQueries'
import { ADMIN, allPages, compareNullable, data, operationsApi, readRuns, type RunFact, seedOperationsData } from '../../../test/fixtures/functions'

let api: TestApi
let admin: string
let runs: RunFact[]

beforeAll(async () => {
  api = await startTestApi(operationsApi(new Date('2026-03-02T08:00:30Z')))
  ;({ admin } = await seedOperationsData(api))
  runs = await readRuns(api)
}, 120_000)
afterAll(() => api.close())

type Query = Record<string, string | number>

const newestFirst = (a: RunFact, b: RunFact) => b.started_at - a.started_at || (a.id < b.id ? 1 : -1)

async function pageIds(query: Query) {
  const { items, total } = await allPages<FunctionRun>(api, admin, `${ADMIN}/runs/page`, query)
  return { ids: items.map((run) => run.Id), total }
}

/** The most frequent non-null value of a column, so each filter is checked on a sizeable match. */
function commonValue<K extends keyof RunFact>(key: K): NonNullable<RunFact[K]> {
  const counts = new Map<RunFact[K], number>()
  for (const run of runs) if (run[key] !== null) counts.set(run[key], (counts.get(run[key]) ?? 0) + 1)
  const [value] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!
  return value as NonNullable<RunFact[K]>
}

const scopeOf = (run: RunFact) => (run.surface_action_id === null ? null : Math.min(run.selected_entity_id_count, 2))
const words = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u)
/** Every word of the search starts a word of the run (a single letter must be the whole word). */
const matchesWords = (run: RunFact, search: string) =>
  words(search).filter(Boolean).every((term) => words(run.search_text).some((word) => (term.length > 1 ? word.startsWith(term) : word === term)))

describe('run page filters', () => {
  it('has a few hundred runs of every kind to work on', () => {
    expect(runs.length).toBeGreaterThan(400)
    for (const source of Object.values(ExecutionSource)) expect(runs.some((run) => run.source === source)).toBe(true)
    for (const status of Object.values(RunStatus)) expect(runs.some((run) => run.status === status)).toBe(true)
  })

  it('answers every run, newest first, without filters', async () => {
    const { ids, total } = await pageIds({})
    expect(total).toBe(runs.length)
    expect(ids).toEqual([...runs].sort(newestFirst).map((run) => run.id))
  })

  const from = new Date('2026-02-25T00:00:00Z').getTime()
  const to = new Date('2026-02-28T12:00:00Z').getTime()
  const cases: Array<[string, () => [Query, (run: RunFact) => boolean]]> = [
    ['Status', () => [{ Status: RunStatus.RuntimeException }, (run) => run.status === RunStatus.RuntimeException]],
    ['Status Running', () => [{ Status: RunStatus.Running }, (run) => run.status === RunStatus.Running]],
    ['ActionTargetScope NoRecord', () => [{ ActionTargetScope: ActionTargetScope.NoRecord }, (run) => scopeOf(run) === 0]],
    ['ActionTargetScope SingleRecord', () => [{ ActionTargetScope: ActionTargetScope.SingleRecord }, (run) => scopeOf(run) === 1]],
    ['ActionTargetScope MultipleRecords', () => [{ ActionTargetScope: ActionTargetScope.MultipleRecords }, (run) => scopeOf(run) === 2]],
    ['FunctionId', () => { const id = commonValue('function_id'); return [{ FunctionId: id }, (run) => run.function_id === id] }],
    ['Source', () => [{ Source: ExecutionSource.Schedule }, (run) => run.source === ExecutionSource.Schedule]],
    ['TriggerBindingId', () => { const id = commonValue('trigger_binding_id'); return [{ TriggerBindingId: id }, (run) => run.trigger_binding_id === id] }],
    ['ScheduleId', () => { const id = commonValue('schedule_id'); return [{ ScheduleId: id }, (run) => run.schedule_id === id] }],
    ['FromUtc', () => [{ FromUtc: new Date(from).toISOString() }, (run) => run.started_at >= from]],
    ['ToUtc', () => [{ ToUtc: new Date(to).toISOString() }, (run) => run.started_at < to]],
    ['FromUtc and ToUtc', () => [{ FromUtc: new Date(from).toISOString(), ToUtc: new Date(to).toISOString() }, (run) => run.started_at >= from && run.started_at < to]],
    ['SurfaceActionId', () => { const id = commonValue('surface_action_id'); return [{ SurfaceActionId: id }, (run) => run.surface_action_id === id] }],
    ['EntityDefinitionId', () => { const id = commonValue('entity_definition_id'); return [{ EntityDefinitionId: id }, (run) => run.entity_definition_id === id] }],
    ['EntityInstanceId', () => { const id = commonValue('entity_instance_id'); return [{ EntityInstanceId: id }, (run) => run.entity_instance_id === id] }],
    ['FunctionVersionId', () => { const id = commonValue('function_version_id'); return [{ FunctionVersionId: id }, (run) => run.function_version_id === id] }],
    ['ActorUserId', () => { const id = commonValue('actor_user_id'); return [{ ActorUserId: id }, (run) => run.actor_user_id === id] }],
    ['ActorUserId automation', () => [{ ActorUserId: 'automation' }, (run) => run.actor_user_id === null && (run.source === 2 || run.source === 3)]],
    ['OriginalUserId', () => { const id = commonValue('original_user_id'); return [{ OriginalUserId: id }, (run) => run.original_user_id === id] }],
    ['FailureClusterKey', () => { const key = commonValue('failure_cluster_key'); return [{ FailureClusterKey: key }, (run) => run.failure_cluster_key === key] }],
    ['Search, one word prefix', () => [{ Search: 'legac' }, (run) => matchesWords(run, 'legac')]],
    ['Search, two words', () => [{ Search: 'unknown Currency' }, (run) => matchesWords(run, 'unknown currency')]],
    ['Search, a single letter (whole word)', () => [{ Search: 'e' }, (run) => matchesWords(run, 'e')]],
    ['Search, a run id', () => { const id = runs[17]!.id; return [{ Search: id }, (run) => run.id === id] }],
    ['Search, a job id', () => { const id = commonValue('job_id'); return [{ Search: id }, (run) => run.job_id === id] }],
    ['Search, a correlation id', () => { const id = runs[3]!.correlation_id!; return [{ Search: id }, (run) => run.correlation_id === id] }],
    ['unknown ids', () => [{ FunctionId: 'fn-nope', ScheduleId: 'sch-nope' }, () => false]],
    ['several filters', () => {
      const id = commonValue('function_id')
      return [{ FunctionId: id, Status: RunStatus.Success, FromUtc: new Date(from).toISOString() }, (run) => run.function_id === id && run.status === 0 && run.started_at >= from]
    }],
  ]

  it.each(cases)('filters by %s like the same data filtered here', async (_name, build) => {
    const [query, predicate] = build()
    const expected = runs.filter(predicate).sort(newestFirst).map((run) => run.id)
    const { ids, total } = await pageIds(query)
    expect(total).toBe(expected.length)
    expect(ids).toEqual(expected)
  })

  it('finds runs through the search for every word a run shows', async () => {
    const legacy = await pageIds({ Search: 'legacy' })
    expect(legacy.total).toBeGreaterThan(0)
    // Ids are matched whole; the words of a run by prefix.
    expect((await pageIds({ Search: runs[17]!.id.slice(0, 12) })).total).toBe(0)
  })

  it('the bounded run list applies the same filters, newest first', async () => {
    const list = await data<FunctionRun[]>(api, `${ADMIN}/runs?Status=${RunStatus.Success}`, admin)
    const expected = runs.filter((run) => run.status === RunStatus.Success).sort(newestFirst).slice(0, 200).map((run) => run.id)
    expect(list.map((run) => run.Id)).toEqual(expected)
  })
})

describe('run page sorting and paging', () => {
  const fields: Array<[number, string, (run: RunFact) => number | string | null]> = [
    [0, 'StartedAt', (run) => run.started_at],
    [1, 'CompletedAt', (run) => run.completed_at],
    [2, 'DurationMs', (run) => run.duration_ms],
    [3, 'FunctionDisplayName', (run) => run.function_display_name],
    [4, 'Status', (run) => run.status],
  ]
  const cases = fields.flatMap(([field, name, value]) => [
    { field, name, value, direction: 0, directionName: 'Ascending' },
    { field, name, value, direction: 1, directionName: 'Descending' },
  ])

  it.each(cases)('sorts by $name $directionName like the same data sorted here', async ({ field, value, direction }) => {
    const sign = direction === 1 ? -1 : 1
    const expected = [...runs]
      .sort((a, b) => sign * (compareNullable(value(a), value(b)) || (field === 0 ? 0 : a.started_at - b.started_at) || compareNullable(a.id, b.id)))
      .map((run) => run.id)
    const { ids, total } = await pageIds({ SortField: field, SortDirection: direction })
    expect(total).toBe(runs.length)
    expect(ids).toEqual(expected)
  })

  it('answers one-based pages of the requested size with the total', async () => {
    const expected = [...runs].sort(newestFirst).map((run) => run.id)
    const second = await data<FunctionRunPage>(api, `${ADMIN}/runs/page?Page=2&PageSize=7`, admin)
    expect(second).toMatchObject({ Page: 2, PageSize: 7, TotalCount: runs.length, FilterLabels: [] })
    expect(second.Items.map((run) => run.Id)).toEqual(expected.slice(7, 14))
    const last = Math.ceil(runs.length / 7)
    const end = await data<FunctionRunPage>(api, `${ADMIN}/runs/page?Page=${last}&PageSize=7`, admin)
    expect(end.Items.map((run) => run.Id)).toEqual(expected.slice((last - 1) * 7))
    const beyond = await data<FunctionRunPage>(api, `${ADMIN}/runs/page?Page=${last + 1}&PageSize=7`, admin)
    expect(beyond).toMatchObject({ Items: [], TotalCount: runs.length, Page: last + 1 })
  })

  it('defaults to 25 newest runs per page', async () => {
    const page = await data<FunctionRunPage>(api, `${ADMIN}/runs/page`, admin)
    expect(page).toMatchObject({ Page: 1, PageSize: 25, TotalCount: runs.length })
    expect(page.Items.map((run) => run.Id)).toEqual([...runs].sort(newestFirst).slice(0, 25).map((run) => run.id))
  })

  it('answers full runs with their references', async () => {
    const scheduled = runs.find((run) => run.schedule_id === 'sch-export')!
    const page = await data<FunctionRunPage>(api, `${ADMIN}/runs/page?Search=${scheduled.id}`, admin)
    expect(page.Items[0]).toMatchObject({
      Id: scheduled.id,
      ScheduleId: 'sch-export',
      Schedule: { Id: 'sch-export', Name: 'Revenue report every 2 minutes', CronExpression: '*/2 * * * *', TimeZone: 'America/New_York' },
      Actor: { Id: 'automation', DisplayName: 'Automation', IsAutomationActor: true },
    })
  })
})

describe('run page filter labels', () => {
  it('labels every active filter readably, in the contract order', async () => {
    const contracts = (await api.db.query<{ id: string }>("SELECT id FROM entity_definitions WHERE name = 'contracts'"))[0]!.id
    const query = new URLSearchParams({
      Status: String(RunStatus.StoppedByWorkerRestart),
      ActionTargetScope: String(ActionTargetScope.MultipleRecords),
      FunctionId: 'fn-import-legacy-orders',
      Source: String(ExecutionSource.HttpEndpoint),
      TriggerBindingId: 'trg-contracts-create',
      ScheduleId: 'sch-export',
      FromUtc: '2026-02-20T00:00:00Z',
      ToUtc: '2026-03-01T00:00:00.000Z',
      SurfaceActionId: 'act-contracts-recalculate',
      EntityDefinitionId: contracts,
      EntityInstanceId: 'contracts-12',
      FunctionVersionId: 'fnv-import-legacy-orders-1',
      ActorUserId: 'usr-admin',
      OriginalUserId: 'automation',
      Search: '  ledger sync ',
      FailureClusterKey: runs.find((run) => run.id === 'crafted-0')!.failure_cluster_key!,
    })
    const page = await data<FunctionRunPage>(api, `${ADMIN}/runs/page?${query}`, admin)
    expect(page.FilterLabels).toEqual([
      { Id: 'Status', Label: 'Stopped by worker restart', SecondaryLabel: null },
      { Id: 'ActionTargetScope', Label: 'Multiple records', SecondaryLabel: null },
      { Id: 'FunctionId', Label: 'Import legacy orders', SecondaryLabel: 'import-legacy-orders' },
      { Id: 'Source', Label: 'HTTP endpoint', SecondaryLabel: null },
      { Id: 'TriggerBindingId', Label: 'Contracts: create', SecondaryLabel: 'Recalculate contract totals' },
      { Id: 'ScheduleId', Label: 'Revenue report every 2 minutes', SecondaryLabel: '*/2 * * * * (America/New_York)' },
      { Id: 'FromUtc', Label: '2026-02-20T00:00:00.000Z', SecondaryLabel: null },
      { Id: 'ToUtc', Label: '2026-03-01T00:00:00.000Z', SecondaryLabel: null },
      { Id: 'SurfaceActionId', Label: 'Recalculate totals', SecondaryLabel: 'contracts:recalculate-totals' },
      { Id: 'EntityDefinitionId', Label: 'Contracts', SecondaryLabel: 'contracts' },
      { Id: 'EntityInstanceId', Label: 'contracts-12', SecondaryLabel: null },
      { Id: 'FunctionVersionId', Label: 'Version 1', SecondaryLabel: 'Import legacy orders' },
      { Id: 'ActorUserId', Label: 'Ada Admin', SecondaryLabel: 'admin@demo.example' },
      { Id: 'OriginalUserId', Label: 'Automation', SecondaryLabel: null },
      { Id: 'Search', Label: 'ledger sync', SecondaryLabel: null },
      { Id: 'FailureClusterKey', Label: 'Sync ledger: LedgerError', SecondaryLabel: 'Entry <uuid> of account <text> failed at <time> after <n> attempts' },
    ])
  })

  it('keeps an unknown id as its own label', async () => {
    const page = await data<FunctionRunPage>(api, `${ADMIN}/runs/page?FunctionId=fn-gone&ActorUserId=usr-gone&ScheduleId=sch-gone`, admin)
    expect(page).toMatchObject({ Items: [], TotalCount: 0 })
    expect(page.FilterLabels).toEqual([
      { Id: 'FunctionId', Label: 'fn-gone', SecondaryLabel: 'Unknown function' },
      { Id: 'ScheduleId', Label: 'sch-gone', SecondaryLabel: 'Unknown schedule' },
      { Id: 'ActorUserId', Label: 'usr-gone', SecondaryLabel: 'Unknown user' },
    ])
  })
})

describe('several statuses at once', () => {
  it('answers runs of any of the Statuses, counted and labelled; with Status a run must match both', async () => {
    const wanted = [RunStatus.RuntimeException, RunStatus.Timeout]
    const expected = runs.filter((run) => wanted.includes(run.status as 3 | 4)).sort(newestFirst).map((run) => run.id)
    const page = await data<FunctionRunPage>(api, `${ADMIN}/runs/page?Statuses=4&Statuses=3&PageSize=200`, admin)
    expect(page.TotalCount).toBe(expected.length)
    expect(page.Items.map((run) => run.Id)).toEqual(expected.slice(0, 200))
    expect(page.FilterLabels).toEqual([{ Id: 'Statuses', Label: 'Runtime exception, Timeout', SecondaryLabel: null }])

    const one = await data<FunctionRunPage>(api, `${ADMIN}/runs/page?Statuses=3`, admin)
    expect(one.TotalCount).toBe(runs.filter((run) => run.status === RunStatus.Timeout).length)
    const both = await data<FunctionRunPage>(api, `${ADMIN}/runs/page?Status=3&Statuses=3&Statuses=4`, admin)
    expect(both.TotalCount).toBe(one.TotalCount)
    const neither = await data<FunctionRunPage>(api, `${ADMIN}/runs/page?Status=0&Statuses=3`, admin)
    expect(neither).toMatchObject({ TotalCount: 0, Items: [] })
    const withFunction = runs.find((run) => run.status === RunStatus.RuntimeException)!.function_id
    const narrowed = await data<FunctionRunPage>(api, `${ADMIN}/runs/page?Statuses=4&Statuses=3&FunctionId=${withFunction}&PageSize=200`, admin)
    expect(narrowed.TotalCount).toBe(runs.filter((run) => wanted.includes(run.status as 3 | 4) && run.function_id === withFunction).length)
  })
})

describe('run filter options', () => {
  type Option = { Id: string; Label: string; SecondaryLabel: string | null }
  const options = (query: string) => data<Option[]>(api, `${ADMIN}/run-filter-options?${query}`, admin)

  it('offers the users who started runs by name, the automation actor first, and finds them by words or id', async () => {
    const actors = await options('Kind=Actor&Limit=50')
    const actorIds = new Set(runs.map((run) => run.actor_user_id).filter((id) => id !== null))
    expect(actors[0]).toEqual({ Id: 'automation', Label: 'Automation', SecondaryLabel: 'Schedules and triggers' })
    expect([...actorIds].filter((id) => !actors.some((option) => option.Id === id))).toEqual([])
    expect(actors).toContainEqual({ Id: 'usr-admin', Label: 'Ada Admin', SecondaryLabel: 'admin@demo.example' })
    expect((await options('Kind=Actor&Search=ada')).map((option) => option.Id)).toEqual(['usr-admin'])
    expect((await options('Kind=Actor&Search=usr-admin')).map((option) => option.Id)).toEqual(['usr-admin'])
    // A user who left: their runs stay findable under the id the runs carry.
    expect(await options('Kind=Actor&Search=tim-vogel')).toEqual([{ Id: 'usr-tim-vogel', Label: 'usr-tim-vogel', SecondaryLabel: 'Missing user' }])
    expect(await options('Kind=Actor&Search=%25')).toEqual([])
  })

  it('offers entity definitions, actions of one definition and recent records of runs, by name', async () => {
    const definitions = await options('Kind=EntityDefinition')
    expect(new Set(definitions.map((option) => option.Id))).toEqual(new Set(runs.map((run) => run.entity_definition_id).filter((id) => id !== null)))
    const contracts = definitions.find((option) => option.SecondaryLabel === 'contracts')!
    expect(contracts.Label).toBe('Contracts')

    const actions = await options(`Kind=SurfaceAction&EntityDefinitionId=${contracts.Id}`)
    expect(actions).toContainEqual({ Id: 'act-contracts-recalculate', Label: 'Recalculate totals', SecondaryLabel: 'Contracts' })
    expect(actions.every((option) => option.SecondaryLabel === 'Contracts')).toBe(true)

    const records = await options(`Kind=EntityInstance&EntityDefinitionId=${contracts.Id}&Limit=50`)
    expect(records.length).toBeGreaterThan(0)
    const ofContracts = new Set(runs.filter((run) => run.entity_definition_id === contracts.Id).map((run) => run.entity_instance_id))
    expect(records.every((option) => ofContracts.has(option.Id))).toBe(true)
    const named = records.find((option) => option.Label !== option.Id)
    if (named) expect((await options(`Kind=EntityInstance&Search=${encodeURIComponent(named.Label)}`)).map((option) => option.Id)).toContain(named.Id)
  })

  it('refuses an unknown kind and a limit outside 1..50, naming the member', async () => {
    for (const [query, field] of [['Kind=Function', 'Kind'], ['Kind=Actor&Limit=51', 'Limit'], ['', 'Kind']]) {
      const response = await api.request<Envelope>('GET', `${ADMIN}/run-filter-options?${query}`, { token: admin })
      expect(response.status, query).toBe(400)
      expect(response.body.Errors[0]?.Field, query).toBe(field)
    }
  })
})

describe('run list requests', () => {
  it('refuses a range whose start is after its end', async () => {
    for (const path of ['runs/page', 'runs', 'jobs', 'jobs/page', 'run-stats', 'failure-clusters']) {
      const response = await api.request<Envelope>('GET', `${ADMIN}/${path}?FromUtc=2026-03-02T00:00:00Z&ToUtc=2026-03-01T00:00:00Z`, { token: admin })
      expect(response.status, path).toBe(400)
      expect(response.body.Errors).toEqual([expect.objectContaining({ Code: 'workspace.functions.invalidRange', Field: 'FromUtc' })])
    }
  })

  it('refuses values outside the contract, naming the member', async () => {
    for (const [query, field] of [['Status=42', 'Status'], ['SortField=9', 'SortField'], ['PageSize=500', 'PageSize'], ['Page=0', 'Page'], ['FromUtc=yesterday', 'FromUtc']]) {
      const response = await api.request<Envelope>('GET', `${ADMIN}/runs/page?${query}`, { token: admin })
      expect(response.status, query).toBe(400)
      expect(response.body.Errors[0]?.Field, query).toBe(field)
    }
  })

  it('answers 403 naming the permission to a user without functions.operations.view', async () => {
    // A service user without roles; API keys are issued outside the API (as the demo seed does).
    const user = await api.request<Envelope<{ Id: string }>>('POST', '/api/workspace/admin/users', {
      token: admin,
      body: { UserName: 'reporting-robot', UserType: 1, RoleIds: [] },
    })
    expect(user.status).toBe(200)
    const key = await issueApiKey(api.db, user.body.Data.Id, 'no operations', api.now())
    for (const path of ['overview', 'runs', 'runs/page', 'jobs', 'jobs/page', 'run-stats', 'failure-clusters']) {
      const response = await api.request<{ status: number; requiredPermissions: string[] }>('GET', `${ADMIN}/${path}`, { token: key })
      expect(response.status, path).toBe(403)
      expect(response.body.requiredPermissions).toEqual(['functions.operations.view'])
    }
    const operator = await api.login('operator')
    expect((await api.request('GET', `${ADMIN}/runs/page`, { token: operator })).status).toBe(200)
  })
})

describe('run totals', () => {
  it('stay exact as runs are written, finished and deleted', async () => {
    const total = async (query: string) => (await data<FunctionRunPage>(api, `${ADMIN}/runs/page?PageSize=1${query}`, admin)).TotalCount
    const stored = async (where = '') => (await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM function_runs ${where}`))[0]!.n
    // A run written Running and finished (an insert and an update).
    await api.request('POST', '/api/workspace/functions/validate-customer-data/commands', { token: admin, body: { Arguments: { Name: 'Acme', Email: 'a@acme.example' } } })
    await api.db.query(`DELETE FROM function_runs WHERE id IN (SELECT id FROM function_runs WHERE status = ${RunStatus.Success} ORDER BY started_at LIMIT 25)`)
    expect(await total('')).toBe(await stored())
    for (const status of Object.values(RunStatus)) {
      expect(await total(`&Status=${status}`), `status ${status}`).toBe(await stored(`WHERE status = ${status}`))
    }
  })
})
