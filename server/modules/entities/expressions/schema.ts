import type { Db } from '../../../db'
import { appContextOf } from '../../../platform/appContext'
import { defineAppState } from '../../../platform/appState'
import { definitionRowVersions } from '../definitions.repo'
import { defaultScale } from '../fieldTypes/catalog'
import { loadDefinitionModel, type DefinitionModel, type FieldModel, type TableModel } from '../model'
import { qualified, quoteIdent } from '../storage/names'
import { FieldType } from '../types'
import { selectOptions, type ExpressionSchema, type SchemaField } from '../../../../shared/expressions/types'

/**
 * The expression language's view of entity definitions: the fields of a definition's tables and
 * of the definitions its references reach (a few steps deep), with where each value is stored.
 */

/** How many reference steps an expression may follow (customer.account.country is two). */
const maxReferenceDepth = 3

const isNumeric = (field: FieldModel) => field.FieldType === FieldType.Decimal || field.FieldType === FieldType.Money

export function toSchemaField(field: FieldModel): SchemaField {
  return {
    id: field.Id,
    key: field.Key,
    displayName: field.DisplayName,
    fieldType: field.FieldType,
    allowMultiple: field.AllowMultiple,
    decimalScale: isNumeric(field) ? (field.DecimalScale ?? defaultScale) : null,
    baseCurrencyCode: field.BaseCurrencyCode,
    referenceTo: field.ReferenceToEntityDefinitionId,
    childTableId: field.ChildTableId,
    options: selectOptions(field.FieldType, field.Options),
    storage: {
      column: field.storage.column ? quoteIdent(field.storage.column) : null,
      currencyColumn: field.storage.currencyColumn ? quoteIdent(field.storage.currencyColumn) : null,
      sideTable: field.storage.sideTable ? qualified(field.storage.sideTable) : null,
    },
  }
}

export interface LoadedSchema extends ExpressionSchema {
  /** Every definition loaded, the root first. */
  models: Map<string, DefinitionModel>
  table(tableId: string): TableModel | null
}

/** Builds the schema over fixed definition models (the root with its reachable targets). */
export function schemaOf(models: Map<string, DefinitionModel>): LoadedSchema {
  const tables = new Map<string, TableModel>()
  const fields = new Map<string, SchemaField[]>()
  const responsibilityKeys = new Map<string, string[]>()
  for (const model of models.values()) {
    responsibilityKeys.set(model.primaryTable.Id, model.security.responsibilities.map((responsibility) => responsibility.Key))
    for (const table of model.tables.filter((item) => !item.IsDeleted)) {
      tables.set(table.Id, table)
      fields.set(table.Id, table.Fields.filter((field) => !field.IsDeleted).map(toSchemaField))
    }
  }
  return {
    models,
    table: (tableId) => tables.get(tableId) ?? null,
    fieldsOf: (tableId) => fields.get(tableId) ?? [],
    primaryTableOf: (definitionId) => models.get(definitionId)?.primaryTable.Id ?? null,
    tableSqlName: (tableId) => tables.get(tableId)?.qualifiedName ?? null,
    responsibilityKeysOf: (tableId) => responsibilityKeys.get(tableId) ?? null,
  }
}

/** Loads the root definition's schema and that of every definition its references reach. */
export async function loadExpressionSchema(db: Db, root: DefinitionModel): Promise<LoadedSchema> {
  const models = new Map<string, DefinitionModel>([[root.definition.Id, root]])
  let frontier = [root]
  for (let depth = 0; depth < maxReferenceDepth && frontier.length > 0; depth++) {
    const targets = new Set<string>()
    for (const model of frontier) {
      for (const field of model.fieldsById.values()) {
        const target = field.ReferenceToEntityDefinitionId
        if (target && !field.IsDeleted && !models.has(target)) targets.add(target)
      }
    }
    const loaded = await Promise.all([...targets].map((id) => loadDefinitionModel(db, id)))
    frontier = loaded.filter((model): model is DefinitionModel => model !== null)
    for (const model of frontier) models.set(model.definition.Id, model)
  }
  return schemaOf(models)
}

interface CachedSchema {
  versions: Map<string, string>
  schema: LoadedSchema
}

const cache = defineAppState('entities.expressionSchemas', () => new Map<string, CachedSchema>())
const maxCachedDefinitions = 50

/**
 * The schema of a definition for the editors' read-only calls (validate, evaluate), reused while no
 * definition it covers has a new RowVersion — every schema change renews it — so a keystroke costs
 * one small query instead of loading the definitions again. Not for use inside a transaction.
 */
export async function cachedExpressionSchema(db: Db, definitionId: string): Promise<LoadedSchema | null> {
  const byDefinition = appContextOf(db).state(cache)
  const cached = byDefinition.get(definitionId)
  if (cached) {
    const rows = await definitionRowVersions(db, [...cached.versions.keys()])
    if (rows.length === cached.versions.size && rows.every((row) => cached.versions.get(row.id) === row.rowVersion)) return cached.schema
  }
  const root = await loadDefinitionModel(db, definitionId)
  if (!root) return null
  const schema = await loadExpressionSchema(db, root)
  if (byDefinition.size >= maxCachedDefinitions) byDefinition.delete(byDefinition.keys().next().value!)
  const versions = new Map([...schema.models.values()].map((model) => [model.definition.Id, model.definition.RowVersion]))
  byDefinition.set(definitionId, { versions, schema })
  if (root.definition.Id !== definitionId) byDefinition.set(root.definition.Id, { versions, schema })
  return schema
}
