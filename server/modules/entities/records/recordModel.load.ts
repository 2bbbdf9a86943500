import type { Db } from '../../../db'
import { appContextOf } from '../../../platform/appContext'
import { defineAppState } from '../../../platform/appState'
import { findDefinitionVersion } from '../definitions.repo'
import { defaultPrecision, defaultScale } from '../fieldTypes/catalog'
import { FieldType } from '../types'
import { AuditTrailRetentionMode } from '../../../../shared/enums'
import { loadDefinitionModel, type DefinitionModel, type FieldModel, type TableModel } from '../model'
import { qualified, quoteIdent } from '../storage/names'
import type { RecordDefinition, RecordField, RecordTable } from './recordModel'

/** RequiredWhen written as the literal `true` (any case) for every operation makes a field always required. */
function isAlwaysRequired(field: FieldModel): boolean {
  return field.RequiredWhen?.trim().toLowerCase() === 'true' && field.RequiredWhenOperationMode === 0
}

const isNumeric = (field: FieldModel) => field.FieldType === FieldType.Decimal || field.FieldType === FieldType.Money

function toRecordField(field: FieldModel, model: DefinitionModel, uniqueFieldIds: Set<string>): RecordField {
  const childTable = field.storage.childTableId ? model.tables.find((table) => table.Id === field.storage.childTableId) : undefined
  return {
    id: field.Id,
    key: field.Key,
    displayName: field.DisplayName,
    fieldType: field.FieldType,
    column: field.storage.column ? quoteIdent(field.storage.column) : null,
    currencyColumn: field.storage.currencyColumn ? quoteIdent(field.storage.currencyColumn) : null,
    sideTable: field.storage.sideTable ? qualified(field.storage.sideTable) : null,
    isReadOnly: field.IsReadOnly,
    isCalculated: field.CalculationExpression !== null,
    isRequired: isAlwaysRequired(field) || uniqueFieldIds.has(field.Id),
    stringMaxLength: field.StringMaxLength,
    // Numeric columns without a precision are stored with the defaults.
    decimalPrecision: isNumeric(field) ? (field.DecimalPrecision ?? defaultPrecision) : null,
    decimalScale: isNumeric(field) ? (field.DecimalScale ?? defaultScale) : null,
    allowMultiple: field.AllowMultiple,
    referenceTo: field.ReferenceToEntityDefinitionId,
    optionKeys: field.Options.map((option) => option.Key),
    classifierCatalogId: field.ClassifierCatalogDefinitionId,
    baseCurrencyCode: field.BaseCurrencyCode,
    addressCoordinatesRequired: field.AddressCoordinatesRequired,
    semanticRole: field.SemanticRole,
    allowSort: field.AllowSort,
    defaultValue: { kind: field.DefaultValue.Kind, value: field.DefaultValue.Value, dynamicKey: field.DefaultValue.DynamicKey ?? null },
    childTable: childTable ? toRecordTable(childTable, model, uniqueFieldIds) : null,
  }
}

function toRecordTable(table: TableModel, model: DefinitionModel, uniqueFieldIds: Set<string>): RecordTable {
  return {
    id: table.Id,
    qualifiedName: table.qualifiedName,
    tableName: table.PhysicalTableName,
    isPrimary: table.IsPrimary,
    fields: table.Fields.filter((field) => !field.IsDeleted).map((field) => toRecordField(field, model, uniqueFieldIds)),
  }
}

/** Days the changes history keeps: null for ever, 0 for not at all. */
function retentionDays(mode: number, days: number | null): number | null {
  if (mode === AuditTrailRetentionMode.None) return 0
  return mode === AuditTrailRetentionMode.Days ? Math.max(1, days ?? 1) : null
}

export function toRecordDefinition(model: DefinitionModel): RecordDefinition {
  const { definition } = model
  const uniqueFieldIds = new Set(model.uniqueConstraints.flatMap((constraint) => constraint.Fields.map((field) => field.Id)))
  return {
    id: definition.Id,
    name: definition.Name,
    displayNameSingular: definition.DisplayNameSingular,
    displayNamePlural: definition.DisplayNamePlural,
    numberPrefix: definition.NumberPrefix,
    isReadOnly: definition.IsReadOnly,
    disabledOperations: definition.DisabledOperations,
    isPendingDeletion: definition.IsPendingDeletion,
    commentsEnabled: definition.CommentsEnabled,
    attachmentsEnabled: definition.AttachmentsEnabled,
    tagsEnabled: definition.TagsEnabled,
    auditTrailEnabled: definition.AuditTrailEnabled,
    auditRetentionDays: retentionDays(definition.AuditTrailRetentionMode, definition.AuditTrailRetentionDays),
    primary: toRecordTable(model.primaryTable, model, uniqueFieldIds),
    uniqueConstraints: model.uniqueConstraints.map((constraint) => ({
      id: constraint.Id,
      tableId: constraint.EntityDefinitionTableId,
      fieldIds: constraint.Fields.map((field) => field.Id),
    })),
    statements: model.statements
      .filter((statement) => !statement.IsDeleted)
      .map((statement) => ({ Id: statement.Id, Name: statement.Name, DisplayName: statement.DisplayName, Expression: statement.Expression })),
    security: model.security,
    mutationEffects: model.mutationEffects,
    exposedStatements: model.statements
      .filter((statement) => !statement.IsDeleted && statement.ExposeInClient)
      .map((statement) => ({ Id: statement.Id, Expression: statement.Expression })),
  }
}

/** The record view of a definition by id or Name; null when there is none. */
export async function loadRecordModel(db: Db, idOrName: string): Promise<RecordDefinition | null> {
  const model = await loadDefinitionModel(db, idOrName)
  return model ? toRecordDefinition(model) : null
}

const recordModels = defineAppState('entities.recordModels', () => new Map<string, { rowVersion: string; definition: RecordDefinition }>())
const maxCachedDefinitions = 100

/**
 * The record view of a definition, reused while its RowVersion stays (every schema and security
 * change renews it): a record request checks one row instead of loading the definition's eleven.
 * Read inside a transaction, the version is that transaction's, so its own changes are never missed.
 */
export async function cachedRecordModel(db: Db, idOrName: string): Promise<RecordDefinition | null> {
  const version = await findDefinitionVersion(db, idOrName)
  if (!version) return null
  const cache = appContextOf(db).state(recordModels)
  const cached = cache.get(version.id)
  if (cached?.rowVersion === version.rowVersion) return cached.definition
  const definition = await loadRecordModel(db, version.id)
  if (!definition) return null
  if (cache.size >= maxCachedDefinitions) cache.delete(cache.keys().next().value!)
  cache.set(version.id, { rowVersion: version.rowVersion, definition })
  return definition
}
