import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { openDb, type OwnedDb } from '../db'
import { migrate } from '../db/migrate'
import { pgliteDb } from '../db/pglite'
import { configureFileStorage } from '../modules/files/storage/location'
import { seedDemoWorkspace, type DemoSeedOptions } from '../seed/seed'
import { preparedOnce, writeAtomically } from './preparedOnce'
import { templatePrefix, testDatabaseCacheVariable } from './runCache'
import { shiftTimes } from './shiftTimes'
import { copyDatabase, createTemplateDatabase, createTestDatabase, type TestDatabase } from './testDatabase'

/**
 * Test databases copied from a starting point that is built once per test run: migrating and seeding
 * the demo workspace takes seconds, a copy a fraction of that. PGlite copies load a data-directory
 * dump; PostgreSQL (DATABASE_URL) copies are CREATE DATABASE … TEMPLATE.
 */

export interface DatabaseStart {
  /** The demo seed's options; null: migrated, but empty. */
  seed: DemoSeedOptions | null
  /**
   * The seed's time, for tests with a clock of their own. Without it the copy's times are moved to
   * the moment it opens, as if the seed had run then (see shiftTimes).
   */
  seededAt?: Date
  /** Where the seed puts the demo attachments' bytes (with `seed.attachments`). */
  filesDir?: string
}

export interface OpenedTestDatabase {
  /** Migrated and seeded; the caller closes it. */
  db: OwnedDb
  /** On PostgreSQL: the copy's connection string. */
  databaseUrl?: string
  /** Removes the copy (PostgreSQL), after db.close(). */
  drop(): Promise<void>
}

/** When the prepared start was seeded. */
interface Prepared {
  seededAt: string
}

interface OpenedCopy extends OpenedTestDatabase {
  seededAt: string
}

const migrationsDir = fileURLToPath(new URL('../db/migrations/', import.meta.url))

export async function openTestDatabase(start: DatabaseStart): Promise<OpenedTestDatabase> {
  if (start.seed?.attachments && !start.filesDir) throw new Error('The demo attachments need a filesDir: their bytes stay there for every copy.')
  const cacheDir = process.env[testDatabaseCacheVariable]
  if (!cacheDir) return openFresh(start)
  const adminUrl = process.env.DATABASE_URL
  const copy = adminUrl ? await postgresCopy(adminUrl, cacheDir, start) : await pgliteCopy(cacheDir, start)
  if (!copy) return openFresh(start)
  const { seededAt, ...opened } = copy
  try {
    if (start.seed && !start.seededAt) await shiftTimes(opened.db, Date.now() - Date.parse(seededAt))
  } catch (error) {
    await opened.db.close()
    await opened.drop()
    throw error
  }
  return opened
}

/** A migrated, empty database of its own (a copy of the run's prepared one), for a test that fills it itself. */
export interface EmptyTestDatabase {
  db: OwnedDb
  /** Closes it and removes the copy. */
  close(): Promise<void>
}

export async function openEmptyTestDatabase(): Promise<EmptyTestDatabase> {
  const opened = await openTestDatabase({ seed: null })
  return {
    db: opened.db,
    async close() {
      await opened.db.close()
      await opened.drop()
    },
  }
}

/**
 * Prepares the run's starting point for `start` now rather than in the first test file that opens
 * it (globalSetup does this for the common one): a file's hook clock then never runs while the seed does.
 */
export async function prepareStartingDatabase(start: DatabaseStart): Promise<void> {
  const cacheDir = process.env[testDatabaseCacheVariable]
  if (!cacheDir) return
  const adminUrl = process.env.DATABASE_URL
  if (adminUrl) await preparedTemplate(adminUrl, cacheDir, start)
  else await preparedDump(cacheDir, start)
}

async function preparedDump(cacheDir: string, start: DatabaseStart): Promise<Prepared & { key: string }> {
  const key = startKey(start, 'pglite')
  return { key, ...(await preparedOnce(cacheDir, key, () => buildDump(cacheDir, key, start))) }
}

async function preparedTemplate(adminUrl: string, cacheDir: string, start: DatabaseStart): Promise<Prepared & { template: boolean; name: string }> {
  const name = `${templatePrefix(cacheDir)}${startKey(start, 'postgres').slice(0, 24)}`
  return { name, ...(await preparedOnce(cacheDir, startKey(start, 'postgres'), () => buildTemplate(adminUrl, name, start))) }
}

async function pgliteCopy(cacheDir: string, start: DatabaseStart): Promise<OpenedCopy> {
  const { key, ...prepared } = await preparedDump(cacheDir, start)
  const pg = await PGlite.create({ loadDataDir: new Blob([readFileSync(dumpPath(cacheDir, key))]) })
  return { db: pgliteDb(pg), drop: async () => undefined, seededAt: prepared.seededAt }
}

/** Null when the role may not create databases: no templates then. */
async function postgresCopy(adminUrl: string, cacheDir: string, start: DatabaseStart): Promise<OpenedCopy | null> {
  const { name, ...prepared } = await preparedTemplate(adminUrl, cacheDir, start)
  if (!prepared.template) return null
  const copy = await copyDatabase(adminUrl, name)
  return { db: await openDb({ databaseUrl: copy.databaseUrl }), databaseUrl: copy.databaseUrl, drop: copy.drop, seededAt: prepared.seededAt }
}

const dumpPath = (cacheDir: string, key: string): string => join(cacheDir, `${key}.tar`)

/**
 * What startServer({ inMemory: true }) seeds, less the 30 days of run history (`runHistory`: about
 * 4,500 runs that only the run-history tests read, and whose indexes and stored search columns made
 * every copy's time shift take seconds). The demo attachments only where the server keeps files,
 * which with a databaseUrl is .data/files (see filesDirOf in server/main.ts).
 */
export function serverDemoStart(seed: Omit<DemoSeedOptions, 'attachments'> = {}): DatabaseStart {
  return process.env.DATABASE_URL
    ? { seed: { attachments: true, runHistory: false, ...seed }, filesDir: resolve('.data/files') }
    : { seed: { attachments: false, runHistory: false, ...seed } }
}

/** The same migrations, seed and backend give the same starting point. */
function startKey(start: DatabaseStart, backend: string): string {
  const hash = createHash('sha256')
  for (const file of readdirSync(migrationsDir).filter((name) => name.endsWith('.sql')).sort()) {
    hash.update(file).update(readFileSync(join(migrationsDir, file)))
  }
  const seed = start.seed ? Object.fromEntries(Object.entries(start.seed).sort(([a], [b]) => a.localeCompare(b))) : null
  hash.update(JSON.stringify({ backend, seed, seededAt: start.seededAt?.toISOString() ?? null, filesDir: start.filesDir ?? null }))
  return hash.digest('hex')
}

async function fill(db: OwnedDb, start: DatabaseStart, seededAt: Date): Promise<void> {
  if (start.filesDir) configureFileStorage(db, start.filesDir)
  if (start.seed) await seedDemoWorkspace(db, seededAt, start.seed)
}

async function buildDump(cacheDir: string, key: string, start: DatabaseStart): Promise<Prepared> {
  const seededAt = start.seededAt ?? new Date()
  const pg = await PGlite.create()
  const db = pgliteDb(pg)
  try {
    await migrate(db)
    await fill(db, start, seededAt)
    // Written out now, a copy has no log to replay when it starts.
    await db.exec('CHECKPOINT')
    writeAtomically(dumpPath(cacheDir, key), new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer()))
    return { seededAt: seededAt.toISOString() }
  } finally {
    await db.close()
  }
}

async function buildTemplate(adminUrl: string, name: string, start: DatabaseStart): Promise<Prepared & { template: boolean }> {
  const seededAt = start.seededAt ?? new Date()
  const template = await createTemplateDatabase(adminUrl, name)
  if (!template) return { template: false, seededAt: seededAt.toISOString() }
  try {
    const db = await openDb({ databaseUrl: template.databaseUrl })
    try {
      await fill(db, start, seededAt)
    } finally {
      await db.close()
    }
  } catch (error) {
    // The next worker to ask builds it again under the same name.
    await template.drop()
    throw error
  }
  return { template: true, seededAt: seededAt.toISOString() }
}

/** Migrated and seeded right now, as every test database was before the cache. */
async function openFresh(start: DatabaseStart): Promise<OpenedTestDatabase> {
  const database: TestDatabase | null = await createTestDatabase()
  const db = await openDb(database ? { databaseUrl: database.databaseUrl } : {})
  try {
    await fill(db, start, start.seededAt ?? new Date())
  } catch (error) {
    await db.close()
    await database?.drop()
    throw error
  }
  return { db, ...(database ? { databaseUrl: database.databaseUrl } : {}), drop: async () => database?.drop() }
}
