import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultContractDir } from '../../app'
import { demoCredentials } from '../../seed/demoData'
import { startTestApi, type Envelope, type TestApi } from '../../test/testApi'
import { contrastRatio } from '../principals/avatar'

interface Profile {
  AccessToken?: string
  UserId: string
  UserName: string
  UserType: number
  DisplayName: string
  WorkspaceName: string
  Locale: string
  TimeZone: string
  DateTimeFormat: string
  DateFormat: string
  TimeFormat: string
  Roles: string[]
  Permissions: string[]
  Avatar: { Initials: string; BackgroundColor: string; TextColor: string }
  Modules: Record<string, { Enabled: boolean }>
}

interface Problem {
  type: string
  title: string
  status: number
  detail: string
  instance: string
  requiredRoles?: string[]
  requiredPermissions?: string[]
}

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api?.close()
})

const login = (UserNameOrEmail: string, Password: string) =>
  api.request<Envelope<Profile>>('POST', '/api/workspace/auth/login', { body: { UserNameOrEmail, Password } })

describe('sign-in', () => {
  it('accepts the user name in any case and answers the profile with an access token', async () => {
    const response = await login('ADMIN', 'Admin#2026')
    expect(response.status).toBe(200)
    const profile = response.body.Data
    expect(profile.AccessToken).toMatch(/^wat_[A-Za-z0-9_-]{43}$/)
    expect(profile).toMatchObject({
      UserName: 'admin',
      DisplayName: 'Ada Admin',
      WorkspaceName: 'demo',
      Locale: 'en-US',
      TimeZone: 'Europe/Berlin',
      Roles: ['Admin'],
    })
    expect(profile.Permissions).toContain('settings.manage')
    expect(profile.Modules.Boards).toEqual({ Enabled: true })
    expect(profile.Modules.Booking).toEqual({ Enabled: false })
    expect(Object.keys(profile.Modules).sort()).toEqual(
      ['Boards', 'Booking', 'CurrencyRates', 'EntitlementOperations', 'FileProtection', 'WorkInbox', 'WorkSchedule'],
    )
  })

  it('accepts the email address', async () => {
    const response = await login('Operator@Demo.Example', 'Operator#2026')
    expect(response.status).toBe(200)
    expect(response.body.Data.Roles).toEqual(['Operator'])
  })

  it('answers a wrong password and an unknown user identically', async () => {
    const wrongPassword = await login('admin', 'not-the-password')
    const unknownUser = await login('nobody', 'Admin#2026')
    expect(wrongPassword.status).toBe(400)
    expect(unknownUser.status).toBe(400)
    expect(wrongPassword.body.Errors).toEqual(unknownUser.body.Errors)
    expect(wrongPassword.body.Errors[0]?.Code).toBe('workspace.auth.invalidCredentials')
    expect(wrongPassword.body.Success).toBe(false)
  })

  it('refuses inactive users and service users', async () => {
    const token = await api.login('admin')
    const created = await api.request('POST', '/api/workspace/admin/users', {
      token,
      body: { UserName: 'leaver', UserType: 0, IsActive: false, Password: 'Leaver#2026' },
    })
    expect(created.status).toBe(200)
    expect((await login('leaver', 'Leaver#2026')).status).toBe(400)
    expect((await login('integration', demoCredentials.integration.apiKey)).status).toBe(400)
  })

  it('rejects an unknown member of the request', async () => {
    const response = await api.request('POST', '/api/workspace/auth/login', {
      body: { UserNameOrEmail: 'admin', Password: 'Admin#2026', RememberMe: true },
    })
    expect(response.status).toBe(400)
    expect(response.body.Errors).toContainEqual(expect.objectContaining({ Code: 'workspace.validation.unknownMember', Field: 'RememberMe' }))
  })
})

describe('current user', () => {
  it('answers the whole profile without an access token', async () => {
    const token = await api.login('configurator')
    const response = await api.request<Envelope<Profile>>('GET', '/api/workspace/auth/me', { token })
    expect(response.status).toBe(200)
    const profile = response.body.Data
    expect(profile.AccessToken).toBeUndefined()
    expect(profile).toMatchObject({ UserName: 'configurator', UserType: 0, DateFormat: 'MM/dd/yyyy', TimeFormat: 'h:mm a' })
    expect(profile.DateTimeFormat).toBeTruthy()
    expect(profile.Permissions).toContain('principals.manage')
    expect(profile.Permissions).not.toContain('settings.manage')
    expect(profile.Avatar.Initials).toBe('CC')
    expect(contrastRatio(profile.Avatar.BackgroundColor, profile.Avatar.TextColor)).toBeGreaterThanOrEqual(4.5)
  })

  it('answers 401 ProblemDetails without a token', async () => {
    const response = await api.request<Problem>('GET', '/api/workspace/auth/me')
    expect(response.status).toBe(401)
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/)
    expect(response.headers.get('www-authenticate')).toBe('Bearer')
    expect(response.body).toMatchObject({ status: 401, title: 'Unauthorized', instance: '/api/workspace/auth/me' })
    expect(typeof response.body.type).toBe('string')
    expect(typeof response.body.detail).toBe('string')
  })

  it('answers 401 once the access token has expired', async () => {
    const token = await api.login('operator')
    expect((await api.request('GET', '/api/workspace/auth/me', { token })).status).toBe(200)
    api.advance((12 * 60 + 1) * 60_000)
    const expired = await api.request<Problem>('GET', '/api/workspace/auth/me', { token })
    expect(expired.status).toBe(401)
    expect(expired.body.status).toBe(401)
  })

  it('accepts the access token as the access_token query parameter', async () => {
    const token = await api.login('admin')
    const response = await api.request<Envelope<Profile>>('GET', `/api/workspace/auth/me?access_token=${encodeURIComponent(token)}`)
    expect(response.status).toBe(200)
    expect(response.body.Data.UserName).toBe('admin')
  })

  it('accepts a service API key in the Bearer header', async () => {
    const response = await api.request<Envelope<Profile>>('GET', '/api/workspace/auth/me', { token: demoCredentials.integration.apiKey })
    expect(response.status).toBe(200)
    expect(response.body.Data).toMatchObject({ UserName: 'integration', UserType: 1, Roles: ['Configurator'] })
  })

  it('refuses an unknown API key and a non-Bearer scheme', async () => {
    expect((await api.request('GET', '/api/workspace/auth/me', { token: 'wsk_unknown' })).status).toBe(401)
    const basic = await api.request('GET', '/api/workspace/auth/me', { headers: { Authorization: 'Basic YWRtaW46eA==' } })
    expect(basic.status).toBe(401)
  })
})

describe('authorization', () => {
  it('answers 403 ProblemDetails naming the roles administration needs', async () => {
    const token = await api.login('operator')
    const response = await api.request<Problem>('GET', '/api/workspace/admin/users', { token })
    expect(response.status).toBe(403)
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/)
    expect(response.body).toMatchObject({ status: 403, title: 'Forbidden', requiredRoles: ['Admin', 'Configurator'] })
  })

  it('reserves role permissions to Admin', async () => {
    const token = await api.login('configurator')
    const response = await api.request<Problem>('PUT', '/api/workspace/roles/role-auditor/permissions', {
      token,
      body: { PermissionKeys: ['uiproject.view'] },
    })
    expect(response.status).toBe(403)
    expect(response.body.requiredRoles).toEqual(['Admin'])
  })

  it('reserves granting the Admin role to Admin', async () => {
    const token = await api.login('configurator')
    const grant = await api.request<Problem>('POST', '/api/workspace/admin/users', {
      token,
      body: { UserName: 'would-be-admin', UserType: 0, RoleIds: ['role-admin'] },
    })
    expect(grant.status).toBe(403)
    expect(grant.body.requiredRoles).toEqual(['Admin'])
    const operatorGrant = await api.request('POST', '/api/workspace/admin/users', {
      token,
      body: { UserName: 'new-operator', UserType: 0, RoleIds: ['role-operator'] },
    })
    expect(operatorGrant.status).toBe(200)
  })

  it('lets a service user with Configurator administer through its API key', async () => {
    const response = await api.request<Envelope<{ TotalCount: number }>>('GET', '/api/workspace/admin/roles', {
      token: demoCredentials.integration.apiKey,
    })
    expect(response.status).toBe(200)
    expect(response.body.Data.TotalCount).toBeGreaterThanOrEqual(4)
  })
})

describe('serving', () => {
  it('serves the contract documents as they are', async () => {
    const response = await fetch(`${api.url}/openapi/service-config-v1.json`)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(readFileSync(`${defaultContractDir}/service-config-v1.json`, 'utf8'))
  })

  it('answers CORS preflights and reflects the origin', async () => {
    const preflight = await fetch(`${api.url}/api/workspace/admin/users`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization')
    const response = await api.request('GET', '/api/workspace/auth/me', { headers: { Origin: 'http://localhost:4173' } })
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4173')
  })

  it('answers an operation it does not serve with the 404 envelope', async () => {
    const response = await api.request('GET', '/api/workspace/admin/nothing-here')
    expect(response.status).toBe(404)
    expect(response.body.Errors[0]?.Code).toBe('workspace.notFound')
  })

  it('accepts text/json request bodies', async () => {
    const response = await api.request('POST', '/api/workspace/auth/login', {
      body: { UserNameOrEmail: 'admin', Password: 'Admin#2026' },
      headers: { 'Content-Type': 'text/json' },
    })
    expect(response.status).toBe(200)
  })

  it('answers malformed JSON with a 400 envelope', async () => {
    const response = await api.request('POST', '/api/workspace/auth/login', { body: '{"UserNameOrEmail":' })
    expect(response.status).toBe(400)
    expect(response.body.Success).toBe(false)
  })
})
