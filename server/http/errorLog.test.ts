import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db, SqlValue } from '../db'
import { hashSecret } from '../modules/auth/secrets'
import { demoCredentials } from '../seed/demoData'
import { startLoggedApp, type LoggedApp } from '../test/loggedApp'
import type { Envelope } from '../test/testApi'
import { failureDetails } from './failureLog'

/**
 * A database that fails the way a real query fails: storing an access token and reading a user
 * run a statement the database refuses, with the original parameters (a token hash, an id).
 */
function failingDb(db: Db): Db {
  const fail = (params: readonly SqlValue[]) => db.query('SELECT $1::uuid AS a, $2::int AS b', params.slice(0, 2))
  const wrap = (inner: Db): Db => ({
    query: <T>(sql: string, params: readonly SqlValue[] = []) =>
      /INSERT INTO access_tokens|FROM users u\b.*WHERE u\.id = \$1/s.test(sql) ? (fail(params) as Promise<T[]>) : inner.query<T>(sql, params),
    transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))),
    afterCommit: (work) => inner.afterCommit(work),
  })
  return wrap(db)
}

// Request logging off, as under `npm start`: unexpected failures are still logged.
let app: LoggedApp
beforeAll(async () => {
  app = await startLoggedApp({ wrapDb: failingDb })
})
afterAll(() => app?.close())

function logLines(): Array<Record<string, unknown>> {
  return app.logged().split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>)
}

describe('unexpected failures', () => {
  it('answer 500 with an error id that the one log line repeats, without parameters or bodies', async () => {
    const password = demoCredentials.admin.password
    const response = await fetch(`${app.url}/api/workspace/auth/login?trace=query-secret-value`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ UserNameOrEmail: 'admin', Password: password }),
    })
    expect(response.status).toBe(500)
    const body = (await response.json()) as Envelope & { Errors: Array<{ Metadata?: Record<string, string> }> }
    expect(body.Success).toBe(false)
    const errorId = body.Errors[0]?.Metadata?.ErrorId
    expect(errorId).toMatch(/^[0-9a-f-]{36}$/)
    expect(body.Errors[0]).toMatchObject({ Code: 'workspace.unexpected' })
    expect(body.Errors[0]?.Message).toContain(errorId)

    const line = logLines().find((entry) => entry.errorId === errorId)
    expect(line).toMatchObject({ level: 50, method: 'POST', path: '/api/workspace/auth/login', status: 500, code: '22P02' })
    expect(line?.frames).toEqual(expect.arrayContaining([expect.stringMatching(/^at /)]))
    // The statement's parameters (the new token's hash, the user id), the body (the password), the query.
    for (const secret of [password, 'admin', 'usr-admin', 'query-secret-value', 'invalid input syntax']) {
      expect(app.logged()).not.toContain(secret)
    }
    expect(app.logged()).not.toMatch(/[0-9a-f]{64}/)
    expect(app.logged()).not.toMatch(/"params"|"query"|"detail"|"message"/)
  })

  it('log a failing read by id with its path only', async () => {
    // Resolving the API key's user fails: its id is the statement's parameter.
    const apiKey = demoCredentials.integration.apiKey
    const response = await fetch(`${app.url}/api/workspace/admin/users/usr-operator?Search=who`, { headers: { Authorization: `Bearer ${apiKey}` } })
    expect(response.status).toBe(500)
    const errorId = ((await response.json()) as { Errors: Array<{ Metadata: { ErrorId: string } }> }).Errors[0]!.Metadata.ErrorId
    const line = logLines().find((entry) => entry.errorId === errorId)
    expect(line).toMatchObject({ path: '/api/workspace/admin/users/usr-operator', status: 500 })
    expect(JSON.stringify(line)).not.toContain('who')
    const [owner] = await app.db.query<{ user_id: string }>('SELECT user_id FROM api_keys WHERE key_hash = $1', [hashSecret(apiKey)])
    for (const secret of [apiKey, hashSecret(apiKey), owner!.user_id]) expect(app.logged()).not.toContain(secret)
  })

  it('keep only the type, code and stack frames of an error', () => {
    const error = Object.assign(new Error('duplicate key: (email)=(ada@example.com)\nat user row 3:4'), { code: '23505', params: ['secret'] })
    const details = failureDetails(error)
    expect(details.errorType).toBe('Error')
    expect(details.code).toBe('23505')
    expect(JSON.stringify(details)).not.toMatch(/ada@example\.com|secret|row 3/)
    expect(failureDetails('text with a value')).toEqual({ errorType: 'string' })
  })
})
