import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '@/api'
import { fakeCodeRuntime } from '@/test/platform/fakeCodeRuntime'
import { ok, stubFetch } from '@/test/profiles'
import { flush, renderWithApp } from '@/test/render'
import type { FunctionPublication } from '../api/publications'
import PublicationDialog from './PublicationDialog.vue'

const mocks = vi.hoisted(() => ({ loadCodeMonaco: vi.fn() }))
// Monaco does not run in happy-dom: the input schema editor is a textarea with the same contract.
vi.mock('@/platform/components/expression-editor/monaco', () => ({ loadCodeMonaco: mocks.loadCodeMonaco }))

afterEach(() => {
  vi.unstubAllGlobals()
  mocks.loadCodeMonaco.mockReset()
  document.body.innerHTML = ''
})

const ADMIN = '/api/workspace/admin/function-operations'
const publication: FunctionPublication = {
  Id: 'pub-1', Key: 'validate-customer-data', Description: 'Checks a customer', FunctionId: 'fn-validate', FunctionKey: 'validate-customer-data',
  FunctionDisplayName: 'Validate customer data', FunctionVersionId: null, FunctionVersionNumber: null, Kind: 0, RequiredPermission: 'functions.publications.invoke',
  InputSchema: { type: 'object' }, DeduplicationMode: 0, DeduplicationMembers: [], IsEnabled: true, RuntimePath: '/api/workspace/functions/validate-customer-data/commands',
  CreatedAt: '2026-11-30T10:00:00Z', ModifiedAt: '2026-11-30T10:00:00Z', ModifiedByUserId: null, RowVersion: 'rv-1',
}
const functions = [{ Id: 'fn-validate', Key: 'validate-customer-data', DisplayName: 'Validate customer data', CurrentVersionId: 'v-2', Versions: [{ Id: 'v-2', VersionNumber: 2 }, { Id: 'v-1', VersionNumber: 1 }] }]
const permissions = [{ Key: 'functions.publications.invoke', DisplayName: 'Invoke publications', Group: 'Functions', Description: '' }]

async function render(props: { publication: FunctionPublication | null }, saveAnswer: { status: number; body: unknown } = ok(publication)) {
  const fake = fakeCodeRuntime()
  mocks.loadCodeMonaco.mockResolvedValue(fake.runtime)
  const { fetchStub, calls } = stubFetch({
    [`GET ${ADMIN}/functions`]: ok(functions),
    'GET /api/workspace/admin/permissions': ok(permissions),
    [`PUT ${ADMIN}/publications/pub-1`]: saveAnswer,
    [`POST ${ADMIN}/publications`]: saveAnswer,
  })
  vi.stubGlobal('fetch', fetchStub)
  configureApi({ baseUrl: 'http://api.test' })
  await renderWithApp(PublicationDialog, { props: { ...props, readOnlyReason: null } })
  await flush()
  const dialog = document.querySelector('[role="dialog"]') as HTMLElement
  return { dialog, calls }
}

const input = (dialog: HTMLElement, testId: string) => dialog.querySelector<HTMLInputElement>(`[data-testid="${testId}"] input`)!
async function type(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  element.value = value
  element.dispatchEvent(new Event('input'))
  await flush()
}
const button = (dialog: HTMLElement, label: string) => [...dialog.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === label)!
const schemaEditor = (dialog: HTMLElement) => dialog.querySelector<HTMLTextAreaElement>('[data-testid="publication-schema"] textarea')!

describe('PublicationDialog', () => {
  it('says what a key must look like and keeps Create off until key, function and permission are given', async () => {
    const { dialog } = await render({ publication: null })
    expect(button(dialog, 'Create').disabled).toBe(true)
    await type(input(dialog, 'publication-key'), 'Bad Key')
    expect(dialog.textContent).toContain('2 to 63 lower-case letters, digits and dashes, starting with a letter.')
    await type(input(dialog, 'publication-key'), 'good-key')
    expect(dialog.textContent).not.toContain('2 to 63 lower-case letters')
    // No function and no permission chosen yet.
    expect(button(dialog, 'Create').disabled).toBe(true)
  })

  it('blocks Save while the input schema does not parse, saying why under the editor', async () => {
    const { dialog, calls } = await render({ publication })
    expect(schemaEditor(dialog).value).toBe('{\n  "type": "object"\n}')
    await type(schemaEditor(dialog), '{ "type": ')
    expect(dialog.querySelector('[data-testid="publication-schema-error"]')?.textContent).toContain('This is not JSON')
    expect(button(dialog, 'Save').disabled).toBe(true)
    await type(schemaEditor(dialog), '[1, 2]')
    expect(dialog.querySelector('[data-testid="publication-schema-error"]')?.textContent).toContain('must be a JSON object')
    expect(button(dialog, 'Save').disabled).toBe(true)
    await type(schemaEditor(dialog), '{ "type": "object", "required": ["Name"] }')
    expect(dialog.querySelector('[data-testid="publication-schema-error"]')).toBeNull()
    button(dialog, 'Save').click()
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true))
    const sent = JSON.parse(calls.find((call) => call.method === 'PUT')!.body!)
    expect(sent).toMatchObject({ Key: 'validate-customer-data', InputSchema: { type: 'object', required: ['Name'] }, FunctionVersionId: null, RowVersion: 'rv-1' })
  })

  it('offers deduplication only for a publication that can be queued, and members only for argument members', async () => {
    const { dialog } = await render({ publication })
    expect(dialog.querySelector('[data-testid="publication-dedup-mode"]')).toBeNull()
    const enqueue = [...dialog.querySelectorAll<HTMLInputElement>('[data-testid="publication-kind"] input[type="radio"]')].find((radio) => radio.value === '1')!
    enqueue.click()
    await flush()
    expect(dialog.querySelector('[data-testid="publication-dedup-mode"]')).not.toBeNull()
    expect(dialog.querySelector('[data-testid="publication-dedup-members"]')).toBeNull()
  })

  it('shows a 400 from the server on the field it names', async () => {
    const refusal = {
      status: 400,
      body: { Success: false, Data: null, Errors: [{ Code: 'workspace.validation.invalid', Message: 'Callers need a permission of the catalog.', Field: 'RequiredPermission' }], Warnings: null },
    }
    const { dialog } = await render({ publication }, refusal)
    await type(input(dialog, 'publication-description'), 'Checks a customer record')
    button(dialog, 'Save').click()
    await vi.waitFor(() => expect(dialog.querySelector('[data-testid="publication-permission"]')?.textContent).toContain('Callers need a permission of the catalog.'))
  })
})
