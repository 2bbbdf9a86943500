import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '@/api'
import { ok, stubFetch } from '@/test/profiles'
import { flush, renderWithApp } from '@/test/render'
import type { FunctionDefinition } from '../api/functionOperations.types'
import FunctionSettingsDialog from './FunctionSettingsDialog.vue'
import FunctionVersionsCard from './FunctionVersionsCard.vue'

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

const definition = (timeoutMs: number, codeVersion: number) => ({
  DisplayName: 'Sync ledger', Description: 'Syncs', TimeoutMs: timeoutMs, MaxAttempts: 3, RequiredPermission: null, SupportsCancellation: true, Secrets: [],
  Implementation: { Kind: 'Builtin', Key: 'sync-ledger', CodeVersion: codeVersion },
})
const fn: FunctionDefinition = {
  Id: 'fn-sync-ledger', Key: 'sync-ledger', DisplayName: 'Sync ledger', Description: 'Syncs', SupportsCancellation: true, TimeoutMs: 300_000, MaxAttempts: 3,
  IsHttpEndpoint: false, HttpEndpointKey: null, RequiredPermission: null, CurrentVersionId: 'v2', Secrets: [], IsEnabled: true, IsPlatform: false,
  Publications: [], HttpEndpoints: [], RowVersion: 'rv-7',
  Versions: [
    { Id: 'v2', VersionNumber: 2, CreatedAt: '2026-11-30T10:00:00Z', CreatedByUserId: 'usr-admin', ChangeNote: 'Longer timeout', Definition: definition(300_000, 1),
      CreatedBy: { Id: 'usr-admin', DisplayName: 'Ada Admin', Email: 'admin@example.com', AvatarInitials: 'AA', AvatarBackgroundColor: '#333', AvatarTextColor: '#fff', IsDeleted: false, IsAutomationActor: false, IsMissing: false } },
    { Id: 'v1', VersionNumber: 1, CreatedAt: '2026-10-30T10:00:00Z', CreatedByUserId: null, CreatedBy: null, ChangeNote: null, Definition: definition(60_000, 1) },
  ],
}

const permissions = [{ Key: 'functions.operations.run', DisplayName: 'Run functions by hand', Group: 'Business functions', Description: '' }]
const button = (root: ParentNode, text: string) => [...root.querySelectorAll('button')].find((item) => item.textContent?.trim() === text)!

function stub(answers: Record<string, ReturnType<typeof ok>>) {
  const { fetchStub, calls } = stubFetch(answers)
  vi.stubGlobal('fetch', fetchStub)
  configureApi({ baseUrl: 'http://api.test' })
  return calls
}

describe('FunctionSettingsDialog', () => {
  it('saves only a change, as a new version with the time limit in milliseconds and the note', async () => {
    const calls = stub({
      'GET /api/workspace/admin/permissions': ok(permissions),
      'PUT /api/workspace/admin/function-operations/functions/fn-sync-ledger': ok({ ...fn, CurrentVersionId: 'v3' }),
    })
    await renderWithApp(FunctionSettingsDialog, { props: { fn } })
    await flush()
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    expect(dialog.textContent).toContain('now version 2')
    expect(button(dialog, 'Save').disabled).toBe(true)
    const timeout = dialog.querySelector<HTMLInputElement>('[data-testid="settings-timeout"] input')!
    timeout.value = '5000'
    timeout.dispatchEvent(new Event('input'))
    await flush()
    expect(dialog.textContent).toContain('Between 0.1 and 3600 seconds.')
    expect(button(dialog, 'Save').disabled).toBe(true)
    timeout.value = '90'
    timeout.dispatchEvent(new Event('input'))
    const note = dialog.querySelector<HTMLInputElement>('[data-testid="settings-note"] input')!
    note.value = 'Ledger answers slower at month end'
    note.dispatchEvent(new Event('input'))
    await flush()
    button(dialog, 'Save').click()
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true))
    expect(JSON.parse(calls.find((call) => call.method === 'PUT')!.body!)).toEqual({
      TimeoutMs: 90_000, MaxAttempts: 3, RequiredPermission: null, Description: 'Syncs', ChangeNote: 'Ledger answers slower at month end', RowVersion: 'rv-7',
    })
  })
})

describe('FunctionVersionsCard', () => {
  it('names who wrote each version and makes an earlier one current after asking, with the RowVersion seen', async () => {
    const calls = stub({ 'POST /api/workspace/admin/function-operations/functions/fn-sync-ledger/versions/v1/activate': ok({ ...fn, CurrentVersionId: 'v1' }) })
    const { wrapper } = await renderWithApp(FunctionVersionsCard, { props: { fn, canConfigure: true, runsOf: () => '/runs' }, routes: [{ path: '/:any(.*)*', component: { template: '<div />' } }] })
    await flush()
    const rows = wrapper.findAll('[data-testid="catalog-version"]')
    expect(rows[0]!.text()).toContain('Ada Admin')
    expect(rows[0]!.text()).toContain('Longer timeout')
    expect(rows[1]!.text()).toContain('Shipped code')
    // Only the version that is not current can be made current.
    expect(rows[0]!.find('[data-testid="make-current"]').exists()).toBe(false)
    await rows[1]!.find('[data-testid="make-current"]').trigger('click')
    await flush()
    button(document.querySelector('[role="dialog"]')!, 'Make current').click()
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true))
    expect(JSON.parse(calls.find((call) => call.method === 'POST')!.body!)).toEqual({ RowVersion: 'rv-7' })
  })

  it('offers no changes to someone who does not configure', async () => {
    stub({})
    const { wrapper } = await renderWithApp(FunctionVersionsCard, { props: { fn, canConfigure: false, runsOf: () => '/runs' }, routes: [{ path: '/:any(.*)*', component: { template: '<div />' } }] })
    await flush()
    expect(wrapper.find('[data-testid="make-current"]').exists()).toBe(false)
    // Comparing stays open to everyone who reads the catalog.
    expect(wrapper.find('[data-testid="compare-versions"]').exists()).toBe(true)
  })
})
