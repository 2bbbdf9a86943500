import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverModules } from '../app'
import { openTestDatabase, type OpenedTestDatabase } from '../test/startingDatabase'
import { sendError, type UniqueConflict } from './reply'

describe('a unique violation', () => {
  const app = Fastify()
  const conflicts = new Map<string, UniqueConflict>([['users_user_name_key', { code: 'workspace.principals.duplicateName', message: 'The user name is already taken.', field: 'UserName' }]])
  app.get('/known', async () => Promise.reject(Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'users_user_name_key' })))
  app.get('/unknown', async () => Promise.reject(Object.assign(new Error('duplicate key value violates unique constraint "other_key"'), { code: '23505' })))
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply, conflicts))
  afterAll(() => app.close())

  it('answers 409 with the issue its module gives the constraint', async () => {
    const reply = await app.inject({ method: 'GET', url: '/known' })
    expect(reply.statusCode).toBe(409)
    expect(reply.json().Errors).toEqual([expect.objectContaining({ Code: 'workspace.principals.duplicateName', Field: 'UserName', Message: 'The user name is already taken.' })])
  })

  it('answers 409 with a general issue for a constraint no module names', async () => {
    const reply = await app.inject({ method: 'GET', url: '/unknown' })
    expect(reply.statusCode).toBe(409)
    expect(reply.json().Errors).toEqual([expect.objectContaining({ Code: 'workspace.conflict.duplicate' })])
    expect(reply.body).not.toContain('other_key')
  })
})

describe("the modules' unique constraints", () => {
  let database: OpenedTestDatabase
  beforeAll(async () => {
    database = await openTestDatabase({ seed: null })
  })
  afterAll(async () => {
    await database.db.close()
    await database.drop()
  })

  it('name unique indexes of the migrated schema', async () => {
    const declared = serverModules().flatMap((module) => Object.keys(module.uniqueConstraints ?? {}))
    expect(declared.length).toBeGreaterThan(0)
    const rows = await database.db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indisunique AND c.relname = ANY($1::text[])`,
      [declared],
    )
    expect(rows.map((row) => row.name).sort()).toEqual([...declared].sort())
  })
})
