import type { Db } from '../../../db'
import { findDefinitionRow, loadDefinitionModel, FieldType } from '../../entities'
import type { PathDefinition, PathDefinitions } from './paths'

/** Entity definitions as the setup sees them: role candidates and path steps (loaded once per request). */

export interface RoleCandidate {
  id: string
  name: string
  displayNamePlural: string
  /** Live (not pending deletion) and not a board's own data model. */
  usable: boolean
}

export interface SetupDefinitions extends PathDefinitions {
  candidate(id: string): Promise<RoleCandidate | null>
}

export function setupDefinitions(db: Db): SetupDefinitions {
  const models = new Map<string, Promise<PathDefinition | null>>()

  async function load(idOrName: string): Promise<PathDefinition | null> {
    const model = await loadDefinitionModel(db, idOrName)
    if (!model || model.definition.IsPendingDeletion) return null
    const references = model.primaryTable.Fields
      .filter((field) => field.FieldType === FieldType.Reference && !field.IsDeleted && field.ReferenceToEntityDefinitionId)
      .map((field) => ({ id: field.Id, key: field.Key, targetDefinitionId: field.ReferenceToEntityDefinitionId! }))
    return { id: model.definition.Id, name: model.definition.Name, references }
  }

  const cached = (idOrName: string): Promise<PathDefinition | null> => {
    const key = idOrName.toLowerCase()
    let found = models.get(key)
    if (!found) {
      found = load(idOrName)
      models.set(key, found)
    }
    return found
  }

  return {
    async byId(id) {
      const found = await cached(id)
      return found?.id === id ? found : null
    },
    async byName(name) {
      const found = await cached(name)
      return found?.name.toLowerCase() === name.toLowerCase() ? found : null
    },
    async candidate(id) {
      const row = await findDefinitionRow(db, id)
      if (!row || String(row.id) !== id) return null
      return {
        id,
        name: String(row.name),
        displayNamePlural: String(row.display_name_plural),
        usable: !row.is_pending_deletion && !row.owner_board_id,
      }
    },
  }
}
