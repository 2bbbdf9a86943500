import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { OwnedDb } from '../db'
import { preparedOnce } from './preparedOnce'
import { shiftTimes } from './shiftTimes'
import { openTestDatabase, type DatabaseStart, type OpenedTestDatabase } from './startingDatabase'

// The start of leanDemoApi (server/test/fixtures/entities/schema.ts): in a full run it is built already.
const schemaStart: DatabaseStart = { seed: { runHistory: false, boards: false, entitlements: false } }

const opened: OpenedTestDatabase[] = []
async function open(start: DatabaseStart): Promise<OwnedDb> {
  const database = await openTestDatabase(start)
  opened.push(database)
  return database.db
}
afterAll(async () => {
  for (const database of opened) {
    await database.db.close()
    await database.drop()
  }
})

const adminCreatedAt = async (db: OwnedDb): Promise<number> => {
  const [row] = await db.query<{ created_at: Date }>("SELECT created_at FROM users WHERE user_name = 'admin'")
  return new Date(row!.created_at).getTime()
}

// The first open of a start builds it (migrations, seed, dump) unless another file of the run did:
// up to a minute on a loaded two-core machine, when these tests run without the rest.
describe('test databases copied from a prepared start', { timeout: 120_000 }, () => {
  it('gives each test its own copy of the demo workspace', async () => {
    const first = await open(schemaStart)
    await first.query("UPDATE users SET first_name = 'Changed' WHERE user_name = 'admin'")
    const second = await open(schemaStart)
    const [admin] = await second.query<{ first_name: string }>("SELECT first_name FROM users WHERE user_name = 'admin'")
    expect(admin?.first_name).not.toBe('Changed')
    expect(await second.query('SELECT 1 FROM users')).not.toHaveLength(0)
  })

  it('moves the times of a seed made with the real time to the moment the copy opens', async () => {
    // Built by now: without the move its times would be those of the build, before `before`.
    await open(schemaStart)
    const before = Date.now()
    const copy = await open(schemaStart)
    const after = Date.now()
    const createdAt = await adminCreatedAt(copy)
    expect(createdAt).toBeGreaterThanOrEqual(before)
    expect(createdAt).toBeLessThanOrEqual(after)
  })

  it('keeps the times of a seed made at a fixed time', async () => {
    // The start of operationsApi (server/test/fixtures/functions.ts).
    const seededAt = new Date('2026-03-02T08:00:30Z')
    const copy = await open({ seed: { boards: false, entitlements: false }, seededAt })
    expect(await adminCreatedAt(copy)).toBe(seededAt.getTime())
  })
})

describe('shiftTimes', () => {
  it('moves every timestamp column of every schema and leaves the rest alone', async () => {
    const db = await open(schemaStart)
    await db.exec(`
      CREATE TABLE shift_probe (id int PRIMARY KEY, at timestamptz, local_at timestamp, day date, note text);
      CREATE TABLE ws_data.shift_probe (id int PRIMARY KEY, "Mixed Case" timestamptz);
      INSERT INTO shift_probe VALUES (1, '2026-01-01T00:00:00Z', '2026-01-01 00:00:00', '2026-01-01', 'a'), (2, NULL, NULL, NULL, 'b');
      INSERT INTO ws_data.shift_probe VALUES (1, '2026-01-01T12:00:00Z');
    `)
    await shiftTimes(db, 90_000)
    const rows = await db.query<{ id: number; at: Date | null; local_at: string | null; day: string | null; note: string }>(
      "SELECT id, at, to_char(local_at, 'YYYY-MM-DD HH24:MI:SS') AS local_at, day::text AS day, note FROM shift_probe ORDER BY id",
    )
    expect(rows.map((row) => ({ ...row, at: row.at && new Date(row.at).toISOString() }))).toEqual([
      { id: 1, at: '2026-01-01T00:01:30.000Z', local_at: '2026-01-01 00:01:30', day: '2026-01-01', note: 'a' },
      { id: 2, at: null, local_at: null, day: null, note: 'b' },
    ])
    const [mixed] = await db.query<{ at: Date }>('SELECT "Mixed Case" AS at FROM ws_data.shift_probe')
    expect(new Date(mixed!.at).toISOString()).toBe('2026-01-01T12:01:30.000Z')
    // ws_data is one schema for every test when the role may not create databases.
    await db.exec('DROP TABLE shift_probe; DROP TABLE ws_data.shift_probe')
  })
})

describe('preparedOnce', () => {
  it('builds a value once for callers that ask at the same time, and once per key', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'prepared-once-test-'))
    try {
      let builds = 0
      const build = async () => {
        builds += 1
        await new Promise((resolve) => setTimeout(resolve, 200))
        return { value: builds }
      }
      const answers = await Promise.all([preparedOnce(cacheDir, 'a', build), preparedOnce(cacheDir, 'a', build), preparedOnce(cacheDir, 'a', build)])
      expect(answers).toEqual([{ value: 1 }, { value: 1 }, { value: 1 }])
      expect(await preparedOnce(cacheDir, 'b', build)).toEqual({ value: 2 })
      expect(await preparedOnce(cacheDir, 'a', build)).toEqual({ value: 1 })
      expect(builds).toBe(2)
    } finally {
      await rm(cacheDir, { recursive: true, force: true })
    }
  })

  it('builds again when the first build fails', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'prepared-once-test-'))
    try {
      await expect(preparedOnce(cacheDir, 'a', () => Promise.reject(new Error('seed failed')))).rejects.toThrow('seed failed')
      expect(await preparedOnce(cacheDir, 'a', async () => 'second')).toBe('second')
    } finally {
      await rm(cacheDir, { recursive: true, force: true })
    }
  })
})
