import type { Db } from '../../../db'

/** Entity definitions and their records as boards look them up (the entities module owns them). */

/** Whether a definition has this name (compared in lower case). */
export async function isDefinitionNameTaken(db: Db, lowerName: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM entity_definitions WHERE lower(name) = $1', [lowerName])).length > 0
}

/** The board owning the definition (null for a definition of no board), or undefined when there is no such definition. */
export async function definitionOwnerBoardId(db: Db, definitionId: string): Promise<string | null | undefined> {
  const [definition] = await db.query<{ owner_board_id: string | null }>('SELECT owner_board_id FROM entity_definitions WHERE id = $1', [definitionId])
  return definition ? definition.owner_board_id : undefined
}

/** The definition's row version as text (every schema change moves it), or null when there is no such definition. */
export async function definitionRowVersion(db: Db, definitionId: string): Promise<string | null> {
  const [row] = await db.query<{ row_version: string }>('SELECT row_version::text AS row_version FROM entity_definitions WHERE id = $1', [definitionId])
  return row ? row.row_version : null
}
