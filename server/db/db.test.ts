import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer } from '../main'
import { createTestDatabase } from '../test/testDatabase'
import { openDb } from './index'
import { migrate, splitStatements } from './migrate'
import type { OwnedDb } from './types'

describe('database', () => {
  let db: OwnedDb
  let drop: (() => Promise<void>) | undefined
  beforeAll(async () => {
    const database = await createTestDatabase()
    drop = database?.drop
    db = await openDb(database ? { databaseUrl: database.databaseUrl } : {})
  })
  afterAll(async () => {
    await db?.close()
    await drop?.()
  })

  it('applies each migration once and records it', async () => {
    const recorded = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')
    expect(recorded.map((row) => row.name)).toContain('0001_workspace_and_principals.sql')
    expect(await migrate(db)).toEqual([])
    expect(await db.query('SELECT name FROM schema_migrations')).toHaveLength(recorded.length)
  })

  it('splits a migration at line-ending semicolons, keeping a function body whole', () => {
    const script = [
      '-- a comment',
      'CREATE TABLE t (id int);',
      'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$',
      'BEGIN',
      '  UPDATE t SET id = id + 1;',
      '  RETURN NULL;',
      'END $$;',
      'SELECT 1;',
    ].join('\n')
    expect(splitStatements(script)).toEqual([
      'CREATE TABLE t (id int)',
      'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  UPDATE t SET id = id + 1;\n  RETURN NULL;\nEND $$',
      'SELECT 1',
    ])
  })

  it('rolls a failed transaction back', async () => {
    const now = new Date()
    await expect(
      db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO roles (id, name, is_system, created_at, modified_at, row_version)
           VALUES ('role-rollback', 'Rollback', false, $1, $1, '6a0e7c2c-5f55-4c3e-9a86-0d1f0f8f4d11')`,
          [now],
        )
        throw new Error('stop')
      }),
    ).rejects.toThrow('stop')
    expect(await db.query("SELECT id FROM roles WHERE id = 'role-rollback'")).toEqual([])
  })
})

// PGlite's data directory only matters without DATABASE_URL; on PostgreSQL there is nothing to persist locally.
describe.skipIf(Boolean(process.env.DATABASE_URL))('embedded database on disk', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'workspace-data-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('keeps data across restarts and seeds only an empty database', async () => {
    const first = await startServer({ port: 0, dataDir: join(dataDir, 'db'), filesDir: join(dataDir, 'files') })
    expect(first.seeded).toBe(true)
    await first.close()
    const second = await startServer({ port: 0, dataDir: join(dataDir, 'db'), filesDir: join(dataDir, 'files') })
    expect(second.seeded).toBe(false)
    const login = await fetch(`${second.url}/api/workspace/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ UserNameOrEmail: 'admin', Password: 'Admin#2026' }),
    })
    expect(login.status).toBe(200)
    await second.close()
  }, 120_000) // Seeds the whole demo workspace on disk and opens it twice: beside UI project builds in the other worker, longer than the default.
})

// Only a PostgreSQL server can end a connection under the pool; PGlite runs in this process.
describe.skipIf(!process.env.DATABASE_URL)('a PostgreSQL connection the server ends', () => {
  it('leaves the process running and the next query answered', async () => {
    const database = (await createTestDatabase())!
    const db = await openDb({ databaseUrl: database.databaseUrl })
    try {
      const [idle] = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
      await admin.connect()
      await admin.query('SELECT pg_terminate_backend($1)', [idle!.pid])
      await admin.end()
      // The idle connection hears of its end before the next query asks for one.
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }])
    } finally {
      await db.close()
      await database.drop()
    }
  })
})
