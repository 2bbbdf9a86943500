import { FieldType } from '@/api'
import type { AddressValue, EntityField, LookupItem, MoneyValue, TableRowValue } from './records.types'

export interface CellFormatContext {
  /** The app's number format (`useFormat().formatNumber`, which keeps each Intl format it builds). */
  formatNumber: (value: number, options: Intl.NumberFormatOptions) => string
  yes: string
  no: string
  /** How a referenced record the caller may not read is named. */
  restricted: string
  rows: (count: number) => string
  formatDate: (iso: string) => string
  formatDateTime: (iso: string) => string
  labels: Record<string, LookupItem>
  /** Classifier item names by catalog id, then item key. */
  classifierNames: (field: EntityField, key: string) => string
}

// Grid cells are plain text: one string per cell keeps a page of 100 rows cheap to render.
function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value]
}

export function formatCell(field: EntityField, value: unknown, context: CellFormatContext): string {
  if (value === null || value === undefined || value === '') return ''
  switch (field.FieldType) {
    case FieldType.Integer:
    case FieldType.Decimal:
      return typeof value === 'number'
        ? context.formatNumber(value, { maximumFractionDigits: field.DecimalScale ?? 20 })
        : String(value)
    case FieldType.Money: {
      const money = value as MoneyValue
      if (typeof money.Amount !== 'number') return ''
      try {
        return context.formatNumber(money.Amount, {
          style: 'currency',
          currency: money.CurrencyCode || field.BaseCurrencyCode || 'EUR',
          minimumFractionDigits: field.DecimalScale ?? 2,
          maximumFractionDigits: field.DecimalScale ?? 2,
        })
      } catch {
        return `${money.Amount} ${money.CurrencyCode}`
      }
    }
    case FieldType.Boolean:
      return value === true ? context.yes : context.no
    case FieldType.Date:
      return typeof value === 'string' ? context.formatDate(`${value}T00:00:00`) : ''
    case FieldType.DateTime:
      return typeof value === 'string' ? context.formatDateTime(value) : ''
    case FieldType.Select:
      return listOf(value)
        .map((key) => field.Options?.find((option) => option.Key === key)?.Value ?? String(key))
        .join(', ')
    case FieldType.Reference:
      return listOf(value)
        .map((id) => {
          const label = context.labels[String(id)]
          return label?.IsRestricted ? context.restricted : (label?.DisplayName ?? String(id))
        })
        .join(', ')
    case FieldType.Classifier:
      return listOf(value)
        .map((key) => context.classifierNames(field, String(key)))
        .join(', ')
    case FieldType.Table:
      return context.rows(Array.isArray(value) ? (value as TableRowValue[]).length : 0)
    case FieldType.Address: {
      const address = value as AddressValue
      return [address.Street, [address.PostalCode, address.City].filter(Boolean).join(' '), address.CountryCode]
        .filter(Boolean)
        .join(', ')
    }
    default:
      return Array.isArray(value) ? value.join(', ') : String(value)
  }
}

/** Fields whose cells are numbers (right-aligned). */
export function isNumeric(field: EntityField): boolean {
  return field.FieldType === FieldType.Integer || field.FieldType === FieldType.Decimal || field.FieldType === FieldType.Money
}

/** Fields the server sorts by: scalar columns of the primary table (not addresses, table rows or multi-values). */
export function isSortable(field: EntityField): boolean {
  if (field.AllowMultiple) return false
  return field.FieldType !== FieldType.Table && field.FieldType !== FieldType.Address
}
