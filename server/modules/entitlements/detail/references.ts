import type { Db } from '../../../db'
import { loadRecordModel, type RecordDefinition, lookupItems } from '../../entities'
import { definitionVersions } from './definitions.repo'
import type { EntityReference } from './detail.types'

/** A record an entitlement points at, with the display text captured when it was issued. */
export interface RecordPointer {
  definitionId: string
  instanceId: string
  capturedDisplayName: string
}

const key = (definitionId: string, instanceId: string): string => `${definitionId}\u0000${instanceId}`

/**
 * Record views of the owner and resource definitions, reused while the definition's RowVersion (renewed
 * by every schema change) stays: every detail answer (each adjust too) needs their display text, and
 * loading a definition costs nine queries where checking its version costs one.
 */
const definitions = new Map<string, { rowVersion: string; definition: RecordDefinition | null }>()
const maxCachedDefinitions = 50

async function currentDefinitions(db: Db, ids: string[]): Promise<Map<string, RecordDefinition>> {
  const found = new Map<string, RecordDefinition>()
  for (const [id, rowVersion] of await definitionVersions(db, ids)) {
    let cached = definitions.get(id)
    if (cached?.rowVersion !== rowVersion) {
      cached = { rowVersion, definition: await loadRecordModel(db, id) }
      if (definitions.size >= maxCachedDefinitions) definitions.delete(definitions.keys().next().value!)
      definitions.set(id, cached)
    }
    if (cached.definition) found.set(id, cached.definition)
  }
  return found
}

/**
 * Entity references with the records' current display text, one lookup per definition. A record
 * (or definition) that is gone keeps the text captured at issue, else its id.
 */
export async function resolveReferences(db: Db, pointers: RecordPointer[]): Promise<EntityReference[]> {
  const idsByDefinition = new Map<string, Set<string>>()
  for (const pointer of pointers) idsByDefinition.set(pointer.definitionId, (idsByDefinition.get(pointer.definitionId) ?? new Set()).add(pointer.instanceId))
  const loaded = await currentDefinitions(db, [...idsByDefinition.keys()])
  const labels = new Map<string, string>()
  for (const [definitionId, ids] of idsByDefinition) {
    const definition = loaded.get(definitionId)
    if (!definition) continue
    for (const item of await lookupItems(db, definition, [...ids])) labels.set(key(definitionId, item.Id), item.DisplayName)
  }
  return pointers.map((pointer) => ({
    EntityDefinitionId: pointer.definitionId,
    EntityDisplayName: loaded.get(pointer.definitionId)?.displayNameSingular ?? '',
    EntityInstanceId: pointer.instanceId,
    DisplayName: labels.get(key(pointer.definitionId, pointer.instanceId)) ?? (pointer.capturedDisplayName || pointer.instanceId),
  }))
}
