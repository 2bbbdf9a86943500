import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '@/api'
import { flush, renderWithApp } from '@/test/render'
import { stubFetch } from '@/test/profiles'
import { afterDebounce, field, lastBody, ok, POLICY_TEST, refusedVerdict, signInAs, type } from '@/test/settings/fileSettings'
import type { FilePolicyDraft, FilePolicyVerdict } from '../fileSettings.types'
import PolicyTester from './PolicyTester.vue'

async function render(props: { draft: FilePolicyDraft | null; draftValid?: boolean }, verdict: FilePolicyVerdict = refusedVerdict()) {
  signInAs('Admin')
  const stub = stubFetch({ [POLICY_TEST]: ok(verdict) })
  vi.stubGlobal('fetch', stub.fetchStub)
  configureApi({ baseUrl: 'http://api.test' })
  const { wrapper } = await renderWithApp(PolicyTester, { props })
  await flush()
  return { wrapper, calls: stub.calls }
}
const text = (testId: string) => document.querySelector(`[data-testid="${testId}"]`)?.textContent?.trim()
const testCalls = (calls: { url: string }[]) => calls.filter((call) => call.url.endsWith('/policy/test'))

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('PolicyTester', () => {
  it('shows a refused verdict with its code, the rule that decided and the types the extension allows', async () => {
    const { wrapper, calls } = await render({ draft: null })
    expect(wrapper.text()).toContain('Type a file name or choose a file to see its verdict.')
    await type(field(document, 'File name'), 'photo.png')
    await type(field(document, 'Declared MIME type (optional)'), 'Image/GIF')
    await afterDebounce()
    expect(lastBody(calls, POLICY_TEST)).toEqual({ FileName: 'photo.png', MimeType: 'Image/GIF', LeadingBytesBase64: null, Draft: null })
    const verdict = text('policy-verdict') ?? ''
    expect(verdict).toContain('Refused')
    expect(verdict).toContain('The type image/gif is not allowed for .png files.')
    expect(text('verdict-code')).toBe('workspace.files.policy.mimeMismatch')
    expect(text('verdict-rule')).toBe('Rule 2 (.png, .jpg)')
    expect(text('verdict-allowed-types')).toBe('image/png')
    expect(text('verdict-detected')).toBe('Not checked (no file chosen)')
    expect(verdict).toContain('The saved policy, version 3')
    expect(wrapper.emitted('update:decidingRule')?.at(-1)).toEqual([1])
  })

  it('asks once typing pauses, not for every keystroke', async () => {
    const { calls } = await render({ draft: null })
    for (const name of ['r', 're', 'rep', 'report.pdf']) await type(field(document, 'File name'), name)
    await afterDebounce()
    expect(testCalls(calls)).toHaveLength(1)
    expect(lastBody(calls, POLICY_TEST)).toMatchObject({ FileName: 'report.pdf', MimeType: null })
  })

  it('sends unsaved rules as Draft and says so', async () => {
    const draft: FilePolicyDraft = { AllowedMimeTypes: [], FileTypeRules: [{ Extensions: ['exe'], MimeTypes: ['application/x-msdownload'] }] }
    const { calls } = await render({ draft })
    expect(text('tester-draft')).toBe('Testing your unsaved rules.')
    await type(field(document, 'File name'), 'setup.exe')
    await afterDebounce()
    expect(lastBody(calls, POLICY_TEST)).toEqual({ FileName: 'setup.exe', MimeType: null, LeadingBytesBase64: null, Draft: draft })
  })

  it('does not test unsaved rules that are not valid yet', async () => {
    const draft: FilePolicyDraft = { AllowedMimeTypes: [], FileTypeRules: [{ Extensions: [], MimeTypes: [] }] }
    const { calls } = await render({ draft, draftValid: false })
    expect(text('tester-draft-invalid')).toContain('Correct the marked rules')
    await type(field(document, 'File name'), 'setup.exe')
    await afterDebounce()
    expect(testCalls(calls)).toHaveLength(0)
  })

  it('tests a chosen file by its name, reported type and first 64 bytes, never the whole file', async () => {
    const allowed = refusedVerdict({ Allowed: true, Code: 'workspace.files.policy.allowed', Message: 'Allowed.', DetectedContentType: 'application/pdf' })
    const { calls } = await render({ draft: null }, allowed)
    const bytes = new Uint8Array(100).map((_, index) => index)
    bytes.set([0x25, 0x50, 0x44, 0x46], 0)
    const input = document.querySelector<HTMLInputElement>('[data-testid="tester-file-input"]')!
    Object.defineProperty(input, 'files', { value: [new File([bytes], 'Invoice.PDF', { type: 'application/pdf' })], configurable: true })
    input.dispatchEvent(new Event('change'))
    await flush()
    await afterDebounce()
    const body = lastBody(calls, POLICY_TEST) as { FileName: string; MimeType: string; LeadingBytesBase64: string }
    expect(body).toMatchObject({ FileName: 'Invoice.PDF', MimeType: 'application/pdf' })
    expect(Array.from(atob(body.LeadingBytesBase64), (char) => char.charCodeAt(0))).toEqual(Array.from(bytes.slice(0, 64)))
    expect(text('tester-picked')).toContain('First 64 bytes of Invoice.PDF')
    expect(text('policy-verdict')).toContain('Allowed')
    expect(text('verdict-detected')).toBe('application/pdf')
  })
})
