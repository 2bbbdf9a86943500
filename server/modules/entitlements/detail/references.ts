import type { Db } from '../../../db'
import { cachedRecordModel, lookupItems } from '../../entities'
import type { EntityReference } from './detail.types'

/** A record an entitlement points at, with the display text captured when it was issued. */
export interface RecordPointer {
  definitionId: string
  instanceId: string
  capturedDisplayName: string
}

const key = (definitionId: string, instanceId: string): string => `${definitionId}\u0000${instanceId}`

/**
 * Entity references with the records' current display text, one lookup per definition. A record
 * (or definition) that is gone keeps the text captured at issue, else its id.
 */
export async function resolveReferences(db: Db, pointers: RecordPointer[]): Promise<EntityReference[]> {
  const idsByDefinition = new Map<string, Set<string>>()
  for (const pointer of pointers) idsByDefinition.set(pointer.definitionId, (idsByDefinition.get(pointer.definitionId) ?? new Set()).add(pointer.instanceId))
  const labels = new Map<string, string>()
  const names = new Map<string, string>()
  for (const [definitionId, ids] of idsByDefinition) {
    // The record view is kept while the definition's RowVersion stays (one query, not eleven).
    const definition = await cachedRecordModel(db, definitionId)
    if (!definition) continue
    names.set(definitionId, definition.displayNameSingular)
    for (const item of await lookupItems(db, definition, [...ids])) labels.set(key(definitionId, item.Id), item.DisplayName)
  }
  return pointers.map((pointer) => ({
    EntityDefinitionId: pointer.definitionId,
    EntityDisplayName: names.get(pointer.definitionId) ?? '',
    EntityInstanceId: pointer.instanceId,
    DisplayName: labels.get(key(pointer.definitionId, pointer.instanceId)) ?? (pointer.capturedDisplayName || pointer.instanceId),
  }))
}
