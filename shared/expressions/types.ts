import { FieldType } from '../contract/enums'

/**
 * Static types of expressions. Numbers and money carry their decimal scale (digits after the point;
 * null when unbounded, e.g. after a division), so narrowing into a field needs an explicit ROUND.
 */
export type ExprType =
  | { kind: 'Integer' }
  | { kind: 'Decimal'; scale: number | null }
  | { kind: 'Money'; currency: string | null; scale: number | null }
  | { kind: 'Text' }
  | { kind: 'Boolean' }
  | { kind: 'Date' }
  | { kind: 'DateTime' }
  | { kind: 'Time' }
  /** The NULL literal: fits every type. */
  | { kind: 'Null' }
  /** Several values: a multi-valued field or a path through a table field (for aggregates). */
  | { kind: 'List'; item: ExprType }
  | { kind: 'Reference'; definitionId: string | null }
  /** After a mistake already reported: accepted everywhere, so one mistake gives one diagnostic. */
  | { kind: 'Unknown' }

export const types = {
  integer: { kind: 'Integer' } as ExprType,
  decimal: (scale: number | null): ExprType => ({ kind: 'Decimal', scale }),
  money: (currency: string | null, scale: number | null): ExprType => ({ kind: 'Money', currency, scale }),
  text: { kind: 'Text' } as ExprType,
  boolean: { kind: 'Boolean' } as ExprType,
  date: { kind: 'Date' } as ExprType,
  dateTime: { kind: 'DateTime' } as ExprType,
  time: { kind: 'Time' } as ExprType,
  null: { kind: 'Null' } as ExprType,
  unknown: { kind: 'Unknown' } as ExprType,
}

export const isNumber = (type: ExprType) => type.kind === 'Integer' || type.kind === 'Decimal'
export const scaleOf = (type: ExprType): number | null => (type.kind === 'Integer' ? 0 : type.kind === 'Decimal' || type.kind === 'Money' ? type.scale : null)

/** How a type reads in a message: "Money (EUR)", "Decimal (2 places)". */
export function typeName(type: ExprType): string {
  switch (type.kind) {
    case 'Money':
      return type.currency ? `Money (${type.currency})` : 'Money'
    case 'List':
      return `a list of ${typeName(type.item)}`
    case 'Reference':
      return 'Reference'
    case 'Null':
      return 'NULL'
    default:
      return type.kind
  }
}

/** A field as the expression language sees it. */
export interface SchemaField {
  /** The field's id, where the schema knows it (to find what an expression depends on). */
  id?: string
  key: string
  displayName: string
  fieldType: FieldType
  allowMultiple: boolean
  decimalScale: number | null
  baseCurrencyCode: string | null
  /** Reference fields: the definition they point to. */
  referenceTo: string | null
  /** Table fields: the child table their rows live in. */
  childTableId: string | null
  /** Select fields: their options (a comparison with any other text never holds). */
  options?: readonly SelectOption[]
  /** Where the value is stored, for statements compiled to SQL (quoted identifiers). */
  storage?: { column: string | null; currencyColumn: string | null; sideTable: string | null }
}

/** One option of a Select field: the key stored and compared, the label users read. */
export interface SelectOption {
  key: string
  label: string
}

/** The options of Select fields as the contract lists them (Key and Value), for SchemaField.options. */
export function selectOptions(fieldType: number, options: ReadonlyArray<{ Key?: string; Value?: string }> | null | undefined): SelectOption[] | undefined {
  if (fieldType !== FieldType.Select || !options) return undefined
  return options.filter((option) => option.Key).map((option) => ({ key: option.Key!, label: option.Value ?? option.Key! }))
}

/** The fields an expression can name: those of its table, and of the tables it can reach. */
export interface ExpressionSchema {
  fieldsOf(tableId: string): readonly SchemaField[]
  /** The primary table of a definition (where a reference leads). */
  primaryTableOf(definitionId: string): string | null
  /** The table's qualified SQL name, for statements compiled to SQL. */
  tableSqlName?(tableId: string): string | null
  /** The responsibility keys of the records of a (primary) table, for HAS_RESPONSIBILITY; absent when unknown. */
  responsibilityKeysOf?(tableId: string): readonly string[] | null
}

const textTypes = new Set<number>([
  FieldType.Text, FieldType.LongText, FieldType.Email, FieldType.Phone, FieldType.Url, FieldType.Markdown, FieldType.Select,
  FieldType.Classifier,
])

/** The type of one value of a field (before AllowMultiple makes it a list). */
export function fieldValueType(field: SchemaField): ExprType {
  if (textTypes.has(field.fieldType)) return types.text
  switch (field.fieldType) {
    case FieldType.Integer:
      return types.integer
    case FieldType.Decimal:
      return types.decimal(field.decimalScale ?? 2)
    case FieldType.Money:
      return types.money(field.baseCurrencyCode, field.decimalScale ?? 2)
    case FieldType.Boolean:
      return types.boolean
    case FieldType.Date:
      return types.date
    case FieldType.DateTime:
      return types.dateTime
    case FieldType.Time:
      return types.time
    case FieldType.Reference:
      return { kind: 'Reference', definitionId: field.referenceTo }
    default:
      return types.unknown
  }
}
