import { mkdirSync } from 'node:fs'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { committing } from './afterCommit'
import { lockDataDir } from './dataDirLock'
import type { AfterCommitWork, Db, OwnedDb, SqlValue } from './types'

function wrapTransaction(tx: Transaction, queue: AfterCommitWork[], outer: Db): Db {
  const db: Db = {
    async query<T>(sql: string, params: readonly SqlValue[] = []) {
      const result = await tx.query<T>(sql, [...params])
      return result.rows
    },
    transaction: (fn) => fn(db),
    afterCommit: async (work) => {
      queue.push(work)
    },
    outer,
  }
  return db
}

/** The database interface over an open PGlite instance; closing it closes the instance. */
export function pgliteDb(pg: PGlite): OwnedDb {
  const db: OwnedDb = {
    async query<T>(sql: string, params: readonly SqlValue[] = []) {
      const result = await pg.query<T>(sql, [...params])
      return result.rows
    },
    transaction: (fn) => committing(db, (queue) => pg.transaction((tx) => fn(wrapTransaction(tx, queue, db)))),
    afterCommit: (work) => work(db),
    async exec(sql: string) {
      await pg.exec(sql)
    },
    // One process per database (dataDirLock.ts): nobody to wait for.
    withStartupLock: (fn) => fn(),
    close: () => pg.close(),
  }
  return db
}

/**
 * Embedded PostgreSQL: persisted in dataDir, or in memory when dataDir is omitted. A data directory
 * is locked before PGlite opens it (one process at a time, dataDirLock.ts) until the database closes.
 */
export async function openPglite(dataDir?: string): Promise<OwnedDb> {
  if (!dataDir) return pgliteDb(await PGlite.create())
  mkdirSync(dataDir, { recursive: true })
  const lock = await lockDataDir(dataDir)
  let db: OwnedDb
  try {
    db = pgliteDb(await PGlite.create(dataDir))
  } catch (error) {
    lock.release()
    throw error
  }
  // The same object, closing differently: its transactions name it as their outer database.
  const closeDb = db.close
  db.close = async () => {
    try {
      await closeDb()
    } finally {
      lock.release()
    }
  }
  return db
}
