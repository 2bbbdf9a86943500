import type { Db } from '../../db'

/**
 * What the host needs to know of an entity definition to bind triggers and actions to it. The
 * entities module provides the lookup (it builds on the host's job queue, so the host never
 * imports it).
 */
export interface BoundDefinition {
  Id: string
  Name: string
  DisplayNamePlural: string
}

export type DefinitionLookup = (db: Db, idOrName: string) => Promise<BoundDefinition | null>

const lookups: DefinitionLookup[] = []

export function provideDefinitionLookup(lookup: DefinitionLookup): void {
  lookups.splice(0, lookups.length, lookup)
}

/** The definition by id or name; null when there is none or no entity storage is installed. */
export async function definitionOf(db: Db, idOrName: string): Promise<BoundDefinition | null> {
  const [lookup] = lookups
  if (!lookup) return null
  try {
    return await lookup(db, idOrName)
  } catch {
    // The entity tables may not exist in this installation yet.
    return null
  }
}
