import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type Envelope, type TestApi } from '../test/testApi'
import { requestValueIssues } from './requestBounds'

let api: TestApi
let token: string
beforeAll(async () => {
  api = await startTestApi()
  token = await api.login('admin')
})
afterAll(async () => {
  await api?.close()
})

/** Expects the 400 envelope naming `field`; never a 500. */
function expectRefused(response: { status: number; body: Envelope }, field: string): void {
  expect(response.status).toBe(400)
  expect(response.body.Success).toBe(false)
  expect(response.body.Errors).toContainEqual(expect.objectContaining({ Code: 'workspace.validation.invalid', Field: field }))
  expect(response.body.Errors.find((item) => item.Field === field)?.Message).toContain('U+0000')
}

describe('the NUL character (U+0000)', () => {
  it('is refused in a search query', async () => {
    expectRefused(await api.request('GET', '/api/workspace/admin/users?Search=ad%00min', { token }), 'Search')
    expectRefused(await api.request('GET', '/api/workspace/admin/function-operations/runs?Search=%00', { token }), 'Search')
  })

  it('is refused in a path id', async () => {
    expectRefused(await api.request('GET', '/api/workspace/admin/users/usr-%00admin', { token }), 'userId')
    expectRefused(await api.request('DELETE', '/api/workspace/admin/roles/role%00', { token }), 'roleId')
  })

  it('is refused in names and nested members of a body', async () => {
    expectRefused(await api.request('POST', '/api/workspace/admin/roles', { token, body: { Name: 'Audit\u0000ors' } }), 'Name')
    expectRefused(
      await api.request('POST', '/api/workspace/admin/users', { token, body: { UserName: 'nul-user', UserType: 0, ExtendedData: { team: 'a\u0000b' } } }),
      'ExtendedData.team',
    )
    expectRefused(
      await api.request('POST', '/api/workspace/admin/users', { token, body: { UserName: 'nul-user', UserType: 0, RoleIds: ['role-operator', 'x\u0000'] } }),
      'RoleIds[1]',
    )
  })

  it('is refused in function arguments, however deep, and in member names', async () => {
    const commands = '/api/workspace/functions/nightly-cleanup/commands'
    expectRefused(await api.request('POST', commands, { token, body: { Arguments: { note: 'x\u0000' } } }), 'Arguments.note')
    expectRefused(await api.request('POST', commands, { token, body: { Arguments: { batch: [{ label: ['ok', '\u0000'] }] } } }), 'Arguments.batch[0].label[1]')
    expectRefused(await api.request('POST', commands, { token, body: { Arguments: { 'bad\u0000key': 1 } } }), 'Arguments.bad\\u0000key')
  })

  it('is refused in the sign-in without reaching the database', async () => {
    expectRefused(await api.request('POST', '/api/workspace/auth/login', { body: { UserNameOrEmail: 'admin\u0000', Password: 'x' } }), 'UserNameOrEmail')
  })

  it('leaves the same requests without NUL working', async () => {
    expect((await api.request('GET', '/api/workspace/admin/users?Search=admin', { token })).status).toBe(200)
    expect((await api.request('POST', '/api/workspace/admin/roles', { token, body: { Name: 'Auditors of NUL' } })).status).toBe(200)
  })
})

describe('requestValueIssues', () => {
  it('walks a deeply nested value without recursion', () => {
    let value: unknown = 'a\u0000'
    for (let depth = 0; depth < 100_000; depth++) value = [value]
    const issues = requestValueIssues(value, Number.POSITIVE_INFINITY)
    expect(issues).toHaveLength(1)
    expect(issues[0]!.Field).toMatch(/^(\[0\]){100000}$/)
  })
})
