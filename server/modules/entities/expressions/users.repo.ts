import type { Db } from '../../../db'

/** SQL reading users (the principals module's table) for what expressions need of the caller. */

/** The user's own time zone as stored (not checked); null when none is set or the user is unknown. */
export async function findUserTimeZone(db: Db, userId: string): Promise<string | null> {
  const [user] = await db.query<{ time_zone: string | null }>('SELECT time_zone FROM users WHERE id = $1', [userId])
  return user?.time_zone ?? null
}
