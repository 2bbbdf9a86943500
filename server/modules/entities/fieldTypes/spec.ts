import type { Db } from '../../../db'
import { badRequest, conflict } from '../../../http/errors'
import { EntityCode, invalid, required } from '../errors'
import type { DefinitionModel, TableModel } from '../model'
import { columnName, currencyColumnName, qualified } from '../storage/names'
import { DefaultValueKind, FieldType, dynamicDefaultKeys, type EntityField, type FieldCreateInput, type FieldDefaultValue, type FieldInput } from '../types'
import { allTypeMembers, defaultPrecision, defaultScale, maxPrecision, maxStringLength, ruleOf, type TypeMember } from './catalog'
import { checkValue } from './values'
import { checkFieldConditions } from '../expressions/fieldConditions'
import { catalogExists, findCatalogItemKeys, isCurrencyCode } from '../catalogs.repo'
import { findDefinitionState, findPrimaryTableName } from '../definitions.repo'
import { findPairingCandidate } from '../references.repo'
import { existingRecordIds } from '../records/records.repo'

/** Every writable member of a field, resolved: what a create or update asks the field to become. */
export interface FieldSpec {
  Key: string
  DisplayName: string
  FieldType: number
  VisibleWhen: string | null
  RequiredWhen: string | null
  EditableWhen: string | null
  VisibleWhenOperationMode: number
  RequiredWhenOperationMode: number
  EditableWhenOperationMode: number
  IsReadOnly: boolean
  DecimalPrecision: number | null
  DecimalScale: number | null
  StringMaxLength: number | null
  AllowMultiple: boolean
  ReferenceToEntityDefinitionId: string | null
  PairedReferenceFieldId: string | null
  AllowSort: boolean
  ReferenceDeleteBehavior: number
  ReferenceArchiveBehavior: number
  ReferenceAuditRollupBehavior: number
  Options: Array<{ Key: string; Value: string }>
  AddressCoordinatesRequired: boolean
  BaseCurrencyCode: string | null
  SemanticRole: number
  SemanticRoleScopeFieldId: string | null
  ClassifierCatalogDefinitionId: string | null
  DefaultValue: Required<FieldDefaultValue>
}

const keyPattern = /^[A-Za-z][A-Za-z0-9_]{0,47}$/
const optionKeyPattern = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/
const maxExpressionLength = 4000
const maxOptions = 500

export function specFromField(field: EntityField): FieldSpec {
  return {
    Key: field.Key,
    DisplayName: field.DisplayName,
    FieldType: field.FieldType,
    VisibleWhen: field.VisibleWhen,
    RequiredWhen: field.RequiredWhen,
    EditableWhen: field.EditableWhen,
    VisibleWhenOperationMode: field.VisibleWhenOperationMode,
    RequiredWhenOperationMode: field.RequiredWhenOperationMode,
    EditableWhenOperationMode: field.EditableWhenOperationMode,
    IsReadOnly: field.IsReadOnly,
    DecimalPrecision: field.DecimalPrecision,
    DecimalScale: field.DecimalScale,
    StringMaxLength: field.StringMaxLength,
    AllowMultiple: field.AllowMultiple,
    ReferenceToEntityDefinitionId: field.ReferenceToEntityDefinitionId,
    PairedReferenceFieldId: field.PairedReferenceFieldId,
    AllowSort: field.AllowSort,
    ReferenceDeleteBehavior: field.ReferenceDeleteBehavior,
    ReferenceArchiveBehavior: field.ReferenceArchiveBehavior,
    ReferenceAuditRollupBehavior: field.ReferenceAuditRollupBehavior,
    Options: field.Options.map((option) => ({ Key: option.Key, Value: option.Value })),
    AddressCoordinatesRequired: field.AddressCoordinatesRequired,
    BaseCurrencyCode: field.BaseCurrencyCode,
    SemanticRole: field.SemanticRole,
    SemanticRoleScopeFieldId: field.SemanticRoleScopeFieldId,
    ClassifierCatalogDefinitionId: field.ClassifierCatalogDefinitionId,
    DefaultValue: { Kind: field.DefaultValue.Kind, Value: field.DefaultValue.Value ?? null, DynamicKey: field.DefaultValue.DynamicKey ?? null },
  }
}

const blankSpec = (fieldType: number): FieldSpec => ({
  Key: '',
  DisplayName: '',
  FieldType: fieldType,
  VisibleWhen: null,
  RequiredWhen: null,
  EditableWhen: null,
  VisibleWhenOperationMode: 0,
  RequiredWhenOperationMode: 0,
  EditableWhenOperationMode: 0,
  IsReadOnly: false,
  DecimalPrecision: null,
  DecimalScale: null,
  StringMaxLength: null,
  AllowMultiple: false,
  ReferenceToEntityDefinitionId: null,
  PairedReferenceFieldId: null,
  AllowSort: false,
  ReferenceDeleteBehavior: 0,
  ReferenceArchiveBehavior: 0,
  ReferenceAuditRollupBehavior: 0,
  Options: [],
  AddressCoordinatesRequired: false,
  BaseCurrencyCode: null,
  SemanticRole: 0,
  SemanticRoleScopeFieldId: null,
  ClassifierCatalogDefinitionId: null,
  DefaultValue: { Kind: DefaultValueKind.None, Value: null, DynamicKey: null },
})

/** The input laid over a base: a member left out keeps the base value, an explicit null clears it. */
export function mergeSpec(base: FieldSpec, input: FieldInput): FieldSpec {
  const merged: FieldSpec = { ...base, Key: input.Key, DisplayName: input.DisplayName }
  const keys = Object.keys(input) as Array<keyof FieldInput>
  for (const key of keys) {
    const value = input[key]
    if (value === undefined || key === 'Key' || key === 'DisplayName') continue
    if (key === 'IsReadOnly') {
      // On update, null keeps the current value.
      if (value !== null) merged.IsReadOnly = value as boolean
      continue
    }
    if (key === 'DefaultValue') {
      const given = value as FieldDefaultValue
      merged.DefaultValue = { Kind: given.Kind ?? 0, Value: given.Value ?? null, DynamicKey: given.DynamicKey ?? null }
      continue
    }
    if (key === 'Options') {
      merged.Options = (value as FieldSpec['Options']).map((option) => ({ Key: option.Key, Value: option.Value }))
      continue
    }
    if (key in merged) (merged as unknown as Record<string, unknown>)[key] = value
  }
  return merged
}

export function specFromCreate(input: FieldCreateInput): FieldSpec {
  const { FieldType: fieldType, CreatePairedField: _paired, ...rest } = input
  return mergeSpec(blankSpec(fieldType), rest)
}

const meaningful = (value: unknown): boolean =>
  value !== null && value !== undefined && value !== false && value !== 0 && !(Array.isArray(value) && value.length === 0)

function text(value: string | null, member: string, max: number): string | null {
  const trimmed = value?.trim() ?? ''
  if (trimmed.length > max) throw invalid(`${member} must be at most ${max} characters.`, member)
  return trimmed || null
}

export interface SpecContext {
  model: DefinitionModel
  table: TableModel
  /** The field being updated; null on create. */
  fieldId: string | null
  /** A whole document is applied (YAML): conditions are checked once every field exists. */
  deferConditions?: boolean
}

/** Validates and completes a spec (defaults for precision and scale); throws 400/409 issues naming the member. */
export async function validateSpec(db: Db, raw: FieldSpec, context: SpecContext): Promise<FieldSpec> {
  const spec: FieldSpec = { ...raw, Options: raw.Options.map((option) => ({ ...option })) }
  const rule = ruleOf(spec.FieldType)
  if (!rule) throw invalid('FieldType must be one of 0..17.', 'FieldType')

  if (!keyPattern.test(spec.Key)) {
    throw invalid('Key must start with a letter and use letters, digits and underscores (at most 48 characters).', 'Key')
  }
  spec.DisplayName = spec.DisplayName.trim()
  if (!spec.DisplayName) throw required('DisplayName')
  if (spec.DisplayName.length > 200) throw invalid('DisplayName must be at most 200 characters.', 'DisplayName')
  spec.VisibleWhen = text(spec.VisibleWhen, 'VisibleWhen', maxExpressionLength)
  spec.RequiredWhen = text(spec.RequiredWhen, 'RequiredWhen', maxExpressionLength)
  spec.EditableWhen = text(spec.EditableWhen, 'EditableWhen', maxExpressionLength)
  checkKeyFree(spec.Key, context)

  for (const member of allTypeMembers) {
    if (!rule.members.includes(member) && meaningful(spec[member])) {
      throw badRequest(EntityCode.memberNotApplicable, `${member} does not apply to this field type.`, member)
    }
  }
  const allows = (member: TypeMember) => rule.members.includes(member)

  if (allows('StringMaxLength') && spec.StringMaxLength !== null) {
    if (!Number.isInteger(spec.StringMaxLength) || spec.StringMaxLength < 1 || spec.StringMaxLength > maxStringLength) {
      throw invalid(`StringMaxLength must be between 1 and ${maxStringLength}.`, 'StringMaxLength')
    }
  }
  if (allows('DecimalPrecision')) {
    spec.DecimalPrecision ??= defaultPrecision
    spec.DecimalScale ??= Math.min(defaultScale, spec.DecimalPrecision)
    if (spec.DecimalPrecision < 1 || spec.DecimalPrecision > maxPrecision) {
      throw invalid(`DecimalPrecision must be between 1 and ${maxPrecision}.`, 'DecimalPrecision')
    }
    if (spec.DecimalScale < 0 || spec.DecimalScale > spec.DecimalPrecision) {
      throw invalid('DecimalScale must be between 0 and DecimalPrecision.', 'DecimalScale')
    }
  }
  if (spec.FieldType === FieldType.Money) await checkCurrency(db, spec)
  if (spec.FieldType === FieldType.Select) checkOptions(spec)
  if (spec.FieldType === FieldType.Reference) await checkReference(db, spec, context)
  if (spec.FieldType === FieldType.Classifier) await checkCatalog(db, spec)
  if (spec.FieldType === FieldType.Table && !context.table.IsPrimary) {
    throw badRequest(EntityCode.nestedTable, 'Table fields can only be added to the primary table.', 'FieldType')
  }
  checkSemanticRole(spec, context)
  await checkDefault(db, spec, rule.dynamicDefaults)
  if (!context.deferConditions) await checkFieldConditions(db, spec, context)
  return spec
}

function checkKeyFree(key: string, context: SpecContext): void {
  const others = context.table.Fields.filter((field) => field.Id !== context.fieldId)
  if (others.some((field) => field.Key.toLowerCase() === key.toLowerCase())) throw duplicateKey(key)
  // Physical columns must stay distinct too (e.g. a key "a__currency" beside a Money field "a").
  const taken = new Set(others.flatMap((field) => [field.storage.column, field.storage.currencyColumn].filter(Boolean)))
  if (taken.has(columnName(key)) || taken.has(currencyColumnName(key))) throw duplicateKey(key)
}

/** A taken key conflicts with existing state (409), like a taken name. */
const duplicateKey = (key: string) => conflict(EntityCode.duplicateKey, `The key "${key}" is already used in this table.`, 'Key')

async function checkCurrency(db: Db, spec: FieldSpec): Promise<void> {
  const code = spec.BaseCurrencyCode?.trim().toUpperCase() ?? ''
  if (!code) throw required('BaseCurrencyCode', 'BaseCurrencyCode is required for Money fields.')
  if (!(await isCurrencyCode(db, code))) throw badRequest(EntityCode.unknownCurrency, `${code} is not an ISO 4217 currency code.`, 'BaseCurrencyCode')
  spec.BaseCurrencyCode = code
}

function checkOptions(spec: FieldSpec): void {
  if (spec.Options.length === 0) throw badRequest(EntityCode.invalidOptions, 'A Select field needs at least one option.', 'Options')
  if (spec.Options.length > maxOptions) throw badRequest(EntityCode.invalidOptions, `At most ${maxOptions} options.`, 'Options')
  const seen = new Set<string>()
  spec.Options.forEach((option, index) => {
    option.Key = option.Key.trim()
    option.Value = option.Value.trim()
    if (!optionKeyPattern.test(option.Key)) {
      throw badRequest(EntityCode.invalidOptions, 'Option keys use letters, digits, "_", "." and "-" (at most 64).', `Options[${index}].Key`)
    }
    if (!option.Value || option.Value.length > 200) {
      throw badRequest(EntityCode.invalidOptions, 'Option values need 1 to 200 characters.', `Options[${index}].Value`)
    }
    if (seen.has(option.Key.toLowerCase())) {
      throw badRequest(EntityCode.invalidOptions, `The option key "${option.Key}" appears twice.`, `Options[${index}].Key`)
    }
    seen.add(option.Key.toLowerCase())
  })
}

async function checkReference(db: Db, spec: FieldSpec, context: SpecContext): Promise<void> {
  const targetId = spec.ReferenceToEntityDefinitionId
  if (!targetId) throw required('ReferenceToEntityDefinitionId', 'A Reference field needs ReferenceToEntityDefinitionId.')
  const target = await findDefinitionState(db, targetId)
  if (!target) {
    throw badRequest(EntityCode.unknownDefinition, `Entity definition "${targetId}" does not exist.`, 'ReferenceToEntityDefinitionId')
  }
  if (target.isPendingDeletion) {
    throw badRequest(EntityCode.unknownDefinition, 'The target definition is pending deletion.', 'ReferenceToEntityDefinitionId')
  }
  const pairedId = spec.PairedReferenceFieldId
  if (!pairedId) return
  const paired = await findPairingCandidate(db, pairedId)
  const ownId = context.fieldId
  const problem = !paired
    ? 'does not exist'
    : paired.id === ownId
      ? 'cannot be the field itself'
      : paired.fieldType !== FieldType.Reference
        ? 'is not a Reference field'
        : paired.definitionId !== targetId
          ? 'is not a field of the target definition'
          : paired.referenceTo !== context.model.definition.Id
            ? 'does not point back to this definition'
            : paired.pairedFieldId !== null && paired.pairedFieldId !== ownId
              ? 'is already paired with another field'
              : null
  if (problem) throw badRequest(EntityCode.invalidPairedField, `The paired field ${problem}.`, 'PairedReferenceFieldId')
}

async function checkCatalog(db: Db, spec: FieldSpec): Promise<void> {
  const catalogId = spec.ClassifierCatalogDefinitionId
  if (!catalogId) throw required('ClassifierCatalogDefinitionId', 'A Classifier field needs ClassifierCatalogDefinitionId.')
  if (!(await catalogExists(db, catalogId))) throw badRequest(EntityCode.unknownCatalog, `Classifier catalog "${catalogId}" does not exist.`, 'ClassifierCatalogDefinitionId')
}

function checkSemanticRole(spec: FieldSpec, context: SpecContext): void {
  const scopedIdentifier = 3
  if (spec.SemanticRole !== scopedIdentifier) {
    if (spec.SemanticRoleScopeFieldId !== null) {
      throw badRequest(EntityCode.memberNotApplicable, 'SemanticRoleScopeFieldId applies only to the ScopedIdentifier role.', 'SemanticRoleScopeFieldId')
    }
    if (spec.SemanticRole !== 0 && spec.FieldType === FieldType.Table) throw invalid('A Table field cannot take a semantic role.', 'SemanticRole')
    return
  }
  const scopeId = spec.SemanticRoleScopeFieldId
  if (!scopeId) throw required('SemanticRoleScopeFieldId', 'The ScopedIdentifier role needs SemanticRoleScopeFieldId.')
  if (scopeId === context.fieldId || !context.model.fieldsById.has(scopeId)) {
    throw invalid('SemanticRoleScopeFieldId must be another field of this definition.', 'SemanticRoleScopeFieldId')
  }
}

async function checkDefault(db: Db, spec: FieldSpec, dynamicKeys: readonly string[]): Promise<void> {
  const given = spec.DefaultValue
  if (given.Kind === DefaultValueKind.None) {
    if (given.Value !== null || given.DynamicKey !== null) throw badRequest(EntityCode.invalidDefault, 'A default of Kind None has no Value.', 'DefaultValue.Value')
    return
  }
  if (spec.FieldType === FieldType.Table) throw badRequest(EntityCode.invalidDefault, 'Table fields have no default.', 'DefaultValue.Kind')
  if (given.Kind === DefaultValueKind.Dynamic) {
    if (given.Value !== null) throw badRequest(EntityCode.invalidDefault, 'Value must be null for a dynamic default.', 'DefaultValue.Value')
    if (!given.DynamicKey || !dynamicDefaultKeys.includes(given.DynamicKey) || !dynamicKeys.includes(given.DynamicKey)) {
      const allowed = dynamicKeys.length ? dynamicKeys.join(', ') : 'none for this field type'
      throw badRequest(EntityCode.invalidDefault, `DynamicKey must be one of: ${allowed}.`, 'DefaultValue.DynamicKey')
    }
    return
  }
  if (given.DynamicKey !== null) throw badRequest(EntityCode.invalidDefault, 'DynamicKey applies only to dynamic defaults.', 'DefaultValue.DynamicKey')
  if (given.Value === null) throw badRequest(EntityCode.invalidDefault, 'A constant default needs a Value.', 'DefaultValue.Value')
  const problem = checkValue(spec, given.Value)
  if (problem) throw badRequest(EntityCode.invalidDefault, `The default value ${problem}.`, 'DefaultValue.Value')
  const values = (spec.AllowMultiple ? (given.Value as string[]) : [given.Value]).map(String)
  if (spec.FieldType === FieldType.Classifier) {
    const found = await findCatalogItemKeys(db, spec.ClassifierCatalogDefinitionId, values)
    if (found.length !== new Set(values).size) throw badRequest(EntityCode.invalidDefault, 'The default value is not an item of the catalog.', 'DefaultValue.Value')
  }
  if (spec.FieldType === FieldType.Reference) {
    const table = await findPrimaryTableName(db, spec.ReferenceToEntityDefinitionId)
    const found = table ? await existingRecordIds(db, qualified(table), values) : []
    if (found.length !== new Set(values).size) {
      throw badRequest(EntityCode.invalidDefault, 'The default value must be the id of an existing record of the target.', 'DefaultValue.Value')
    }
  }
}
