import type { Db } from '../../../db'
import { iso } from '../../../platform/values'
import { automationActorId } from '../mappers'
import { ActionTargetScope, ExecutionSource, RunStatus } from '../model'
import type { FunctionTargetDisplay } from '../types'
import type { RunFilterQuery, RunFilters } from './runFilters'

/** Readable labels of the active run filters: `Id` is the filter's query member, `Label` its value as a person reads it. */

type RunFilterKey = keyof RunFilterQuery

export interface FilterLabel {
  Id: RunFilterKey
  Label: string
  SecondaryLabel: string | null
}

type Lookup = { Label: string; SecondaryLabel: string | null }

/** `StoppedByWorkerRestart` → `Stopped by worker restart`. */
export function readableName(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').split(' ')
  return words.map((word, index) => (index === 0 ? word : word.toLowerCase())).join(' ').replace(/^Http\b/, 'HTTP')
}

function enumLabel(members: Record<string, number>, value: number): string {
  const name = Object.keys(members).find((key) => members[key] === value)
  return name ? readableName(name) : String(value)
}

const known = (label: string, secondary: string | null = null): Lookup => ({ Label: label, SecondaryLabel: secondary })
const unknown = (id: string, what: string): Lookup => ({ Label: id, SecondaryLabel: `Unknown ${what}` })

async function functionLabel(db: Db, id: string): Promise<Lookup> {
  const [row] = await db.query<{ display_name: string; key: string }>(
    `SELECT display_name, key FROM functions WHERE id = $1
     UNION ALL (SELECT function_display_name, function_key FROM function_runs WHERE function_id = $1 LIMIT 1) LIMIT 1`,
    [id],
  )
  return row ? known(row.display_name, row.key) : unknown(id, 'function')
}

async function bindingLabel(db: Db, id: string): Promise<Lookup> {
  const [row] = await db.query<{ entity: string; operation: string; function_name: string }>(
    `SELECT coalesce(d.display_name_plural, b.entity_definition_name) AS entity, b.operation, f.display_name AS function_name
     FROM function_trigger_bindings b JOIN functions f ON f.id = b.function_id
     LEFT JOIN entity_definitions d ON d.name = b.entity_definition_name AND NOT d.is_pending_deletion
     WHERE b.id = $1 LIMIT 1`,
    [id],
  )
  return row ? known(`${row.entity}: ${row.operation}`, row.function_name) : unknown(id, 'trigger binding')
}

async function scheduleLabel(db: Db, id: string): Promise<Lookup> {
  const [row] = await db.query<{ name: string; cron_expression: string; time_zone: string | null }>(
    'SELECT name, cron_expression, time_zone FROM function_schedules WHERE id = $1',
    [id],
  )
  return row ? known(row.name, row.time_zone ? `${row.cron_expression} (${row.time_zone})` : row.cron_expression) : unknown(id, 'schedule')
}

async function actionLabel(db: Db, id: string): Promise<Lookup> {
  const [row] = await db.query<{ label: string; target: string | null }>(
    `SELECT label, entity_definition_name || ':' || action_key AS target FROM function_surface_actions WHERE id = $1
     UNION ALL (SELECT surface_action_label, action_target_key FROM function_runs
       WHERE surface_action_id = $1 AND surface_action_label IS NOT NULL LIMIT 1) LIMIT 1`,
    [id],
  )
  return row ? known(row.label, row.target) : unknown(id, 'action')
}

async function entityLabel(db: Db, id: string): Promise<Lookup> {
  const [row] = await db.query<{ display_name_plural: string; name: string }>(
    'SELECT display_name_plural, name FROM entity_definitions WHERE id = $1',
    [id],
  )
  return row ? known(row.display_name_plural, row.name) : unknown(id, 'entity definition')
}

/** The name of record `id` in what a run captured of its targets, if it shows it. */
export function recordNameIn(display: FunctionTargetDisplay | null | undefined, id: string): string | undefined {
  return display?.SelectedRecordsSample.find((record) => record.Id === id)?.DisplayName ?? (display?.PrimaryInstanceId === id ? display.Labels[0] : undefined)
}

/** The record's label as the latest run that showed it captured it. */
async function instanceLabel(db: Db, id: string): Promise<Lookup> {
  const [row] = await db.query<{ target_display: FunctionTargetDisplay | null }>(
    `SELECT target_display FROM function_runs WHERE entity_instance_id = $1 AND target_display IS NOT NULL
     ORDER BY started_at DESC, id DESC LIMIT 1`,
    [id],
  )
  const label = recordNameIn(row?.target_display, id)
  return label ? known(label, id) : known(id)
}

async function versionLabel(db: Db, id: string): Promise<Lookup> {
  const [row] = await db.query<{ version_number: number; display_name: string }>(
    `SELECT v.version_number, f.display_name FROM function_versions v JOIN functions f ON f.id = v.function_id WHERE v.id = $1
     UNION ALL (SELECT function_version_number, function_display_name FROM function_runs
       WHERE function_version_id = $1 AND function_version_number IS NOT NULL LIMIT 1) LIMIT 1`,
    [id],
  )
  return row ? known(`Version ${row.version_number}`, row.display_name) : unknown(id, 'function version')
}

async function userLabel(db: Db, id: string): Promise<Lookup> {
  if (id === automationActorId) return known('Automation')
  const [row] = await db.query<{ display_name: string; email: string | null; user_name: string }>(
    'SELECT display_name, email, user_name FROM users WHERE id = $1',
    [id],
  )
  return row ? known(row.display_name, row.email ?? row.user_name) : unknown(id, 'user')
}

async function clusterLabel(db: Db, key: string): Promise<Lookup> {
  const [row] = await db.query<{ function_display_name: string; error_type: string | null; message: string }>(
    `SELECT function_display_name, error_type, function_failure_message(coalesce(error_message, error_summary)) AS message
     FROM function_runs WHERE failure_cluster_key = $1 ORDER BY started_at DESC, id DESC LIMIT 1`,
    [key],
  )
  if (!row) return unknown(key, 'failure cluster')
  return known(row.error_type ? `${row.function_display_name}: ${row.error_type}` : row.function_display_name, row.message)
}

/** One label per active filter, in the order the contract lists the filters. */
export async function runFilterLabels(db: Db, filters: RunFilters): Promise<FilterLabel[]> {
  const { query, range, search } = filters
  const pending: Array<[RunFilterKey, Promise<Lookup> | Lookup]> = []
  const add = <V>(id: RunFilterKey, value: V | undefined, lookup: (value: V) => Promise<Lookup> | Lookup) => {
    if (value !== undefined) pending.push([id, lookup(value)])
  }
  add('Status', query.Status, (value) => known(enumLabel(RunStatus, value)))
  add('Statuses', query.Statuses?.length ? query.Statuses : undefined, (values) => known(values.map((value) => enumLabel(RunStatus, value)).join(', ')))
  add('ActionTargetScope', query.ActionTargetScope, (value) => known(enumLabel(ActionTargetScope, value)))
  add('FunctionId', query.FunctionId, (value) => functionLabel(db, value))
  add('Source', query.Source, (value) => known(enumLabel(ExecutionSource, value)))
  add('TriggerBindingId', query.TriggerBindingId, (value) => bindingLabel(db, value))
  add('ScheduleId', query.ScheduleId, (value) => scheduleLabel(db, value))
  add('FromUtc', range.from ?? undefined, (value) => known(iso(value)))
  add('ToUtc', range.to ?? undefined, (value) => known(iso(value)))
  add('SurfaceActionId', query.SurfaceActionId, (value) => actionLabel(db, value))
  add('EntityDefinitionId', query.EntityDefinitionId, (value) => entityLabel(db, value))
  add('EntityInstanceId', query.EntityInstanceId, (value) => instanceLabel(db, value))
  add('FunctionVersionId', query.FunctionVersionId, (value) => versionLabel(db, value))
  add('ActorUserId', query.ActorUserId, (value) => userLabel(db, value))
  add('OriginalUserId', query.OriginalUserId, (value) => userLabel(db, value))
  add('Search', search?.text, (value) => known(value))
  add('FailureClusterKey', query.FailureClusterKey, (value) => clusterLabel(db, value))
  const lookups = await Promise.all(pending.map(([, lookup]) => lookup))
  return pending.map(([id], index) => ({ Id: id, ...lookups[index]! }))
}
