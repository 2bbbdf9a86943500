import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoCredentials } from '../../seed/demoData'
import { startTestApi, type Envelope, type TestApi } from '../../test/testApi'
import type { Role, User } from './types'

// Below Admin, nobody may change the Admin user or the built-in roles: that would lock the Admin out.
let api: TestApi
let adminToken: string
let configuratorToken: string
const serviceKey = demoCredentials.integration.apiKey
beforeAll(async () => {
  api = await startTestApi()
  adminToken = await api.login('admin')
  configuratorToken = await api.login('configurator')
})
afterAll(async () => {
  await api?.close()
})

const adminUserPath = '/api/workspace/admin/users/usr-admin'
const readAdminUser = async () => (await api.request<Envelope<User>>('GET', adminUserPath, { token: adminToken })).body.Data
const readRole = async (id: string) =>
  (await api.request<Envelope<Role>>('GET', `/api/workspace/admin/roles/${id}`, { token: adminToken })).body.Data

describe('the Admin user and the built-in roles', () => {
  it.each([
    ['a Configurator', () => configuratorToken],
    ['the Configurator service key', () => serviceKey],
  ])('%s cannot deactivate, rename, re-mail or delete the Admin user', async (_who, tokenOf) => {
    const before = await readAdminUser()
    for (const change of [{ IsActive: false }, { UserName: 'not-admin' }, { Email: 'attacker@example.com' }, { FirstName: 'Mallory' }]) {
      const response = await api.request('PUT', adminUserPath, { token: tokenOf(), body: { UserName: 'admin', ...change, RowVersion: before.RowVersion } })
      expect(response.status).toBe(403)
      expect(response.body).toMatchObject({ requiredRoles: ['Admin'] })
    }
    const deleted = await api.request('DELETE', `${adminUserPath}?rowVersion=${before.RowVersion}`, { token: tokenOf() })
    expect(deleted.status).toBe(403)
    expect(await readAdminUser()).toMatchObject({ UserName: 'admin', IsActive: true, Email: before.Email, RowVersion: before.RowVersion })
    expect(await api.login('admin')).toBeTruthy()
  })

  it('a Configurator cannot edit a built-in role but still edits other roles', async () => {
    const adminRole = await readRole('role-admin')
    const refused = await api.request('PUT', '/api/workspace/admin/roles/role-admin', {
      token: configuratorToken,
      body: { Name: 'Admin', Description: 'Nothing special.', RowVersion: adminRole.RowVersion },
    })
    expect(refused.status).toBe(403)
    expect((await readRole('role-admin')).Description).toBe(adminRole.Description)

    const created = await api.request<Envelope<Role>>('POST', '/api/workspace/admin/roles', { token: configuratorToken, body: { Name: 'Reviewer' } })
    const edited = await api.request<Envelope<Role>>('PUT', `/api/workspace/admin/roles/${created.body.Data.Id}`, {
      token: configuratorToken,
      body: { Name: 'Reviewer', Description: 'Reviews changes.', RowVersion: created.body.Data.RowVersion },
    })
    expect(edited.status).toBe(200)
    expect(edited.body.Data.Description).toBe('Reviews changes.')
  })

  it('an Admin still changes the Admin user and the built-in roles', async () => {
    const user = await readAdminUser()
    const renamed = await api.request<Envelope<User>>('PUT', adminUserPath, { token: adminToken, body: { UserName: 'admin', FirstName: 'Ada', RowVersion: user.RowVersion } })
    expect(renamed.status).toBe(200)
    const role = await readRole('role-admin')
    const described = await api.request('PUT', '/api/workspace/admin/roles/role-admin', {
      token: adminToken,
      body: { Name: 'Admin', Description: 'Administers the workspace.', RowVersion: role.RowVersion },
    })
    expect(described.status).toBe(200)
  })
})
