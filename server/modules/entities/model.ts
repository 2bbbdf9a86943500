import type { SchemaSource } from '../../../shared/enums'
import type { DefinitionSecurity } from './security/security.types'
import type { MutationEffect } from './effects/effects.repo'
import type { EntityConstraint, EntityDefinitionBase, EntityField, EntityStatement, EntityTable, EntityValidationRule } from './types'

export { findDefinitionRow, loadDefinitionModel } from './model.repo'

/**
 * The complete schema of one entity definition as the services and the record runtime use it:
 * the contract's shapes plus where each table and field is stored.
 */

export interface FieldStorage {
  /** Column of a single-valued scalar field; null for Table fields and multi-valued fields. */
  column: string | null
  /** Money: the currency column beside the amount column. */
  currencyColumn: string | null
  /** Multi-valued fields: the side table in ws_data (record_id, value, sort_order). */
  sideTable: string | null
  /** Table fields: the child table. */
  childTableId: string | null
}

export interface FieldModel extends EntityField {
  storage: FieldStorage
}

export interface TableModel extends Omit<EntityTable, 'Fields'> {
  Fields: FieldModel[]
  /** `"ws_data"."<PhysicalTableName>"` */
  qualifiedName: string
  /** Child tables: the table that owns the Table field. */
  parentTableId: string | null
}

export interface DefinitionModel {
  definition: EntityDefinitionBase & { CreatedAt: string; ModifiedAt: string; SchemaSource: SchemaSource }
  /** The primary table first, then child tables. */
  tables: TableModel[]
  primaryTable: TableModel
  uniqueConstraints: EntityConstraint[]
  indexes: EntityConstraint[]
  statements: EntityStatement[]
  validationRules: EntityValidationRule[]
  /** Responsibilities and permission assignments. */
  security: DefinitionSecurity
  /** What creating, changing or archiving a record sets off, in order. */
  mutationEffects: MutationEffect[]
  /** Every field of every table by id. */
  fieldsById: Map<string, FieldModel>
}

/** The field as the contract answers it (without the storage description). */
export function toFieldDto(field: FieldModel): EntityField {
  const { storage: _storage, ...dto } = field
  return dto
}

/** The table as the contract answers it. */
export function toTableDto(table: TableModel): EntityTable {
  const { qualifiedName: _q, parentTableId: _p, Fields, ...dto } = table
  return { ...dto, Fields: Fields.map(toFieldDto) }
}
