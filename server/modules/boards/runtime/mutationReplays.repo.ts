import type { Db } from '../../../db'

/** The MutationIdempotencyKeys of item changes, with the hash of the request each first came with. */

export async function findMutationReplayHash(db: Db, itemId: string, mutationKey: string): Promise<string | null> {
  const [seen] = await db.query<{ request_hash: string }>(
    'SELECT request_hash FROM board_item_mutation_replays WHERE item_id = $1 AND mutation_key = $2',
    [itemId, mutationKey],
  )
  return seen ? seen.request_hash : null
}

export async function insertMutationReplay(db: Db, itemId: string, mutationKey: string, requestHash: string, now: Date): Promise<void> {
  await db.query(
    'INSERT INTO board_item_mutation_replays (item_id, mutation_key, request_hash, created_at) VALUES ($1, $2, $3, $4)',
    [itemId, mutationKey, requestHash, now],
  )
}
