import { randomUUID } from 'node:crypto'
import type { Db, SqlValue } from '../../db'
import type { FieldSpec } from './fieldTypes/spec'

/** SQL of field definitions and their options. */

function specValues(spec: FieldSpec): SqlValue[] {
  return [
    spec.Key,
    spec.DisplayName,
    spec.VisibleWhen,
    spec.RequiredWhen,
    spec.EditableWhen,
    spec.VisibleWhenOperationMode,
    spec.RequiredWhenOperationMode,
    spec.EditableWhenOperationMode,
    spec.IsReadOnly,
    spec.DecimalPrecision,
    spec.DecimalScale,
    spec.StringMaxLength,
    spec.AllowMultiple,
    spec.ReferenceToEntityDefinitionId,
    spec.PairedReferenceFieldId,
    spec.AllowSort,
    spec.ReferenceDeleteBehavior,
    spec.ReferenceArchiveBehavior,
    spec.ReferenceAuditRollupBehavior,
    spec.AddressCoordinatesRequired,
    spec.BaseCurrencyCode,
    spec.SemanticRole,
    spec.SemanticRoleScopeFieldId,
    spec.ClassifierCatalogDefinitionId,
    spec.DefaultValue.Kind === 2
      ? { Kind: 2, Value: null, DynamicKey: spec.DefaultValue.DynamicKey }
      : { Kind: spec.DefaultValue.Kind, Value: spec.DefaultValue.Value },
  ]
}

const specColumns = `key, display_name, visible_when, required_when, editable_when, visible_when_operation_mode,
  required_when_operation_mode, editable_when_operation_mode, is_read_only, decimal_precision, decimal_scale,
  string_max_length, allow_multiple, reference_to_entity_definition_id, paired_reference_field_id, allow_sort,
  reference_delete_behavior, reference_archive_behavior, reference_audit_rollup_behavior, address_coordinates_required,
  base_currency_code, semantic_role, semantic_role_scope_field_id, classifier_catalog_definition_id, default_value`
const specCount = 25

export interface FieldRowWrite {
  id: string
  definitionId: string
  tableId: string
  fieldType: number
  columnName: string | null
  sortOrder: number
}

export async function insertField(db: Db, row: FieldRowWrite, spec: FieldSpec, now: Date): Promise<void> {
  const placeholders = Array.from({ length: specCount }, (_, index) => `$${index + 1}`).join(', ')
  const n = specCount
  await db.query(
    `INSERT INTO entity_fields (${specColumns}, id, entity_definition_id, entity_definition_table_id, field_type, column_name,
       sort_order, created_at, modified_at, row_version)
     VALUES (${placeholders}, $${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 5}, $${n + 6}, $${n + 7}, $${n + 7}, $${n + 8})`,
    [...specValues(spec), row.id, row.definitionId, row.tableId, row.fieldType, row.columnName, row.sortOrder, now, randomUUID()],
  )
  await replaceOptions(db, row.id, spec.Options)
}

export async function updateFieldRow(db: Db, id: string, spec: FieldSpec, columnName: string | null, now: Date): Promise<void> {
  const assignments = specColumns
    .split(',')
    .map((column, index) => `${column.trim()} = $${index + 2}`)
    .join(', ')
  const n = specCount
  await db.query(
    `UPDATE entity_fields SET ${assignments}, column_name = $${n + 2}, modified_at = $${n + 3}, row_version = $${n + 4} WHERE id = $1`,
    [id, ...specValues(spec), columnName, now, randomUUID()],
  )
  await replaceOptions(db, id, spec.Options)
}

/** Options keep their ids when their key stays. */
export async function replaceOptions(db: Db, fieldId: string, options: FieldSpec['Options']): Promise<void> {
  const keys = options.map((option) => option.Key)
  await db.query('DELETE FROM entity_field_options WHERE entity_field_definition_id = $1 AND NOT (key = ANY($2))', [fieldId, keys])
  for (const [index, option] of options.entries()) {
    await db.query(
      `INSERT INTO entity_field_options (id, entity_field_definition_id, key, value, sort_order) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (entity_field_definition_id, key) DO UPDATE SET value = EXCLUDED.value, sort_order = EXCLUDED.sort_order`,
      [randomUUID(), fieldId, option.Key, option.Value, index],
    )
  }
}

export async function setPairedField(db: Db, fieldId: string, pairedId: string | null, now: Date): Promise<void> {
  await db.query('UPDATE entity_fields SET paired_reference_field_id = $2, modified_at = $3, row_version = $4 WHERE id = $1', [
    fieldId,
    pairedId,
    now,
    randomUUID(),
  ])
}

export async function nextSortOrder(db: Db, tableId: string): Promise<number> {
  const [row] = await db.query<{ next: number }>(
    'SELECT coalesce(max(sort_order) + 1, 0)::int AS next FROM entity_fields WHERE entity_definition_table_id = $1',
    [tableId],
  )
  return row?.next ?? 0
}

export async function findFieldLocation(db: Db, fieldId: string): Promise<{ definitionId: string; tableId: string } | null> {
  const [row] = await db.query<{ entity_definition_id: string; entity_definition_table_id: string }>(
    'SELECT entity_definition_id, entity_definition_table_id FROM entity_fields WHERE id = $1',
    [fieldId],
  )
  return row ? { definitionId: row.entity_definition_id, tableId: row.entity_definition_table_id } : null
}

/** Links a Table field to its child table. */
export async function setChildTableId(db: Db, fieldId: string, childTableId: string): Promise<void> {
  await db.query('UPDATE entity_fields SET child_table_id = $2 WHERE id = $1', [fieldId, childTableId])
}

/** Fields scoped by the field lose their semantic role scope. */
export async function clearScopesOf(db: Db, fieldId: string): Promise<void> {
  await db.query('UPDATE entity_fields SET semantic_role_scope_field_id = NULL WHERE semantic_role_scope_field_id = $1', [fieldId])
}

export async function clearScopesOfAny(db: Db, fieldIds: string[]): Promise<void> {
  await db.query('UPDATE entity_fields SET semantic_role_scope_field_id = NULL WHERE semantic_role_scope_field_id = ANY($1)', [fieldIds])
}

export async function deleteFieldRow(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM entity_fields WHERE id = $1', [id])
}

export async function setFieldSortOrder(db: Db, fieldId: string, sortOrder: number): Promise<void> {
  await db.query('UPDATE entity_fields SET sort_order = $2 WHERE id = $1', [fieldId, sortOrder])
}

/** Writes the position only where it differs, so unmoved fields keep their row untouched. */
export async function setFieldSortOrderIfChanged(db: Db, fieldId: string, sortOrder: number): Promise<void> {
  await db.query('UPDATE entity_fields SET sort_order = $2 WHERE id = $1 AND sort_order <> $2', [fieldId, sortOrder])
}

/** Sets (or, with null, removes) a field's calculation; `kind` is its CalculationKind. */
export async function setFieldCalculation(db: Db, fieldId: string, expression: string | null, kind: number, now: Date): Promise<void> {
  await db.query('UPDATE entity_fields SET calculation_expression = $2, calculation_kind = $3, modified_at = $4, row_version = $5 WHERE id = $1', [
    fieldId,
    expression,
    kind,
    now,
    randomUUID(),
  ])
}

/** The field's definition and current RowVersion; null when the field is gone. */
export async function findFieldVersion(db: Db, fieldId: string): Promise<{ definitionId: string; rowVersion: string } | null> {
  const [row] = await db.query<{ entity_definition_id: string; row_version: string }>(
    'SELECT entity_definition_id, row_version::text AS row_version FROM entity_fields WHERE id = $1',
    [fieldId],
  )
  return row ? { definitionId: row.entity_definition_id, rowVersion: row.row_version } : null
}

export async function fieldRowVersion(db: Db, fieldId: string): Promise<string | null> {
  const [row] = await db.query<{ row_version: string }>('SELECT row_version::text AS row_version FROM entity_fields WHERE id = $1', [fieldId])
  return row?.row_version ?? null
}
