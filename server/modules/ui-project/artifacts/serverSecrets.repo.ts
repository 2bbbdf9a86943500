import type { Db } from '../../../db'

/** The asset token secret in server_secrets: stored once, then only read. */

export async function insertAssetTokenSecretIfMissing(db: Db, secret: string): Promise<void> {
  await db.query("INSERT INTO server_secrets (name, value) VALUES ('asset-token', $1) ON CONFLICT (name) DO NOTHING", [secret])
}

export async function findAssetTokenSecret(db: Db): Promise<string | undefined> {
  const [row] = await db.query<{ value: string }>("SELECT value FROM server_secrets WHERE name = 'asset-token'")
  return row?.value
}
