import type { Db } from '../../db'
import { bulkInsert } from '../../db/bulkInsert'
import { dateDemoVersions, loadHistoryContext } from './context'
import { generateRunHistory } from './generate'

/** Column types of the rows the history builder writes (jsonb members are objects in the rows). */
const jobColumns = {
  id: 'text', function_id: 'text', function_version_id: 'text', status: 'smallint', attempt_count: 'integer', max_attempts: 'integer',
  next_attempt_at: 'timestamptz', last_error: 'text', deduplication_key: 'text', arguments: 'jsonb', source: 'smallint',
  schedule_id: 'text', trigger_binding_id: 'text', surface_action_id: 'text', action_target_key: 'text', selected_entity_ids: 'jsonb',
  entity_definition_id: 'text', entity_instance_id: 'text', operation: 'text', actor_user_id: 'text', original_user_id: 'text',
  correlation_id: 'text', latest_run_id: 'text', cancel_requested_at: 'timestamptz', created_at: 'timestamptz', completed_at: 'timestamptz',
  row_version: 'uuid',
} as const

const runColumns = {
  id: 'text', function_id: 'text', function_key: 'text', function_display_name: 'text', function_version_id: 'text',
  function_version_number: 'integer', source: 'smallint', status: 'smallint', started_at: 'timestamptz', completed_at: 'timestamptz',
  duration_ms: 'bigint', correlation_id: 'text', entity_definition_id: 'text', entity_instance_id: 'text', operation: 'text',
  trigger_binding_id: 'text', schedule_id: 'text', job_id: 'text', job_attempt: 'integer', result_summary: 'text', result_json: 'jsonb',
  error_summary: 'text', error_type: 'text', error_message: 'text', actor_user_id: 'text', original_user_id: 'text',
  surface_action_id: 'text', surface_action_label: 'text', action_target_key: 'text', selected_entity_id_count: 'integer',
  target_display: 'jsonb', supports_cancellation: 'boolean', cancel_requested_at: 'timestamptz', http_detail: 'jsonb', http_endpoint_id: 'text',
  arguments_snapshot: 'jsonb', log_summary: 'text', changed_record_count: 'integer', validation_error_count: 'integer', worker_id: 'text',
} as const

const auditColumns = {
  id: 'text', occurred_at: 'timestamptz', actor_user_id: 'text', action: 'text', target_kind: 'text', target_id: 'text', detail: 'jsonb',
} as const

export interface SeededRunHistory {
  runs: number
  jobs: number
  elapsedMs: number
}

/**
 * Seeds the last 30 days of function runs into the demo workspace (after its catalog, schedules,
 * bindings and actions exist): dates the catalog's versions, writes jobs, runs and cancel audit
 * entries in batched statements, and points every schedule at its latest history job.
 */
export async function seedDemoRunHistory(db: Db, now: Date): Promise<SeededRunHistory> {
  const started = performance.now()
  await dateDemoVersions(db, now)
  const context = await loadHistoryContext(db, now)
  const { builder, schedules } = generateRunHistory(context)
  await db.transaction(async (tx) => {
    await bulkInsert(tx, 'function_jobs', jobColumns, builder.jobs)
    await bulkInsert(tx, 'function_runs', runColumns, builder.runs)
    await bulkInsert(tx, 'function_audit_log', auditColumns, builder.audits)
    await tx.query(
      `UPDATE function_schedules s SET last_run_at = x.last_run_at, last_job_id = x.last_job_id
       FROM jsonb_to_recordset($1::jsonb) AS x(id text, last_run_at timestamptz, last_job_id text) WHERE s.id = x.id AND s.last_run_at IS NULL`,
      [JSON.stringify(schedules.map((schedule) => ({ id: schedule.scheduleId, last_run_at: new Date(schedule.lastRunAt).toISOString(), last_job_id: schedule.lastJobId })))],
    )
  })
  return { runs: builder.runs.length, jobs: builder.jobs.length, elapsedMs: Math.round(performance.now() - started) }
}
