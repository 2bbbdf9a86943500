import type { Db } from '../db'

/**
 * Moves every stored point in time (timestamp columns of every table) `ms` later, as if the seed had
 * run `ms` later: run history, heartbeats, schedules' next runs, expiries and purge times keep their
 * distance to the clock of a test that opens a prepared copy minutes after it was seeded.
 */
export async function shiftTimes(db: Db, ms: number): Promise<void> {
  if (ms === 0) return
  const tables = await db.query<{ table_schema: string; table_name: string; columns: string[] }>(
    `SELECT c.table_schema, c.table_name, array_agg(c.column_name::text ORDER BY c.ordinal_position) AS columns
     FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE t.table_type = 'BASE TABLE' AND c.table_schema NOT IN ('pg_catalog', 'information_schema')
       AND c.data_type IN ('timestamp with time zone', 'timestamp without time zone') AND c.is_generated = 'NEVER'
     GROUP BY c.table_schema, c.table_name`,
  )
  const by = `${Math.round(ms)} milliseconds`
  await db.transaction(async (tx) => {
    for (const table of tables) {
      const assignments = table.columns.map((column) => `${quote(column)} = ${quote(column)} + $1::interval`).join(', ')
      await tx.query(`UPDATE ${quote(table.table_schema)}.${quote(table.table_name)} SET ${assignments}`, [by])
    }
  })
}

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`
