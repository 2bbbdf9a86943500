import { FieldType } from '../types'
import type { DefinitionSecurity } from '../security/security.types'
import type { MutationEffect } from '../effects/effects.repo'

export { FieldType }

/**
 * The part of an entity definition that reading and writing records needs, with physical names
 * resolved. Built from the definition model by loadRecordModel (recordModel.load.ts).
 */

/** The flag values of EntityDisabledOperations. */
export const DisabledOperation = {
  Create: 1,
  Update: 2,
  Archive: 4,
  Restore: 8,
  Delete: 16,
  Merge: 32,
  Import: 64,
  Export: 128,
} as const
export type DisabledOperationName = keyof typeof DisabledOperation

export const SemanticRoleTitle = 1

export interface FieldDefault {
  /** 0 None, 1 Constant, 2 Dynamic. */
  kind: number
  value: unknown
  /** The dynamic token (today, now, currentUser) of a Dynamic default. */
  dynamicKey: string | null
}

export interface RecordField {
  id: string
  key: string
  displayName: string
  fieldType: number
  /** Quoted column name (f_<key>); null for Table and multi-valued fields. */
  column: string | null
  /** Quoted currency column of a Money field. */
  currencyColumn: string | null
  /** Qualified, quoted side table of a multi-valued field. */
  sideTable: string | null
  isReadOnly: boolean
  /** Calculated fields are stored by the server; writers cannot set them. */
  isCalculated: boolean
  isRequired: boolean
  stringMaxLength: number | null
  decimalPrecision: number | null
  decimalScale: number | null
  allowMultiple: boolean
  referenceTo: string | null
  optionKeys: string[]
  classifierCatalogId: string | null
  baseCurrencyCode: string | null
  addressCoordinatesRequired: boolean
  semanticRole: number
  allowSort: boolean
  defaultValue: FieldDefault
  /** The rows' table of a Table field. */
  childTable: RecordTable | null
}

export interface RecordTable {
  id: string
  /** Qualified, quoted: "ws_data"."e_customers". */
  qualifiedName: string
  /** The physical name alone: e_customers. */
  tableName: string
  isPrimary: boolean
  fields: RecordField[]
}

export interface RecordUniqueConstraint {
  id: string
  tableId: string
  fieldIds: string[]
}

export interface RecordDefinition {
  id: string
  name: string
  displayNameSingular: string
  displayNamePlural: string
  numberPrefix: string | null
  isReadOnly: boolean
  disabledOperations: number
  isPendingDeletion: boolean
  commentsEnabled: boolean
  attachmentsEnabled: boolean
  tagsEnabled: boolean
  auditTrailEnabled: boolean
  /** How long the changes history keeps entries: forever (null), a number of days, or not at all (0). */
  auditRetentionDays: number | null
  primary: RecordTable
  uniqueConstraints: RecordUniqueConstraint[]
  statements: Array<{ Id: string; Name: string; DisplayName: string; Expression: string }>
  /** Responsibilities and permission assignments (security/access.ts decides with them). */
  security: DefinitionSecurity
  /** What creating, changing or archiving a record sets off (effects/effects.service.ts). */
  mutationEffects: MutationEffect[]
  /** Statements with ExposeInClient: their Predicates go into runtime payloads. */
  exposedStatements: Array<{ Id: string; Expression: string }>
}

const textLike = new Set<number>([FieldType.Text, FieldType.LongText, FieldType.Email, FieldType.Phone, FieldType.Url, FieldType.Markdown])

export function isTextLike(field: RecordField): boolean {
  return textLike.has(field.fieldType)
}

/** Fields with one value in the row's own column(s). */
export function isColumnField(field: RecordField): boolean {
  return field.column !== null
}

/** The record's DisplayName: the first Title field, else the first Text field, else the Number. */
export function displayNameField(table: RecordTable): RecordField | null {
  return (
    table.fields.find((field) => field.semanticRole === SemanticRoleTitle && field.column) ??
    table.fields.find((field) => field.fieldType === FieldType.Text && field.column) ??
    null
  )
}
