import { stringify } from 'yaml'
import type { Db } from '../../../db'
import { notFound } from '../../../http/errors'
import { listDefinitionNames, listExportableDefinitionIds } from '../definitions.repo'
import { loadDefinitionModel, type DefinitionModel, type FieldModel, type TableModel } from '../model'
import { listReferenceFieldKeys } from '../references.repo'
import { disabledOperationNames, enumName, yamlVersion, type YamlDefinition, type YamlField, type YamlTable } from './format'

/** Names of other definitions and keys of their fields, for references written by name. */
interface NameIndex {
  definitionNames: Map<string, string>
  fieldKeys: Map<string, string>
}

async function nameIndex(db: Db): Promise<NameIndex> {
  const [definitionNames, fieldKeys] = await Promise.all([listDefinitionNames(db), listReferenceFieldKeys(db)])
  return { definitionNames, fieldKeys }
}

function toYamlField(field: FieldModel, model: DefinitionModel, names: NameIndex): YamlField {
  const byId = (id: string | null) => (id ? (model.fieldsById.get(id)?.Key ?? names.fieldKeys.get(id) ?? null) : null)
  return {
    key: field.Key,
    displayName: field.DisplayName,
    type: enumName('FieldType', field.FieldType),
    isReadOnly: field.IsReadOnly,
    visibleWhen: field.VisibleWhen,
    requiredWhen: field.RequiredWhen,
    editableWhen: field.EditableWhen,
    calculation: field.CalculationExpression,
    visibleWhenOperationMode: enumName('ConditionOperationMode', field.VisibleWhenOperationMode),
    requiredWhenOperationMode: enumName('ConditionOperationMode', field.RequiredWhenOperationMode),
    editableWhenOperationMode: enumName('ConditionOperationMode', field.EditableWhenOperationMode),
    stringMaxLength: field.StringMaxLength,
    decimalPrecision: field.DecimalPrecision,
    decimalScale: field.DecimalScale,
    allowMultiple: field.AllowMultiple,
    allowSort: field.AllowSort,
    referenceTo: field.ReferenceToEntityDefinitionId ? (names.definitionNames.get(field.ReferenceToEntityDefinitionId) ?? null) : null,
    pairedField: byId(field.PairedReferenceFieldId),
    referenceDeleteBehavior: enumName('ReferenceDeleteBehavior', field.ReferenceDeleteBehavior),
    referenceArchiveBehavior: enumName('ReferenceArchiveBehavior', field.ReferenceArchiveBehavior),
    referenceAuditRollupBehavior: enumName('ReferenceAuditRollupBehavior', field.ReferenceAuditRollupBehavior),
    addressCoordinatesRequired: field.AddressCoordinatesRequired,
    baseCurrencyCode: field.BaseCurrencyCode,
    semanticRole: enumName('SemanticRole', field.SemanticRole),
    semanticRoleScopeField: byId(field.SemanticRoleScopeFieldId),
    classifierCatalog: field.ClassifierCatalogKey,
    defaultValue: {
      kind: enumName('DefaultValueKind', field.DefaultValue.Kind),
      value: field.DefaultValue.Value ?? null,
      dynamicKey: field.DefaultValue.DynamicKey ?? null,
    },
    options: [...field.Options].sort((a, b) => a.SortOrder - b.SortOrder).map((option) => ({ key: option.Key, value: option.Value })),
  }
}

function toYamlTable(table: TableModel, model: DefinitionModel, names: NameIndex): YamlTable {
  const constraintsOf = (list: DefinitionModel['uniqueConstraints']) =>
    list.filter((item) => item.EntityDefinitionTableId === table.Id).map((item) => ({ fields: item.Fields.map((field) => field.Key) }))
  return {
    name: table.Name,
    ownerTable: table.parentTableId ? (model.tables.find((item) => item.Id === table.parentTableId)?.Name ?? null) : null,
    ownerField: table.OwnerFieldId ? (model.fieldsById.get(table.OwnerFieldId)?.Key ?? null) : null,
    fields: table.Fields.filter((field) => !field.IsDeleted).map((field) => toYamlField(field, model, names)),
    uniqueConstraints: constraintsOf(model.uniqueConstraints),
    indexes: constraintsOf(model.indexes),
  }
}

export function toYamlDefinition(model: DefinitionModel, names: NameIndex): YamlDefinition {
  const { definition } = model
  return {
    name: definition.Name,
    displayNameSingular: definition.DisplayNameSingular,
    displayNamePlural: definition.DisplayNamePlural,
    description: definition.Description,
    numberPrefix: definition.NumberPrefix,
    isReadOnly: definition.IsReadOnly,
    disabledOperations: disabledOperationNames(definition.DisabledOperations),
    commentsEnabled: definition.CommentsEnabled,
    attachmentsEnabled: definition.AttachmentsEnabled,
    tagsEnabled: definition.TagsEnabled,
    auditTrailEnabled: definition.AuditTrailEnabled,
    auditTrailRetentionMode: enumName('AuditTrailRetentionMode', definition.AuditTrailRetentionMode),
    auditTrailRetentionDays: definition.AuditTrailRetentionDays,
    tables: model.tables.filter((table) => !table.IsDeleted).map((table) => toYamlTable(table, model, names)),
    statements: model.statements
      .filter((statement) => !statement.IsDeleted)
      .map((statement) => ({
        name: statement.Name,
        displayName: statement.DisplayName,
        expression: statement.Expression,
        exposeInClient: statement.ExposeInClient,
      })),
    validationRules: model.validationRules
      .filter((rule) => !rule.IsDeleted)
      .map((rule) => ({
        name: rule.Name,
        displayName: rule.DisplayName,
        expression: rule.Expression,
        message: rule.Message,
        messageTranslations: rule.MessageTranslations,
        enabled: rule.Enabled,
      })),
  }
}

export function renderYaml(definitions: YamlDefinition[]): string {
  return stringify({ version: yamlVersion, definitions }, { lineWidth: 0 })
}

/** The YAML definition objects of the given definitions (by id or Name), in the given order. */
export async function exportModels(db: Db, idsOrNames: string[]): Promise<YamlDefinition[]> {
  const names = await nameIndex(db)
  const result: YamlDefinition[] = []
  for (const idOrName of idsOrNames) {
    const model = await loadDefinitionModel(db, idOrName)
    if (!model) throw notFound(`Entity definition "${idOrName}" does not exist.`, idOrName)
    result.push(toYamlDefinition(model, names))
  }
  return result
}

export async function exportDefinition(db: Db, idOrName: string): Promise<string> {
  return renderYaml(await exportModels(db, [idOrName]))
}

/** Every definition that is not pending deletion, by Name; a board's data model goes with its board. */
export async function exportAll(db: Db): Promise<string> {
  return renderYaml(await exportModels(db, await listExportableDefinitionIds(db)))
}
