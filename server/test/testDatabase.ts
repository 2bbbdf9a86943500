import { randomBytes } from 'node:crypto'
import pg from 'pg'

export interface TestDatabase {
  databaseUrl: string
  drop(): Promise<void>
}

async function withClient<T>(connectionString: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/**
 * With DATABASE_URL set, every test file runs in a fresh PostgreSQL database that it creates and
 * drops; a role without CREATEDB gets a fresh schema in the given database instead. Without
 * DATABASE_URL, tests use in-memory PGlite (null).
 */
export async function createTestDatabase(): Promise<TestDatabase | null> {
  const adminUrl = process.env.DATABASE_URL
  if (!adminUrl) return null
  const name = `workspace_test_${randomBytes(6).toString('hex')}`
  try {
    await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`))
  } catch (error) {
    if ((error as { code?: string }).code !== '42501') throw error
    return createTestSchema(adminUrl, name)
  }
  return databaseNamed(adminUrl, name)
}

function databaseNamed(adminUrl: string, name: string): TestDatabase {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    databaseUrl: url.toString(),
    drop: () => dropDatabase(adminUrl, name),
  }
}

/**
 * A database named `name` to fill once and copy for each test (CREATE DATABASE … TEMPLATE); null
 * when the role may not create databases.
 */
export async function createTemplateDatabase(adminUrl: string, name: string): Promise<TestDatabase | null> {
  try {
    await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`))
  } catch (error) {
    if ((error as { code?: string }).code === '42501') return null
    throw error
  }
  return databaseNamed(adminUrl, name)
}

/**
 * A fresh database copied from `template`. The copy fails while anyone is connected to the template
 * (the pool that filled it closing, an autovacuum worker): wait a little and try again.
 */
export async function copyDatabase(adminUrl: string, template: string): Promise<TestDatabase> {
  const name = `workspace_test_${randomBytes(6).toString('hex')}`
  for (let attempt = 1; ; attempt++) {
    try {
      await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`))
      return databaseNamed(adminUrl, name)
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 40) throw error
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}

/** Drops the template databases whose names start with `prefix` (the end of a test run). */
export async function dropTemplateDatabases(adminUrl: string, prefix: string): Promise<void> {
  const rows = await withClient(adminUrl, (client) =>
    client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]))
  for (const { datname } of rows.rows) await dropDatabase(adminUrl, datname)
}

/**
 * FORCE ends the test's own leftover connections, but not an autovacuum worker that happens to be
 * busy in the database (it belongs to the superuser): then wait for it a little and try again.
 */
async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
      return
    } catch (error) {
      const code = (error as { code?: string }).code
      const busy = code === '42501' || code === '55006'
      if (!busy || attempt === 20) throw error
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}

async function createTestSchema(adminUrl: string, name: string): Promise<TestDatabase> {
  await withClient(adminUrl, (client) => client.query(`CREATE SCHEMA ${name}`))
  const url = new URL(adminUrl)
  url.searchParams.set('options', `-c search_path=${name}`)
  return {
    databaseUrl: url.toString(),
    drop: () => withClient(adminUrl, (client) => client.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`)).then(() => undefined),
  }
}
