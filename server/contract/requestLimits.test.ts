import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type Envelope, type TestApi, type TestResponse } from '../test/testApi'

let api: TestApi
let operator: string
let admin: string
let cleanupId: string
beforeAll(async () => {
  api = await startTestApi()
  operator = await api.login('operator')
  admin = await api.login('admin')
  const [row] = await api.db.query<{ id: string }>("SELECT id FROM functions WHERE key = 'nightly-cleanup'")
  cleanupId = row!.id
})
afterAll(async () => {
  await api?.close()
})

const commands = '/api/workspace/functions/nightly-cleanup/commands'
const enqueue = '/api/workspace/functions/nightly-cleanup/enqueue'
const recalculate = '/api/workspace/entity/contracts/actions/recalculate-totals/execute'
const runNow = () => `/api/workspace/admin/function-operations/functions/${cleanupId}/run-now`

/** `{"a":{"a":…}}` nested `depth` objects deep. */
function nested(depth: number): unknown {
  let value: unknown = 1
  for (let level = 0; level < depth; level++) value = { a: value }
  return value
}

/** A body whose Arguments nest `depth` objects deep, as text: JSON.stringify itself overflows on it. */
function deepArguments(depth: number): string {
  return `{"Arguments":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`
}

/** Expects the 400 envelope with an issue whose Field starts with `field`; never a 500. */
function expectRefused(response: TestResponse<Envelope>, field: string | RegExp, message?: RegExp): void {
  expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBe(400)
  const found = response.body.Errors.find((item) => (typeof field === 'string' ? item.Field === field : field.test(item.Field ?? '')))
  expect(found, JSON.stringify(response.body.Errors).slice(0, 300)).toMatchObject({ Code: 'workspace.validation.invalid' })
  if (message) expect(found!.Message).toMatch(message)
}

async function jobsOfOperator(): Promise<number> {
  const [row] = await api.db.query<{ count: number }>("SELECT count(*)::int AS count FROM function_jobs WHERE actor_user_id = 'usr-operator'")
  return row!.count
}

describe('nesting depth: a body nests objects and arrays at most 32 levels deep', () => {
  it('refuses function arguments nested 10,000 deep on commands, enqueue and run-now, enqueuing nothing', async () => {
    const before = await jobsOfOperator()
    for (const path of [commands, enqueue, runNow()]) {
      const response = await api.request('POST', path, { token: operator, body: deepArguments(10_000) })
      expectRefused(response, /^Arguments(\.a)+$/, /more than 32 levels deep/)
    }
    expect(await jobsOfOperator()).toBe(before)
  })

  it('refuses a body nested 300,000 levels deep (near the size limit) without overflowing the parser', async () => {
    const depth = 300_000
    const body = `{"Arguments":${'['.repeat(depth)}${']'.repeat(depth)}}`
    const response = await fetch(api.url + commands, { method: 'POST', headers: { Authorization: `Bearer ${operator}`, 'Content-Type': 'application/json' }, body })
    expect(response.status).toBe(400)
    const envelope = (await response.json()) as Envelope
    expect(envelope.Errors[0]).toMatchObject({ Code: 'workspace.validation.invalid' })
    expect(envelope.Errors[0]!.Field).toMatch(/^Arguments(\[0\])+/)
  })

  it('takes arguments nested as deep as the limit allows', async () => {
    const response = await api.request('POST', enqueue, { token: operator, body: { Arguments: nested(30) } })
    expect(response.status).toBe(200)
  })
})

describe('free-form size: a member that takes any JSON holds at most 64 KiB', () => {
  it('refuses function arguments over 64 KiB, naming Arguments', async () => {
    const response = await api.request('POST', enqueue, { token: operator, body: { Arguments: { note: 'x'.repeat(70_000) } } })
    expectRefused(response, 'Arguments', /at most 64 KiB/)
  })

  it('refuses a record field value over 64 KiB, naming the field', async () => {
    const response = await api.request('POST', '/api/workspace/entity/contracts/instances', { token: admin, body: { Fields: { notes: ['y'.repeat(70_000)] } } })
    expectRefused(response, 'Fields.notes', /at most 64 KiB/)
  })
})

describe('well-formed text: no string or member name holds an unpaired surrogate', () => {
  it('refuses a lone surrogate in an action instance id before anything is enqueued', async () => {
    const before = await jobsOfOperator()
    expectRefused(await api.request('POST', recalculate, { token: operator, body: { InstanceIds: ['\ud800'] } }), 'InstanceIds[0]', /unpaired surrogate/)
    expectRefused(await api.request('POST', recalculate, { token: operator, body: { InstanceIds: ['ok', 'x\udc00y'] } }), 'InstanceIds[1]')
    expect(await jobsOfOperator()).toBe(before)
  })

  it('refuses a lone surrogate in a member name; paths and queries cannot carry one', async () => {
    // UTF-8 cannot encode a lone surrogate: its bytes in a path are not valid percent-encoding.
    const path = await api.request('GET', '/api/workspace/admin/users/usr-%ED%A0%80', { token: admin })
    expect(path.status).toBe(400)
    expect(path.body.Errors[0]?.Code).toBe('workspace.request.badUrl')
    const query = await api.request('GET', '/api/workspace/admin/users?Search=%ED%A0%80', { token: admin })
    // The query parser decodes those bytes to well-formed text (U+FFFD): a search, not a failure.
    expect(query.status).toBe(200)
    expectRefused(await api.request('POST', commands, { token: operator, body: { Arguments: { 'k\ud800': 1 } } }), 'Arguments.k\\ud800')
  })

  it('takes text with surrogate pairs (emoji)', async () => {
    const response = await api.request('POST', enqueue, { token: operator, body: { Arguments: { note: 'ok 😀' } } })
    expect(response.status).toBe(200)
  })
})

describe('id length: ids have at most 128 characters, keys 200', () => {
  it('refuses an action instance id of 1,000,000 characters, enqueuing nothing and echoing none of it', async () => {
    const before = await jobsOfOperator()
    const response = await api.request('POST', recalculate, { token: operator, body: { InstanceIds: ['i'.repeat(1_000_000)] } })
    expectRefused(response, 'InstanceIds[0]', /at most 128 characters/)
    expect(JSON.stringify(response.body).length).toBeLessThan(1_000)
    expect(await jobsOfOperator()).toBe(before)
  })

  it('refuses over-long ids in query parameters and body members', async () => {
    expectRefused(await api.request('GET', `/api/workspace/admin/function-operations/audit-log?TargetId=${'t'.repeat(129)}`, { token: admin }), 'TargetId', /at most 128/)
    expectRefused(
      await api.request('POST', '/api/workspace/admin/users', { token: admin, body: { UserName: 'long-role-ref', UserType: 0, RoleIds: ['r'.repeat(129)] } }),
      'RoleIds[0]',
    )
  })
})

describe('echoed values: an answer repeats at most 100 characters of a caller value', () => {
  it('bounds a member name in Field and Message of an unknown-member issue', async () => {
    const name = `m${'n'.repeat(500_000)}`
    const response = await api.request('POST', '/api/workspace/admin/roles', { token: admin, body: { Name: 'Echo test', [name]: 1 } })
    expect(response.status).toBe(400)
    expect(response.body.Errors[0]).toMatchObject({ Code: 'workspace.validation.unknownMember' })
    expect(response.body.Errors[0]!.Field!.length).toBeLessThanOrEqual(100)
    expect(JSON.stringify(response.body).length).toBeLessThan(1_000)
  })

  it('bounds the address in the message of a request no operation serves', async () => {
    const response = await api.request('GET', `/api/workspace/nothing/${'p'.repeat(1_500)}/${'q'.repeat(1_500)}`, { token: admin })
    expect(response.status).toBe(404)
    expect(response.body.Errors[0]!.Message.length).toBeLessThan(200)
    expect(response.body.Errors[0]!.Message).toContain('…')
  })
})
