import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type Envelope, type TestApi } from '../../test/testApi'
import type { PermissionDefinition } from './permissions'
import type { Page } from '../../platform/paging'
import type { Role } from './types'

let api: TestApi
let token: string
beforeAll(async () => {
  api = await startTestApi()
  token = await api.login('admin')
})
afterAll(async () => {
  await api?.close()
})

const rolesPath = '/api/workspace/admin/roles'

describe('roles', () => {
  it('lists the built-in roles and the demo Auditor with user counts', async () => {
    const response = await api.request<Envelope<Page<Role>>>('GET', `${rolesPath}?SortField=UserCount&SortDirection=1`, { token })
    expect(response.status).toBe(200)
    const roles = response.body.Data.Items
    expect(roles.map((role) => role.Name)).toEqual(expect.arrayContaining(['Admin', 'Configurator', 'Operator', 'Auditor']))
    const counts = roles.map((role) => role.UserCount)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(roles.find((role) => role.Name === 'Admin')).toMatchObject({ IsSystem: true, UserCount: 1 })
  })

  it('creates a role with a caller-supplied id and refuses the same id or name again', async () => {
    const created = await api.request<Envelope<Role>>('POST', rolesPath, {
      token,
      body: { Id: 'role-dispatcher', Name: 'Dispatcher', Description: 'Routes work to teams.' },
    })
    expect(created.status).toBe(200)
    expect(created.body.Data).toMatchObject({ Id: 'role-dispatcher', IsSystem: false, PermissionKeys: [], UserCount: 0 })
    const sameId = await api.request('POST', rolesPath, { token, body: { Id: 'role-dispatcher', Name: 'Other' } })
    expect(sameId.status).toBe(409)
    expect(sameId.body.Errors[0]?.Code).toBe('workspace.principals.duplicateId')
    const sameName = await api.request('POST', rolesPath, { token, body: { Name: 'dispatcher' } })
    expect(sameName.status).toBe(409)
    expect(sameName.body.Errors[0]).toMatchObject({ Code: 'workspace.principals.duplicateName', Field: 'Name' })
  })

  it('replaces role permissions with normalized, sorted keys', async () => {
    const response = await api.request<Envelope<string[]>>('PUT', '/api/workspace/roles/role-auditor/permissions', {
      token,
      body: { PermissionKeys: ['  UIProject.View ', 'functions.operations.view', 'uiproject.view', 'boards.configure'] },
    })
    expect(response.status).toBe(200)
    expect(response.body.Data).toEqual(['boards.configure', 'functions.operations.view', 'uiproject.view'])
    const role = await api.request<Envelope<Role>>('GET', `${rolesPath}/role-auditor`, { token })
    expect(role.body.Data.PermissionKeys).toEqual(['boards.configure', 'functions.operations.view', 'uiproject.view'])
  })

  it('refuses unknown permission keys and unknown roles', async () => {
    const unknownKey = await api.request('PUT', '/api/workspace/roles/role-auditor/permissions', {
      token,
      body: { PermissionKeys: ['uiproject.view', 'everything.manage'] },
    })
    expect(unknownKey.status).toBe(400)
    expect(unknownKey.body.Errors[0]).toMatchObject({ Code: 'workspace.principals.unknownPermission', Field: 'PermissionKeys[1]' })
    const unknownRole = await api.request('PUT', '/api/workspace/roles/role-missing/permissions', { token, body: { PermissionKeys: [] } })
    expect(unknownRole.status).toBe(404)
  })

  it('keeps built-in roles from being renamed or deleted', async () => {
    const admin = (await api.request<Envelope<Role>>('GET', `${rolesPath}/role-admin`, { token })).body.Data
    const rename = await api.request('PUT', `${rolesPath}/role-admin`, { token, body: { Name: 'Root', RowVersion: admin.RowVersion } })
    expect(rename.status).toBe(409)
    expect(rename.body.Errors[0]?.Code).toBe('workspace.principals.systemRole')
    const describe = await api.request<Envelope<Role>>('PUT', `${rolesPath}/role-admin`, {
      token,
      body: { Name: 'Admin', Description: 'Everything.', RowVersion: admin.RowVersion },
    })
    expect(describe.status).toBe(200)
    expect(describe.body.Data.Description).toBe('Everything.')
    const remove = await api.request('DELETE', `${rolesPath}/role-operator`, { token })
    expect(remove.status).toBe(409)
    expect(remove.body.Errors[0]?.Code).toBe('workspace.principals.systemRole')
  })

  it('updates with RowVersion and deletes a custom role', async () => {
    const created = (await api.request<Envelope<Role>>('POST', rolesPath, { token, body: { Name: 'Temporary' } })).body.Data
    const stale = await api.request<Envelope<Role>>('PUT', `${rolesPath}/${created.Id}`, {
      token,
      body: { Name: 'Temporary 2', RowVersion: '00000000-0000-4000-8000-000000000000' },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.Data).toMatchObject({ Name: 'Temporary', RowVersion: created.RowVersion })
    const deleted = await api.request('DELETE', `${rolesPath}/${created.Id}`, { token })
    expect(deleted.status).toBe(200)
  })

  it('serves the permission catalog', async () => {
    const response = await api.request<Envelope<PermissionDefinition[]>>('GET', '/api/workspace/admin/permissions', { token })
    expect(response.status).toBe(200)
    expect(response.body.Data.map((permission) => permission.Key)).toContain('principals.manage')
    expect(response.body.Data[0]).toEqual(expect.objectContaining({ Key: expect.any(String), DisplayName: expect.any(String), Group: expect.any(String) }))
  })
})
