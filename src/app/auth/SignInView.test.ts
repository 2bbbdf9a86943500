/* eslint-disable vue/one-component-per-file -- small route components stand in for real pages */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { RouterView } from 'vue-router'
import { VApp } from 'vuetify/components'
import { makeProfile, stubFetch } from '@/test/profiles'
import { flush, renderWithApp } from '@/test/render'
import { useSessionStore } from '../session'
import SignInView from './SignInView.vue'

const BASE = 'http://api.test'
const description = { status: 200, body: { openapi: '3.0.4', info: { title: 'Workspace', version: 'service-config-v1' } } }
const Page = defineComponent({ template: '<p>page</p>' })
const routes = [
  { path: '/sign-in', component: SignInView },
  { path: '/principals/users', component: Page },
  { path: '/', component: Page },
]

async function renderSignIn(answers: Parameters<typeof stubFetch>[0], initialPath = '/sign-in') {
  const stub = stubFetch(answers)
  vi.stubGlobal('fetch', stub.fetchStub)
  const session = useSessionStore()
  await session.restore(BASE)
  const rendered = await renderWithApp(
    defineComponent({ render: () => h(VApp, () => h(RouterView)) }),
    { routes, initialPath },
  )
  await flush()
  return { ...rendered, session, calls: stub.calls }
}

function field(label: string): HTMLInputElement {
  const labelled = [...document.querySelectorAll('label[for]')].find((node) => node.textContent?.trim() === label)
  const input = document.getElementById(labelled?.getAttribute('for') ?? '')
  if (!(input instanceof HTMLInputElement)) throw new Error(`no field ${label}`)
  return input
}

function type(label: string, value: string): void {
  const input = field(label)
  input.value = value
  input.dispatchEvent(new Event('input'))
}

function submit(): void {
  document.querySelector<HTMLFormElement>('form:has(button[type=submit].v-btn--block)')?.requestSubmit()
}

afterEach(() => vi.unstubAllGlobals())

describe('SignInView', () => {
  it("shows the installation address and the installation's version label", async () => {
    const { calls } = await renderSignIn({ 'GET /openapi/service-config-v1.json': description })
    expect(calls[0]?.url).toBe(`${BASE}/openapi/service-config-v1.json`)
    expect(document.querySelector('[data-testid=installation-address]')?.textContent?.trim()).toBe(BASE)
    expect(document.querySelector('[data-testid=installation-version]')?.textContent?.trim()).toBe('service-config-v1')
  })

  it('says so when the installation cannot be reached, and checks again until it answers', async () => {
    const answers: Parameters<typeof stubFetch>[0] = {}
    // Time runs as usual and jumps ahead for the next check.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
    try {
      await renderSignIn(answers)
      expect(document.body.textContent).toContain('Nothing answers at this address yet.')
      // The API has finished starting.
      answers['GET /openapi/service-config-v1.json'] = description
      await vi.advanceTimersByTimeAsync(5000)
      expect(document.body.textContent).not.toContain('Nothing answers')
      expect(document.querySelector('[data-testid=installation-version]')?.textContent?.trim()).toBe('service-config-v1')
    } finally {
      vi.useRealTimers()
    }
  })

  it('says so when the address is not a service-config-v1 installation', async () => {
    await renderSignIn({ 'GET /openapi/service-config-v1.json': { status: 404, body: {} } })
    expect(document.body.textContent).toContain('does not serve a service-config-v1 workspace installation')
  })

  it("shows the server's message for a wrong password", async () => {
    const { session } = await renderSignIn({
      'GET /openapi/service-config-v1.json': description,
      'POST /api/workspace/auth/login': {
        status: 400,
        body: { Success: false, Errors: [{ Code: 'workspace.auth.invalidCredentials', Message: 'Wrong user name or password.' }] },
      },
    })
    type('User name or email', 'admin')
    type('Password', 'wrong')
    submit()
    await flush()
    const alerts = [...document.querySelectorAll('[role=alert]')].map((node) => node.textContent)
    expect(alerts.join(' ')).toContain('Wrong user name or password.')
    expect(session.isSignedIn).toBe(false)
  })

  it('says in words how long to wait after too many failed sign-ins', async () => {
    await renderSignIn({
      'GET /openapi/service-config-v1.json': description,
      'POST /api/workspace/auth/login': {
        status: 400,
        body: {
          Success: false,
          Errors: [{ Code: 'workspace.auth.tooManyAttempts', Message: 'Too many failed sign-ins.', Metadata: { RetryAfterSeconds: '120' } }],
        },
      },
    })
    type('User name or email', 'admin')
    type('Password', 'guess')
    submit()
    await flush()
    const alerts = [...document.querySelectorAll('[role=alert]')].map((node) => node.textContent)
    expect(alerts.join(' ')).toContain('Too many failed sign-ins. Try again in 2 minutes.')
  })

  it('signs in and goes on to the page the user wanted', async () => {
    const { router, session } = await renderSignIn(
      {
        'GET /openapi/service-config-v1.json': description,
        'POST /api/workspace/auth/login': {
          status: 200,
          body: { Success: true, Data: { ...makeProfile(), AccessToken: 'tok' } },
        },
      },
      '/sign-in?redirect=/principals/users',
    )
    type('User name or email', 'admin')
    type('Password', 'Admin#2026')
    submit()
    await flush()
    expect(session.isSignedIn).toBe(true)
    expect(router?.currentRoute.value.path).toBe('/principals/users')
  })
})
