import { PassThrough } from 'node:stream'
import { createApp } from '../app'
import type { Db, OwnedDb } from '../db'
import { openTestDatabase } from './startingDatabase'

/** The app over HTTP on a fresh database with its log captured: what log tests read. */
export interface LoggedApp {
  url: string
  db: OwnedDb
  /** Everything logged so far. */
  logged(): string
  close(): Promise<void>
}

export async function startLoggedApp(options: { logger?: boolean; wrapDb?: (db: Db) => Db } = {}): Promise<LoggedApp> {
  const database = await openTestDatabase({ seed: { attachments: false } })
  let logged = ''
  const stream = new PassThrough()
  stream.on('data', (chunk: Buffer) => (logged += chunk.toString('utf8')))
  const db = options.wrapDb ? options.wrapDb(database.db) : database.db
  const app = await createApp({ db, logStream: stream, ...(options.logger ? { logger: true } : {}) })
  const url = await app.listen({ host: '127.0.0.1', port: 0 })
  return {
    url,
    db: database.db,
    logged: () => logged,
    async close() {
      await app.close()
      await database.db.close()
      await database.drop()
    },
  }
}
