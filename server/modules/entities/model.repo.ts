import type { Db } from '../../db'
import {
  AuditTrailRetentionMode,
  CalculationKind,
  ConditionOperationMode,
  FieldSystemRole,
  ReferenceArchiveBehavior,
  ReferenceAuditRollupBehavior,
  ReferenceDeleteBehavior,
  SchemaSource,
  SemanticRole,
} from '../../../shared/enums'
import { enumMember, iso } from '../../platform/values'
import { num, packageSource, text, time, type Row } from './metadataRows'
import type { DefinitionModel, FieldModel, TableModel } from './model'
import { listStatementsOf } from './statements.repo'
import { listPermissionAssignmentsOf, listResponsibilitiesOf } from './security/security.repo'
import { listEffectsOf } from './effects/effects.repo'
import { FieldType, type EntityConstraint, type EntityField } from './types'
import { currencyColumnName, qualified, sideTableName } from './storage/names'
import { listValidationRulesOf } from './validationRules.repo'

/** SQL of a whole entity definition: its rows in every metadata table, read into the definition model. */

function toDefinition(row: Row): DefinitionModel['definition'] {
  return {
    Id: String(row.id),
    Name: String(row.name),
    DisplayNameSingular: String(row.display_name_singular),
    DisplayNamePlural: String(row.display_name_plural),
    Description: text(row.description),
    CommentsEnabled: Boolean(row.comments_enabled),
    AttachmentsEnabled: Boolean(row.attachments_enabled),
    TagsEnabled: Boolean(row.tags_enabled),
    AuditTrailEnabled: Boolean(row.audit_trail_enabled),
    AuditTrailRetentionMode: enumMember(AuditTrailRetentionMode, row.audit_trail_retention_mode),
    AuditTrailRetentionDays: num(row.audit_trail_retention_days),
    NumberPrefix: text(row.number_prefix),
    IsReadOnly: Boolean(row.is_read_only),
    DisabledOperations: Number(row.disabled_operations),
    IsPendingDeletion: Boolean(row.is_pending_deletion),
    DeletionRequestedAt: time(row.deletion_requested_at),
    PurgeAfterUtc: time(row.purge_after_utc),
    RowVersion: String(row.row_version),
    CreatedAt: iso(row.created_at as Date),
    ModifiedAt: iso(row.modified_at as Date),
    SchemaSource: enumMember(SchemaSource, row.schema_source),
  }
}

function toField(row: Row, options: EntityField['Options'], metadata: EntityField['Metadata'], table: Row): FieldModel {
  const key = String(row.key)
  const fieldType = enumMember(FieldType, row.field_type)
  const allowMultiple = Boolean(row.allow_multiple)
  const defaultValue = (row.default_value ?? { Kind: 0, Value: null }) as EntityField['DefaultValue']
  return {
    Id: String(row.id),
    EntityDefinitionId: String(row.entity_definition_id),
    EntityDefinitionTableId: String(row.entity_definition_table_id),
    Key: key,
    DisplayName: String(row.display_name),
    FieldType: fieldType,
    VisibleWhen: text(row.visible_when),
    RequiredWhen: text(row.required_when),
    EditableWhen: text(row.editable_when),
    BusinessRequiredWhen: text(row.business_required_when),
    VisibleWhenOperationMode: enumMember(ConditionOperationMode, row.visible_when_operation_mode),
    RequiredWhenOperationMode: enumMember(ConditionOperationMode, row.required_when_operation_mode),
    EditableWhenOperationMode: enumMember(ConditionOperationMode, row.editable_when_operation_mode),
    IsReadOnly: Boolean(row.is_read_only),
    DecimalPrecision: num(row.decimal_precision),
    DecimalScale: num(row.decimal_scale),
    StringMaxLength: num(row.string_max_length),
    AllowMultiple: allowMultiple,
    ReferenceToEntityDefinitionId: text(row.reference_to_entity_definition_id),
    PairedReferenceFieldId: text(row.paired_reference_field_id),
    AllowSort: Boolean(row.allow_sort),
    ReferenceDeleteBehavior: enumMember(ReferenceDeleteBehavior, row.reference_delete_behavior),
    ReferenceArchiveBehavior: enumMember(ReferenceArchiveBehavior, row.reference_archive_behavior),
    ReferenceAuditRollupBehavior: enumMember(ReferenceAuditRollupBehavior, row.reference_audit_rollup_behavior),
    SortOrder: Number(row.sort_order),
    Options: options,
    ChildTableId: text(row.child_table_id),
    IsDeleted: Boolean(row.is_deleted),
    DeletedAt: time(row.deleted_at),
    RowVersion: String(row.row_version),
    AddressCoordinatesRequired: Boolean(row.address_coordinates_required),
    ...packageSource(row),
    Metadata: metadata,
    SystemRole: enumMember(FieldSystemRole, row.system_role),
    BaseCurrencyCode: text(row.base_currency_code),
    CalculationExpression: text(row.calculation_expression),
    CalculationKind: enumMember(CalculationKind, row.calculation_kind),
    SemanticRole: enumMember(SemanticRole, row.semantic_role),
    SemanticRoleScopeFieldId: text(row.semantic_role_scope_field_id),
    ClassifierCatalogDefinitionId: text(row.classifier_catalog_definition_id),
    ClassifierCatalogKey: text(row.catalog_key),
    ClassifierCatalogDisplayName: text(row.catalog_display_name),
    DefaultValue: { Kind: defaultValue.Kind ?? 0, Value: defaultValue.Value ?? null, DynamicKey: defaultValue.DynamicKey ?? null },
    IsProtected: Boolean(row.is_protected),
    storage: {
      column: text(row.column_name),
      currencyColumn: fieldType === FieldType.Money && row.column_name ? currencyColumnName(key) : null,
      sideTable: allowMultiple ? sideTableName(String(table.physical_table_name), key) : null,
      childTableId: text(row.child_table_id),
    },
  }
}

function toConstraint(row: Row, fields: ConstraintRow[], byId: Map<string, FieldModel>): EntityConstraint {
  return {
    Id: String(row.id),
    EntityDefinitionId: String(row.entity_definition_id),
    EntityDefinitionTableId: String(row.entity_definition_table_id),
    Fields: fields
      .filter((item) => item.constraint_id === row.id)
      .sort((a, b) => a.position - b.position)
      .map((item) => byId.get(item.field_id))
      .filter((field): field is FieldModel => field !== undefined)
      .map((field) => ({ Id: field.Id, EntityDefinitionTableId: field.EntityDefinitionTableId, Key: field.Key, DisplayName: field.DisplayName })),
    RowVersion: String(row.row_version),
  }
}

interface ConstraintRow {
  constraint_id: string
  field_id: string
  position: number
}

/** Finds a definition by id, or by Name (case-insensitive). */
export async function findDefinitionRow(db: Db, idOrName: string): Promise<Row | undefined> {
  const [row] = await db.query<Row>(
    'SELECT * FROM entity_definitions WHERE id = $1 OR lower(name) = lower($1) ORDER BY (id = $1) DESC LIMIT 1',
    [idOrName],
  )
  return row
}

/** Loads one definition with its tables, fields, options, constraints, statements and rules; null when unknown. */
export async function loadDefinitionModel(db: Db, idOrName: string): Promise<DefinitionModel | null> {
  const row = await findDefinitionRow(db, idOrName)
  if (!row) return null
  const id = String(row.id)
  const [tableRows, fieldRows, optionRows, metadataRows, constraintRows, constraintFieldRows, statements, validationRules, responsibilities, permissionAssignments, mutationEffects] =
    await Promise.all([
      db.query<Row>('SELECT * FROM entity_tables WHERE entity_definition_id = $1 ORDER BY is_primary DESC, created_at, id', [id]),
      db.query<Row>(
        `SELECT f.*, c.key AS catalog_key, c.display_name AS catalog_display_name
         FROM entity_fields f LEFT JOIN classifier_catalogs c ON c.id = f.classifier_catalog_definition_id
         WHERE f.entity_definition_id = $1 ORDER BY f.sort_order, f.created_at, f.id`,
        [id],
      ),
      db.query<Row>(
        `SELECT o.* FROM entity_field_options o JOIN entity_fields f ON f.id = o.entity_field_definition_id
         WHERE f.entity_definition_id = $1 ORDER BY o.sort_order`,
        [id],
      ),
      db.query<Row>(
        `SELECT m.* FROM entity_field_metadata m JOIN entity_fields f ON f.id = m.entity_field_definition_id
         WHERE f.entity_definition_id = $1 ORDER BY m.owner_module_key, m.key`,
        [id],
      ),
      db.query<Row>('SELECT * FROM entity_constraints WHERE entity_definition_id = $1 ORDER BY created_at, id', [id]),
      db.query<ConstraintRow>(
        `SELECT cf.constraint_id, cf.field_id, cf.position FROM entity_constraint_fields cf
         JOIN entity_constraints c ON c.id = cf.constraint_id WHERE c.entity_definition_id = $1`,
        [id],
      ),
      listStatementsOf(db, id),
      listValidationRulesOf(db, id),
      listResponsibilitiesOf(db, id),
      listPermissionAssignmentsOf(db, id),
      listEffectsOf(db, id),
    ])

  const tablesById = new Map(tableRows.map((table) => [String(table.id), table]))
  const fieldsById = new Map<string, FieldModel>()
  for (const fieldRow of fieldRows) {
    const fieldId = String(fieldRow.id)
    const options = optionRows
      .filter((option) => option.entity_field_definition_id === fieldId)
      .map((option) => ({
        Id: String(option.id),
        EntityFieldDefinitionId: fieldId,
        Key: String(option.key),
        Value: String(option.value),
        SortOrder: Number(option.sort_order),
      }))
    const metadata = metadataRows
      .filter((item) => item.entity_field_definition_id === fieldId)
      .map((item) => ({
        Id: String(item.id),
        EntityFieldDefinitionId: fieldId,
        OwnerModuleKey: String(item.owner_module_key),
        Key: String(item.key),
        ValueJson: item.value_json ?? null,
        RowVersion: String(item.row_version),
      }))
    const table = tablesById.get(String(fieldRow.entity_definition_table_id)) ?? {}
    fieldsById.set(fieldId, toField(fieldRow, options, metadata, table))
  }

  const tables: TableModel[] = tableRows.map((table) => {
    const tableId = String(table.id)
    const ownerFieldId = text(table.owner_field_id)
    return {
      Id: tableId,
      EntityDefinitionId: id,
      Name: String(table.name),
      SchemaName: String(table.schema_name),
      PhysicalTableName: String(table.physical_table_name),
      IsPrimary: Boolean(table.is_primary),
      OwnerFieldId: ownerFieldId,
      Fields: [...fieldsById.values()].filter((field) => field.EntityDefinitionTableId === tableId),
      IsDeleted: Boolean(table.is_deleted),
      DeletedAt: time(table.deleted_at),
      RowVersion: String(table.row_version),
      ...packageSource(table),
      qualifiedName: qualified(String(table.physical_table_name)),
      parentTableId: ownerFieldId ? (fieldsById.get(ownerFieldId)?.EntityDefinitionTableId ?? null) : null,
    }
  })
  const primaryTable = tables.find((table) => table.IsPrimary)
  if (!primaryTable) throw new Error(`Entity definition ${id} has no primary table`)

  const constraints = (kind: string) =>
    constraintRows.filter((item) => item.kind === kind).map((item) => toConstraint(item, constraintFieldRows, fieldsById))

  return {
    definition: toDefinition(row),
    tables,
    primaryTable,
    uniqueConstraints: constraints('unique'),
    indexes: constraints('index'),
    statements,
    validationRules,
    security: { responsibilities, permissionAssignments },
    mutationEffects,
    fieldsById,
  }
}

