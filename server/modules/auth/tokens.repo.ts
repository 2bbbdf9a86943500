import type { Db } from '../../db'

/** Access tokens and service API keys, both kept only as the hash of their secret (secrets.ts). */

export async function deleteExpiredAccessTokens(db: Db, now: Date): Promise<void> {
  await db.query('DELETE FROM access_tokens WHERE expires_at <= $1', [now])
}

export async function insertAccessToken(db: Db, tokenHash: string, userId: string, now: Date, expiresAt: Date): Promise<void> {
  await db.query('INSERT INTO access_tokens (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    tokenHash, userId, now, expiresAt,
  ])
}

export async function deleteAccessToken(db: Db, tokenHash: string): Promise<void> {
  await db.query('DELETE FROM access_tokens WHERE token_hash = $1', [tokenHash])
}

/** The user of an access token that has not expired at `now`. */
export async function findAccessTokenOwner(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db.query<{ user_id: string }>('SELECT user_id FROM access_tokens WHERE token_hash = $1 AND expires_at > $2', [tokenHash, now])
  return row?.user_id
}

export async function findApiKeyOwner(db: Db, keyHash: string): Promise<string | undefined> {
  const [row] = await db.query<{ user_id: string }>('SELECT user_id FROM api_keys WHERE key_hash = $1', [keyHash])
  return row?.user_id
}

export async function insertApiKey(db: Db, key: { id: string; keyHash: string; userId: string; name: string }, now: Date): Promise<void> {
  await db.query('INSERT INTO api_keys (id, key_hash, user_id, name, created_at) VALUES ($1, $2, $3, $4, $5)', [
    key.id, key.keyHash, key.userId, key.name, now,
  ])
}
