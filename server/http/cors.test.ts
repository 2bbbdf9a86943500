import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type Envelope, type TestApi } from '../test/testApi'
import { demoCredentials } from '../seed/demoData'
import { defaultAllowedOrigins, parseAllowedOrigins } from './cors'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api?.close()
})

const LOGIN = '/api/workspace/auth/login'
const credentials = { UserNameOrEmail: 'admin', Password: demoCredentials.admin.password }

function preflight(origin: string) {
  return fetch(`${api.url}/api/workspace/admin/users`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
  })
}

describe('CORS', () => {
  it('answers the app origins: dev server and preview, on 127.0.0.1 and localhost', async () => {
    for (const origin of ['http://127.0.0.1:5173', 'http://localhost:5173', 'http://127.0.0.1:4173', 'http://localhost:4174']) {
      const response = await preflight(origin)
      expect(response.status).toBe(204)
      expect(response.headers.get('access-control-allow-origin')).toBe(origin)
      expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization')
      const read = await api.request('GET', '/api/workspace/auth/me', { headers: { Origin: origin } })
      expect(read.headers.get('access-control-allow-origin')).toBe(origin)
      expect(read.headers.get('vary')).toContain('Origin')
    }
  })

  it('gives any other origin, and the null origin, no CORS answer', async () => {
    for (const origin of ['https://attacker.example', 'null', 'http://127.0.0.1:5174', 'http://127.0.0.1:5173.attacker.example']) {
      const response = await preflight(origin)
      expect(response.headers.get('access-control-allow-origin')).toBeNull()
      expect(response.headers.get('access-control-allow-methods')).toBeNull()
      const login = await api.request('POST', LOGIN, { body: credentials, headers: { Origin: origin } })
      expect(login.headers.get('access-control-allow-origin')).toBeNull()
      expect(login.headers.get('vary')).toContain('Origin')
    }
  })

  it('parses configured origins and refuses null, wildcards and paths', () => {
    expect(parseAllowedOrigins('https://Admin.Example.com/, http://127.0.0.1:8080')).toEqual(['https://admin.example.com', 'http://127.0.0.1:8080'])
    for (const bad of ['null', '*', 'https://admin.example.com/app', 'file:///tmp/x', 'admin.example.com']) {
      expect(() => parseAllowedOrigins(bad)).toThrow()
    }
    expect(defaultAllowedOrigins).not.toContain('null')
  })
})

describe('request bodies', () => {
  it('refuses a form-encoded sign-in with 415 in the envelope and issues no token', async () => {
    const response = await api.request<Envelope>('POST', LOGIN, {
      body: new URLSearchParams(credentials).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'null' },
    })
    expect(response.status).toBe(415)
    expect(response.body).toMatchObject({ Success: false, Data: null })
    expect(response.body.Errors[0]?.Code).toBe('workspace.request.unsupportedMediaType')
    expect(JSON.stringify(response.body)).not.toContain('wat_')
  })

  it('refuses text/plain, multipart and a body without a Content-Type', async () => {
    const json = JSON.stringify(credentials)
    for (const contentType of ['text/plain', 'text/plain;charset=UTF-8', 'multipart/form-data; boundary=x']) {
      const response = await api.request<Envelope>('POST', LOGIN, { body: json, headers: { 'Content-Type': contentType } })
      expect(response.status, contentType).toBe(415)
      expect(response.body.Errors[0]?.Code).toBe('workspace.request.unsupportedMediaType')
    }
    const untyped = await fetch(api.url + LOGIN, { method: 'POST', body: new Blob([json]) })
    expect(untyped.status).toBe(415)
    expect(((await untyped.json()) as Envelope).Errors[0]?.Code).toBe('workspace.request.unsupportedMediaType')
  })

  it('accepts the JSON media types of the contract', async () => {
    for (const contentType of ['application/json', 'application/json; charset=utf-8', 'text/json', 'application/vnd.workspace+json']) {
      const response = await api.request('POST', LOGIN, { body: credentials, headers: { 'Content-Type': contentType } })
      expect(response.status, contentType).toBe(200)
    }
  })

  it('refuses a form body on an operation that takes JSON, with a token', async () => {
    const token = await api.login('admin')
    const response = await api.request<Envelope>('POST', '/api/workspace/admin/roles', {
      token,
      body: 'Name=Formed',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(response.status).toBe(415)
    expect(response.body.Errors[0]?.Code).toBe('workspace.request.unsupportedMediaType')
  })
})
