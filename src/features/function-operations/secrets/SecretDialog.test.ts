import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '@/api'
import { ok, stubFetch } from '@/test/profiles'
import { flush, renderWithApp } from '@/test/render'
import type { FunctionSecret } from '../api/secrets'
import SecretDialog from './SecretDialog.vue'

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

const secret: FunctionSecret = {
  Id: 'sec-1', Name: 'export-signing-key', Description: 'Signs exports', Version: 3, CreatedAt: '2026-11-30T10:00:00Z', CreatedByUserId: 'usr-admin',
  RotatedAt: '2026-11-30T11:00:00Z', RotatedByUserId: 'usr-admin', UsedBy: [], RowVersion: 'rv-1',
}

async function render(props: { secret: FunctionSecret | null }) {
  const { fetchStub, calls } = stubFetch({ 'POST /api/workspace/admin/function-secrets': ok({ ...secret, Version: 1 }) })
  vi.stubGlobal('fetch', fetchStub)
  configureApi({ baseUrl: 'http://api.test' })
  await renderWithApp(SecretDialog, { props })
  await flush()
  const dialog = document.querySelector('[role="dialog"]') as HTMLElement
  return { dialog, calls }
}

const input = (dialog: HTMLElement, testId: string) => dialog.querySelector<HTMLInputElement>(`[data-testid="${testId}"] input`)
async function type(element: HTMLInputElement, value: string) {
  element.value = value
  element.dispatchEvent(new Event('input'))
  await flush()
}
const create = (dialog: HTMLElement) => [...dialog.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Create')!

describe('SecretDialog', () => {
  it('offers Create once the name fits and a value is typed, and sends the value as a password field holds it', async () => {
    const { dialog, calls } = await render({ secret: null })
    expect(input(dialog, 'secret-value')!.type).toBe('password')
    expect(create(dialog).disabled).toBe(true)
    await type(input(dialog, 'secret-name')!, 'Bad Name')
    await type(input(dialog, 'secret-value')!, 's3cret')
    expect(dialog.textContent).toContain('2 to 63 lower-case letters')
    expect(create(dialog).disabled).toBe(true)
    await type(input(dialog, 'secret-name')!, 'export-signing-key')
    expect(create(dialog).disabled).toBe(false)
    create(dialog).click()
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true))
    expect(JSON.parse(calls.find((call) => call.method === 'POST')!.body!)).toEqual({ Name: 'export-signing-key', Description: null, Value: 's3cret' })
  })

  it('changes only the description of a stored secret: its value is not there to read or send', async () => {
    const { dialog } = await render({ secret })
    expect(input(dialog, 'secret-value')).toBeNull()
    expect(input(dialog, 'secret-name')).toBeNull()
    expect(input(dialog, 'secret-description')!.value).toBe('Signs exports')
    expect(dialog.textContent).toContain('Version 3')
  })
})
