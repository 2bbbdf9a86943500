import type { Db, SqlValue } from '../../../db'
import { automationActorId } from '../mappers'
import type { FunctionTargetDisplay } from '../types'
import { recordNameIn } from './filterLabels'

/**
 * The values a run filter can take, by name, for the pickers of the run and job lists: only users,
 * entity definitions, actions and records that some run carries (an index probe each, migration
 * 0005). Search matches words of the name, or an exact id (so a picker can name a value from a link).
 */

export type FilterOptionKind = 'Actor' | 'OriginalUser' | 'EntityDefinition' | 'SurfaceAction' | 'EntityInstance'

export interface FilterOptionQuery {
  Kind: FilterOptionKind
  Search?: string
  EntityDefinitionId?: string
  Limit?: number
}

export interface FilterOption {
  Id: string
  Label: string
  SecondaryLabel: string | null
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

/**
 * The users runs carry in `column`, also those the workspace no longer knows (their runs stay):
 * the distinct ids are read by skipping through the column's index, one probe per user.
 */
async function users(db: Db, column: 'actor_user_id' | 'original_user_id', search: string, limit: number): Promise<FilterOption[]> {
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
  const options = rows.map((row) =>
    row.display_name === null ? { Id: row.id, Label: row.id, SecondaryLabel: 'Missing user' } : { Id: row.id, Label: row.display_name, SecondaryLabel: row.email ?? row.user_name },
  )
  // Runs of schedules and triggers without a user: the list shows them as the automation actor.
  const automation = { Id: automationActorId, Label: 'Automation', SecondaryLabel: 'Schedules and triggers' }
  const wantsAutomation = !search || search === automationActorId || 'automation'.includes(search.toLowerCase())
  return column === 'actor_user_id' && wantsAutomation ? [automation, ...options].slice(0, limit) : options
}

async function entityDefinitions(db: Db, search: string, limit: number): Promise<FilterOption[]> {
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
  return rows.map((row) => ({ Id: row.id, Label: row.display_name_plural, SecondaryLabel: row.name }))
}

async function surfaceActions(db: Db, search: string, entityDefinitionId: string | undefined, limit: number): Promise<FilterOption[]> {
  const params = new Params()
  const conditions = ['EXISTS (SELECT 1 FROM function_runs r WHERE r.surface_action_id = a.id)']
  if (search) {
    const id = params.add(search)
    const words = params.add(containsPattern(search))
    conditions.push(`(a.id = ${id} OR a.label ILIKE ${words} OR a.action_key ILIKE ${words} OR coalesce(d.display_name_plural, a.entity_definition_name) ILIKE ${words})`)
  }
  if (entityDefinitionId) conditions.push(`d.id = ${params.add(entityDefinitionId)}`)
  const rows = await db.query<{ id: string; label: string; entity: string }>(
    `SELECT a.id, a.label, coalesce(d.display_name_plural, a.entity_definition_name) AS entity FROM function_surface_actions a
     LEFT JOIN entity_definitions d ON d.name = a.entity_definition_name AND NOT d.is_pending_deletion
     WHERE ${conditions.join(' AND ')}
     ORDER BY lower(a.label), a.id LIMIT ${params.add(limit)}`,
    params.values,
  )
  return rows.map((row) => ({ Id: row.id, Label: row.label, SecondaryLabel: row.entity }))
}

/** Records of recent runs, newest first, named as the runs captured them. */
async function entityInstances(db: Db, search: string, entityDefinitionId: string | undefined, limit: number): Promise<FilterOption[]> {
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
  return rows.map((row) => {
    const name = recordNameIn(row.target_display, row.entity_instance_id)
    return { Id: row.entity_instance_id, Label: name ?? row.entity_instance_id, SecondaryLabel: name ? row.entity : null }
  })
}

export function listRunFilterOptions(db: Db, query: FilterOptionQuery): Promise<FilterOption[]> {
  const search = query.Search?.trim() ?? ''
  const limit = query.Limit ?? 20
  switch (query.Kind) {
    case 'Actor':
      return users(db, 'actor_user_id', search, limit)
    case 'OriginalUser':
      return users(db, 'original_user_id', search, limit)
    case 'EntityDefinition':
      return entityDefinitions(db, search, limit)
    case 'SurfaceAction':
      return surfaceActions(db, search, query.EntityDefinitionId, limit)
    case 'EntityInstance':
      return entityInstances(db, search, query.EntityDefinitionId, limit)
  }
}
