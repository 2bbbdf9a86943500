import { type LookupItem, FieldType } from '../../entities'

/** How a board data value reads on a card and in the audit trail (the record's runtime value in words). */

/** What the text of a value depends on: the type, and the options of a Select field. */
export interface DisplayField {
  FieldType: number
  Options?: ReadonlyArray<{ Key: string; Value: string }>
}

const previewLength = 200

export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
}

function one(field: DisplayField, value: unknown, labels: Record<string, LookupItem>): string {
  switch (field.FieldType) {
    case FieldType.Boolean:
      return value === true ? 'Yes' : 'No'
    case FieldType.Money: {
      const money = value as { Amount?: unknown; CurrencyCode?: unknown }
      return `${String(money.Amount ?? '')} ${String(money.CurrencyCode ?? '')}`.trim()
    }
    case FieldType.Select:
      return (field.Options ?? []).find((option) => option.Key === value)?.Value ?? String(value)
    case FieldType.Reference:
      return labels[String(value)]?.DisplayName ?? String(value)
    case FieldType.Address: {
      const address = value as Record<string, unknown>
      return ['Street', 'PostalCode', 'City', 'Region', 'CountryCode'].map((part) => address[part]).filter((part) => !isEmptyValue(part)).join(', ')
    }
    case FieldType.Table:
      return `${(value as unknown[]).length} rows`
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value)
  }
}

/** The value as text; null when empty. */
export function displayValue(field: DisplayField, value: unknown, labels: Record<string, LookupItem> = {}): string | null {
  if (isEmptyValue(value)) return null
  if (Array.isArray(value) && field.FieldType !== FieldType.Table) return value.map((item) => one(field, item, labels)).join(', ')
  return one(field, value, labels)
}

const longText = new Set<number>([FieldType.LongText, FieldType.Markdown])

/** The start of a long text (cards show a line or two of it). */
export function plainTextPreview(field: DisplayField, value: unknown): { Text: string; IsTruncated: boolean } | null {
  if (!longText.has(field.FieldType) || typeof value !== 'string' || value === '') return null
  return { Text: value.slice(0, previewLength), IsTruncated: value.length > previewLength }
}
