import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '@/api'
import { ok, stubFetch } from '@/test/profiles'
import { flush, renderWithApp } from '@/test/render'
import type { FunctionHttpEndpoint } from '../api/httpEndpoints'
import HttpEndpointDialog from './HttpEndpointDialog.vue'

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

const ADMIN = '/api/workspace/admin/function-operations'
const endpoint: FunctionHttpEndpoint = {
  Id: 'ep-1', Key: 'payment-webhook', Description: null, FunctionId: 'fn-webhook', FunctionKey: 'webhook-receiver', FunctionDisplayName: 'Webhook receiver',
  FunctionVersionId: null, FunctionVersionNumber: null, Method: 'POST', PathSuffix: null, AuthenticationMode: 1, AllowedContentTypes: ['application/json'],
  MaxRequestBytes: 1024, RateLimitPerMinute: null, IsEnabled: true, Url: '/api/workspace/functions/http/payment-webhook',
  CreatedAt: '2026-11-30T10:00:00Z', ModifiedAt: '2026-11-30T10:00:00Z', ModifiedByUserId: null, RowVersion: 'rv-1',
}
const functions = [{ Id: 'fn-webhook', Key: 'webhook-receiver', DisplayName: 'Webhook receiver', CurrentVersionId: 'v-1', Versions: [{ Id: 'v-1', VersionNumber: 1 }] }]

async function render(props: { endpoint: FunctionHttpEndpoint | null; readOnlyReason?: string | null }) {
  const { fetchStub, calls } = stubFetch({ [`GET ${ADMIN}/functions`]: ok(functions), [`PUT ${ADMIN}/http-endpoints/ep-1`]: ok(endpoint) })
  vi.stubGlobal('fetch', fetchStub)
  configureApi({ baseUrl: 'http://api.test' })
  await renderWithApp(HttpEndpointDialog, { props: { readOnlyReason: null, ...props } })
  await flush()
  const dialog = document.querySelector('[role="dialog"]') as HTMLElement
  return { dialog, calls }
}

const input = (dialog: HTMLElement, testId: string) => dialog.querySelector<HTMLInputElement>(`[data-testid="${testId}"] input`)!
async function type(element: HTMLInputElement, value: string) {
  element.value = value
  element.dispatchEvent(new Event('input'))
  await flush()
}
const button = (dialog: HTMLElement, label: string) => [...dialog.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === label)!
const typeBoxes = (dialog: HTMLElement) => [...dialog.querySelectorAll<HTMLInputElement>('[data-testid="endpoint-types"] input[type="checkbox"]')]

/** Picks a method in the select's menu (rendered in the overlay container). */
async function chooseMethod(dialog: HTMLElement, method: string) {
  dialog.querySelector<HTMLElement>('[data-testid="endpoint-method"] .v-field')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
  await flush()
  const option = [...document.querySelectorAll<HTMLElement>('.v-overlay .v-list-item')].find((item) => item.textContent?.trim() === method)!
  option.click()
  await flush()
}

describe('HttpEndpointDialog', () => {
  it('turns the content types off for a method without a body, saying why, and sends none', async () => {
    const { dialog, calls } = await render({ endpoint })
    expect(typeBoxes(dialog).map((box) => box.checked)).toEqual([true, false, false])
    expect(typeBoxes(dialog).some((box) => box.disabled)).toBe(false)
    await chooseMethod(dialog, 'GET')
    expect(typeBoxes(dialog).every((box) => box.disabled && !box.checked)).toBe(true)
    expect(dialog.querySelector('[data-testid="endpoint-types-note"]')?.textContent).toContain('GET carries no body')
    button(dialog, 'Save').click()
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true))
    expect(JSON.parse(calls.find((call) => call.method === 'PUT')!.body!)).toMatchObject({ Method: 'GET', AllowedContentTypes: [], MaxRequestBytes: 1024, RowVersion: 'rv-1' })
  })

  it('says what a size, rate limit, path suffix and key must be, and keeps Save off meanwhile', async () => {
    const { dialog } = await render({ endpoint })
    expect(dialog.textContent).toContain('1 kB')
    await type(input(dialog, 'endpoint-max-bytes'), '2000000')
    expect(dialog.textContent).toContain('A whole number from 0 to 1048576.')
    expect(button(dialog, 'Save').disabled).toBe(true)
    await type(input(dialog, 'endpoint-max-bytes'), '2048')
    await type(input(dialog, 'endpoint-rate-limit'), '0')
    expect(dialog.textContent).toContain('Empty, or a whole number from 1 to 100000.')
    await type(input(dialog, 'endpoint-rate-limit'), '')
    await type(input(dialog, 'endpoint-suffix'), 'two/segments')
    expect(dialog.textContent).toContain('One segment: letters, digits')
    await type(input(dialog, 'endpoint-suffix'), '{orderId}')
    await type(input(dialog, 'endpoint-key'), 'Payment')
    expect(dialog.textContent).toContain('2 to 63 lower-case letters')
    expect(button(dialog, 'Save').disabled).toBe(true)
    await type(input(dialog, 'endpoint-key'), 'payment-hook')
    expect(button(dialog, 'Save').disabled).toBe(false)
  })

  it('asks for a content type when a body method allows none', async () => {
    const { dialog } = await render({ endpoint })
    typeBoxes(dialog)[0]!.click()
    await flush()
    expect(dialog.textContent).toContain('Allow at least one content type')
    expect(button(dialog, 'Save').disabled).toBe(true)
  })

  it('shows the endpoint read-only, with the reason, to whom may not configure', async () => {
    const { dialog } = await render({ endpoint, readOnlyReason: 'Only administrators and configurators change publications and endpoints.' })
    expect(dialog.querySelector('[data-testid="item-read-only"]')?.textContent).toContain('Only administrators')
    expect(dialog.querySelector('[data-testid="item-save"]')).toBeNull()
  })
})
