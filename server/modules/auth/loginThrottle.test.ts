import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoCredentials } from '../../seed/demoData'
import { startTestApi, type Envelope, type TestApi } from '../../test/testApi'
import { createLoginThrottle } from './loginThrottle'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api?.close()
})

type Refusal = Envelope & { Errors: Array<{ Code: string; Message: string; Metadata?: Record<string, string> }> }

const login = (UserNameOrEmail: string, Password: string) =>
  api.request<Refusal>('POST', '/api/workspace/auth/login', { body: { UserNameOrEmail, Password } })

async function failTimes(userNameOrEmail: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    const response = await login(userNameOrEmail, `wrong-${i}`)
    expect(response.body.Errors[0]?.Code).toBe('workspace.auth.invalidCredentials')
  }
}

describe('sign-in throttling over HTTP', () => {
  it('makes a user name wait after five failures from one address, with Retry-After, even for the right password', async () => {
    await failTimes('operator', 3)
    await failTimes('Operator@Demo.Example', 2)
    const refused = await login('operator', demoCredentials.operator.password)
    expect(refused.status).toBe(400)
    expect(refused.headers.get('retry-after')).toBe('1')
    expect(refused.body.Errors[0]).toMatchObject({ Code: 'workspace.auth.tooManyAttempts', Metadata: { RetryAfterSeconds: '1' } })
    expect(refused.body.Errors[0]?.Message).toMatch(/Try again in 1 second/)
    expect(JSON.stringify(refused.body)).not.toContain('wat_')

    // Other accounts from the same address go on.
    expect((await login('configurator', demoCredentials.configurator.password)).status).toBe(200)

    api.advance(2_000)
    const after = await login('operator', demoCredentials.operator.password)
    expect(after.status).toBe(200)
    // The success cleared the counter: five more failures before any wait.
    await failTimes('operator', 5)
    expect((await login('operator', 'wrong')).body.Errors[0]?.Code).toBe('workspace.auth.tooManyAttempts')
    api.advance(16 * 60_000)
  })

  it('never throttles successful sign-ins', async () => {
    for (let i = 0; i < 30; i++) expect((await login('admin', demoCredentials.admin.password)).status).toBe(200)
  })

  it('makes one address wait after twenty failures over any user names, until a wait has passed', async () => {
    for (let i = 0; i < 20; i++) expect((await login(`nobody-${i}`, 'guess')).body.Errors[0]?.Code).toBe('workspace.auth.invalidCredentials')
    const refused = await login('admin', demoCredentials.admin.password)
    expect(refused.body.Errors[0]?.Code).toBe('workspace.auth.tooManyAttempts')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    api.advance(60_000)
    expect((await login('admin', demoCredentials.admin.password)).status).toBe(200)
  })

  it('lets every wait end: after many failures the owner signs in again', async () => {
    let wait = 0
    for (let i = 0; i < 20; i++) {
      const response = await login('configurator', 'guess')
      const retryAfter = Number(response.headers.get('retry-after') ?? 0)
      wait = Math.max(wait, retryAfter)
      // Keep guessing as soon as each wait ends.
      if (retryAfter > 0) api.advance(retryAfter * 1000)
    }
    expect(wait).toBeGreaterThan(60)
    expect(wait).toBeLessThanOrEqual(15 * 60)
    api.advance(15 * 60_000)
    expect((await login('configurator', demoCredentials.configurator.password)).status).toBe(200)
  })
})

describe('createLoginThrottle', () => {
  const start = Date.parse('2026-01-01T00:00:00Z')
  const at = (seconds: number) => new Date(start + seconds * 1000)

  it('doubles the wait per failure past the free ones, up to the longest wait', () => {
    const throttle = createLoginThrottle({ failuresPerUserAndAddress: 2, maxWaitSeconds: 10 })
    const waits: number[] = []
    let now = 0
    for (let i = 0; i < 8; i++) {
      throttle.recordFailure('usr-a', '10.0.0.1', at(now))
      const wait = throttle.retryAfterSeconds('usr-a', '10.0.0.1', at(now))
      waits.push(wait)
      now += wait
    }
    expect(waits).toEqual([0, 1, 2, 4, 8, 10, 10, 10])
  })

  it('forgets a counter after fifteen quiet minutes', () => {
    const throttle = createLoginThrottle({ failuresPerUserAndAddress: 2 })
    for (let i = 0; i < 3; i++) throttle.recordFailure('usr-a', '10.0.0.1', at(0))
    expect(throttle.retryAfterSeconds('usr-a', '10.0.0.1', at(0))).toBeGreaterThan(0)
    throttle.recordFailure('usr-a', '10.0.0.1', at(15 * 60 + 5))
    expect(throttle.retryAfterSeconds('usr-a', '10.0.0.1', at(15 * 60 + 5))).toBe(0)
  })

  it('holds back many addresses guessing one account, but not an address that signed in as it before', () => {
    const throttle = createLoginThrottle({ failuresPerUser: 10 })
    throttle.recordSuccess('usr-owner', '192.0.2.7', at(0))
    for (let i = 0; i < 10; i++) throttle.recordFailure('usr-owner', `198.51.100.${i}`, at(1))
    expect(throttle.retryAfterSeconds('usr-owner', '198.51.100.200', at(1))).toBeGreaterThan(0)
    expect(throttle.retryAfterSeconds('usr-owner', '192.0.2.7', at(1))).toBe(0)
    expect(throttle.retryAfterSeconds('usr-other', '198.51.100.200', at(1))).toBe(0)
  })

  it('lets a success clear its own address only', () => {
    const throttle = createLoginThrottle({ failuresPerUserAndAddress: 1, failuresPerAddress: 100 })
    throttle.recordFailure('usr-a', '10.0.0.1', at(0))
    throttle.recordFailure('usr-a', '10.0.0.1', at(0))
    throttle.recordFailure('usr-a', '10.0.0.2', at(0))
    throttle.recordFailure('usr-a', '10.0.0.2', at(0))
    throttle.recordSuccess('usr-a', '10.0.0.1', at(0))
    expect(throttle.retryAfterSeconds('usr-a', '10.0.0.1', at(0))).toBe(0)
    expect(throttle.retryAfterSeconds('usr-a', '10.0.0.2', at(0))).toBeGreaterThan(0)
  })
})
