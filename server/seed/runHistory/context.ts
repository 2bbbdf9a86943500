import type { Db } from '../../db'
import { findFunction, versionIdOf, type CatalogFunction } from '../../modules/functions'

/** What the demo history refers to, read from the seeded workspace: catalog, automation, people. */

const dayMs = 86_400_000

export interface HistoryVersion {
  id: string
  number: number
  createdAt: number
}

/** A catalog function as the history needs it: its settings and every version with its date. */
export interface HistoryFunction
  extends Pick<CatalogFunction, 'id' | 'key' | 'displayName' | 'supportsCancellation' | 'timeoutMs' | 'maxAttempts' | 'requiredPermission'> {
  /** The endpoint the function's code declares (seeded as `ep-<key>`). */
  httpEndpointKey: string | null
  /** Oldest first. */
  versions: HistoryVersion[]
}

export interface HistorySchedule {
  id: string
  name: string
  functionKey: string
  cronExpression: string
  timeZone: string | null
  arguments: Record<string, unknown>
}

export interface HistoryBinding {
  id: string
  entityName: string
  operation: string
  functionKey: string
}

export interface HistoryAction {
  id: string
  entityName: string
  actionKey: string
  label: string
  functionKey: string
  targetScope: number
}

export interface HistoryUser {
  id: string
  userName: string
  permissions: ReadonlySet<string>
}

export interface HistoryContext {
  now: number
  workspaceTimeZone: string
  functions: ReadonlyMap<string, HistoryFunction>
  schedules: ReadonlyMap<string, HistorySchedule>
  bindings: ReadonlyMap<string, HistoryBinding>
  actions: ReadonlyMap<string, HistoryAction>
  /** Entity definition ids by Name (only those that exist). */
  definitions: ReadonlyMap<string, string>
  users: ReadonlyMap<string, HistoryUser>
}

/**
 * When each catalog version was released, in days before the seed: the history then shows a
 * version change with a story (export-report 2 fixed a crash, import-legacy-orders 3 started
 * failing on legacy currencies, recalculate-contract-totals 4 ended edit conflicts).
 */
const releases: ReadonlyArray<readonly [key: string, version: number, daysAgo: number]> = [
  ['recalculate-contract-totals', 1, 150], ['recalculate-contract-totals', 2, 95], ['recalculate-contract-totals', 3, 40],
  ['recalculate-contract-totals', 4, 6],
  ['export-report', 1, 120], ['export-report', 2, 12],
  ['import-legacy-orders', 1, 200], ['import-legacy-orders', 2, 70], ['import-legacy-orders', 3, 18],
  ['validate-customer-data', 1, 90], ['sync-ledger', 1, 110], ['rebuild-search-index', 1, 80], ['nightly-cleanup', 1, 130],
  ['webhook-receiver', 1, 60],
]

/** Dates the catalog's versions as the demo story has them (only versions the catalog has). */
export async function dateDemoVersions(db: Db, now: Date): Promise<void> {
  await db.query(
    `UPDATE function_versions v SET created_at = x.created_at
     FROM jsonb_to_recordset($1::jsonb) AS x(id text, created_at timestamptz) WHERE v.id = x.id`,
    [JSON.stringify(releases.map(([key, version, daysAgo]) => ({ id: versionIdOf(key, version), created_at: new Date(now.getTime() - daysAgo * dayMs).toISOString() })))],
  )
}

export async function loadHistoryContext(db: Db, now: Date): Promise<HistoryContext> {
  const versionRows = await db.query<{ id: string; function_id: string; version_number: number; created_at: Date | string }>(
    'SELECT * FROM function_versions ORDER BY function_id, version_number',
  )
  const functions = new Map<string, HistoryFunction>()
  const functionRows = await db.query<{ id: string; key: string }>('SELECT id, key FROM functions ORDER BY key')
  for (const row of functionRows) {
    const fn = await findFunction(db, 'id', row.id)
    if (!fn) continue
    const versions = versionRows
      .filter((version) => version.function_id === fn.id)
      .map((version) => ({ id: version.id, number: version.version_number, createdAt: new Date(version.created_at).getTime() }))
    functions.set(fn.key, { ...fn, httpEndpointKey: fn.implementation.httpEndpointKey ?? null, versions })
  }
  const keyOf = (functionId: string) => functionRows.find((row) => row.id === functionId)?.key ?? ''

  const schedules = new Map<string, HistorySchedule>()
  for (const row of await db.query<{ id: string; name: string; function_id: string; cron_expression: string; time_zone: string | null; arguments: Record<string, unknown> | null }>(
    'SELECT id, name, function_id, cron_expression, time_zone, arguments FROM function_schedules ORDER BY id',
  )) {
    schedules.set(row.id, { id: row.id, name: row.name, functionKey: keyOf(row.function_id), cronExpression: row.cron_expression, timeZone: row.time_zone, arguments: row.arguments ?? {} })
  }
  const bindings = new Map<string, HistoryBinding>()
  for (const row of await db.query<{ id: string; entity_definition_name: string; operation: string; function_id: string }>(
    'SELECT id, entity_definition_name, operation, function_id FROM function_trigger_bindings ORDER BY id',
  )) {
    bindings.set(row.id, { id: row.id, entityName: row.entity_definition_name, operation: row.operation, functionKey: keyOf(row.function_id) })
  }
  const actions = new Map<string, HistoryAction>()
  for (const row of await db.query<{ id: string; entity_definition_name: string; action_key: string; label: string; function_id: string; target_scope: number }>(
    'SELECT id, entity_definition_name, action_key, label, function_id, target_scope FROM function_surface_actions ORDER BY id',
  )) {
    actions.set(row.id, { id: row.id, entityName: row.entity_definition_name, actionKey: row.action_key, label: row.label, functionKey: keyOf(row.function_id), targetScope: row.target_scope })
  }
  const definitions = new Map<string, string>()
  for (const row of await db.query<{ id: string; name: string }>('SELECT id, name FROM entity_definitions')) definitions.set(row.name, row.id)

  const users = new Map<string, HistoryUser>()
  const permissionRows = await db.query<{ id: string; user_name: string; permission_key: string | null }>(
    `SELECT u.id, u.user_name, rp.permission_key FROM users u
     LEFT JOIN user_roles ur ON ur.user_id = u.id LEFT JOIN role_permissions rp ON rp.role_id = ur.role_id ORDER BY u.id`,
  )
  for (const row of permissionRows) {
    const user = users.get(row.id) ?? { id: row.id, userName: row.user_name, permissions: new Set<string>() }
    if (row.permission_key) (user.permissions as Set<string>).add(row.permission_key)
    users.set(row.id, user)
  }
  const [settings] = await db.query<{ time_zone: string }>('SELECT time_zone FROM workspace_settings WHERE id = 1')
  return { now: now.getTime(), workspaceTimeZone: settings?.time_zone ?? 'UTC', functions, schedules, bindings, actions, definitions, users }
}

/** The version a run started at `at` captured: the newest released by then. */
export function versionAt(fn: HistoryFunction, at: number): HistoryVersion | null {
  let current: HistoryVersion | null = fn.versions[0] ?? null
  for (const version of fn.versions) if (version.createdAt <= at) current = version
  return current
}
