import type { Db } from './types'

/** A row for bulkInsert: column name → JSON value (dates as ISO strings, jsonb columns as objects). */
export type BulkRow = Record<string, string | number | boolean | null | object>

/**
 * Inserts many rows with one statement per batch: the batch travels as one JSON parameter and
 * jsonb_to_recordset turns it back into typed rows. Thousands of rows take one round trip each
 * batch instead of one per row. `columns` maps each column to its SQL type; columns not listed
 * get their defaults (and generated columns are computed as usual).
 */
export async function bulkInsert(
  db: Db,
  table: string,
  columns: Readonly<Record<string, string>>,
  rows: readonly BulkRow[],
  batchSize = 2_000,
): Promise<void> {
  const names = Object.keys(columns)
  const definition = names.map((name) => `${name} ${columns[name]}`).join(', ')
  for (let offset = 0; offset < rows.length; offset += batchSize) {
    await db.query(
      `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS x(${definition})`,
      [JSON.stringify(rows.slice(offset, offset + batchSize))],
    )
  }
}
