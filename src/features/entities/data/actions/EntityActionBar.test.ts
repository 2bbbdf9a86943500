import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi, EntityActionPlacement } from '@/api'
import { useSessionStore } from '@/app/session'
import { makeProfile, ok, stubFetch } from '@/test/profiles'
import { withAppRouteStubs } from '@/test/appRouteStubs'
import { flush, renderWithApp } from '@/test/render'
import type { EntityActionAvailability, EntityActionRun } from './entityActionsApi'
import EntityActionBar from './EntityActionBar.vue'

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

const available: EntityActionAvailability = {
  Key: 'check', Label: 'Check data', Icon: 'mdi-check-decagram-outline', Placement: 0, ConfirmationText: 'Check the selected customers?',
  SelectionMode: 2, MaxSelection: 3, IsAvailable: true, UnavailableReason: null, SelectedCount: 3, EligibleCount: 2,
}
const tooMany: EntityActionAvailability = {
  ...available, Key: 'one', Label: 'Send letter', ConfirmationText: null, SelectionMode: 1, MaxSelection: null, IsAvailable: false, UnavailableReason: 'SelectionOutsideLimit',
}
const run: EntityActionRun = {
  RunId: 'run-1', ActionKey: 'check', ActionLabel: 'Check data', Status: 1, IsTerminal: true, ResultSummary: null,
  ErrorSummary: '1 validation issue: Beta: Email is missing.',
  Outcomes: [
    { InstanceId: 'a', DisplayName: 'Alpha', Status: 'Succeeded', SkipReason: null, Message: 'The customer data is complete.' },
    { InstanceId: 'b', DisplayName: 'Beta', Status: 'Failed', SkipReason: null, Message: 'Email is missing.' },
    { InstanceId: 'c', DisplayName: null, Status: 'Skipped', SkipReason: 'NotFound', Message: null },
  ],
}

async function render() {
  const { fetchStub, calls } = stubFetch({
    'GET /api/workspace/entity/def-customers/actions': ok([available, tooMany]),
    'POST /api/workspace/entity/def-customers/actions/check/execute': ok({ RunId: 'run-1', JobId: 'job-1' }),
    'GET /api/workspace/entity/def-customers/actions/runs/run-1': ok(run),
  })
  vi.stubGlobal('fetch', fetchStub)
  configureApi({ baseUrl: 'http://api.test' })
  const session = useSessionStore()
  session.token = 'token'
  session.profile = makeProfile({ Roles: ['Operator'], Permissions: ['functions.operations.view'] })
  await renderWithApp(EntityActionBar, {
    props: { entityDefinitionId: 'def-customers', placement: EntityActionPlacement.ListToolbar, instanceIds: ['a', 'b', 'c'] },
    routes: withAppRouteStubs([{ path: '/', component: { template: '<div />' } }]),
  })
  await flush()
  return { calls }
}

const button = (label: string) => [...document.querySelectorAll<HTMLButtonElement>('button')].find((item) => item.textContent?.trim() === label)!

describe('EntityActionBar', () => {
  it('asks the server about the selection and disables what cannot run, saying why', async () => {
    const { calls } = await render()
    const list = calls.find((call) => call.url.includes('/actions?'))!
    expect(new URL(list.url).searchParams.get('instanceIds')).toBe('a,b,c')
    expect(new URL(list.url).searchParams.get('placement')).toBe('0')
    expect(button('Check data').disabled).toBe(false)
    expect(button('Send letter').disabled).toBe(true)
    expect(button('Send letter').closest('[data-testid="entity-action"]')!.getAttribute('title')).toBe('Select exactly one record')
  })

  it('asks first when configured, runs on the selection and shows an outcome per record', async () => {
    const { calls } = await render()
    button('Check data').click()
    await flush()
    expect(document.body.textContent).toContain('Check the selected customers?')
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
    button('Run').click()
    await vi.waitFor(() => expect(document.querySelectorAll('[data-testid="action-outcome"]')).toHaveLength(3))
    expect(JSON.parse(calls.find((call) => call.method === 'POST')!.body!)).toEqual({ InstanceIds: ['a', 'b', 'c'] })
    const outcomes = [...document.querySelectorAll<HTMLElement>('[data-testid="action-outcome"]')]
    expect(outcomes.map((outcome) => outcome.dataset.status)).toEqual(['Succeeded', 'Failed', 'Skipped'])
    expect(outcomes[1]!.textContent).toContain('Email is missing.')
    expect(outcomes[2]!.textContent).toContain('Record not found')
    expect(outcomes[2]!.textContent).toContain('The record was not found.')
    expect(document.querySelector('[data-testid="action-outcome-counts"]')!.textContent).toContain('1 failed')
    expect(document.querySelector('[data-testid="action-run-link"]')).not.toBeNull()
  })
})
