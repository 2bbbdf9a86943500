import type { Db } from '../../db'
import { appContextOf } from '../../platform/appContext'
import { defineRegistry } from '../../platform/registry'

/**
 * What the host needs to know of an entity definition to bind triggers and actions to it. The
 * entities module contributes the lookup (it builds on the host's job queue, so the host never
 * imports it).
 */
export interface BoundDefinition {
  Id: string
  Name: string
  DisplayNamePlural: string
}

export type DefinitionLookup = (db: Db, idOrName: string) => Promise<BoundDefinition | null>

export const definitionLookupRegistry = defineRegistry<DefinitionLookup>('entity definition lookups')

/** The definition by id or name; null when there is none or no entity storage is installed. */
export async function definitionOf(db: Db, idOrName: string): Promise<BoundDefinition | null> {
  const [lookup] = appContextOf(db).contributions(definitionLookupRegistry)
  if (!lookup) return null
  try {
    return await lookup(db, idOrName)
  } catch {
    // The entity tables may not exist in this installation yet.
    return null
  }
}
