import type { Db } from '../../../db'

/** The RowVersion of each of the entity definitions that exist, by id. */
export async function definitionVersions(db: Db, ids: string[]): Promise<Map<string, string>> {
  const rows = await db.query<{ id: string; row_version: string }>(
    'SELECT id, row_version::text AS row_version FROM entity_definitions WHERE id = ANY($1::text[])',
    [ids],
  )
  return new Map(rows.map((row) => [row.id, row.row_version]))
}
