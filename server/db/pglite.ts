import { mkdirSync } from 'node:fs'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import type { Db, OwnedDb, SqlValue } from './types'

function wrapTransaction(tx: Transaction): Db {
  const db: Db = {
    async query<T>(sql: string, params: readonly SqlValue[] = []) {
      const result = await tx.query<T>(sql, [...params])
      return result.rows
    },
    transaction: (fn) => fn(db),
  }
  return db
}

/** The database interface over an open PGlite instance; closing it closes the instance. */
export function pgliteDb(pg: PGlite): OwnedDb {
  return {
    async query<T>(sql: string, params: readonly SqlValue[] = []) {
      const result = await pg.query<T>(sql, [...params])
      return result.rows
    },
    transaction: (fn) => pg.transaction((tx) => fn(wrapTransaction(tx))),
    async exec(sql: string) {
      await pg.exec(sql)
    },
    close: () => pg.close(),
  }
}

/** Embedded PostgreSQL: persisted in dataDir, or in memory when dataDir is omitted. */
export async function openPglite(dataDir?: string): Promise<OwnedDb> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  return pgliteDb(dataDir ? await PGlite.create(dataDir) : await PGlite.create())
}
