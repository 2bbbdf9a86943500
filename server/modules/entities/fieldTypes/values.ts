import { FieldType } from '../types'
import { isTextLike } from './catalog'

/** Type checks of a constant field value in the runtime shape (docs/entities.md, "Field types"). */

export interface ValueSpec {
  FieldType: number
  StringMaxLength: number | null
  DecimalPrecision: number | null
  DecimalScale: number | null
  AllowMultiple: boolean
  Options: Array<{ Key: string }>
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/
const timePattern = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/
const dateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

export function isValidDate(value: string): boolean {
  const match = datePattern.exec(value)
  if (!match) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

/** Whether a number fits numeric(precision, scale) without losing digits. */
export function fitsNumeric(value: number, precision: number, scale: number): boolean {
  if (!Number.isFinite(value)) return false
  const [whole = '', fraction = ''] = Math.abs(value).toFixed(Math.min(scale + 6, 20)).split('.')
  const significantFraction = fraction.replace(/0+$/, '')
  const wholeDigits = whole.replace(/^0+/, '').length
  return significantFraction.length <= scale && wholeDigits <= precision - scale
}

function checkScalar(spec: ValueSpec, value: unknown): string | null {
  const type = spec.FieldType
  if (isTextLike(type) || type === FieldType.LongText || type === FieldType.Markdown) {
    if (typeof value !== 'string') return 'must be a string'
    if (spec.StringMaxLength !== null && value.length > spec.StringMaxLength) return `must be at most ${spec.StringMaxLength} characters`
    if (type === FieldType.Email && !emailPattern.test(value)) return 'must be an email address'
    if (type === FieldType.Url && !/^https?:\/\/\S+$/i.test(value)) return 'must be an http or https address'
    return null
  }
  switch (type) {
    case FieldType.Integer:
      return Number.isSafeInteger(value) ? null : 'must be an integer'
    case FieldType.Decimal:
      return typeof value === 'number' && fitsNumeric(value, spec.DecimalPrecision ?? 18, spec.DecimalScale ?? 2)
        ? null
        : `must be a number with at most ${(spec.DecimalPrecision ?? 18) - (spec.DecimalScale ?? 2)} digits before and ${spec.DecimalScale ?? 2} after the point`
    case FieldType.Money: {
      const money = value as { Amount?: unknown; CurrencyCode?: unknown }
      if (!money || typeof money !== 'object' || typeof money.Amount !== 'number') return 'must be {Amount, CurrencyCode}'
      if (!fitsNumeric(money.Amount, spec.DecimalPrecision ?? 18, spec.DecimalScale ?? 2)) return 'Amount does not fit the precision and scale'
      if (money.CurrencyCode !== undefined && money.CurrencyCode !== null && !/^[A-Z]{3}$/.test(String(money.CurrencyCode))) {
        return 'CurrencyCode must be an ISO 4217 code'
      }
      return null
    }
    case FieldType.Boolean:
      return typeof value === 'boolean' ? null : 'must be true or false'
    case FieldType.Date:
      return typeof value === 'string' && isValidDate(value) ? null : 'must be a date YYYY-MM-DD'
    case FieldType.DateTime:
      return typeof value === 'string' && dateTimePattern.test(value) && !Number.isNaN(Date.parse(value))
        ? null
        : 'must be an ISO 8601 date-time'
    case FieldType.Time:
      return typeof value === 'string' && timePattern.test(value) ? null : 'must be a time HH:mm:ss'
    case FieldType.Select:
      return typeof value === 'string' && spec.Options.some((option) => option.Key === value) ? null : 'must be one of the option keys'
    case FieldType.Reference:
    case FieldType.Classifier:
      return typeof value === 'string' && value.length > 0 ? null : 'must be a non-empty string'
    case FieldType.Address: {
      const address = value as Record<string, unknown>
      if (!address || typeof address !== 'object' || Array.isArray(address)) return 'must be an address object'
      const allowed = ['Street', 'PostalCode', 'City', 'Region', 'CountryCode', 'Latitude', 'Longitude']
      const unknown = Object.keys(address).find((key) => !allowed.includes(key))
      return unknown ? `has the unknown member ${unknown}` : null
    }
    default:
      return 'cannot have a value'
  }
}

/** A message when the value does not fit the field (null when it does). Multi-valued fields take arrays. */
export function checkValue(spec: ValueSpec, value: unknown): string | null {
  if (spec.AllowMultiple) {
    if (!Array.isArray(value)) return 'must be an array'
    for (const item of value) {
      const problem = checkScalar(spec, item)
      if (problem) return `items ${problem}`
    }
    return null
  }
  return checkScalar(spec, value)
}
