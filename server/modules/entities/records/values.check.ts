import type { SqlValue } from '../../../db'
import type { Issue } from '../../../http/envelope'
import { issue } from '../../../http/errors'
import { FieldType, type RecordField } from './recordModel'

/** What a checked value writes: column values, the values of a side table, or child rows. */
export type CheckedValue =
  | { kind: 'columns'; values: Array<[column: string, value: SqlValue]> }
  | { kind: 'multi'; values: string[] }
  | { kind: 'table'; rows: unknown[] }

/** Lookups a value check needs from the database. */
export interface ValueLookups {
  /** The ids among `ids` that exist as instances of the definition. */
  existingInstances(definitionId: string, ids: string[]): Promise<Set<string>>
  /** Item keys of a classifier catalog (empty when the catalog does not exist). */
  classifierKeys(catalogId: string): Promise<Set<string>>
  defaultCurrency: string
}

export class ValueIssues {
  readonly list: Issue[] = []
  add(code: string, message: string, field: string): void {
    this.list.push(issue(code, message, field))
  }
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/
const dateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const phonePattern = /^\+?[0-9 ()./-]{3,32}$/
const currencyPattern = /^[A-Z]{3}$/
const countryPattern = /^[A-Z]{2}$/
const addressMembers = ['Street', 'PostalCode', 'City', 'Region', 'CountryCode', 'Latitude', 'Longitude']

export function isValidDate(text: string): boolean {
  const match = datePattern.exec(text)
  if (!match) return false
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.getUTCFullYear() === Number(match[1]) && date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3])
}

/** Decimal text within numeric(precision, scale); null when the number does not fit. */
function decimalText(value: number, precision: number | null, scale: number | null): string | null {
  if (!Number.isFinite(value)) return null
  const text = Math.abs(value) < 1e21 ? String(value) : null
  if (text === null || /e/i.test(text)) return null
  const [whole = '', fraction = ''] = text.replace('-', '').split('.')
  if (scale !== null && fraction.length > scale) return null
  if (precision !== null && whole.replace(/^0+/, '').length > precision - (scale ?? 0)) return null
  return text
}

function describeDecimal(field: RecordField): string {
  const { decimalPrecision: p, decimalScale: s } = field
  if (p === null) return 'a number'
  return `a number with at most ${p - (s ?? 0)} digits before and ${s ?? 0} after the decimal point`
}

/**
 * Checks one value against its field and answers what to write, or null (with issues added) when it
 * is invalid. `null` clears the value (requiredness is checked by the caller).
 */
export async function checkValue(
  field: RecordField,
  raw: unknown,
  path: string,
  issues: ValueIssues,
  lookups: ValueLookups,
): Promise<CheckedValue | null> {
  const invalid = (message: string): null => {
    issues.add('workspace.validation.invalid', `${field.displayName}: ${message}`, path)
    return null
  }
  if (field.fieldType === FieldType.Table) {
    if (raw === null) return { kind: 'table', rows: [] }
    return Array.isArray(raw) ? { kind: 'table', rows: raw } : invalid('expected a list of rows.')
  }
  if (field.allowMultiple) {
    const list = raw === null ? [] : raw
    if (!Array.isArray(list)) return invalid('expected a list of values.')
    const values: string[] = []
    const before = issues.list.length
    for (const [index, item] of list.entries()) {
      const single = await checkScalarText(field, item, `${path}[${index}]`, issues, lookups)
      if (single === undefined) continue
      if (single !== null && !values.includes(single)) values.push(single)
    }
    return issues.list.length > before ? null : { kind: 'multi', values }
  }
  const column = field.column as string
  const one = (value: SqlValue): CheckedValue => ({ kind: 'columns', values: [[column, value]] })
  if (raw === null) {
    const values: Array<[string, SqlValue]> = [[column, null]]
    if (field.currencyColumn) values.push([field.currencyColumn, null])
    return { kind: 'columns', values }
  }
  switch (field.fieldType) {
    case FieldType.Integer:
      return typeof raw === 'number' && Number.isSafeInteger(raw) ? one(raw) : invalid('expected a whole number.')
    case FieldType.Decimal: {
      const text = typeof raw === 'number' ? decimalText(raw, field.decimalPrecision, field.decimalScale) : null
      return text === null ? invalid(`expected ${describeDecimal(field)}.`) : one(text)
    }
    case FieldType.Money: {
      if (typeof raw !== 'object' || Array.isArray(raw)) return invalid('expected {Amount, CurrencyCode}.')
      const money = raw as Record<string, unknown>
      const unknown = Object.keys(money).filter((key) => key !== 'Amount' && key !== 'CurrencyCode')
      if (unknown.length > 0) return invalid(`unknown member ${unknown.join(', ')}; expected {Amount, CurrencyCode}.`)
      const amount = typeof money.Amount === 'number' ? decimalText(money.Amount, field.decimalPrecision, field.decimalScale) : null
      if (amount === null) return invalid(`Amount must be ${describeDecimal(field)}.`)
      const currency = money.CurrencyCode ?? field.baseCurrencyCode ?? lookups.defaultCurrency
      if (typeof currency !== 'string' || !currencyPattern.test(currency)) return invalid('CurrencyCode must be an ISO 4217 code such as EUR.')
      return { kind: 'columns', values: [[column, amount], [field.currencyColumn as string, currency]] }
    }
    case FieldType.Boolean:
      return typeof raw === 'boolean' ? one(raw) : invalid('expected true or false.')
    case FieldType.Date:
      return typeof raw === 'string' && isValidDate(raw) ? one(raw) : invalid('expected a date YYYY-MM-DD.')
    case FieldType.DateTime:
      return typeof raw === 'string' && dateTimePattern.test(raw) && !Number.isNaN(Date.parse(raw))
        ? one(new Date(raw).toISOString())
        : invalid('expected an ISO 8601 date and time with a time zone, e.g. 2026-03-29T08:30:00Z.')
    case FieldType.Time: {
      const match = typeof raw === 'string' ? timePattern.exec(raw) : null
      return match ? one(`${match[1]}:${match[2]}:${match[3] ?? '00'}`) : invalid('expected a time HH:mm:ss.')
    }
    case FieldType.Address:
      return checkAddress(field, raw, invalid, one)
    default: {
      const text = await checkScalarText(field, raw, path, issues, lookups)
      return text === undefined ? null : one(text)
    }
  }
}

function checkAddress(
  field: RecordField,
  raw: unknown,
  invalid: (message: string) => null,
  one: (value: SqlValue) => CheckedValue,
): CheckedValue | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return invalid('expected an address object.')
  const address = raw as Record<string, unknown>
  const unknown = Object.keys(address).filter((key) => !addressMembers.includes(key))
  if (unknown.length > 0) return invalid(`unknown address member ${unknown.join(', ')}.`)
  const stored: Record<string, string | number | null> = {}
  for (const key of ['Street', 'PostalCode', 'City', 'Region', 'CountryCode']) {
    const value = address[key] ?? null
    if (value !== null && typeof value !== 'string') return invalid(`${key} must be text.`)
    stored[key] = value === null || value.trim() === '' ? null : value.trim()
  }
  if (stored.CountryCode !== null && !countryPattern.test(String(stored.CountryCode))) {
    return invalid('CountryCode must be an ISO 3166 alpha-2 code such as DE.')
  }
  for (const [key, limit] of [['Latitude', 90], ['Longitude', 180]] as const) {
    const value = address[key] ?? null
    if (value !== null && (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > limit)) {
      return invalid(`${key} must be a number between -${limit} and ${limit}.`)
    }
    stored[key] = value as number | null
  }
  if (field.addressCoordinatesRequired && (stored.Latitude === null || stored.Longitude === null)) {
    return invalid('Latitude and Longitude are required.')
  }
  return one(stored)
}

/**
 * Text-like, Select, Reference and Classifier values (also each item of a multi-valued field):
 * answers the text to store, null for an empty text, or undefined when invalid.
 */
async function checkScalarText(
  field: RecordField,
  raw: unknown,
  path: string,
  issues: ValueIssues,
  lookups: ValueLookups,
): Promise<string | null | undefined> {
  const invalid = (code: string, message: string): undefined => {
    issues.add(code, `${field.displayName}: ${message}`, path)
    return undefined
  }
  if (typeof raw !== 'string') return invalid('workspace.validation.invalid', 'expected text.')
  switch (field.fieldType) {
    case FieldType.Select:
      return field.optionKeys.includes(raw)
        ? raw
        : invalid('workspace.entities.records.unknownOption', `"${raw}" is not an option (${field.optionKeys.join(', ')}).`)
    case FieldType.Classifier: {
      const keys = field.classifierCatalogId ? await lookups.classifierKeys(field.classifierCatalogId) : new Set<string>()
      return keys.has(raw) ? raw : invalid('workspace.entities.records.unknownOption', `"${raw}" is not an item of the catalog.`)
    }
    case FieldType.Reference: {
      const found = field.referenceTo ? await lookups.existingInstances(field.referenceTo, [raw]) : new Set<string>()
      return found.has(raw) ? raw : invalid('workspace.entities.records.referenceNotFound', `no record with id "${raw}".`)
    }
    default:
      break
  }
  if (raw === '') return null
  if (field.stringMaxLength !== null && [...raw].length > field.stringMaxLength) {
    return invalid('workspace.entities.records.tooLong', `at most ${field.stringMaxLength} characters.`)
  }
  if (field.fieldType === FieldType.Email && !emailPattern.test(raw)) return invalid('workspace.validation.invalid', 'expected an email address.')
  if (field.fieldType === FieldType.Phone && !phonePattern.test(raw)) return invalid('workspace.validation.invalid', 'expected a phone number.')
  if (field.fieldType === FieldType.Url && !isHttpUrl(raw)) return invalid('workspace.validation.invalid', 'expected an http or https address.')
  return raw
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}
