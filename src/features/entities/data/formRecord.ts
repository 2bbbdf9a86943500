// The record form's values as the expression evaluator reads a record (server/expressions). Loaded
// lazily with the evaluator (conditionEngine.ts), never on the first load.
import type { RecordAccess } from '@shared/expressions/evaluator'
import type { SchemaField } from '@shared/expressions/types'
import { values, type Value } from '@shared/expressions/values'
import { FieldType } from '@/api'
import type { DefinitionSchema } from './expressionSchema'
import type { FieldValue, FieldValues, MoneyValue, TableRowValue } from './records.types'

/**
 * Thrown while evaluating when the answer needs what the form does not hold — the fields of a
 * referenced record, a calculation that cannot be worked out here. The condition is then
 * "unknown": the form does not judge it and the server decides on save.
 */
export class UnknownInForm extends Error {
  constructor(readonly reason: string) {
    super(reason)
  }
}

const textTypes = new Set<number>([
  FieldType.Text, FieldType.LongText, FieldType.Email, FieldType.Phone, FieldType.Url, FieldType.Markdown, FieldType.Select,
  FieldType.Classifier,
])

const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?/
// Exact decimal text (what the local API stores for a number it is sent), never a binary float.
const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?$/i

/**
 * A number of the form as an exact decimal. The inputs keep the number parsed from the text the user
 * typed, and the form sends that number; the local API stores it as `String(number)` — the same
 * digits as the typed text, normalised ("1,50" → 1.5) — so the evaluator reads exactly those digits.
 */
function decimalText(raw: unknown): string | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? String(raw) : null
  if (typeof raw === 'string' && DECIMAL.test(raw.trim())) return raw.trim()
  return null
}

function isMoney(raw: unknown): raw is MoneyValue {
  return !!raw && typeof raw === 'object' && !Array.isArray(raw) && 'Amount' in raw
}

/** One value of a field (an item of a multi-valued one) as a runtime value; null when empty or not of the field's shape. */
function singleValue(field: SchemaField, raw: unknown): Value {
  if (raw === null || raw === undefined) return null
  if (textTypes.has(field.fieldType)) return typeof raw === 'string' ? values.text(raw) : null
  switch (field.fieldType) {
    case FieldType.Integer: {
      const text = decimalText(raw)
      return text === null ? null : values.integer(text)
    }
    case FieldType.Decimal: {
      const text = decimalText(raw)
      return text === null ? null : values.decimal(text)
    }
    case FieldType.Money: {
      if (!isMoney(raw)) return null
      const amount = decimalText(raw.Amount)
      const currency = (raw.CurrencyCode || field.baseCurrencyCode || '').trim().toUpperCase()
      return amount === null ? null : values.money(amount, currency)
    }
    case FieldType.Boolean:
      return typeof raw === 'boolean' ? values.boolean(raw) : null
    case FieldType.Date:
      return typeof raw === 'string' && DATE.test(raw) ? values.date(raw) : null
    case FieldType.DateTime: {
      const epoch = typeof raw === 'string' ? Date.parse(raw) : Number.NaN
      return Number.isNaN(epoch) ? null : values.dateTime(epoch)
    }
    case FieldType.Time: {
      const match = typeof raw === 'string' ? TIME.exec(raw) : null
      return match ? { type: 'Time', value: `${match[1]}:${match[2]}:${match[3] ?? '00'}` } : null
    }
    case FieldType.Reference:
      return typeof raw === 'string' && raw !== '' ? { type: 'Reference', id: raw } : null
    default:
      // Addresses cannot be read by expressions; tables are rows, not values.
      return null
  }
}

/** A field's form value as the evaluator reads it: a multi-valued field gives a list. */
export function fieldValue(field: SchemaField, raw: FieldValue | undefined): Value {
  if (field.allowMultiple && field.fieldType !== FieldType.Boolean) {
    const items = Array.isArray(raw) ? raw : raw === null || raw === undefined ? [] : [raw]
    return values.list(items.map((item) => singleValue(field, item)).filter((item) => item !== null))
  }
  return singleValue(field, raw)
}

export interface FormRecordOptions {
  /**
   * The value of a calculated field, worked out from the record (as the server does on save);
   * undefined for a field that is not calculated, whose form value is read.
   */
  calculated?: (tableId: string, key: string, record: RecordAccess) => Value | undefined
}

/** The form values of one row of `tableId` (the primary table or a child table) as a record. */
export function formRecord(schema: DefinitionSchema, tableId: string, data: FieldValues, options: FormRecordOptions = {}): RecordAccess {
  const fields = new Map(schema.fieldsOf(tableId).map((field) => [field.key, field]))
  const record: RecordAccess = {
    kind: (key) => {
      const field = fields.get(key)
      if (field?.childTableId) return 'table'
      return field?.fieldType === FieldType.Reference && !field.allowMultiple ? 'reference' : 'value'
    },
    get: (key) => {
      const field = fields.get(key)
      if (!field || field.childTableId) return null
      const calculated = options.calculated?.(tableId, key, record)
      return calculated === undefined ? fieldValue(field, data[key]) : calculated
    },
    follow: (key) => {
      // An empty reference leads nowhere (NULL, as on the server); a set one to a record not loaded here.
      if (record.get(key) === null) return null
      throw new UnknownInForm(`${key} refers to a record the form has not loaded`)
    },
    rows: (key) => {
      const childTableId = fields.get(key)?.childTableId
      const rows = data[key]
      if (!childTableId || !Array.isArray(rows)) return []
      return (rows as TableRowValue[])
        .filter((row) => !!row && typeof row === 'object' && 'Fields' in row)
        .map((row) => formRecord(schema, childTableId, row.Fields ?? {}, options))
    },
  }
  return record
}
