import type { Db } from '../../../db'
import { qualified, quoteIdent } from '../storage/names'
import type { FieldModel, TableModel } from '../model'
import { FieldType } from '../types'

/**
 * SQL of the probes a plan runs over the real data: a predicate over alias t choosing the rows of a
 * table that lose data, and a samples query answering the values they lose as column v.
 */

export interface ProbeQueries {
  predicate: string
  samples: string | null
}

export const sampleLimit = 10

/** SQL text of a field's stored value (null for Table fields). */
function valueText(field: FieldModel, alias: string): string | null {
  const column = field.storage.column
  if (!column) return null
  const value = `${alias}.${quoteIdent(column)}`
  if (field.FieldType === FieldType.Money && field.storage.currencyColumn) {
    return `(${value}::text || coalesce(' ' || ${alias}.${quoteIdent(field.storage.currencyColumn)}, ''))`
  }
  return `${value}::text`
}

/** Rows whose value of the field (column or side table) meets `condition` ({v} is the value). */
export function valueProbeQueries(table: TableModel, field: FieldModel, condition: string): ProbeQueries {
  if (field.storage.sideTable) {
    const side = qualified(field.storage.sideTable)
    const where = condition.replaceAll('{v}', 's.value')
    return {
      predicate: `EXISTS (SELECT 1 FROM ${side} s WHERE s.record_id = t.id AND ${where})`,
      samples: `SELECT DISTINCT s.value AS v FROM ${side} s WHERE ${where} LIMIT ${sampleLimit}`,
    }
  }
  const column = `t.${quoteIdent(field.storage.column ?? '')}`
  const where = condition.replaceAll('{v}', column)
  return {
    predicate: `(${where})`,
    samples: `SELECT DISTINCT ${valueText(field, 't')} AS v FROM ${table.qualifiedName} t WHERE ${where} LIMIT ${sampleLimit}`,
  }
}

/** Parent rows that own rows of the child table (none when it is missing); samples of its first column field. */
export function childRowsProbeQueries(child: TableModel | undefined): ProbeQueries {
  const childName = child?.qualifiedName ?? 'NULL'
  const firstColumn = child?.Fields.find((item) => item.storage.column)
  return {
    predicate: child ? `EXISTS (SELECT 1 FROM ${childName} c WHERE c.parent_id = t.id)` : 'false',
    samples:
      child && firstColumn
        ? `SELECT DISTINCT ${valueText(firstColumn, 'c')} AS v FROM ${childName} c WHERE ${valueText(firstColumn, 'c')} IS NOT NULL LIMIT ${sampleLimit}`
        : null,
  }
}

/** Rows with more than one value in the (unqualified) side table; samples of the values after each row's first. */
export function extraValuesProbeQueries(sideTable: string): ProbeQueries {
  const side = qualified(sideTable)
  return {
    predicate: `(SELECT count(*) FROM ${side} s WHERE s.record_id = t.id) > 1`,
    samples: `SELECT DISTINCT s.value AS v FROM ${side} s
        WHERE s.sort_order > (SELECT min(s2.sort_order) FROM ${side} s2 WHERE s2.record_id = s.record_id) LIMIT ${sampleLimit}`,
  }
}

/** Every row of the (qualified) table; samples of their Numbers, oldest first. */
export function allRowsProbeQueries(table: string): ProbeQueries {
  return { predicate: 'true', samples: `SELECT t.number AS v FROM ${table} t ORDER BY t.created_at, t.id LIMIT ${sampleLimit}` }
}

/** The number of rows of the (qualified) table, alias t, where the predicate holds. */
export async function countRowsWhere(db: Db, table: string, predicate: string): Promise<number> {
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} t WHERE ${predicate}`)
  return count?.n ?? 0
}

/** The values a samples query answers. */
export async function sampleValues(db: Db, samples: string): Promise<Array<string | null>> {
  return (await db.query<{ v: string | null }>(samples)).map((row) => row.v)
}
