// The expression language's view of the definition the data tab already loaded (no request of its
// own). Types only from server/expressions: this file is pure and small.
import { selectOptions, type ExpressionSchema, type SchemaField } from '@shared/expressions/types'
import { FieldType } from '@/api'
import { activeFields, childTableOf, primaryTable } from './fieldModel'
import type { EntityDefinition, EntityField } from './records.types'

/** The scale a Decimal or Money field keeps when its definition names none (as the local API stores it). */
const DEFAULT_SCALE = 2

const isScaled = (field: EntityField) => field.FieldType === FieldType.Decimal || field.FieldType === FieldType.Money

/** One field as the checker and evaluator see it (the local API's toSchemaField, without storage). */
export function schemaFieldOf(definition: EntityDefinition, field: EntityField): SchemaField {
  return {
    key: field.Key,
    displayName: field.DisplayName,
    fieldType: field.FieldType as SchemaField['fieldType'],
    allowMultiple: field.AllowMultiple === true,
    decimalScale: isScaled(field) ? (field.DecimalScale ?? DEFAULT_SCALE) : null,
    baseCurrencyCode: field.BaseCurrencyCode ?? null,
    referenceTo: field.ReferenceToEntityDefinitionId ?? null,
    childTableId: field.FieldType === FieldType.Table ? (childTableOf(definition, field)?.Id ?? field.ChildTableId ?? null) : null,
    options: selectOptions(field.FieldType, field.Options),
  }
}

export interface DefinitionSchema extends ExpressionSchema {
  /** The table records of the definition live in. */
  primaryTableId: string | null
  /** A table's fields as the form holds them (for their values), by key. */
  formFieldsOf(tableId: string): ReadonlyMap<string, EntityField>
  /** Whether the table (the primary one or a child table) belongs to the definition. */
  hasTable(tableId: string): boolean
}

/**
 * The fields of every table of one definition. Only the definition itself is known here: a
 * reference leads to a definition whose fields were not loaded, so `primaryTableOf` knows only this
 * definition's own primary table.
 */
export function expressionSchemaOf(definition: EntityDefinition): DefinitionSchema {
  const schemaFields = new Map<string, SchemaField[]>()
  const formFields = new Map<string, Map<string, EntityField>>()
  for (const table of definition.Tables ?? []) {
    if (table.IsDeleted) continue
    const fields = activeFields(table)
    schemaFields.set(table.Id, fields.map((field) => schemaFieldOf(definition, field)))
    formFields.set(table.Id, new Map(fields.map((field) => [field.Key, field])))
  }
  const primaryTableId = primaryTable(definition)?.Id ?? null
  return {
    primaryTableId,
    fieldsOf: (tableId) => schemaFields.get(tableId) ?? [],
    primaryTableOf: (definitionId) => (definitionId === definition.Id ? primaryTableId : null),
    formFieldsOf: (tableId) => formFields.get(tableId) ?? new Map(),
    hasTable: (tableId) => schemaFields.has(tableId),
  }
}
