import pg from 'pg'
import { committing } from './afterCommit'
import { startupLockKey } from './startupLock'
import type { AfterCommitWork, Db, OwnedDb, SqlValue } from './types'

type Queryable = Pick<pg.PoolClient, 'query'>

async function run<T>(client: Queryable, sql: string, params: readonly SqlValue[]): Promise<T[]> {
  const result = await client.query(sql, [...params])
  return result.rows as T[]
}

/**
 * One connection runs one query at a time: queries a transaction starts together (Promise.all) are
 * sent one after the other, as PGlite does, instead of relying on pg's deprecated implicit queue.
 */
function wrapClient(client: pg.PoolClient, queue: AfterCommitWork[], outer: Db): Db {
  // The chain never rejects, so one failed query does not stop the next.
  let previous: Promise<unknown> = Promise.resolve()
  const db: Db = {
    query: <T>(sql: string, params: readonly SqlValue[] = []) => {
      const next = previous.then(() => run<T>(client, sql, params))
      previous = next.catch(() => undefined)
      return next
    },
    transaction: (fn) => fn(db),
    afterCommit: async (work) => {
      queue.push(work)
    },
    outer,
  }
  return db
}

/** A real PostgreSQL server through a connection pool. */
export async function openPostgres(connectionString: string): Promise<OwnedDb> {
  const pool = new pg.Pool({ connectionString, max: 10 })
  // An idle connection the server ends (restart, administrator, a dropped database) is an 'error'
  // event on the pool: unheard, it would end the process. The pool replaces the connection on the
  // next query; the line names the cause only (the error object carries the connection settings).
  let closing = false
  pool.on('error', (error: Error & { code?: string }) => {
    if (!closing) process.stderr.write(`database: an idle connection ended (${error.code ?? 'no code'}: ${error.message})\n`)
  })
  // Fail at start rather than on the first request when the server is unreachable.
  const probe = await pool.connect()
  probe.release()
  /** One transaction on a connection of its own; statements queue after-commit work on `queue`. */
  async function inTransaction<R>(fn: (tx: Db) => Promise<R>, queue: AfterCommitWork[], outer: Db): Promise<R> {
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      const result = await fn(wrapClient(client, queue, outer))
      await client.query('COMMIT')
      client.release()
      return result
    } catch (error) {
      // A connection that cannot even roll back is broken: the pool drops it instead of reusing it.
      const broken = await client.query('ROLLBACK').then(
        () => undefined,
        (rollbackError: Error) => rollbackError,
      )
      client.release(broken)
      throw error
    }
  }
  const db: OwnedDb = {
    query: <T>(sql: string, params: readonly SqlValue[] = []) => run<T>(pool, sql, params),
    transaction: (fn) => committing(db, (queue) => inTransaction(fn, queue, db)),
    afterCommit: (work) => work(db),
    async exec(sql: string) {
      await pool.query(sql)
    },
    // A session lock on a connection of its own, held while fn works through the others.
    async withStartupLock(fn) {
      const client = await pool.connect()
      try {
        await client.query('SELECT pg_advisory_lock($1)', [startupLockKey])
      } catch (error) {
        client.release(true)
        throw error
      }
      try {
        return await fn()
      } finally {
        // Ending the connection ends its lock too: a failed unlock drops it from the pool.
        const broken = await client.query('SELECT pg_advisory_unlock($1)', [startupLockKey]).then(
          () => undefined,
          (unlockError: Error) => unlockError,
        )
        client.release(broken)
      }
    },
    close: () => {
      closing = true
      return pool.end()
    },
  }
  return db
}
