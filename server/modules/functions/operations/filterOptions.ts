import type { Db } from '../../../db'
import { automationActorId } from '../mappers'
import { recordNameIn } from './filterLabels'
import { listConfiguredBindings, listRecentRunRecords, listRunEntityDefinitions, listRunSurfaceActions, listRunUsers } from './filterValues.repo'

/**
 * The values a run filter can take, by name, for the pickers of the run and job lists: only users,
 * entity definitions, actions and records that some run carries (an index probe each, migration
 * 0005). Search matches words of the name, or an exact id (so a picker can name a value from a link).
 */

export type FilterOptionKind = 'Actor' | 'OriginalUser' | 'EntityDefinition' | 'SurfaceAction' | 'EntityInstance' | 'Publication' | 'HttpEndpoint'

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

/** The users runs carry as `role`, also those the workspace no longer knows (their runs stay). */
async function users(db: Db, role: 'actor' | 'original', search: string, limit: number): Promise<FilterOption[]> {
  const rows = await listRunUsers(db, role, search, limit)
  const options = rows.map((row) =>
    row.displayName === null ? { Id: row.id, Label: row.id, SecondaryLabel: 'Missing user' } : { Id: row.id, Label: row.displayName, SecondaryLabel: row.email ?? row.userName },
  )
  // Runs of schedules and triggers without a user: the list shows them as the automation actor.
  const automation = { Id: automationActorId, Label: 'Automation', SecondaryLabel: 'Schedules and triggers' }
  const wantsAutomation = !search || search === automationActorId || 'automation'.includes(search.toLowerCase())
  return role === 'actor' && wantsAutomation ? [automation, ...options].slice(0, limit) : options
}

async function entityDefinitions(db: Db, search: string, limit: number): Promise<FilterOption[]> {
  const rows = await listRunEntityDefinitions(db, search, limit)
  return rows.map((row) => ({ Id: row.id, Label: row.displayNamePlural, SecondaryLabel: row.name }))
}

async function surfaceActions(db: Db, search: string, entityDefinitionId: string | undefined, limit: number): Promise<FilterOption[]> {
  const rows = await listRunSurfaceActions(db, search, entityDefinitionId, limit)
  return rows.map((row) => ({ Id: row.id, Label: row.label, SecondaryLabel: row.entity }))
}

/** Publications or HTTP endpoints by key, with the function they run. */
async function configured(db: Db, table: 'function_publications' | 'function_http_endpoints', search: string, limit: number): Promise<FilterOption[]> {
  const rows = await listConfiguredBindings(db, table, search, limit)
  return rows.map((row) => ({ Id: row.id, Label: row.key, SecondaryLabel: row.functionName }))
}

/** Records of recent runs, newest first, named as the runs captured them. */
async function entityInstances(db: Db, search: string, entityDefinitionId: string | undefined, limit: number): Promise<FilterOption[]> {
  const rows = await listRecentRunRecords(db, search, entityDefinitionId, limit)
  return rows.map((row) => {
    const name = recordNameIn(row.targetDisplay, row.instanceId)
    return { Id: row.instanceId, Label: name ?? row.instanceId, SecondaryLabel: name ? row.entity : null }
  })
}

export function listRunFilterOptions(db: Db, query: FilterOptionQuery): Promise<FilterOption[]> {
  const search = query.Search?.trim() ?? ''
  const limit = query.Limit ?? 20
  switch (query.Kind) {
    case 'Actor':
      return users(db, 'actor', search, limit)
    case 'OriginalUser':
      return users(db, 'original', search, limit)
    case 'EntityDefinition':
      return entityDefinitions(db, search, limit)
    case 'SurfaceAction':
      return surfaceActions(db, search, query.EntityDefinitionId, limit)
    case 'EntityInstance':
      return entityInstances(db, search, query.EntityDefinitionId, limit)
    case 'Publication':
      return configured(db, 'function_publications', search, limit)
    case 'HttpEndpoint':
      return configured(db, 'function_http_endpoints', search, limit)
  }
}
