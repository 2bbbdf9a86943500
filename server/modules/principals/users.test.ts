import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type Envelope, type TestApi } from '../../test/testApi'
import type { Page } from '../../platform/paging'
import type { User } from './types'

let api: TestApi
let token: string
beforeAll(async () => {
  api = await startTestApi()
  token = await api.login('admin')
})
afterAll(async () => {
  await api?.close()
})

const usersPath = '/api/workspace/admin/users'
const createUser = (body: Record<string, unknown>) => api.request<Envelope<User>>('POST', usersPath, { token, body })
const listUsers = (query: string) => api.request<Envelope<Page<User>>>('GET', `${usersPath}?${query}`, { token })

describe('creating users', () => {
  it('keeps a caller-supplied stable id and reads it back', async () => {
    const created = await createUser({
      Id: 'hr:employee.4711',
      UserName: 'Greta.Lind',
      Email: 'greta.lind@demo.example',
      FirstName: 'Greta',
      LastName: 'Lind',
      UserType: 0,
      RoleIds: ['role-operator'],
      ResponsibilityGroupIds: ['grp-service-desk'],
      ExtendedData: { department: 'Service Desk' },
    })
    expect(created.status).toBe(200)
    expect(created.body.Data).toMatchObject({
      Id: 'hr:employee.4711',
      DisplayName: 'Greta Lind',
      IsActive: true,
      Roles: ['Operator'],
      ResponsibilityGroupIds: ['grp-service-desk'],
      HasPassword: false,
      Avatar: { Initials: 'GL' },
    })
    expect(created.body.Data.RowVersion).toMatch(/^[0-9a-f-]{36}$/)
    const read = await api.request<Envelope<User>>('GET', `${usersPath}/${encodeURIComponent('hr:employee.4711')}`, { token })
    expect(read.status).toBe(200)
    expect(read.body.Data.Email).toBe('greta.lind@demo.example')
  })

  it('answers 409 for an id that is already taken', async () => {
    const response = await createUser({ Id: 'usr-admin', UserName: 'someone-else', UserType: 0 })
    expect(response.status).toBe(409)
    expect(response.body.Errors[0]).toMatchObject({ Code: 'workspace.principals.duplicateId', Field: 'Id' })
  })

  it('answers 409 for a user name taken in another case', async () => {
    const response = await createUser({ UserName: 'OPERATOR', UserType: 0 })
    expect(response.status).toBe(409)
    expect(response.body.Errors[0]).toMatchObject({ Code: 'workspace.principals.duplicateName', Field: 'UserName' })
  })

  it('answers bad names, lengths and e-mail addresses in plain words naming the member', async () => {
    const cases: Array<[Record<string, unknown>, string, string, string]> = [
      [{ UserName: '' }, 'UserName', 'workspace.validation.required', 'UserName is required.'],
      [{ FirstName: 'x'.repeat(101) }, 'FirstName', 'workspace.validation.invalid', 'FirstName may have at most 100 characters.'],
      [{ LastName: 'x'.repeat(101) }, 'LastName', 'workspace.validation.invalid', 'LastName may have at most 100 characters.'],
      [{ Email: 'not-an-address' }, 'Email', 'workspace.validation.invalid', 'Email must be an e-mail address like name@example.com.'],
      [{ Locale: 'x'.repeat(36) }, 'Locale', 'workspace.validation.invalid', 'Locale may have at most 35 characters.'],
      [{ TimeZone: 'x'.repeat(65) }, 'TimeZone', 'workspace.validation.invalid', 'TimeZone may have at most 64 characters.'],
      [{ Password: 'x'.repeat(257) }, 'Password', 'workspace.validation.invalid', 'Password may have at most 256 characters.'],
    ]
    for (const [change, field, code, message] of cases) {
      const response = await createUser({ UserName: `bounded.${field}`, UserType: 0, ...change })
      expect(response.status, field).toBe(400)
      expect(response.body.Errors[0], field).toMatchObject({ Code: code, Field: field, Message: message })
    }
  })

  it('refuses a password on a service user', async () => {
    const response = await createUser({ UserName: 'erp-sync', UserType: 1, Password: 'Service#2026' })
    expect(response.status).toBe(400)
    expect(response.body.Errors[0]).toMatchObject({ Code: 'workspace.principals.passwordNotAllowed', Field: 'Password' })
  })

  it('refuses a weak initial password and signs in with a good one', async () => {
    const weak = await createUser({ UserName: 'weakling', UserType: 0, Password: 'short' })
    expect(weak.status).toBe(400)
    expect(weak.body.Errors[0]).toMatchObject({ Code: 'workspace.principals.weakPassword', Field: 'Password' })
    const created = await createUser({ UserName: 'newcomer', UserType: 0, Password: 'Newcomer#2026' })
    expect(created.body.Data.HasPassword).toBe(true)
    const signIn = await api.request('POST', '/api/workspace/auth/login', { body: { UserNameOrEmail: 'newcomer', Password: 'Newcomer#2026' } })
    expect(signIn.status).toBe(200)
  })

  it('rejects an unknown member, naming it', async () => {
    const response = await createUser({ UserName: 'curious', UserType: 0, Nickname: 'Cu' })
    expect(response.status).toBe(400)
    expect(response.body.Errors).toEqual([expect.objectContaining({ Code: 'workspace.validation.unknownMember', Field: 'Nickname' })])
  })

  it('names missing and mistyped members', async () => {
    const response = await createUser({ UserType: 7, IsActive: 'yes' })
    expect(response.status).toBe(400)
    const fields = response.body.Errors.map((error) => `${error.Code} ${error.Field}`)
    expect(fields).toContain('workspace.validation.required UserName')
    expect(fields).toContain('workspace.validation.invalid UserType')
    expect(fields).toContain('workspace.validation.invalid IsActive')
  })

  it('refuses ExtendedData over the bound or naming a secret', async () => {
    const tooMany = Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`key${i}`, 'x']))
    const manyKeys = await createUser({ UserName: 'bounded-1', UserType: 0, ExtendedData: tooMany })
    expect(manyKeys.status).toBe(400)
    expect(manyKeys.body.Errors[0]).toMatchObject({ Code: 'workspace.principals.extendedDataTooLarge', Field: 'ExtendedData' })

    const longValue = await createUser({ UserName: 'bounded-2', UserType: 0, ExtendedData: { note: 'x'.repeat(1025) } })
    expect(longValue.status).toBe(400)
    expect(longValue.body.Errors[0]).toMatchObject({ Code: 'workspace.principals.extendedDataTooLarge', Field: 'ExtendedData.note' })

    const total = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`part${i}`, 'y'.repeat(1000)]))
    const tooBig = await createUser({ UserName: 'bounded-3', UserType: 0, ExtendedData: total })
    expect(tooBig.status).toBe(400)
    expect(tooBig.body.Errors[0]).toMatchObject({ Code: 'workspace.principals.extendedDataTooLarge', Field: 'ExtendedData' })

    const secret = await createUser({ UserName: 'bounded-4', UserType: 0, ExtendedData: { ldapPassword: 'x' } })
    expect(secret.status).toBe(400)
    expect(secret.body.Errors[0]).toMatchObject({ Code: 'workspace.principals.extendedDataSecret', Field: 'ExtendedData.ldapPassword' })

    const badKey = await createUser({ UserName: 'bounded-5', UserType: 0, ExtendedData: { '9lives': 'x' } })
    expect(badKey.status).toBe(400)
    expect(badKey.body.Errors[0]?.Field).toBe('ExtendedData.9lives')
  })

  it('refuses an unknown role', async () => {
    const response = await createUser({ UserName: 'roleless', UserType: 0, RoleIds: ['role-operator', 'role-missing'] })
    expect(response.status).toBe(400)
    expect(response.body.Errors[0]).toMatchObject({ Code: 'workspace.principals.unknownRole', Field: 'RoleIds[1]' })
  })
})

describe('updating and deleting users', () => {
  it('saves with the current RowVersion and answers 409 with the current state for a stale one', async () => {
    const created = await createUser({ UserName: 'versioned', UserType: 0, FirstName: 'Vera' })
    const first = created.body.Data
    const saved = await api.request<Envelope<User>>('PUT', `${usersPath}/${first.Id}`, {
      token,
      body: { UserName: 'versioned', FirstName: 'Vera', LastName: 'Sion', RowVersion: first.RowVersion },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.Data.DisplayName).toBe('Vera Sion')
    expect(saved.body.Data.RowVersion).not.toBe(first.RowVersion)

    const stale = await api.request<Envelope<User>>('PUT', `${usersPath}/${first.Id}`, {
      token,
      body: { UserName: 'versioned', LastName: 'Other', RowVersion: first.RowVersion },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.Errors[0]?.Code).toBe('workspace.concurrency.stale')
    expect(stale.body.Data).toMatchObject({ Id: first.Id, LastName: 'Sion', RowVersion: saved.body.Data.RowVersion })
  })

  it('deletes with an optional rowVersion and refuses a stale one', async () => {
    const created = (await createUser({ UserName: 'short-lived', UserType: 0 })).body.Data
    const stale = await api.request('DELETE', `${usersPath}/${created.Id}?rowVersion=00000000-0000-4000-8000-000000000000`, { token })
    expect(stale.status).toBe(409)
    const deleted = await api.request<Envelope<string>>('DELETE', `${usersPath}/${created.Id}?rowVersion=${created.RowVersion}`, { token })
    expect(deleted.status).toBe(200)
    expect(deleted.body.Data).toBe(created.Id)
    expect((await api.request('GET', `${usersPath}/${created.Id}`, { token })).status).toBe(404)
  })

  it('refuses deleting yourself', async () => {
    const response = await api.request('DELETE', `${usersPath}/usr-admin`, { token })
    expect(response.status).toBe(409)
    expect(response.body.Errors[0]?.Code).toBe('workspace.principals.selfDelete')
  })

  it('answers 404 for an unknown user', async () => {
    const response = await api.request('GET', `${usersPath}/usr-nobody`, { token })
    expect(response.status).toBe(404)
    expect(response.body.Errors[0]?.Code).toBe('workspace.notFound')
  })
})

describe('listing users', () => {
  it('pages with totals', async () => {
    const all = await listUsers('PageSize=200')
    const total = all.body.Data.TotalCount
    expect(total).toBeGreaterThanOrEqual(29)
    const page = await listUsers('Page=2&PageSize=10')
    expect(page.body.Data).toMatchObject({ Page: 2, PageSize: 10, TotalCount: total, HasMore: true })
    expect(page.body.Data.Items).toHaveLength(10)
    const last = await listUsers(`Page=${Math.ceil(total / 10)}&PageSize=10`)
    expect(last.body.Data.HasMore).toBe(false)
  })

  it('defaults to 25 per page sorted by user name', async () => {
    const page = await listUsers('')
    expect(page.body.Data.PageSize).toBe(25)
    const names = page.body.Data.Items.map((user) => user.UserName.toLowerCase())
    expect(names).toEqual([...names].sort())
  })

  it('sorts by the requested field and direction', async () => {
    const page = await listUsers('SortField=DisplayName&SortDirection=1&PageSize=50')
    const names = page.body.Data.Items.map((user) => user.DisplayName.toLowerCase())
    expect(names).toEqual([...names].sort().reverse())
  })

  it('searches user name, display name and email', async () => {
    const byName = await listUsers('Search=schneider')
    expect(byName.body.Data.Items.map((user) => user.UserName)).toEqual(['mara.schneider'])
    const byDisplay = await listUsers(`Search=${encodeURIComponent('Olivia Oper')}`)
    expect(byDisplay.body.Data.Items.map((user) => user.UserName)).toEqual(['operator'])
    const literal = await listUsers('Search=%25')
    expect(literal.body.Data.TotalCount).toBe(0)
  })

  it('filters by user type', async () => {
    const services = await listUsers('UserType=1')
    expect(services.body.Data.Items.map((user) => user.UserName)).toContain('integration')
    expect(services.body.Data.Items.every((user) => user.UserType === 1)).toBe(true)
    expect(services.body.Data.Items.find((user) => user.UserName === 'integration')?.HasApiKey).toBe(true)
  })

  it('refuses a page size over 200 and an unknown sort field', async () => {
    const big = await listUsers('PageSize=500')
    expect(big.status).toBe(400)
    expect(big.body.Errors[0]?.Field).toBe('PageSize')
    const sort = await listUsers('SortField=Password')
    expect(sort.status).toBe(400)
    expect(sort.body.Errors[0]?.Field).toBe('SortField')
  })
})
