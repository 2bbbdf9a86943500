import pg from 'pg'
import type { Db, OwnedDb, SqlValue } from './types'

type Queryable = Pick<pg.PoolClient, 'query'>

async function run<T>(client: Queryable, sql: string, params: readonly SqlValue[]): Promise<T[]> {
  const result = await client.query(sql, [...params])
  return result.rows as T[]
}

/**
 * One connection runs one query at a time: queries a transaction starts together (Promise.all) are
 * sent one after the other, as PGlite does, instead of relying on pg's deprecated implicit queue.
 */
function wrapClient(client: pg.PoolClient): Db {
  // The chain never rejects, so one failed query does not stop the next.
  let previous: Promise<unknown> = Promise.resolve()
  const db: Db = {
    query: <T>(sql: string, params: readonly SqlValue[] = []) => {
      const next = previous.then(() => run<T>(client, sql, params))
      previous = next.catch(() => undefined)
      return next
    },
    transaction: (fn) => fn(db),
  }
  return db
}

/** A real PostgreSQL server through a connection pool. */
export async function openPostgres(connectionString: string): Promise<OwnedDb> {
  const pool = new pg.Pool({ connectionString, max: 10 })
  // Fail at start rather than on the first request when the server is unreachable.
  const probe = await pool.connect()
  probe.release()
  return {
    query: <T>(sql: string, params: readonly SqlValue[] = []) => run<T>(pool, sql, params),
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await fn(wrapClient(client))
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK')
        throw error
      } finally {
        client.release()
      }
    },
    async exec(sql: string) {
      await pool.query(sql)
    },
    close: () => pool.end(),
  }
}
