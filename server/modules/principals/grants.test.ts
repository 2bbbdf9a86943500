import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoCredentials } from '../../seed/demoData'
import { startTestApi, type Envelope, type TestApi } from '../../test/testApi'
import type { ResponsibilityGroup, Role, User } from './types'

// Nobody grants or revokes a permission they do not hold: not to themselves, not to anyone.
let api: TestApi
let admin: string
let configurator: string
const serviceKey = demoCredentials.integration.apiKey
const powerRole = 'role-settings-power'

beforeAll(async () => {
  api = await startTestApi()
  admin = await api.login('admin')
  configurator = await api.login('configurator')
  await api.request('POST', '/api/workspace/admin/roles', { token: admin, body: { Id: powerRole, Name: 'Settings power' } })
  const set = await api.request('PUT', `/api/workspace/roles/${powerRole}/permissions`, {
    token: admin,
    body: { PermissionKeys: ['settings.manage', 'functions.settings.manage'] },
  })
  expect(set.status).toBe(200)
})
afterAll(async () => {
  await api?.close()
})

const read = async <T>(path: string, token = admin) => (await api.request<Envelope<T>>('GET', `/api/workspace/admin/${path}`, { token })).body.Data
const me = async (token: string) =>
  (await api.request<Envelope<{ Permissions: string[] }>>('GET', '/api/workspace/auth/me', { token })).body.Data

async function addRole(token: string, userId: string, roleId: string) {
  const user = await read<User>(`users/${userId}`)
  return api.request('PUT', `/api/workspace/admin/users/${userId}`, {
    token,
    body: { UserName: user.UserName, RoleIds: [...user.RoleIds, roleId], RowVersion: user.RowVersion },
  })
}

describe('granting roles', () => {
  it('a Configurator cannot grant themselves a role carrying permissions they do not hold', async () => {
    const refused = await addRole(configurator, 'usr-configurator', powerRole)
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ status: 403, requiredPermissions: ['functions.settings.manage', 'settings.manage'] })
    expect((await read<User>('users/usr-configurator')).RoleIds).not.toContain(powerRole)
    expect((await me(configurator)).Permissions).not.toContain('settings.manage')
    const settings = await api.request('PUT', '/api/workspace/filesystem/settings', { token: configurator, body: {} })
    expect(settings.status).toBe(403)
  })

  it('the Configurator API key cannot grant the role to its own service user', async () => {
    const refused = await addRole(serviceKey, 'usr-integration', powerRole)
    expect(refused.status).toBe(403)
    expect((await me(serviceKey)).Permissions).not.toContain('settings.manage')
  })

  it('a Configurator cannot grant the role to the operator, nor create a user holding it', async () => {
    expect((await addRole(configurator, 'usr-operator', powerRole)).status).toBe(403)
    const created = await api.request('POST', '/api/workspace/admin/users', {
      token: configurator,
      body: { UserName: 'sneaky.power', UserType: 0, RoleIds: [powerRole] },
    })
    expect(created.status).toBe(403)
    const listed = await api.request<Envelope<{ Items: User[] }>>('GET', '/api/workspace/admin/users?Search=sneaky', { token: admin })
    expect(listed.body.Data.Items).toEqual([])
  })

  it('a Configurator still grants the roles they hold or rank above', async () => {
    const created = await api.request<Envelope<User>>('POST', '/api/workspace/admin/users', {
      token: configurator,
      body: { UserName: 'new.operator', UserType: 0, RoleIds: ['role-operator'] },
    })
    expect(created.status).toBe(200)
    expect(created.body.Data.Roles).toEqual(['Operator'])
    expect(created.body.Data.AllowedActions).toEqual({ CanUpdate: true, CanDelete: true })
  })

  it('an Admin grants the role, and a Configurator can then no longer change that user', async () => {
    const user = await api.request<Envelope<User>>('POST', '/api/workspace/admin/users', {
      token: admin,
      body: { UserName: 'settings.keeper', UserType: 0, RoleIds: [powerRole] },
    })
    expect(user.status).toBe(200)
    const asConfigurator = await read<User>(`users/${user.body.Data.Id}`, configurator)
    expect(asConfigurator.AllowedActions).toEqual({ CanUpdate: false, CanDelete: false })
    const renamed = await api.request('PUT', `/api/workspace/admin/users/${user.body.Data.Id}`, {
      token: configurator,
      body: { UserName: 'settings.keeper', FirstName: 'Mallory', RowVersion: asConfigurator.RowVersion },
    })
    expect(renamed.status).toBe(403)
    const removed = await api.request('PUT', `/api/workspace/admin/users/${user.body.Data.Id}`, {
      token: configurator,
      body: { UserName: 'settings.keeper', RoleIds: [], RowVersion: asConfigurator.RowVersion },
    })
    expect(removed.status).toBe(403)
  })

  it('tells each caller which roles they may grant, change and delete', async () => {
    const roles = (await read<{ Items: Role[] }>('roles?PageSize=100', configurator)).Items
    const actions = Object.fromEntries(roles.map((role) => [role.Id, role.AllowedActions]))
    expect(actions['role-admin']).toEqual({ CanUpdate: false, CanDelete: false, CanGrant: false, CanSetPermissions: false })
    expect(actions[powerRole]).toEqual({ CanUpdate: true, CanDelete: false, CanGrant: false, CanSetPermissions: false })
    expect(actions['role-operator']).toMatchObject({ CanGrant: true, CanDelete: false })
    const asAdmin = (await read<{ Items: Role[] }>('roles?PageSize=100')).Items
    expect(asAdmin.find((role) => role.Id === powerRole)?.AllowedActions).toEqual({
      CanUpdate: true, CanDelete: true, CanGrant: true, CanSetPermissions: true,
    })
  })

  it('deleting a role takes its permissions from every holder: a Configurator cannot delete one they do not hold', async () => {
    const role = await read<Role>(`roles/${powerRole}`)
    const refused = await api.request('DELETE', `/api/workspace/admin/roles/${powerRole}?rowVersion=${role.RowVersion}`, { token: configurator })
    expect(refused.status).toBe(403)
    expect((await read<Role>(`roles/${powerRole}`)).Id).toBe(powerRole)
  })
})

describe('role permissions', () => {
  it('the built-in Admin role always holds every permission', async () => {
    const response = await api.request('PUT', '/api/workspace/roles/role-admin/permissions', {
      token: admin,
      body: { PermissionKeys: ['principals.manage'] },
    })
    expect(response.status).toBe(409)
    expect((await read<Role>('roles/role-admin')).PermissionKeys).toContain('settings.manage')
  })
})

describe('system users', () => {
  it('only an Admin creates, changes or deletes a user of type SystemUser', async () => {
    const refused = await api.request('POST', '/api/workspace/admin/users', {
      token: configurator,
      body: { UserName: 'platform.bot', UserType: 2 },
    })
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ requiredRoles: ['Admin'] })

    const created = await api.request<Envelope<User>>('POST', '/api/workspace/admin/users', {
      token: admin,
      body: { UserName: 'platform.bot', UserType: 2 },
    })
    expect(created.status).toBe(200)
    const path = `/api/workspace/admin/users/${created.body.Data.Id}`
    const rowVersion = created.body.Data.RowVersion
    expect((await read<User>(`users/${created.body.Data.Id}`, configurator)).AllowedActions.CanUpdate).toBe(false)
    expect((await api.request('PUT', path, { token: configurator, body: { UserName: 'platform.bot', IsActive: false, RowVersion: rowVersion } })).status).toBe(403)
    expect((await api.request('DELETE', `${path}?rowVersion=${rowVersion}`, { token: serviceKey })).status).toBe(403)
    expect((await read<User>(`users/${created.body.Data.Id}`)).IsActive).toBe(true)
  })
})

describe('group memberships', () => {
  it("a Configurator cannot change the Admin's group memberships, but edits the group otherwise", async () => {
    const group = await read<ResponsibilityGroup>('responsibility-groups/grp-service-desk')
    const added = await api.request('PUT', '/api/workspace/admin/responsibility-groups/grp-service-desk', {
      token: configurator,
      body: { Key: group.Key, Name: group.Name, MemberUserIds: [...group.MemberUserIds, 'usr-admin'], RowVersion: group.RowVersion },
    })
    expect(added.status).toBe(403)
    expect((await read<ResponsibilityGroup>('responsibility-groups/grp-service-desk')).MemberUserIds).not.toContain('usr-admin')

    const withAdmin = await api.request<Envelope<ResponsibilityGroup>>('POST', '/api/workspace/admin/responsibility-groups', {
      token: admin,
      body: { Key: 'admins-and-friends', Name: 'Admins and friends', MemberUserIds: ['usr-admin', 'usr-operator'] },
    })
    const created = withAdmin.body.Data
    expect((await read<ResponsibilityGroup>(`responsibility-groups/${created.Id}`, configurator)).AllowedActions).toEqual({ CanUpdate: true, CanDelete: false })
    const removed = await api.request('PUT', `/api/workspace/admin/responsibility-groups/${created.Id}`, {
      token: configurator,
      body: { Key: created.Key, Name: created.Name, MemberUserIds: ['usr-operator'], RowVersion: created.RowVersion },
    })
    expect(removed.status).toBe(403)
    const deleted = await api.request('DELETE', `/api/workspace/admin/responsibility-groups/${created.Id}?rowVersion=${created.RowVersion}`, {
      token: configurator,
    })
    expect(deleted.status).toBe(403)
    const renamed = await api.request<Envelope<ResponsibilityGroup>>('PUT', `/api/workspace/admin/responsibility-groups/${created.Id}`, {
      token: configurator,
      body: { Key: created.Key, Name: 'Admins and colleagues', RowVersion: created.RowVersion },
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body.Data.MemberUserIds).toEqual(expect.arrayContaining(['usr-admin', 'usr-operator']))
  })
})

describe('principals.manage', () => {
  it('gates every change to users, roles and groups; reading them stays open to Configurators for the subject pickers', async () => {
    const role = await read<Role>('roles/role-configurator')
    const without = role.PermissionKeys.filter((key) => key !== 'principals.manage')
    await api.request('PUT', '/api/workspace/roles/role-configurator/permissions', { token: admin, body: { PermissionKeys: without } })
    try {
      const list = await api.request<Envelope<{ Items: User[] }>>('GET', '/api/workspace/admin/users', { token: configurator })
      expect(list.status).toBe(200)
      expect(list.body.Data.Items.every((user) => !user.AllowedActions.CanUpdate && !user.AllowedActions.CanDelete)).toBe(true)
      for (const [method, path, body] of [
        ['POST', '/api/workspace/admin/users', { UserName: 'nope', UserType: 0 }],
        ['POST', '/api/workspace/admin/roles', { Name: 'Nope' }],
        ['POST', '/api/workspace/admin/responsibility-groups', { Key: 'nope', Name: 'Nope' }],
        ['DELETE', '/api/workspace/admin/users/usr-operator', undefined],
      ] as const) {
        const response = await api.request(method, path, { token: configurator, ...(body ? { body } : {}) })
        expect(response.status, `${method} ${path}`).toBe(403)
        expect(response.body).toMatchObject({ requiredPermissions: ['principals.manage'] })
      }
    } finally {
      await api.request('PUT', '/api/workspace/roles/role-configurator/permissions', { token: admin, body: { PermissionKeys: role.PermissionKeys } })
    }
  })
})

describe('function operations', () => {
  it('read and cancel need the function-operations permissions an Admin grants; the Operator role holds them', async () => {
    await api.request('POST', '/api/workspace/admin/roles', { token: admin, body: { Id: 'role-bare', Name: 'Bare' } })
    await api.request('POST', '/api/workspace/admin/users', {
      token: admin,
      body: { UserName: 'bare.operator', UserType: 0, Password: 'Bare#operator1', RoleIds: ['role-bare', 'role-operator'] },
    })
    const operator = await api.login('operator')
    expect((await api.request('GET', '/api/workspace/admin/function-operations/runs', { token: operator })).status).toBe(200)

    // The same person without the permissions: the Operator role taken away, a role without them left.
    const user = (await read<{ Items: User[] }>('users?Search=bare.operator')).Items[0]!
    await api.request('PUT', `/api/workspace/admin/users/${user.Id}`, {
      token: admin,
      body: { UserName: user.UserName, RoleIds: ['role-bare'], RowVersion: user.RowVersion },
    })
    const signIn = await api.request<Envelope<{ AccessToken: string }>>('POST', '/api/workspace/auth/login', {
      body: { UserNameOrEmail: 'bare.operator', Password: 'Bare#operator1' },
    })
    const token = signIn.body.Data.AccessToken
    const runs = await api.request('GET', '/api/workspace/admin/function-operations/runs', { token })
    expect(runs.status).toBe(403)
    expect(runs.body).toMatchObject({ requiredPermissions: ['functions.operations.view'] })
    const cancel = await api.request('POST', '/api/workspace/admin/function-operations/jobs/any/cancel', { token, body: {} })
    expect(cancel.status).toBe(403)
    expect(cancel.body).toMatchObject({ requiredPermissions: ['functions.operations.cancel'] })
  })

  it('changing run-history retention needs the Admin role holding functions.settings.manage', async () => {
    await api.request('POST', '/api/workspace/admin/users', {
      token: admin,
      body: { UserName: 'retention.keeper', UserType: 0, Password: 'Retention#keeper1', RoleIds: [powerRole] },
    })
    const keeper = await api.request<Envelope<{ AccessToken: string }>>('POST', '/api/workspace/auth/login', {
      body: { UserNameOrEmail: 'retention.keeper', Password: 'Retention#keeper1' },
    })
    const path = '/api/workspace/admin/function-operations/settings/retention'
    const settings = await api.request<Envelope<{ RowVersion: string }>>('GET', path, { token: admin })
    const body = { Mode: 0, Days: null, RowVersion: settings.body.Data.RowVersion }
    const withoutRole = await api.request('PUT', path, { token: keeper.body.Data.AccessToken, body })
    expect(withoutRole.status).toBe(403)
    expect(withoutRole.body).toMatchObject({ requiredRoles: ['Admin'] })
    expect((await api.request('PUT', path, { token: configurator, body })).status).toBe(403)
    expect((await api.request('PUT', path, { token: admin, body })).status).toBe(200)
  })
})
