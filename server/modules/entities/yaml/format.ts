import {
  AuditTrailRetentionMode,
  ConditionOperationMode,
  DefaultValueKind,
  DynamicDefaultKey,
  FieldType,
  ReferenceArchiveBehavior,
  ReferenceAuditRollupBehavior,
  ReferenceDeleteBehavior,
  SemanticRole,
} from '../../../../shared/enums'
import { DisabledOperation } from '../records/recordModel'

/**
 * Entity YAML v8: the shape of the document. One spec drives both the strict parser (unknown keys,
 * wrong types) and the documentation; enumerations are written by name.
 */

export const yamlVersion = 8

export type Spec =
  | { kind: 'string'; nullable?: boolean }
  | { kind: 'integer'; nullable?: boolean }
  | { kind: 'boolean' }
  | { kind: 'enum'; names: readonly string[]; nullable?: boolean }
  | { kind: 'any' }
  | { kind: 'array'; items: Spec }
  | { kind: 'object'; members: Record<string, Spec>; required: readonly string[]; label: string }

const string: Spec = { kind: 'string' }
const nullableString: Spec = { kind: 'string', nullable: true }
const nullableInteger: Spec = { kind: 'integer', nullable: true }
const boolean: Spec = { kind: 'boolean' }
type EnumKey =
  | 'AuditTrailRetentionMode'
  | 'ConditionOperationMode'
  | 'DefaultValueKind'
  | 'DynamicDefaultKey'
  | 'EntityDisabledOperations'
  | 'FieldType'
  | 'ReferenceArchiveBehavior'
  | 'ReferenceAuditRollupBehavior'
  | 'ReferenceDeleteBehavior'
  | 'SemanticRole'

/** The enumerations the document writes by name: the contract's, name → value in value order. */
const enums: Record<EnumKey, Readonly<Record<string, number | string>>> = {
  AuditTrailRetentionMode,
  ConditionOperationMode,
  DefaultValueKind,
  DynamicDefaultKey,
  EntityDisabledOperations: { None: 0, ...DisabledOperation },
  FieldType,
  ReferenceArchiveBehavior,
  ReferenceAuditRollupBehavior,
  ReferenceDeleteBehavior,
  SemanticRole,
}

const names = (name: EnumKey, nullable = false): Spec => ({ kind: 'enum', names: Object.keys(enums[name]), nullable })

/** Enumeration names by value and back. */
export function enumName(name: EnumKey, value: number): string {
  const definition = enums[name]
  return Object.keys(definition).find((label) => definition[label] === value) ?? String(value)
}

export function enumValue(name: EnumKey, label: string): number {
  return Number(enums[name][label])
}

/** The flag names of a DisabledOperations value, in flag order. */
export function disabledOperationNames(value: number): string[] {
  return Object.entries(enums.EntityDisabledOperations)
    .filter(([, flag]) => flag !== 0 && (value & Number(flag)) === Number(flag))
    .map(([label]) => label)
}

export function disabledOperationsValue(list: string[]): number {
  return list.reduce((sum, name) => sum | enumValue('EntityDisabledOperations', name), 0)
}

const option: Spec = { kind: 'object', label: 'option', members: { key: string, value: string }, required: ['key', 'value'] }

const defaultValue: Spec = {
  kind: 'object',
  label: 'defaultValue',
  members: { kind: names('DefaultValueKind'), value: { kind: 'any' }, dynamicKey: names('DynamicDefaultKey', true) },
  required: ['kind'],
}

export const fieldSpec: Spec = {
  kind: 'object',
  label: 'field',
  members: {
    key: string,
    displayName: string,
    type: names('FieldType'),
    isReadOnly: boolean,
    visibleWhen: nullableString,
    requiredWhen: nullableString,
    editableWhen: nullableString,
    calculation: nullableString,
    visibleWhenOperationMode: names('ConditionOperationMode'),
    requiredWhenOperationMode: names('ConditionOperationMode'),
    editableWhenOperationMode: names('ConditionOperationMode'),
    stringMaxLength: nullableInteger,
    decimalPrecision: nullableInteger,
    decimalScale: nullableInteger,
    allowMultiple: boolean,
    allowSort: boolean,
    referenceTo: nullableString,
    pairedField: nullableString,
    referenceDeleteBehavior: names('ReferenceDeleteBehavior'),
    referenceArchiveBehavior: names('ReferenceArchiveBehavior'),
    referenceAuditRollupBehavior: names('ReferenceAuditRollupBehavior'),
    addressCoordinatesRequired: boolean,
    baseCurrencyCode: nullableString,
    semanticRole: names('SemanticRole'),
    semanticRoleScopeField: nullableString,
    classifierCatalog: nullableString,
    defaultValue,
    options: { kind: 'array', items: option },
  },
  required: ['key', 'displayName', 'type'],
}

const constraint = (label: string): Spec => ({
  kind: 'object',
  label,
  members: { fields: { kind: 'array', items: string } },
  required: ['fields'],
})

export const tableSpec: Spec = {
  kind: 'object',
  label: 'table',
  members: {
    name: string,
    ownerTable: nullableString,
    ownerField: nullableString,
    fields: { kind: 'array', items: fieldSpec },
    uniqueConstraints: { kind: 'array', items: constraint('unique constraint') },
    indexes: { kind: 'array', items: constraint('index') },
  },
  required: ['name', 'fields'],
}

const statement: Spec = {
  kind: 'object',
  label: 'statement',
  members: { name: string, displayName: string, expression: string, exposeInClient: boolean },
  required: ['name', 'displayName', 'expression'],
}

const validationRule: Spec = {
  kind: 'object',
  label: 'validation rule',
  members: { name: string, displayName: string, expression: string, message: string, messageTranslations: { kind: 'any' }, enabled: boolean },
  required: ['name', 'displayName', 'expression', 'message'],
}

export const definitionSpec: Spec = {
  kind: 'object',
  label: 'definition',
  members: {
    name: string,
    displayNameSingular: string,
    displayNamePlural: string,
    description: nullableString,
    numberPrefix: nullableString,
    isReadOnly: boolean,
    disabledOperations: { kind: 'array', items: names('EntityDisabledOperations') },
    commentsEnabled: boolean,
    attachmentsEnabled: boolean,
    tagsEnabled: boolean,
    auditTrailEnabled: boolean,
    auditTrailRetentionMode: names('AuditTrailRetentionMode'),
    auditTrailRetentionDays: nullableInteger,
    tables: { kind: 'array', items: tableSpec },
    statements: { kind: 'array', items: statement },
    validationRules: { kind: 'array', items: validationRule },
  },
  required: ['name', 'displayNameSingular', 'displayNamePlural', 'tables'],
}

export const documentSpec: Spec = {
  kind: 'object',
  label: 'document',
  members: { version: { kind: 'integer' }, definitions: { kind: 'array', items: definitionSpec } },
  required: ['version', 'definitions'],
}

/** The parsed document (optional members may be absent; the importer applies their defaults). */
export interface YamlField {
  key: string
  displayName: string
  type: string
  isReadOnly?: boolean
  visibleWhen?: string | null
  requiredWhen?: string | null
  editableWhen?: string | null
  /** The calculation of an Integer, Decimal or Money field; absent keeps it, null removes it. */
  calculation?: string | null
  visibleWhenOperationMode?: string
  requiredWhenOperationMode?: string
  editableWhenOperationMode?: string
  stringMaxLength?: number | null
  decimalPrecision?: number | null
  decimalScale?: number | null
  allowMultiple?: boolean
  allowSort?: boolean
  referenceTo?: string | null
  pairedField?: string | null
  referenceDeleteBehavior?: string
  referenceArchiveBehavior?: string
  referenceAuditRollupBehavior?: string
  addressCoordinatesRequired?: boolean
  baseCurrencyCode?: string | null
  semanticRole?: string
  semanticRoleScopeField?: string | null
  classifierCatalog?: string | null
  defaultValue?: { kind: string; value?: unknown; dynamicKey?: string | null }
  options?: Array<{ key: string; value: string }>
}

export interface YamlTable {
  name: string
  ownerTable?: string | null
  ownerField?: string | null
  fields: YamlField[]
  uniqueConstraints?: Array<{ fields: string[] }>
  indexes?: Array<{ fields: string[] }>
}

export interface YamlDefinition {
  name: string
  displayNameSingular: string
  displayNamePlural: string
  description?: string | null
  numberPrefix?: string | null
  isReadOnly?: boolean
  disabledOperations?: string[]
  commentsEnabled?: boolean
  attachmentsEnabled?: boolean
  tagsEnabled?: boolean
  auditTrailEnabled?: boolean
  auditTrailRetentionMode?: string
  auditTrailRetentionDays?: number | null
  tables: YamlTable[]
  statements?: Array<{ name: string; displayName: string; expression: string; exposeInClient?: boolean }>
  validationRules?: YamlValidationRule[]
}

export interface YamlValidationRule {
  name: string
  displayName: string
  expression: string
  message: string
  messageTranslations?: Record<string, string>
  enabled?: boolean
}

export interface YamlDocument {
  version: number
  definitions: YamlDefinition[]
}
