import type { Db } from '../../../db'
import { iso } from '../../../platform/values'
import { automationActorId } from '../mappers'
import { ActionTargetScope, ExecutionSource, RunStatus } from '../model'
import type { FunctionTargetDisplay } from '../types'
import { findLatestClusterRun } from './failureClusters.repo'
import {
  findActionName,
  findBindingName,
  findConfiguredBindingName,
  findEntityDefinitionName,
  findFunctionName,
  findLatestTargetDisplay,
  findScheduleName,
  findUserName,
  findVersionName,
} from './filterValues.repo'
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
  const fn = await findFunctionName(db, id)
  return fn ? known(fn.displayName, fn.key) : unknown(id, 'function')
}

async function bindingLabel(db: Db, id: string): Promise<Lookup> {
  const binding = await findBindingName(db, id)
  return binding ? known(`${binding.entity}: ${binding.operation}`, binding.functionName) : unknown(id, 'trigger binding')
}

async function scheduleLabel(db: Db, id: string): Promise<Lookup> {
  const schedule = await findScheduleName(db, id)
  return schedule
    ? known(schedule.name, schedule.timeZone ? `${schedule.cronExpression} (${schedule.timeZone})` : schedule.cronExpression)
    : unknown(id, 'schedule')
}

async function actionLabel(db: Db, id: string): Promise<Lookup> {
  const action = await findActionName(db, id)
  return action ? known(action.label, action.target) : unknown(id, 'action')
}

async function configuredLabel(db: Db, table: 'function_publications' | 'function_http_endpoints', id: string): Promise<Lookup> {
  const binding = await findConfiguredBindingName(db, table, id)
  return binding ? known(binding.key, binding.functionName) : unknown(id, table === 'function_publications' ? 'publication' : 'HTTP endpoint')
}

async function entityLabel(db: Db, id: string): Promise<Lookup> {
  const definition = await findEntityDefinitionName(db, id)
  return definition ? known(definition.displayNamePlural, definition.name) : unknown(id, 'entity definition')
}

/** The name of record `id` in what a run captured of its targets, if it shows it. */
export function recordNameIn(display: FunctionTargetDisplay | null | undefined, id: string): string | undefined {
  return display?.SelectedRecordsSample.find((record) => record.Id === id)?.DisplayName ?? (display?.PrimaryInstanceId === id ? display.Labels[0] : undefined)
}

/** The record's label as the latest run that showed it captured it. */
async function instanceLabel(db: Db, id: string): Promise<Lookup> {
  const label = recordNameIn(await findLatestTargetDisplay(db, id), id)
  return label ? known(label, id) : known(id)
}

async function versionLabel(db: Db, id: string): Promise<Lookup> {
  const version = await findVersionName(db, id)
  return version ? known(`Version ${version.versionNumber}`, version.functionDisplayName) : unknown(id, 'function version')
}

async function userLabel(db: Db, id: string): Promise<Lookup> {
  if (id === automationActorId) return known('Automation')
  const user = await findUserName(db, id)
  return user ? known(user.displayName, user.email ?? user.userName) : unknown(id, 'user')
}

async function clusterLabel(db: Db, key: string): Promise<Lookup> {
  const run = await findLatestClusterRun(db, key)
  if (!run) return unknown(key, 'failure cluster')
  return known(run.errorType ? `${run.functionDisplayName}: ${run.errorType}` : run.functionDisplayName, run.message)
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
  add('PublicationId', query.PublicationId, (value) => configuredLabel(db, 'function_publications', value))
  add('HttpEndpointId', query.HttpEndpointId, (value) => configuredLabel(db, 'function_http_endpoints', value))
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
