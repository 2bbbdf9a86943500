import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoCredentials } from '../../seed/demoData'
import { startTestApi, type Envelope, type TestApi } from '../../test/testApi'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api?.close()
})

const LOGOUT = '/api/workspace/auth/logout'
const ME = '/api/workspace/auth/me'

describe('sign-out', () => {
  it('revokes the access token it is sent with: that token answers 401 from then on', async () => {
    const token = await api.login('admin')
    const otherSession = await api.login('admin')
    const response = await api.request<Envelope<{ Revoked: boolean }>>('POST', LOGOUT, { token })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ Success: true, Data: { Revoked: true } })

    const afterwards = await api.request('GET', ME, { token })
    expect(afterwards.status).toBe(401)
    expect((await api.request('POST', LOGOUT, { token })).status).toBe(401)
    // Only this session ends: another sign-in of the same user goes on.
    expect((await api.request('GET', ME, { token: otherSession })).status).toBe(200)
  })

  it('revokes a token sent as the access_token query parameter', async () => {
    const token = await api.login('operator')
    expect((await api.request('POST', `${LOGOUT}?access_token=${encodeURIComponent(token)}`)).status).toBe(200)
    expect((await api.request('GET', ME, { token })).status).toBe(401)
  })

  it('leaves a service API key valid', async () => {
    const key = demoCredentials.integration.apiKey
    const response = await api.request<Envelope<{ Revoked: boolean }>>('POST', LOGOUT, { token: key })
    expect(response.status).toBe(200)
    expect(response.body.Data).toEqual({ Revoked: false })
    expect((await api.request('GET', ME, { token: key })).status).toBe(200)
  })

  it('answers 401 without a token', async () => {
    expect((await api.request('POST', LOGOUT)).status).toBe(401)
  })
})
