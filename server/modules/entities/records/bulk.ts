import type { Db } from '../../../db'
import { FieldType, type RecordField } from './recordModel'
import { requireDefinition } from './records.context'
import { appContextOf } from '../../../platform/appContext'

/** A literal SQL string (the values come from the definition, never from a request). */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`

/** A generated value of row `n` for a scalar column, or null when the type gets none. */
function generated(field: RecordField): string | null {
  const clip = (expression: string) => (field.stringMaxLength ? `left(${expression}, ${field.stringMaxLength})` : expression)
  const decimal = () => `round(((n % 100000) / 100.0)::numeric % ${10 ** Math.max((field.decimalPrecision ?? 18) - (field.decimalScale ?? 2), 1)}, ${field.decimalScale ?? 2})`
  switch (field.fieldType) {
    case FieldType.Text:
      return clip(`${literal(`${field.displayName} `)} || n`)
    case FieldType.LongText:
    case FieldType.Markdown:
      return `'Generated record ' || n`
    case FieldType.Email:
      return clip(`'user' || n || '@example.com'`)
    case FieldType.Phone:
      return clip(`'+49 30 ' || (1000000 + n)`)
    case FieldType.Url:
      return clip(`'https://example.com/records/' || n`)
    case FieldType.Integer:
      return 'n'
    case FieldType.Decimal:
    case FieldType.Money:
      return decimal()
    case FieldType.Boolean:
      return 'n % 2 = 0'
    case FieldType.Date:
      return `date '2024-01-01' + (n % 730)::int`
    case FieldType.DateTime:
      return `timestamptz '2024-01-01T00:00:00Z' + n * interval '1 minute'`
    case FieldType.Time:
      return `time '08:00' + (n % 600) * interval '1 minute'`
    case FieldType.Select:
      return field.optionKeys.length > 0
        ? `(ARRAY[${field.optionKeys.map(literal).join(', ')}])[1 + (n % ${field.optionKeys.length})::int]`
        : null
    default:
      return null
  }
}

/**
 * Fills an entity with `count` generated active records in one INSERT ... SELECT generate_series
 * (for benchmarks and load tests): text-like, number, date, boolean and select fields get values,
 * references, classifiers, addresses, multi-valued and table fields stay empty. Answers the count.
 */
export async function seedBulkRecords(db: Db, definitionName: string, count: number): Promise<number> {
  const definition = await requireDefinition(db, definitionName)
  const columns: string[] = []
  const values: string[] = []
  for (const field of definition.primary.fields) {
    const value = field.column ? generated(field) : null
    if (!value || !field.column) continue
    columns.push(field.column)
    values.push(value)
    if (field.currencyColumn) {
      columns.push(field.currencyColumn)
      values.push(literal(field.baseCurrencyCode ?? 'EUR'))
    }
  }
  const prefix = literal(definition.numberPrefix ?? '')
  return db.transaction(async (tx) => {
    const [state] = await tx.query<{ last_number: string }>(
      'UPDATE entity_definitions SET last_number = last_number + $2 WHERE id = $1 RETURNING (last_number - $2)::text AS last_number',
      [definition.id, count],
    )
    const start = Number(state?.last_number ?? 0)
    await tx.query(
      `INSERT INTO ${definition.primary.qualifiedName}
         (id, row_version, created_at, created_by, modified_at, modified_by, number${columns.map((column) => `, ${column}`).join('')})
       SELECT gen_random_uuid()::text, gen_random_uuid(), $2::timestamptz - (($1 - n) * interval '1 second'), NULL,
              $2::timestamptz - (($1 - n) * interval '1 second'), NULL, ${prefix} || lpad((${start} + n)::text, 6, '0')
              ${values.map((value) => `, ${value}`).join('')}
       FROM generate_series(1, $1::int) AS g(n)`,
      [count, appContextOf(db).clock()],
    )
    return count
  })
}
