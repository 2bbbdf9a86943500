import { createHmac, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoCredentials } from '../../../seed/demoData'
import { startLoggedApp, type LoggedApp } from '../../../test/loggedApp'
import { parseSecretsKey, resolveSecretsKey } from './secretKey'
import { seal, unseal } from './secretCipher'
import { withoutSecrets } from '../executor'
import { RunStatus } from '../model'

/** Managed secrets over real HTTP, with the request log captured: written once, used by name, never shown again. */

let app: LoggedApp
const tokens: Record<string, string> = {}
// Every response body of this file: none may hold a secret value.
const answers: string[] = []

interface Secret { Id: string; Name: string; Version: number; RowVersion: string; UsedBy: Array<{ FunctionKey: string }>; Description: string | null }
interface Reply<T> { status: number; body: { Success?: boolean; Data: T; Errors?: Array<{ Code: string; Field?: string; Message: string }> } }

async function call<T>(method: string, path: string, body?: unknown, who: keyof typeof demoCredentials = 'admin'): Promise<Reply<T>> {
  const response = await fetch(`${app.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${tokens[who]}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await response.text()
  answers.push(text)
  return { status: response.status, body: text ? JSON.parse(text) : null }
}

const SECRETS = '/api/workspace/admin/function-secrets'
const sign = (payload: string) => call<{ Status: number; Result: { Signature: string; KeyVersion: number } | null; ErrorMessage: string | null }>(
  'POST', '/api/workspace/functions/sign-payload/commands', { Arguments: { Payload: payload } },
)
const hmac = (key: string, payload: string) => createHmac('sha256', key).update(payload, 'utf8').digest('hex')

beforeAll(async () => {
  app = await startLoggedApp({ logger: true })
  for (const who of ['admin', 'operator', 'configurator'] as const) {
    const response = await fetch(`${app.url}/api/workspace/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ UserNameOrEmail: who, Password: demoCredentials[who].password }),
    })
    tokens[who] = ((await response.json()) as { Data: { AccessToken: string } }).Data.AccessToken
  }
}, 60_000)

afterAll(async () => {
  await app?.close()
})

describe('managed secrets', () => {
  const first = `first-${randomBytes(12).toString('hex')}`
  const second = `second-${randomBytes(12).toString('hex')}`
  let secret: Secret

  it('are created by an administrator, answered without their value, and shown where they are used', async () => {
    const refused = await sign('before')
    expect(refused.body.Data.ErrorMessage).toContain('The secret "export-signing-key" is not set')

    expect((await call('POST', SECRETS, { Name: 'export-signing-key', Value: first }, 'configurator')).status).toBe(403)
    const created = await call<Secret>('POST', SECRETS, { Name: 'export-signing-key', Description: 'Signs exports', Value: first })
    expect(created.status).toBe(200)
    secret = created.body.Data
    expect(secret).toMatchObject({ Name: 'export-signing-key', Version: 1, Description: 'Signs exports', UsedBy: [{ FunctionKey: 'sign-payload' }] })
    expect(Object.keys(secret)).not.toContain('Value')
    expect((await call('POST', SECRETS, { Name: 'export-signing-key', Value: 'x' })).status).toBe(409)
    const bad = await call('POST', SECRETS, { Name: 'Not A Name', Value: 'x' })
    expect(bad.status).toBe(400)
    expect((await call('POST', SECRETS, { Name: 'empty-value', Value: '' })).status).toBe(400)
    expect((await call('POST', SECRETS, { Name: 'nul-value', Value: 'a\u0000b' })).status).toBe(400)
    expect((await call('POST', SECRETS, { Name: 'long-value', Value: 'x'.repeat(8193) })).status).toBe(400)
    expect((await call<Secret[]>('GET', SECRETS)).body.Data.map((item) => item.Name)).toEqual(['export-signing-key'])
  })

  it('are given to the function that declares them, and a rotation takes effect at once with a new version', async () => {
    const signed = await sign('order 42')
    expect(signed.body.Data).toMatchObject({ Status: RunStatus.Success, Result: { Signature: hmac(first, 'order 42'), KeyVersion: 1 } })

    expect((await call('POST', `${SECRETS}/${secret.Id}/rotate`, { Value: second, RowVersion: '00000000-0000-4000-8000-000000000000' })).status).toBe(409)
    const rotated = await call<Secret>('POST', `${SECRETS}/${secret.Id}/rotate`, { Value: second, RowVersion: secret.RowVersion })
    expect(rotated.body.Data.Version).toBe(2)
    secret = rotated.body.Data
    expect((await sign('order 42')).body.Data.Result).toEqual({ Signature: hmac(second, 'order 42'), KeyVersion: 2 })

    const described = await call<Secret>('PUT', `${SECRETS}/${secret.Id}`, { Description: 'Signs partner exports', RowVersion: secret.RowVersion })
    expect(described.body.Data).toMatchObject({ Description: 'Signs partner exports', Version: 2 })
    secret = described.body.Data
  })

  it('are audited by name and version, and deleted: the function then fails naming the secret', async () => {
    const audit = await call<{ Items: Array<{ Action: string; Detail: Record<string, unknown> }> }>('GET', '/api/workspace/admin/function-operations/audit-log/page?TargetKind=Secret')
    expect(audit.body.Data.Items.map((item) => item.Action)).toEqual(expect.arrayContaining(['SecretCreated', 'SecretRotated', 'SecretChanged']))
    expect(audit.body.Data.Items.find((item) => item.Action === 'SecretRotated')?.Detail).toEqual({ Name: 'export-signing-key', Previous: { Version: 1 }, Current: { Version: 2 } })

    expect((await call('DELETE', `${SECRETS}/${secret.Id}?rowVersion=${secret.RowVersion}`, undefined, 'operator')).status).toBe(403)
    expect((await call('DELETE', `${SECRETS}/${secret.Id}?rowVersion=00000000-0000-4000-8000-000000000000`)).status).toBe(409)
    expect((await call('DELETE', `${SECRETS}/${secret.Id}?rowVersion=${secret.RowVersion}`)).status).toBe(200)
    expect((await sign('after')).body.Data.ErrorMessage).toContain('The secret "export-signing-key" is not set')
    expect((await call('POST', `${SECRETS}/${secret.Id}/rotate`, { Value: 'x', RowVersion: secret.RowVersion })).status).toBe(404)
  })

  it('never appear in an answer, a run, a job, the audit, the request log or the stored row', async () => {
    const haystacks = [
      ...answers,
      app.logged(),
      JSON.stringify(await app.db.query('SELECT * FROM function_runs')),
      JSON.stringify(await app.db.query('SELECT * FROM function_jobs')),
      JSON.stringify(await app.db.query('SELECT * FROM function_audit_log')),
      JSON.stringify(await app.db.query('SELECT * FROM function_secrets')),
    ]
    expect(app.logged()).toContain('function-secrets')
    for (const value of [first, second]) {
      for (const text of haystacks) expect(text.includes(value)).toBe(false)
    }
  })
})

describe('the secrets key and cipher', () => {
  it('seal a value bound to its secret and version', () => {
    const key = randomBytes(32)
    const sealed = seal(key, 'sec-1', 1, 'value')
    expect(unseal(key, 'sec-1', 1, sealed)).toBe('value')
    expect(() => unseal(key, 'sec-1', 2, sealed)).toThrow()
    expect(() => unseal(key, 'sec-2', 1, sealed)).toThrow()
    expect(() => unseal(randomBytes(32), 'sec-1', 1, sealed)).toThrow()
  })

  it('take SECRETS_KEY as 32 bytes of base64, naming the length but never the value', () => {
    const key = randomBytes(32).toString('base64')
    expect(parseSecretsKey(key)).toHaveLength(32)
    expect(() => parseSecretsKey('c2hvcnQ=')).toThrow('the value given is 5 bytes')
    expect(() => parseSecretsKey('c2hvcnQ=')).not.toThrow('c2hvcnQ')
    expect(resolveSecretsKey({})).toHaveLength(32)
  })

  it('clean a run outcome of the values a function was given, wherever it put them', () => {
    const outcome = withoutSecrets(
      { status: RunStatus.RuntimeException, errorMessage: 'bad key s3cr3t', logSummary: 'using s3cr3t', resultJson: { nested: ['s3cr3t!'], s3cr3t: 1 } },
      ['s3cr3t'],
    )
    expect(JSON.stringify(outcome)).not.toContain('s3cr3t')
    expect(outcome.errorMessage).toBe('bad key [secret]')
  })
})
