import {
  ConditionOperationMode,
  DefaultValueKind,
  FieldType,
  ReferenceArchiveBehavior,
  ReferenceAuditRollupBehavior,
  ReferenceDeleteBehavior,
  SemanticRole,
  type DynamicDefaultKey,
} from '@/api'
import type { EntityField, FieldCreateRequest, FieldUpdateRequest } from '../api/entities.types'
import { fieldTypeInfo } from './fieldTypes'

export interface OptionDraft {
  Key: string
  Value: string
  /** True for options the saved field already has (their Key is stored data and stays fixed). */
  saved: boolean
  /** The user typed the Key: it no longer follows the label. */
  keyEdited?: boolean
}

/** The editable values of a field in the designer. */
export interface FieldFormValues extends Record<string, unknown> {
  Key: string
  DisplayName: string
  FieldType: FieldType
  StringMaxLength: number | null
  DecimalPrecision: number | null
  DecimalScale: number | null
  AllowMultiple: boolean
  ReferenceToEntityDefinitionId: string | null
  ReferenceDeleteBehavior: ReferenceDeleteBehavior
  ReferenceArchiveBehavior: ReferenceArchiveBehavior
  ReferenceAuditRollupBehavior: ReferenceAuditRollupBehavior
  AllowSort: boolean
  /** Reference create: also create the inverse field on the target. */
  CreatePairedField: boolean
  PairedFieldKey: string
  PairedFieldDisplayName: string
  Options: OptionDraft[]
  AddressCoordinatesRequired: boolean
  IsReadOnly: boolean
  VisibleWhen: string
  RequiredWhen: string
  EditableWhen: string
  VisibleWhenOperationMode: ConditionOperationMode
  RequiredWhenOperationMode: ConditionOperationMode
  EditableWhenOperationMode: ConditionOperationMode
  BaseCurrencyCode: string | null
  ClassifierCatalogDefinitionId: string | null
  DefaultKind: DefaultValueKind
  DefaultConstant: unknown
  DefaultDynamicKey: DynamicDefaultKey | null
}

/** Values a new field of `type` starts with. */
export function newFieldValues(type: FieldType): FieldFormValues {
  const decimal = type === FieldType.Decimal || type === FieldType.Money
  return {
    Key: '',
    DisplayName: '',
    FieldType: type,
    StringMaxLength: type === FieldType.Text ? 200 : null,
    DecimalPrecision: decimal ? 18 : null,
    DecimalScale: decimal ? 2 : null,
    AllowMultiple: false,
    ReferenceToEntityDefinitionId: null,
    ReferenceDeleteBehavior: ReferenceDeleteBehavior.Restrict,
    ReferenceArchiveBehavior: ReferenceArchiveBehavior.None,
    ReferenceAuditRollupBehavior: ReferenceAuditRollupBehavior.None,
    AllowSort: false,
    CreatePairedField: false,
    PairedFieldKey: '',
    PairedFieldDisplayName: '',
    Options: [],
    AddressCoordinatesRequired: false,
    IsReadOnly: false,
    VisibleWhen: '',
    RequiredWhen: '',
    EditableWhen: '',
    VisibleWhenOperationMode: ConditionOperationMode.AllOperations,
    RequiredWhenOperationMode: ConditionOperationMode.AllOperations,
    EditableWhenOperationMode: ConditionOperationMode.AllOperations,
    BaseCurrencyCode: type === FieldType.Money ? 'EUR' : null,
    ClassifierCatalogDefinitionId: null,
    DefaultKind: DefaultValueKind.None,
    DefaultConstant: null,
    DefaultDynamicKey: null,
  }
}

/** The editable values of a saved field. */
export function fieldValues(field: EntityField): FieldFormValues {
  return {
    ...newFieldValues(field.FieldType),
    Key: field.Key,
    DisplayName: field.DisplayName,
    StringMaxLength: field.StringMaxLength,
    DecimalPrecision: field.DecimalPrecision,
    DecimalScale: field.DecimalScale,
    AllowMultiple: field.AllowMultiple,
    ReferenceToEntityDefinitionId: field.ReferenceToEntityDefinitionId,
    ReferenceDeleteBehavior: field.ReferenceDeleteBehavior,
    ReferenceArchiveBehavior: field.ReferenceArchiveBehavior,
    ReferenceAuditRollupBehavior: field.ReferenceAuditRollupBehavior,
    AllowSort: field.AllowSort,
    Options: [...field.Options]
      .sort((a, b) => a.SortOrder - b.SortOrder)
      .map((option) => ({ Key: option.Key, Value: option.Value, saved: true })),
    AddressCoordinatesRequired: field.AddressCoordinatesRequired,
    IsReadOnly: field.IsReadOnly,
    VisibleWhen: field.VisibleWhen ?? '',
    RequiredWhen: field.RequiredWhen ?? '',
    EditableWhen: field.EditableWhen ?? '',
    VisibleWhenOperationMode: field.VisibleWhenOperationMode,
    RequiredWhenOperationMode: field.RequiredWhenOperationMode,
    EditableWhenOperationMode: field.EditableWhenOperationMode,
    BaseCurrencyCode: field.BaseCurrencyCode,
    ClassifierCatalogDefinitionId: field.ClassifierCatalogDefinitionId,
    DefaultKind: field.DefaultValue?.Kind ?? DefaultValueKind.None,
    DefaultConstant: field.DefaultValue?.Kind === DefaultValueKind.Constant ? field.DefaultValue.Value : null,
    DefaultDynamicKey: field.DefaultValue?.DynamicKey ?? null,
  }
}

const blankToNull = (text: string): string | null => (text.trim() === '' ? null : text.trim())

/** The members create and update share; type-specific ones only where the type has them. */
function commonMembers(values: FieldFormValues) {
  const info = fieldTypeInfo(values.FieldType)
  const has = (section: string) => (info.sections as string[]).includes(section)
  const isReference = values.FieldType === FieldType.Reference
  return {
    Key: values.Key.trim(),
    DisplayName: values.DisplayName.trim(),
    StringMaxLength: has('text') ? values.StringMaxLength : null,
    DecimalPrecision: has('number') ? values.DecimalPrecision : null,
    DecimalScale: has('number') ? values.DecimalScale : null,
    AllowMultiple: info.allowsMultiple ? values.AllowMultiple : false,
    ReferenceToEntityDefinitionId: isReference ? values.ReferenceToEntityDefinitionId : null,
    ReferenceDeleteBehavior: values.ReferenceDeleteBehavior,
    ReferenceArchiveBehavior: values.ReferenceArchiveBehavior,
    ReferenceAuditRollupBehavior: values.ReferenceAuditRollupBehavior,
    AllowSort: isReference ? values.AllowSort : false,
    Options: has('options') ? values.Options.map((option) => ({ Key: option.Key.trim(), Value: option.Value.trim() })) : [],
    AddressCoordinatesRequired: has('address') ? values.AddressCoordinatesRequired : false,
    IsReadOnly: values.IsReadOnly,
    VisibleWhen: blankToNull(values.VisibleWhen),
    RequiredWhen: blankToNull(values.RequiredWhen),
    EditableWhen: blankToNull(values.EditableWhen),
    VisibleWhenOperationMode: values.VisibleWhenOperationMode,
    RequiredWhenOperationMode: values.RequiredWhenOperationMode,
    EditableWhenOperationMode: values.EditableWhenOperationMode,
    BaseCurrencyCode: has('money') ? blankToNull(values.BaseCurrencyCode ?? '')?.toUpperCase() ?? null : null,
    ClassifierCatalogDefinitionId: has('classifier') ? values.ClassifierCatalogDefinitionId : null,
    SemanticRole: SemanticRole.None,
    DefaultValue: {
      Kind: values.DefaultKind,
      Value: values.DefaultKind === DefaultValueKind.Constant ? values.DefaultConstant : null,
      DynamicKey: values.DefaultKind === DefaultValueKind.Dynamic ? values.DefaultDynamicKey : null,
    },
  }
}

export function toCreateRequest(values: FieldFormValues): FieldCreateRequest {
  const pair =
    values.FieldType === FieldType.Reference && values.CreatePairedField
      ? { Key: values.PairedFieldKey.trim(), DisplayName: values.PairedFieldDisplayName.trim() }
      : null
  return { ...commonMembers(values), FieldType: values.FieldType, CreatePairedField: pair }
}

export function toUpdateRequest(values: FieldFormValues, rowVersion: string, token: string | null = null): FieldUpdateRequest {
  return { ...commonMembers(values), RowVersion: rowVersion, SchemaChangeConfirmationToken: token }
}

/**
 * Changes that go through a schema-change plan first: those that can lose stored data (a shorter
 * text, lower precision or scale, removed options, AllowMultiple off, another reference target or
 * catalog) and a new key, which the server writes into the expressions naming the field.
 */
export function needsPlan(saved: EntityField, values: FieldFormValues): boolean {
  const lower = (before: number | null, after: number | null) => after !== null && (before === null || after < before)
  const keys = new Set(values.Options.map((option) => option.Key.trim()))
  return (
    saved.Key !== values.Key.trim() ||
    lower(saved.StringMaxLength, values.StringMaxLength) ||
    lower(saved.DecimalPrecision, values.DecimalPrecision) ||
    lower(saved.DecimalScale, values.DecimalScale) ||
    saved.Options.some((option) => !keys.has(option.Key)) ||
    (saved.AllowMultiple && !values.AllowMultiple) ||
    saved.ReferenceToEntityDefinitionId !== values.ReferenceToEntityDefinitionId ||
    saved.ClassifierCatalogDefinitionId !== values.ClassifierCatalogDefinitionId
  )
}
