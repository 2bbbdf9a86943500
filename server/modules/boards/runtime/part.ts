import type { Db } from '../../../db'
import { loadDefinitionModel, type DefinitionModel, type RecordDefinition, toRecordDefinition } from '../../entities'
import { definitionRowVersion } from '../shared/definitions.repo'

/** A board's owned Part definition: the schema of its items' board data. */
export interface PartDefinition {
  model: DefinitionModel
  record: RecordDefinition
}

// Every schema change moves the definition's row version, so a loaded model is reused until then:
// a request reads one row instead of the whole model. Ids are random, so one map serves every database.
const loaded = new Map<string, { version: string; part: PartDefinition }>()
const maxLoaded = 200

export async function loadPartDefinition(db: Db, definitionId: string): Promise<PartDefinition> {
  const version = await definitionRowVersion(db, definitionId)
  if (version === null) throw new Error(`The board's data definition "${definitionId}" is missing.`)
  const cached = loaded.get(definitionId)
  if (cached?.version === version) return cached.part
  const model = await loadDefinitionModel(db, definitionId)
  if (!model) throw new Error(`The board's data definition "${definitionId}" is missing.`)
  const part = { model, record: toRecordDefinition(model) }
  if (loaded.size >= maxLoaded) loaded.delete(loaded.keys().next().value as string)
  loaded.set(definitionId, { version, part })
  return part
}

/** Column fields of the primary table in SortOrder: the card's fields and the board's DataFields. */
export function cardFieldModels(part: PartDefinition) {
  return part.model.primaryTable.Fields.filter((field) => !field.IsDeleted && field.storage.column !== null).sort((a, b) => a.SortOrder - b.SortOrder)
}
