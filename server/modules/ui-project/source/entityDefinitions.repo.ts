import type { Db } from '../../../db'

/** What the page generator reads of entity definitions beyond the entity builder's model. */

/** The board whose own data model the definition is, or null. */
export async function findOwnerBoardId(db: Db, definitionId: string): Promise<string | null> {
  const [row] = await db.query<{ owner_board_id: string | null }>('SELECT owner_board_id FROM entity_definitions WHERE id = $1', [definitionId])
  return row?.owner_board_id ?? null
}
