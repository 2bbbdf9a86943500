import type { Db } from '../../db'

/** SQL of entity_settings, the module's one settings row. */

/** The secret of plan tokens: `fresh` is stored when there is none yet; answers the stored one. */
export async function ensureTokenSecret(db: Db, fresh: string): Promise<string> {
  await db.query('INSERT INTO entity_settings (id, token_secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [fresh])
  const [row] = await db.query<{ token_secret: string }>('SELECT token_secret FROM entity_settings WHERE id = 1')
  return row!.token_secret
}
