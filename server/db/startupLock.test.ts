import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../main'
import { demoUsers } from '../seed/demoData'
import { createTestDatabase, type TestDatabase } from '../test/testDatabase'
import { openDb } from './index'

// Only PostgreSQL is shared by several processes at once; a PGlite data directory has one process
// (dataDirLock.test.ts), and the startup lock is a no-op there.
describe.skipIf(!process.env.DATABASE_URL)('API processes starting together on one empty PostgreSQL database', () => {
  let filesDir = ''
  let database: TestDatabase | null = null
  const servers: RunningServer[] = []
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()))
    await database?.drop()
    if (filesDir) rmSync(filesDir, { recursive: true, force: true })
  })

  it('both start: one migrates and seeds, the other waits and finds the workspace ready', async () => {
    const created = await createTestDatabase()
    if (!created) throw new Error('DATABASE_URL is set, so a test database exists.')
    database = created
    filesDir = mkdtempSync(join(tmpdir(), 'workspace-startup-files-'))
    const start = () => startServer({ port: 0, databaseUrl: created.databaseUrl, filesDir, functionHost: false })
    const results = await Promise.allSettled([start(), start()])
    for (const result of results) if (result.status === 'fulfilled') servers.push(result.value)
    expect(results.map((result) => result.status === 'rejected' ? String(result.reason) : 'started')).toEqual(['started', 'started'])
    expect(servers.filter((server) => server.seeded)).toHaveLength(1)

    const db = await openDb({ databaseUrl: created.databaseUrl })
    try {
      const [users] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM users')
      expect(users!.count).toBe(demoUsers.length)
      const migrations = await db.query<{ name: string; times: number }>('SELECT name, count(*)::int AS times FROM schema_migrations GROUP BY name')
      expect(migrations.filter((migration) => migration.times !== 1)).toEqual([])
    } finally {
      await db.close()
    }
  }, 180_000)
})
