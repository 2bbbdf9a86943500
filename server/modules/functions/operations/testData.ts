import { insertSyntheticRuns } from '../../../seed/runHistory/syntheticRuns'
import type { Envelope } from '../../../test/testApi'
import type { OperationsTestApi } from './testApi'

/**
 * The data the operations tests share: a few hundred synthetic runs and jobs over ten days, real
 * host runs (failing commands, a retrying job, queued jobs), and the runs as stored, to compute
 * what each list should answer.
 */

export const ADMIN = '/api/workspace/admin/function-operations'
export const RUNTIME = '/api/workspace/functions'

export interface RunFact {
  id: string
  status: number
  source: number
  function_id: string
  function_display_name: string
  function_version_id: string | null
  trigger_binding_id: string | null
  schedule_id: string | null
  started_at: number
  completed_at: number | null
  duration_ms: number | null
  surface_action_id: string | null
  selected_entity_id_count: number
  entity_definition_id: string | null
  entity_instance_id: string | null
  actor_user_id: string | null
  original_user_id: string | null
  failure_cluster_key: string | null
  job_id: string | null
  correlation_id: string | null
  search_text: string
}

export interface JobFact {
  id: string
  status: number
  source: number
  function_id: string
  attempt_count: number
  created_at: number
  next_attempt_at: number
  completed_at: number | null
  actor_user_id: string | null
}

const time = (value: Date | string | null): number | null => (value === null ? null : new Date(value).getTime())

export async function readRuns(api: OperationsTestApi): Promise<RunFact[]> {
  const rows = await api.db.query<Omit<RunFact, 'started_at' | 'completed_at'> & { started_at: Date | string; completed_at: Date | string | null }>(
    `SELECT id, status, source, function_id, function_display_name, function_version_id, trigger_binding_id, schedule_id, started_at,
       completed_at, duration_ms::float8 AS duration_ms, surface_action_id, selected_entity_id_count, entity_definition_id,
       entity_instance_id, actor_user_id, original_user_id, failure_cluster_key, job_id, correlation_id,
       concat_ws(' ', function_key, function_display_name, error_type, coalesce(error_message, error_summary), result_summary, operation,
         action_target_key, surface_action_label) AS search_text
     FROM function_runs`,
  )
  return rows.map((row) => ({ ...row, started_at: time(row.started_at)!, completed_at: time(row.completed_at) }))
}

export async function readJobs(api: OperationsTestApi): Promise<JobFact[]> {
  type Row = Omit<JobFact, 'created_at' | 'next_attempt_at' | 'completed_at'> & Record<'created_at' | 'next_attempt_at' | 'completed_at', Date | string | null>
  const rows = await api.db.query<Row>(
    'SELECT id, status, source, function_id, attempt_count, created_at, next_attempt_at, completed_at, actor_user_id FROM function_jobs',
  )
  return rows.map((row) => ({ ...row, created_at: time(row.created_at)!, next_attempt_at: time(row.next_attempt_at)!, completed_at: time(row.completed_at) }))
}

/** Runs with messages whose varying parts fall into one cluster each. */
export const craftedFailures = [
  ['Entry 3f2a9c1e-7b3d-4c8e-9a0b-1c2d3e4f5a6b of account "4711-00" failed at 2026-03-01T10:00:00Z after 3 attempts', 'Entry <uuid> of account <text> failed at <time> after <n> attempts'],
  ["Entry 0b4a0e9f-564b-4a4b-ae14-aac76b4da67b of account 'ACC 9' failed at 2026-02-27 08:15 after 12 attempts", 'Entry <uuid> of account <text> failed at <time> after <n> attempts'],
  ['Posting for user usr-42 was rejected: balance 1,250.75 exceeds limit 1000', 'Posting for user <id> was rejected: balance <n> exceeds limit <n>'],
  ['Posting for user usr-7 was rejected: balance 3.5 exceeds limit 2', 'Posting for user <id> was rejected: balance <n> exceeds limit <n>'],
] as const

async function insertCraftedFailures(api: OperationsTestApi): Promise<void> {
  for (const [index, [message]] of craftedFailures.entries()) {
    const started = new Date(api.now().getTime() - (index + 1) * 60_000)
    await api.db.query(
      `INSERT INTO function_runs (id, function_id, function_key, function_display_name, source, status, started_at, completed_at,
         duration_ms, error_type, error_message, error_summary, actor_user_id)
       VALUES ($1, 'fn-sync-ledger', 'sync-ledger', 'Sync ledger', 0, 4, $2, $2, 0, 'LedgerError', $3, $3, 'usr-operator')`,
      [`crafted-${index}`, started, message],
    )
  }
}

export interface OperationsData {
  admin: string
  /** The job of a failing function that waits for its second attempt. */
  retryingJobId: string
}

/** Adds to what the demo workspace holds (which may have run history of its own). */
export async function seedOperationsData(api: OperationsTestApi): Promise<OperationsData> {
  const admin = await api.login('admin')
  const existing = new Set((await api.db.query<{ name: string }>('SELECT name FROM entity_definitions')).map((row) => row.name))
  for (const [name, singular, plural] of [['contracts', 'Contract', 'Contracts'], ['customers', 'Customer', 'Customers']]) {
    if (existing.has(name!)) continue
    const created = await api.request('POST', '/api/workspace/admin/entity-definitions', {
      token: admin,
      body: { Name: name, DisplayNameSingular: singular, DisplayNamePlural: plural },
    })
    if (created.status !== 200) throw new Error(`entity definition ${name}: ${JSON.stringify(created.body)}`)
  }
  await insertSyntheticRuns(api.db, { count: 400, now: new Date(api.now().getTime() - 3_600_000), spanDays: 10, seed: 7 })
  await insertCraftedFailures(api)

  // Real host runs: failing commands, one job that failed once and waits for its retry, queued jobs.
  for (const orderNumber of [4711, 4712]) {
    await api.request('POST', `${RUNTIME}/import-legacy-orders/commands`, { token: admin, body: { Arguments: { orderNumber } } })
  }
  await api.request('POST', `${RUNTIME}/validate-customer-data/commands`, { token: admin, body: { Arguments: { Name: '', Email: 'x' } } })
  const retrying = await api.request<Envelope<{ JobId: string }>>('POST', `${RUNTIME}/import-legacy-orders/enqueue`, {
    token: admin,
    body: { Arguments: { orderNumber: 99 } },
  })
  await api.host.tick()
  await api.host.idle()
  for (const steps of [1, 2, 3]) {
    const queued = await api.request<Envelope<{ JobId: string }>>('POST', `${RUNTIME}/export-report/enqueue`, { token: admin, body: { Arguments: { steps } } })
    if (queued.status !== 200) throw new Error(`enqueue: ${JSON.stringify(queued.body)}`)
  }
  return { admin, retryingJobId: retrying.body.Data.JobId }
}

/** Every item of a paged list, page by page (PageSize 200). */
export async function allPages<T>(api: OperationsTestApi, token: string, path: string, query: Record<string, string | number | boolean>): Promise<{ items: T[]; total: number }> {
  const items: T[] = []
  let total = 0
  for (let page = 1; page < 100; page += 1) {
    const search = new URLSearchParams(Object.entries({ ...query, Page: page, PageSize: 200 }).map(([key, value]) => [key, String(value)]))
    const data = await api.data<{ Items: T[]; TotalCount: number; Page: number; PageSize: number }>(`${path}?${search}`, token)
    total = data.TotalCount
    items.push(...data.Items)
    if (data.Items.length < 200) break
  }
  return { items, total }
}

/** Ascending comparison where null is larger than every value (PostgreSQL's default). */
export function compareNullable(a: number | string | null, b: number | string | null): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  return a < b ? -1 : 1
}
