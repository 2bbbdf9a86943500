import type { Db, SqlValue } from '../../../db'
import type { FunctionTargetDisplay } from '../types'

/**
 * The values run filters take, by name: what a filter's id names (for the labels of active
 * filters), and the values some run carries (for the pickers; an index probe each, migration 0005).
 * A value the catalog no longer has is named as the runs captured it.
 */

export async function findFunctionName(db: Db, id: string): Promise<{ displayName: string; key: string } | null> {
  const [row] = await db.query<{ display_name: string; key: string }>(
    `SELECT display_name, key FROM functions WHERE id = $1
     UNION ALL (SELECT function_display_name, function_key FROM function_runs WHERE function_id = $1 LIMIT 1) LIMIT 1`,
    [id],
  )
  return row ? { displayName: row.display_name, key: row.key } : null
}

export async function findBindingName(db: Db, id: string): Promise<{ entity: string; operation: string; functionName: string } | null> {
  const [row] = await db.query<{ entity: string; operation: string; function_name: string }>(
    `SELECT coalesce(d.display_name_plural, b.entity_definition_name) AS entity, b.operation, f.display_name AS function_name
     FROM function_trigger_bindings b JOIN functions f ON f.id = b.function_id
     LEFT JOIN entity_definitions d ON d.name = b.entity_definition_name AND NOT d.is_pending_deletion
     WHERE b.id = $1 LIMIT 1`,
    [id],
  )
  return row ? { entity: row.entity, operation: row.operation, functionName: row.function_name } : null
}

export async function findScheduleName(db: Db, id: string): Promise<{ name: string; cronExpression: string; timeZone: string | null } | null> {
  const [row] = await db.query<{ name: string; cron_expression: string; time_zone: string | null }>(
    'SELECT name, cron_expression, time_zone FROM function_schedules WHERE id = $1',
    [id],
  )
  return row ? { name: row.name, cronExpression: row.cron_expression, timeZone: row.time_zone } : null
}

/** The action's label and target (`entity:action`). */
export async function findActionName(db: Db, id: string): Promise<{ label: string; target: string | null } | null> {
  const [row] = await db.query<{ label: string; target: string | null }>(
    `SELECT label, entity_definition_name || ':' || action_key AS target FROM function_surface_actions WHERE id = $1
     UNION ALL (SELECT surface_action_label, action_target_key FROM function_runs
       WHERE surface_action_id = $1 AND surface_action_label IS NOT NULL LIMIT 1) LIMIT 1`,
    [id],
  )
  return row ?? null
}

export async function findEntityDefinitionName(db: Db, id: string): Promise<{ displayNamePlural: string; name: string } | null> {
  const [row] = await db.query<{ display_name_plural: string; name: string }>(
    'SELECT display_name_plural, name FROM entity_definitions WHERE id = $1',
    [id],
  )
  return row ? { displayNamePlural: row.display_name_plural, name: row.name } : null
}

/** What the latest run that showed record `id` captured of its targets. */
export async function findLatestTargetDisplay(db: Db, id: string): Promise<FunctionTargetDisplay | null> {
  const [row] = await db.query<{ target_display: FunctionTargetDisplay | null }>(
    `SELECT target_display FROM function_runs WHERE entity_instance_id = $1 AND target_display IS NOT NULL
     ORDER BY started_at DESC, id DESC LIMIT 1`,
    [id],
  )
  return row?.target_display ?? null
}

export async function findVersionName(db: Db, id: string): Promise<{ versionNumber: number; functionDisplayName: string } | null> {
  const [row] = await db.query<{ version_number: number; display_name: string }>(
    `SELECT v.version_number, f.display_name FROM function_versions v JOIN functions f ON f.id = v.function_id WHERE v.id = $1
     UNION ALL (SELECT function_version_number, function_display_name FROM function_runs
       WHERE function_version_id = $1 AND function_version_number IS NOT NULL LIMIT 1) LIMIT 1`,
    [id],
  )
  return row ? { versionNumber: row.version_number, functionDisplayName: row.display_name } : null
}

export async function findUserName(db: Db, id: string): Promise<{ displayName: string; email: string | null; userName: string } | null> {
  const [row] = await db.query<{ display_name: string; email: string | null; user_name: string }>(
    'SELECT display_name, email, user_name FROM users WHERE id = $1',
    [id],
  )
  return row ? { displayName: row.display_name, email: row.email, userName: row.user_name } : null
}

/** Records come from this many recent runs with a record: enough for a picker, bounded on any history. */
const recentRunsWithRecords = 5_000

/** `%word%` for ILIKE, with the pattern characters of the search taken literally. */
function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

class Params {
  readonly values: SqlValue[] = []
  add(value: SqlValue): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

export interface RunUser {
  id: string
  /** Null for a user the workspace no longer knows. */
  displayName: string | null
  email: string | null
  userName: string | null
}

/**
 * The users runs carry as actor or original user, also those the workspace no longer knows (their
 * runs stay): the distinct ids are read by skipping through the column's index, one probe per user.
 * Search matches words of the name, or an exact id (so a picker can name a value from a link).
 */
export async function listRunUsers(db: Db, role: 'actor' | 'original', search: string, limit: number): Promise<RunUser[]> {
  const column = role === 'actor' ? 'actor_user_id' : 'original_user_id'
  const params = new Params()
  let match = ''
  if (search) {
    const id = params.add(search)
    const words = params.add(containsPattern(search))
    match = `AND (ids.id = ${id} OR coalesce(u.display_name, ids.id) ILIKE ${words} OR u.user_name ILIKE ${words} OR coalesce(u.email, '') ILIKE ${words})`
  }
  const rows = await db.query<{ id: string; display_name: string | null; email: string | null; user_name: string | null }>(
    `WITH RECURSIVE ids AS (
       (SELECT ${column} AS id FROM function_runs WHERE ${column} IS NOT NULL ORDER BY ${column} LIMIT 1)
       UNION ALL
       SELECT (SELECT r.${column} FROM function_runs r WHERE r.${column} > ids.id ORDER BY r.${column} LIMIT 1) FROM ids WHERE ids.id IS NOT NULL
     )
     SELECT ids.id, u.display_name, u.email, u.user_name FROM ids LEFT JOIN users u ON u.id = ids.id
     WHERE ids.id IS NOT NULL ${match}
     ORDER BY u.display_name IS NULL, lower(coalesce(u.display_name, ids.id)), ids.id LIMIT ${params.add(limit)}`,
    params.values,
  )
  return rows.map((row) => ({ id: row.id, displayName: row.display_name, email: row.email, userName: row.user_name }))
}

/** The entity definitions some run carries, by plural name. */
export async function listRunEntityDefinitions(db: Db, search: string, limit: number): Promise<Array<{ id: string; displayNamePlural: string; name: string }>> {
  const params = new Params()
  let match = ''
  if (search) {
    const id = params.add(search)
    const words = params.add(containsPattern(search))
    match = `AND (d.id = ${id} OR d.display_name_plural ILIKE ${words} OR d.name ILIKE ${words})`
  }
  const rows = await db.query<{ id: string; display_name_plural: string; name: string }>(
    `SELECT d.id, d.display_name_plural, d.name FROM entity_definitions d
     WHERE EXISTS (SELECT 1 FROM function_runs r WHERE r.entity_definition_id = d.id) ${match}
     ORDER BY lower(d.display_name_plural), d.id LIMIT ${params.add(limit)}`,
    params.values,
  )
  return rows.map((row) => ({ id: row.id, displayNamePlural: row.display_name_plural, name: row.name }))
}

/** The entity UI actions some run carries, by label, with the entity they belong to. */
export async function listRunSurfaceActions(
  db: Db,
  search: string,
  entityDefinitionId: string | undefined,
  limit: number,
): Promise<Array<{ id: string; label: string; entity: string }>> {
  const params = new Params()
  const conditions = ['EXISTS (SELECT 1 FROM function_runs r WHERE r.surface_action_id = a.id)']
  if (search) {
    const id = params.add(search)
    const words = params.add(containsPattern(search))
    conditions.push(`(a.id = ${id} OR a.label ILIKE ${words} OR a.action_key ILIKE ${words} OR coalesce(d.display_name_plural, a.entity_definition_name) ILIKE ${words})`)
  }
  if (entityDefinitionId) conditions.push(`d.id = ${params.add(entityDefinitionId)}`)
  return db.query<{ id: string; label: string; entity: string }>(
    `SELECT a.id, a.label, coalesce(d.display_name_plural, a.entity_definition_name) AS entity FROM function_surface_actions a
     LEFT JOIN entity_definitions d ON d.name = a.entity_definition_name AND NOT d.is_pending_deletion
     WHERE ${conditions.join(' AND ')}
     ORDER BY lower(a.label), a.id LIMIT ${params.add(limit)}`,
    params.values,
  )
}

/** Records of recent runs, newest first, with what the latest of those runs captured of its targets. */
export async function listRecentRunRecords(
  db: Db,
  search: string,
  entityDefinitionId: string | undefined,
  limit: number,
): Promise<Array<{ instanceId: string; targetDisplay: FunctionTargetDisplay | null; entity: string | null }>> {
  const params = new Params()
  const conditions = ['entity_instance_id IS NOT NULL']
  if (entityDefinitionId) conditions.push(`entity_definition_id = ${params.add(entityDefinitionId)}`)
  if (search) conditions.push(`(entity_instance_id = ${params.add(search)} OR target_display::text ILIKE ${params.add(containsPattern(search))})`)
  const rows = await db.query<{ entity_instance_id: string; target_display: FunctionTargetDisplay | null; entity: string | null }>(
    `SELECT recent.entity_instance_id, recent.target_display, d.display_name_plural AS entity
     FROM (SELECT DISTINCT ON (entity_instance_id) entity_instance_id, entity_definition_id, target_display, started_at
           FROM (SELECT entity_instance_id, entity_definition_id, target_display, started_at, id FROM function_runs
                 WHERE ${conditions.join(' AND ')} ORDER BY started_at DESC, id DESC LIMIT ${recentRunsWithRecords}) runs
           ORDER BY entity_instance_id, started_at DESC) recent
     LEFT JOIN entity_definitions d ON d.id = recent.entity_definition_id
     ORDER BY recent.started_at DESC LIMIT ${params.add(limit)}`,
    params.values,
  )
  return rows.map((row) => ({ instanceId: row.entity_instance_id, targetDisplay: row.target_display, entity: row.entity }))
}

/** Publications or HTTP endpoints by key (or exact id), with their function's name. */
export async function listConfiguredBindings(
  db: Db,
  table: 'function_publications' | 'function_http_endpoints',
  search: string,
  limit: number,
): Promise<Array<{ id: string; key: string; functionName: string }>> {
  const params = new Params()
  const match = search ? `WHERE b.id = ${params.add(search)} OR b.key ILIKE ${params.add(containsPattern(search))}` : ''
  return db.query<{ id: string; key: string; functionName: string }>(
    `SELECT b.id, b.key, f.display_name AS "functionName" FROM ${table} b JOIN functions f ON f.id = b.function_id
     ${match} ORDER BY b.key LIMIT ${params.add(limit)}`,
    params.values,
  )
}

export async function findConfiguredBindingName(db: Db, table: 'function_publications' | 'function_http_endpoints', id: string): Promise<{ key: string; functionName: string } | null> {
  const [row] = await db.query<{ key: string; functionName: string }>(
    `SELECT b.key, f.display_name AS "functionName" FROM ${table} b JOIN functions f ON f.id = b.function_id WHERE b.id = $1`,
    [id],
  )
  return row ?? null
}
