import { FieldType, type RecordField, type RecordTable } from './recordModel'

/** A row as selected by selectColumns: system columns plus v<index> / c<index> per field. */
export type StoredRow = Record<string, unknown> & {
  id: string
  row_version: string
  created_at: string
  created_by: string | null
  modified_at: string
  modified_by: string | null
  archived_at: string | null
  archived_by: string | null
}

const utc = (expression: string) => `to_char(${expression} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** SQL reading one field column as text that round-trips exactly (numbers, dates, times). */
export function columnExpression(field: Pick<RecordField, 'column' | 'fieldType'>, alias: string): string {
  const column = `${alias}.${field.column}`
  switch (field.fieldType) {
    case FieldType.Integer:
    case FieldType.Decimal:
    case FieldType.Money:
      return `${column}::text`
    case FieldType.Date:
      return `to_char(${column}, 'YYYY-MM-DD')`
    case FieldType.DateTime:
      return utc(column)
    case FieldType.Time:
      return `to_char(${column}, 'HH24:MI:SS')`
    default:
      return column
  }
}

/** The select list of a data table: system columns and every column field. */
export function selectColumns(table: RecordTable, alias: string, withNumber: boolean): string {
  const parts = [
    `${alias}.id`,
    `${alias}.row_version::text AS row_version`,
    `${utc(`${alias}.created_at`)} AS created_at`,
    `${alias}.created_by`,
    `${utc(`${alias}.modified_at`)} AS modified_at`,
    `${alias}.modified_by`,
    `${utc(`${alias}.archived_at`)} AS archived_at`,
    `${alias}.archived_by`,
  ]
  if (withNumber) parts.push(`${alias}.number`)
  table.fields.forEach((field, index) => {
    if (!field.column) return
    parts.push(`${columnExpression(field, alias)} AS v${index}`)
    if (field.currencyColumn) parts.push(`${alias}.${field.currencyColumn} AS c${index}`)
  })
  return parts.join(', ')
}

/** The runtime value of one column field of a stored row. */
export function readColumnValue(field: RecordField, row: Record<string, unknown>, index: number): unknown {
  const value = row[`v${index}`] ?? null
  if (value === null) return null
  switch (field.fieldType) {
    case FieldType.Integer:
    case FieldType.Decimal:
      return Number(value)
    case FieldType.Money:
      return { Amount: Number(value), CurrencyCode: String(row[`c${index}`] ?? '').trim() }
    case FieldType.Address: {
      const stored = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>
      return {
        Street: stored.Street ?? null,
        PostalCode: stored.PostalCode ?? null,
        City: stored.City ?? null,
        Region: stored.Region ?? null,
        CountryCode: stored.CountryCode ?? null,
        Latitude: stored.Latitude ?? null,
        Longitude: stored.Longitude ?? null,
      }
    }
    default:
      return value
  }
}
