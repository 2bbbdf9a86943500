// Synthetic function runs (and the jobs of queued sources) written straight through SQL, so the run
// list can be measured on hundreds of thousands of rows. A thousand-odd row templates are drawn in
// TypeScript from what the database holds (catalog, versions, schedules, trigger bindings, entity UI
// actions, users, entity definitions: seed the demo workspace first), and `generate_series` expands
// them in the database, varying ids, start times, durations, instances and the numbers in messages.
import type { Db } from '../../db'
import { createRandom, type Random } from './random'

export interface RunsPageDataOptions {
  /** How many runs to insert. */
  count: number
  /** The newest possible start time (default: now). */
  now?: Date
  /** Runs start at random times within this many days before `now` (default 30). */
  spanDays?: number
  /** Same seed, same rows (ids included); another seed adds other rows to the same database. Default 1. */
  seed?: number
  /** Rows per INSERT statement (default 50,000). */
  batchSize?: number
  /**
   * Drop the secondary indexes of function_runs and function_jobs for the load and build them again
   * afterwards (much faster than maintaining them row by row). Default: when count ≥ 20,000.
   */
  rebuildIndexes?: boolean
  /** VACUUM ANALYZE afterwards, as autovacuum would on a server (default true). */
  analyze?: boolean
}

export interface RunsPageDataResult {
  runs: number
  jobs: number
  elapsedMs: number
}

const RunStatus = { Success: 0, ValidationFailure: 1, PermissionFailure: 2, Timeout: 3, RuntimeException: 4, Cancelled: 5, Running: 6, Skipped: 7, StoppedByWorkerRestart: 8 }
const JobStatus = { Completed: 2, Failed: 3, Cancelled: 4 }
const Source = { Command: 0, Action: 1, Trigger: 2, Schedule: 3, HttpEndpoint: 4 }
const TEMPLATES = 1009

interface CatalogRow { id: string; key: string; display_name: string; timeout_ms: number; max_attempts: number; supports_cancellation: boolean; http_endpoint_key: string | null }
interface VersionRow { id: string; function_id: string; version_number: number }
interface ScheduleRow { id: string; function_id: string }
interface BindingRow { id: string; function_id: string; entity_definition_name: string; operation: string }
interface ActionRow { id: string; function_id: string; entity_definition_name: string; action_key: string; label: string; target_scope: number }

interface Context {
  functions: CatalogRow[]
  versions: Map<string, VersionRow[]>
  schedules: ScheduleRow[]
  bindings: BindingRow[]
  actions: ActionRow[]
  users: string[]
  definitions: Map<string, string>
}

async function loadContext(db: Db): Promise<Context> {
  const functions = await db.query<CatalogRow>(
    'SELECT id, key, display_name, timeout_ms, max_attempts, supports_cancellation, http_endpoint_key FROM functions ORDER BY id',
  )
  if (functions.length === 0) throw new Error('No functions in the catalog: start the API (or seed the demo workspace) first.')
  const versions = new Map<string, VersionRow[]>()
  for (const version of await db.query<VersionRow>('SELECT id, function_id, version_number FROM function_versions ORDER BY version_number DESC')) {
    versions.set(version.function_id, [...(versions.get(version.function_id) ?? []), version])
  }
  const definitions = new Map<string, string>()
  for (const row of await db.query<{ id: string; name: string }>('SELECT id, name FROM entity_definitions')) definitions.set(row.name, row.id)
  return {
    functions,
    versions,
    schedules: await db.query<ScheduleRow>('SELECT id, function_id FROM function_schedules ORDER BY id'),
    bindings: await db.query<BindingRow>('SELECT id, function_id, entity_definition_name, operation FROM function_trigger_bindings ORDER BY id'),
    actions: await db.query<ActionRow>('SELECT id, function_id, entity_definition_name, action_key, label, target_scope FROM function_surface_actions ORDER BY id'),
    users: (await db.query<{ id: string }>('SELECT id FROM users WHERE user_type = 0 ORDER BY id LIMIT 40')).map((row) => row.id),
    definitions,
  }
}

const sourceWeights = [[Source.Command, 30], [Source.Action, 20], [Source.Trigger, 15], [Source.Schedule, 25], [Source.HttpEndpoint, 10]] as const
const statusWeights = [
  [RunStatus.Success, 55], [RunStatus.Skipped, 8], [RunStatus.ValidationFailure, 8], [RunStatus.PermissionFailure, 3],
  [RunStatus.Timeout, 4], [RunStatus.RuntimeException, 12], [RunStatus.Cancelled, 4], [RunStatus.Running, 1],
  [RunStatus.StoppedByWorkerRestart, 5],
] as const

/** Placeholders the database fills per row: {n} a number, {uuid} an id, {time} the start time. */
interface Failure { error_type: string | null; error_message: string | null; error_summary: string }

function failureOf(status: number, fn: CatalogRow, user: string | null, random: Random): Failure | null {
  const int = random.int
  const message = (type: string, text: string): Failure => ({ error_type: type, error_message: text, error_summary: `${type}: ${text}` })
  switch (status) {
    case RunStatus.ValidationFailure:
      return message('ValidationFailed', `{n} validation issue(s): Email "${['info@', 'sales(at)acme', 'x'][int(3)]}" is not an email address.`)
    case RunStatus.PermissionFailure:
      return message('PermissionDenied', `The user ${user ?? 'automation'} lacks the permission "entities.configure".`)
    case RunStatus.Timeout:
      return message('Timeout', `The function exceeded its timeout of ${fn.timeout_ms} ms.`)
    case RunStatus.StoppedByWorkerRestart:
      return { error_type: null, error_message: null, error_summary: 'The worker wkr-{n} stopped while the run was executing.' }
    case RunStatus.RuntimeException:
      return [
        () => message('LegacyFormatError', `Order {n} has the unknown currency "${['XEU', 'ABC', 'ZZZ'][int(3)]}".`),
        () => message('LedgerConnectionError', `Connection to ledger host ledger-${1 + int(3)}.internal timed out after {n} ms.`),
        () => message('RecordConflictError', 'Record {uuid} was changed at {time} by another user.'),
        () => message('TypeError', "Cannot read properties of undefined (reading 'amount')"),
      ][int(4)]!()
    default:
      return null
  }
}

function summaryOf(status: number, random: Random): string | null {
  if (status === RunStatus.Success) return ['Completed.', 'Recalculated {n} contracts.', 'Exported {n} rows.', 'Synchronised {n} ledger entries.'][Math.floor(random.next() * 4)]!
  if (status === RunStatus.Skipped) return ['Skipped.', 'Nothing to clean up.'][Math.floor(random.next() * 2)]!
  if (status === RunStatus.Cancelled) return 'Cancelled on request.'
  return null
}

type Template = Record<string, string | number | boolean | null | object>

/** One kind of run: everything but its id, start time, duration jitter, instance number and message numbers. */
function template(context: Context, random: Random, index: number): Template {
  const pick = random.pick
  const httpFunctions = context.functions.filter((fn) => fn.http_endpoint_key !== null)
  let source: number = random.weighted(sourceWeights)
  if ((source === Source.Schedule && context.schedules.length === 0) || (source === Source.Trigger && context.bindings.length === 0)
    || (source === Source.Action && context.actions.length === 0) || (source === Source.HttpEndpoint && httpFunctions.length === 0)) {
    source = Source.Command
  }
  const user = context.users.length > 0 ? pick(context.users) : null
  const row: Template = { k: index, source, actor_user_id: user, selected_entity_id_count: 0 }
  let functionId = pick(context.functions).id
  if (source === Source.Schedule) {
    const schedule = pick(context.schedules)
    functionId = schedule.function_id
    Object.assign(row, { schedule_id: schedule.id, actor_user_id: null })
  } else if (source === Source.Trigger) {
    const binding = pick(context.bindings)
    functionId = binding.function_id
    Object.assign(row, {
      trigger_binding_id: binding.id,
      entity_definition_id: context.definitions.get(binding.entity_definition_name) ?? null,
      instance_prefix: `${binding.entity_definition_name}-`,
      operation: binding.operation,
      selected_entity_id_count: 1,
      original_user_id: random.next() < 0.5 ? user : null,
    })
  } else if (source === Source.Action) {
    const action = pick(context.actions)
    functionId = action.function_id
    const selected = action.target_scope === 0 ? 0 : action.target_scope === 1 ? 1 : 1 + Math.floor(random.next() * 6)
    Object.assign(row, {
      surface_action_id: action.id,
      surface_action_label: action.label,
      action_target_key: `${action.entity_definition_name}:${action.action_key}`,
      entity_definition_id: context.definitions.get(action.entity_definition_name) ?? null,
      instance_prefix: selected > 0 ? `${action.entity_definition_name}-` : null,
      selected_entity_id_count: selected,
    })
  } else if (source === Source.HttpEndpoint) {
    const fn = pick(httpFunctions)
    functionId = fn.id
    Object.assign(row, {
      actor_user_id: random.next() < 0.3 ? user : null,
      http_detail: {
        EndpointId: fn.id, EndpointKey: fn.http_endpoint_key, Method: 'POST', PathSuffix: null, RequestContentType: 'application/json',
        RequestContentLength: 20 + Math.floor(random.next() * 2000), AuthenticationOutcome: 'Anonymous', ResponseStatus: 200,
        ResponseContentType: 'application/json', ResponseSize: 120, RedactedHeaders: {}, QueryValues: {}, FormSummary: null, PlatformFailureCode: null,
      },
    })
  }
  const fn = context.functions.find((candidate) => candidate.id === functionId) ?? context.functions[0]!
  const versions = context.versions.get(fn.id) ?? []
  // Most runs used the current version; some an older one.
  const version = versions.length === 0 ? null : random.next() < 0.8 ? versions[0]! : pick(versions)
  const queued = source !== Source.HttpEndpoint && (source !== Source.Command || random.next() < 0.2)
  let status: number = random.weighted(statusWeights)
  // Running runs of queued sources would hold a lease: keep those to commands and endpoints.
  if (status === RunStatus.Running && queued) status = RunStatus.Success
  const retried = status === RunStatus.Timeout || status === RunStatus.RuntimeException || status === RunStatus.StoppedByWorkerRestart
  const attempt = queued ? (retried ? fn.max_attempts : 1) : null
  Object.assign(row, {
    function_id: fn.id,
    function_key: fn.key,
    function_display_name: fn.display_name,
    function_version_id: version?.id ?? null,
    function_version_number: version?.version_number ?? null,
    status,
    duration_ms: status === RunStatus.Running ? null : status === RunStatus.Timeout ? fn.timeout_ms : Math.floor(5 + random.next() * random.next() * 60_000),
    queued,
    job_attempt: attempt,
    job_status: status === RunStatus.Success || status === RunStatus.Skipped ? JobStatus.Completed : status === RunStatus.Cancelled ? JobStatus.Cancelled : JobStatus.Failed,
    max_attempts: fn.max_attempts,
    result_summary: summaryOf(status, random),
    error_summary: status === RunStatus.Cancelled ? 'Cancelled on request.' : null,
    ...failureOf(status, fn, row.actor_user_id as string | null, random),
    supports_cancellation: fn.supports_cancellation,
    changed_record_count: status === RunStatus.Success ? Math.floor(random.next() * 20) : 0,
    validation_error_count: status === RunStatus.ValidationFailure ? 1 + Math.floor(random.next() * 4) : 0,
  })
  return row
}

const templateColumns = `k integer, source smallint, actor_user_id text, original_user_id text, selected_entity_id_count integer,
  schedule_id text, trigger_binding_id text, entity_definition_id text, instance_prefix text, operation text,
  surface_action_id text, surface_action_label text, action_target_key text, http_detail jsonb, function_id text, function_key text,
  function_display_name text, function_version_id text, function_version_number integer, status smallint, duration_ms bigint,
  queued boolean, job_attempt integer, job_status smallint, max_attempts integer, result_summary text, error_type text,
  error_message text, error_summary text, supports_cancellation boolean, changed_record_count integer, validation_error_count integer`

/**
 * Rows `$2`..`$3` of the series, each with its template (`t`) and what varies per row: `h` a
 * non-negative hash of the row number, `started`, `duration` and the message placeholders filled.
 */
const expandedRows = `
  WITH tpl AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(${templateColumns})),
  base AS (
    SELECT i, t.*, (hashint4(i + $4::int * 7919)::bigint & 2147483647) AS h,
      $5::timestamptz - ((hashint4(i * 3 + $4::int)::bigint & 2147483647) * $6::bigint / 2147483647) * interval '1 millisecond' AS started
    FROM generate_series($2::int, $3::int) AS i JOIN tpl t ON t.k = i % ${TEMPLATES}
  ),
  series AS (
    SELECT base.*, md5($4::int::text || ':run:' || i)::uuid::text AS run_id, md5($4::int::text || ':correlation:' || i)::uuid::text AS correlation_id,
      CASE WHEN queued THEN md5($4::int::text || ':job:' || i)::uuid::text END AS job_id,
      CASE WHEN duration_ms IS NULL THEN NULL WHEN status = ${RunStatus.Timeout} THEN duration_ms + h % 50 ELSE duration_ms + h % 997 END AS duration,
      CASE WHEN instance_prefix IS NULL THEN NULL ELSE instance_prefix || (1 + h % 400) END AS instance_id
    FROM base
  )`

/** Fills the placeholders of a text column, only where it has any. */
const fill = (column: string) =>
  `CASE WHEN ${column} LIKE '%{%' THEN replace(replace(replace(${column}, '{n}', (1000 + h % 9000)::text), '{uuid}', md5(run_id)::uuid::text),
     '{time}', to_char(started AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')) ELSE ${column} END`

/** One statement per batch: the jobs of queued sources, then every run (linked to its job). */
const insertBatch = `${expandedRows},
  jobs AS (
    INSERT INTO function_jobs (id, function_id, function_version_id, status, attempt_count, max_attempts, next_attempt_at, last_error,
      arguments, source, schedule_id, trigger_binding_id, surface_action_id, action_target_key, entity_definition_id, entity_instance_id,
      operation, actor_user_id, original_user_id, correlation_id, latest_run_id, created_at, completed_at, row_version)
    SELECT job_id, function_id, function_version_id, job_status, job_attempt, max_attempts, started, ${fill('coalesce(error_summary, error_message)')},
      '{}'::jsonb, source, schedule_id, trigger_binding_id, surface_action_id, action_target_key, entity_definition_id, instance_id,
      operation, actor_user_id, original_user_id, correlation_id, run_id, started - (h % 2000) * interval '1 millisecond',
      started + duration * interval '1 millisecond', gen_random_uuid()
    FROM series WHERE queued
  )
  INSERT INTO function_runs (id, function_id, function_key, function_display_name, function_version_id, function_version_number, source,
    status, started_at, completed_at, duration_ms, correlation_id, entity_definition_id, entity_instance_id, operation, trigger_binding_id,
    schedule_id, job_id, job_attempt, result_summary, result_json, error_summary, error_type, error_message, actor_user_id,
    original_user_id, surface_action_id, surface_action_label, action_target_key, selected_entity_id_count, supports_cancellation,
    http_detail, arguments_snapshot, changed_record_count, validation_error_count)
  SELECT run_id, function_id, function_key, function_display_name, function_version_id, function_version_number, source,
    status, started, started + duration * interval '1 millisecond', duration, correlation_id, entity_definition_id, instance_id,
    operation, trigger_binding_id, schedule_id, job_id, job_attempt, ${fill('result_summary')}, 'null'::jsonb, ${fill('error_summary')},
    error_type, ${fill('error_message')}, actor_user_id, original_user_id, surface_action_id, surface_action_label, action_target_key,
    selected_entity_id_count, supports_cancellation, http_detail, '{}'::jsonb, changed_record_count, validation_error_count
  FROM series`

interface IndexDefinition { indexname: string; indexdef: string }

/** Secondary indexes of the two tables (not the primary keys nor the unique deduplication index). */
async function secondaryIndexes(db: Db): Promise<IndexDefinition[]> {
  return db.query<IndexDefinition>(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
     JOIN pg_class c ON c.relname = i.indexname JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = i.schemaname
     JOIN pg_index x ON x.indexrelid = c.oid
     WHERE i.schemaname = current_schema() AND i.tablename IN ('function_runs', 'function_jobs') AND NOT x.indisunique`,
  )
}

/**
 * Inserts `options.count` synthetic runs into `db`, and a job for every run of a queued source
 * (Action, Trigger, Schedule and a fifth of the commands; terminal, so no host picks them up).
 * Needs the function catalog in place (a started API or `prepareFunctionRuntime`).
 */
export async function insertSyntheticRuns(db: Db, options: RunsPageDataOptions): Promise<RunsPageDataResult> {
  const startedAt = performance.now()
  const context = await loadContext(db)
  const seed = options.seed ?? 1
  const random = createRandom(seed)
  const drawn = Array.from({ length: TEMPLATES }, (_, index) => template(context, random, index))
  const templates = JSON.stringify(drawn)
  const now = options.now ?? new Date()
  const spanMs = Math.round((options.spanDays ?? 30) * 86_400_000)
  const batchSize = options.batchSize ?? 50_000
  const rebuild = options.rebuildIndexes ?? options.count >= 20_000
  let jobs = 0
  for (let index = 0; index < options.count; index += 1) if (drawn[index % TEMPLATES]!.queued) jobs += 1
  await db.transaction(async (tx) => {
    // The rows reference only what loadContext read, so foreign-key triggers can sit out the load
    // (replica mode needs a superuser, as PGlite's is; elsewhere they run).
    const [role] = await tx.query<{ superuser: boolean }>('SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user')
    if (role?.superuser) await tx.query("SET LOCAL session_replication_role = 'replica'")
    await tx.query("SET LOCAL maintenance_work_mem = '256MB'")
    const indexes = rebuild ? await secondaryIndexes(tx) : []
    for (const index of indexes) await tx.query(`DROP INDEX "${index.indexname}"`)
    for (let offset = 0; offset < options.count; offset += batchSize) {
      const params = [templates, offset, Math.min(options.count, offset + batchSize) - 1, seed, now, spanMs]
      await tx.query(insertBatch, params)
    }
    for (const index of indexes) await tx.query(index.indexdef)
  })
  if (options.analyze ?? true) {
    await db.query('VACUUM ANALYZE function_runs')
    await db.query('VACUUM ANALYZE function_jobs')
  }
  return { runs: options.count, jobs, elapsedMs: Math.round(performance.now() - startedAt) }
}
