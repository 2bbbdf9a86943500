import { migrate } from './migrate'
import { openPglite } from './pglite'
import { openPostgres } from './postgres'
import type { OwnedDb } from './types'

export type { Db, OwnedDb, SqlValue } from './types'
export { uniqueViolation } from './uniqueViolation'

export interface OpenDbOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string
}

/** Opens the database and brings its schema up to date (one process at a time: the startup lock). */
export async function openDb(options: OpenDbOptions = {}): Promise<OwnedDb> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir)
  try {
    await db.withStartupLock(() => migrate(db))
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}
