import { DefaultValueKind, FieldType } from '@/api'
import { t } from '@/app/plugins/i18n'
import type { EntityField } from '../api/entities.types'
import type { FieldFormValues } from './fieldForm'
import { fieldTypeInfo } from './fieldTypes'

// The server's rules for field definitions (docs/entities.md, "Definitions and fields"), checked while typing.
export const FIELD_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,47}$/
export const OPTION_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/
export const CURRENCY_PATTERN = /^[A-Z]{3}$/
export const MAX_DISPLAY_NAME = 200
export const STRING_MAX_LENGTH = { min: 1, max: 4000 }
export const PRECISION = { min: 1, max: 38 }

export type FieldErrors = Record<string, string[]>

export interface FieldRuleContext {
  /** The other fields of the same table (keys are unique per table, ignoring case). */
  siblings: readonly Pick<EntityField, 'Id' | 'Key'>[]
  fieldId: string | null
}

function add(errors: FieldErrors, member: string, message: string): void {
  ;(errors[member] ??= []).push(message)
}

function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value)
}

export function validateKey(key: string, context: FieldRuleContext): string[] {
  const trimmed = key.trim()
  if (trimmed === '') return [t('entities.rules.required')]
  if (!FIELD_KEY_PATTERN.test(trimmed)) return [t('entities.rules.fieldKey')]
  const lower = trimmed.toLowerCase()
  if (context.siblings.some((field) => field.Id !== context.fieldId && field.Key.toLowerCase() === lower)) {
    return [t('entities.rules.duplicateKey', { key: trimmed })]
  }
  return []
}

function validateOptions(values: FieldFormValues, errors: FieldErrors): void {
  if (values.Options.length === 0) add(errors, 'Options', t('entities.rules.optionsRequired'))
  const seen = new Set<string>()
  values.Options.forEach((option, index) => {
    const key = option.Key.trim()
    // An empty new row needs its label first; its key then follows from it.
    const waitsForLabel = key === '' && option.Value.trim() === '' && !option.saved
    if (waitsForLabel) {
      add(errors, `Options[${index}].Value`, t('entities.rules.required'))
      return
    }
    if (!OPTION_KEY_PATTERN.test(key)) add(errors, `Options[${index}].Key`, t('entities.rules.optionKey'))
    else if (seen.has(key.toLowerCase())) add(errors, `Options[${index}].Key`, t('entities.rules.duplicateOption', { key }))
    seen.add(key.toLowerCase())
    if (option.Value.trim() === '') add(errors, `Options[${index}].Value`, t('entities.rules.required'))
  })
}

function validateNumberSection(values: FieldFormValues, errors: FieldErrors): void {
  const { DecimalPrecision: precision, DecimalScale: scale } = values
  if (!isInteger(precision) || precision < PRECISION.min || precision > PRECISION.max) {
    add(errors, 'DecimalPrecision', t('entities.rules.between', PRECISION))
  }
  if (!isInteger(scale) || scale < 0) add(errors, 'DecimalScale', t('entities.rules.scale'))
  else if (isInteger(precision) && scale > precision) add(errors, 'DecimalScale', t('entities.rules.scaleAbovePrecision'))
}

/** A Constant default must be a value of the field's type (the server checks the same). */
export function validateConstant(values: FieldFormValues): string[] {
  const value = values.DefaultConstant
  if (value === null || value === undefined || value === '') return [t('entities.rules.required')]
  const many = values.AllowMultiple && fieldTypeInfo(values.FieldType).allowsMultiple
  const items = many ? (Array.isArray(value) ? value : [value]) : [value]
  for (const item of items) {
    const problem = constantProblem(values, item)
    if (problem) return [problem]
  }
  return []
}

function constantProblem(values: FieldFormValues, value: unknown): string | null {
  const text = typeof value === 'string' ? value : null
  switch (values.FieldType) {
    case FieldType.Integer:
      return isInteger(value) ? null : t('entities.rules.integer')
    case FieldType.Decimal:
      return typeof value === 'number' && Number.isFinite(value) ? null : t('entities.rules.number')
    case FieldType.Money: {
      const money = value as { Amount?: unknown } | null
      return typeof money?.Amount === 'number' ? null : t('entities.rules.number')
    }
    case FieldType.Boolean:
      return typeof value === 'boolean' ? null : t('entities.rules.required')
    case FieldType.Date:
      return text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? null : t('entities.rules.date')
    case FieldType.DateTime:
      return text && !Number.isNaN(Date.parse(text)) ? null : t('entities.rules.dateTime')
    case FieldType.Time:
      return text && /^\d{2}:\d{2}(:\d{2})?$/.test(text) ? null : t('entities.rules.time')
    case FieldType.Email:
      return text && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? null : t('entities.rules.email')
    case FieldType.Url:
      return text && /^https?:\/\/\S+$/.test(text) ? null : t('entities.rules.url')
    case FieldType.Select:
      return values.Options.some((option) => option.Key.trim() === value) ? null : t('entities.rules.unknownOption')
    case FieldType.Text:
      return text !== null && values.StringMaxLength !== null && text.length > values.StringMaxLength
        ? t('entities.rules.tooLong', { max: values.StringMaxLength })
        : null
    default:
      return null
  }
}

/** Every rule the server applies to a field create or update body, as messages per member. */
export function validateField(values: FieldFormValues, context: FieldRuleContext): FieldErrors {
  const errors: FieldErrors = {}
  const info = fieldTypeInfo(values.FieldType)
  for (const message of validateKey(values.Key, context)) add(errors, 'Key', message)
  const name = values.DisplayName.trim()
  if (name === '') add(errors, 'DisplayName', t('entities.rules.required'))
  else if (name.length > MAX_DISPLAY_NAME) add(errors, 'DisplayName', t('entities.rules.tooLong', { max: MAX_DISPLAY_NAME }))

  if (info.sections.includes('text') && values.StringMaxLength !== null) {
    const length = values.StringMaxLength
    if (!isInteger(length) || length < STRING_MAX_LENGTH.min || length > STRING_MAX_LENGTH.max) {
      add(errors, 'StringMaxLength', t('entities.rules.between', STRING_MAX_LENGTH))
    }
  }
  if (info.sections.includes('number')) validateNumberSection(values, errors)
  if (info.sections.includes('money') && values.BaseCurrencyCode && !CURRENCY_PATTERN.test(values.BaseCurrencyCode)) {
    add(errors, 'BaseCurrencyCode', t('entities.rules.currency'))
  }
  if (info.sections.includes('options')) validateOptions(values, errors)
  if (info.sections.includes('reference')) {
    if (!values.ReferenceToEntityDefinitionId) add(errors, 'ReferenceToEntityDefinitionId', t('entities.rules.required'))
    if (values.CreatePairedField && context.fieldId === null) {
      const key = values.PairedFieldKey.trim()
      if (!FIELD_KEY_PATTERN.test(key)) add(errors, 'CreatePairedField.Key', t('entities.rules.fieldKey'))
      if (values.PairedFieldDisplayName.trim() === '') add(errors, 'CreatePairedField.DisplayName', t('entities.rules.required'))
    }
  }
  if (info.sections.includes('classifier') && !values.ClassifierCatalogDefinitionId) {
    add(errors, 'ClassifierCatalogDefinitionId', t('entities.rules.required'))
  }
  if (values.DefaultKind === DefaultValueKind.Constant) {
    for (const message of validateConstant(values)) add(errors, 'DefaultValue', message)
  }
  if (values.DefaultKind === DefaultValueKind.Dynamic && !values.DefaultDynamicKey) {
    add(errors, 'DefaultValue', t('entities.rules.required'))
  }
  return errors
}
