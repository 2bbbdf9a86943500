import type { Db } from '../../../db'

/** Deletes the access tokens expired at `now`; answers how many there were. */
export async function deleteExpiredAccessTokens(db: Db, now: Date): Promise<number> {
  const expired = await db.query<{ token_hash: string }>('DELETE FROM access_tokens WHERE expires_at <= $1 RETURNING token_hash', [now])
  return expired.length
}
