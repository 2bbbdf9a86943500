import { FieldType, type FieldTypeValue } from '../types'

/** What each of the 18 field types allows and how it is stored: one table instead of 18 branches. */

export type TypeMember =
  | 'StringMaxLength'
  | 'DecimalPrecision'
  | 'DecimalScale'
  | 'AllowMultiple'
  | 'ReferenceToEntityDefinitionId'
  | 'PairedReferenceFieldId'
  | 'AllowSort'
  | 'ReferenceDeleteBehavior'
  | 'ReferenceArchiveBehavior'
  | 'ReferenceAuditRollupBehavior'
  | 'Options'
  | 'AddressCoordinatesRequired'
  | 'BaseCurrencyCode'
  | 'ClassifierCatalogDefinitionId'

export interface FieldTypeRule {
  /** Type-specific members the type accepts; any other type-specific member must stay unset. */
  members: readonly TypeMember[]
  /** SQL column type; null for Table fields (a child table instead of a column). */
  sqlType: ((spec: { StringMaxLength: number | null; DecimalPrecision: number | null; DecimalScale: number | null }) => string) | null
  /** Dynamic default keys the type takes. */
  dynamicDefaults: readonly string[]
  /** Whether a unique constraint or index may include the field. */
  indexable: boolean
}

const reference: TypeMember[] = [
  'ReferenceToEntityDefinitionId',
  'PairedReferenceFieldId',
  'AllowSort',
  'ReferenceDeleteBehavior',
  'ReferenceArchiveBehavior',
  'ReferenceAuditRollupBehavior',
  'AllowMultiple',
]

const varchar = (spec: { StringMaxLength: number | null }) => (spec.StringMaxLength ? `varchar(${spec.StringMaxLength})` : 'text')
const numeric = (spec: { DecimalPrecision: number | null; DecimalScale: number | null }) =>
  `numeric(${spec.DecimalPrecision ?? defaultPrecision},${spec.DecimalScale ?? defaultScale})`

export const defaultPrecision = 18
export const defaultScale = 2
export const maxStringLength = 4000
export const maxPrecision = 38

export const fieldTypeRules: Record<FieldTypeValue, FieldTypeRule> = {
  [FieldType.Text]: { members: ['StringMaxLength', 'AllowMultiple'], sqlType: varchar, dynamicDefaults: ['currentUser'], indexable: true },
  [FieldType.LongText]: { members: [], sqlType: () => 'text', dynamicDefaults: [], indexable: false },
  [FieldType.Integer]: { members: [], sqlType: () => 'bigint', dynamicDefaults: [], indexable: true },
  [FieldType.Decimal]: { members: ['DecimalPrecision', 'DecimalScale'], sqlType: numeric, dynamicDefaults: [], indexable: true },
  [FieldType.Money]: {
    members: ['DecimalPrecision', 'DecimalScale', 'BaseCurrencyCode'],
    sqlType: numeric,
    dynamicDefaults: [],
    indexable: true,
  },
  [FieldType.Boolean]: { members: [], sqlType: () => 'boolean', dynamicDefaults: [], indexable: true },
  [FieldType.Date]: { members: [], sqlType: () => 'date', dynamicDefaults: ['today'], indexable: true },
  [FieldType.DateTime]: { members: [], sqlType: () => 'timestamptz', dynamicDefaults: ['now', 'today'], indexable: true },
  [FieldType.Time]: { members: [], sqlType: () => 'time', dynamicDefaults: ['now'], indexable: true },
  [FieldType.Select]: { members: ['Options', 'AllowMultiple'], sqlType: () => 'text', dynamicDefaults: [], indexable: true },
  [FieldType.Reference]: { members: reference, sqlType: () => 'text', dynamicDefaults: [], indexable: true },
  [FieldType.Table]: { members: [], sqlType: null, dynamicDefaults: [], indexable: false },
  [FieldType.Email]: { members: ['StringMaxLength'], sqlType: varchar, dynamicDefaults: [], indexable: true },
  [FieldType.Phone]: { members: ['StringMaxLength'], sqlType: varchar, dynamicDefaults: [], indexable: true },
  [FieldType.Url]: { members: ['StringMaxLength'], sqlType: varchar, dynamicDefaults: [], indexable: true },
  [FieldType.Address]: { members: ['AddressCoordinatesRequired'], sqlType: () => 'jsonb', dynamicDefaults: [], indexable: false },
  [FieldType.Classifier]: {
    members: ['ClassifierCatalogDefinitionId', 'AllowMultiple'],
    sqlType: () => 'text',
    dynamicDefaults: [],
    indexable: true,
  },
  [FieldType.Markdown]: { members: [], sqlType: () => 'text', dynamicDefaults: [], indexable: false },
}

export function ruleOf(fieldType: number): FieldTypeRule | undefined {
  return (fieldTypeRules as Record<number, FieldTypeRule>)[fieldType]
}

export const allTypeMembers: readonly TypeMember[] = [
  'StringMaxLength',
  'DecimalPrecision',
  'DecimalScale',
  'AllowMultiple',
  'ReferenceToEntityDefinitionId',
  'PairedReferenceFieldId',
  'AllowSort',
  'ReferenceDeleteBehavior',
  'ReferenceArchiveBehavior',
  'ReferenceAuditRollupBehavior',
  'Options',
  'AddressCoordinatesRequired',
  'BaseCurrencyCode',
  'ClassifierCatalogDefinitionId',
]

export const isTextLike = (fieldType: number): boolean =>
  fieldType === FieldType.Text || fieldType === FieldType.Email || fieldType === FieldType.Phone || fieldType === FieldType.Url
