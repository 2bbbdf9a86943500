import { renderUiProject } from '@/test/ui-project/render'
import { afterEach, describe, expect, it } from 'vitest'

import { A, button, cleanUp, dialog, fail, flush, makeRevision, ok, signIn, stubApi, waitFor } from '@/test/ui-project/source'
import ZipUploadDialog from './ZipUploadDialog.vue'

afterEach(cleanUp)

const preflight = {
  BaseRevisionId: 'rev-3',
  PackageHash: 'sha-of-the-bytes',
  SizeBytes: 2048,
  FileCount: 4,
  Added: ['src/pages/Orders.vue'],
  Changed: ['src/App.vue', 'src/main.ts'],
  Removed: ['README.md'],
  UnchangedCount: 1,
  Ignored: ['__MACOSX/._App.vue'],
}

async function pick(file: File): Promise<void> {
  const input = document.querySelector<HTMLInputElement>('[data-testid="zip-file"] input[type="file"]')!
  Object.defineProperty(input, 'files', { value: [file], configurable: true })
  input.dispatchEvent(new Event('change'))
  await flush()
}

async function open(props: { baseRevisionId?: string | null; maxZipBytes?: number } = {}) {
  const { wrapper } = await renderUiProject(ZipUploadDialog, { props: { modelValue: true, baseRevisionId: 'rev-3', maxZipBytes: 10_000, ...props } })
  await flush()
  return wrapper
}

describe('ZIP upload', { timeout: 20_000 }, () => {
  it('shows the pre-flight, then applies exactly those bytes onto the base revision', async () => {
    signIn()
    const calls = stubApi({
      [`POST ${A}/zip/preflight`]: ok(preflight),
      [`POST ${A}/zip`]: ok(makeRevision({ Id: 'rev-4', Number: 4, Source: 2 })),
    })
    const wrapper = await open()
    await pick(new File(['PK…'], 'project.zip', { type: 'application/zip' }))
    await waitFor('[data-testid="zip-preflight"]')
    const check = calls.find((call) => call.url.pathname.endsWith('/zip/preflight'))
    expect(check?.url.search).toBe('?baseRevisionId=rev-3')
    expect(check?.body).toBe('PK…')

    const counts = ['added', 'changed', 'removed', 'ignored', 'unchanged'].map((key) => document.querySelector(`[data-testid="preflight-count-${key}"]`)?.textContent?.trim())
    expect(counts).toEqual(['1 added', '2 changed', '1 removed', '1 ignored', '1 unchanged'])
    expect(dialog().textContent).toContain('4 files, 2 kB')

    button(dialog(), 'Apply').click()
    await flush()
    const upload = calls.find((call) => call.url.pathname === `${A}/zip`)
    expect(Object.fromEntries(upload!.url.searchParams)).toEqual({ expectedPackageHash: 'sha-of-the-bytes', baseRevisionId: 'rev-3' })
    expect(wrapper.emitted('applied')?.[0]?.[0]).toMatchObject({ Id: 'rev-4' })
  })

  it('lists the refusals of an archive the server will not take', async () => {
    signIn()
    stubApi({
      [`POST ${A}/zip/preflight`]: fail(400, [
        { Code: 'uiProject.zip.traversal', Message: '"../evil.ts" leaves the project with "..".', Target: '../evil.ts' },
        { Code: 'uiProject.zip.notText', Message: '"logo.png" is not a text file.', Target: 'logo.png' },
      ]),
    })
    await open()
    await pick(new File(['PK'], 'bad.zip'))
    const refusals = await waitFor('[data-testid="zip-refusals"]')
    expect(refusals.textContent).toContain('The archive cannot be applied')
    expect([...refusals.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['"../evil.ts" leaves the project with "..".', '"logo.png" is not a text file.'])
    expect(document.querySelector<HTMLButtonElement>('[data-testid="zip-apply"]')?.disabled).toBe(true)
  })

  it('refuses a file over the ZIP limit before sending it', async () => {
    signIn()
    const calls = stubApi({})
    await open({ maxZipBytes: 4 })
    await pick(new File(['PK too large'], 'big.zip'))
    expect(dialog().textContent).toContain('The file is larger than the 4 bytes a ZIP may have.')
    expect(calls).toHaveLength(0)
  })

  it('says when the working revision moved on, so the pre-flight is seen again', async () => {
    signIn()
    stubApi({
      [`POST ${A}/zip/preflight`]: ok(preflight),
      [`POST ${A}/zip`]: fail(409, [{ Code: 'uiProject.revision.stale', Message: 'The working revision is now number 4.' }]),
    })
    const wrapper = await open()
    await pick(new File(['PK'], 'project.zip'))
    await waitFor('[data-testid="zip-preflight"]')
    button(dialog(), 'Apply').click()
    await flush()
    expect(wrapper.emitted('stale')).toHaveLength(1)
    await wrapper.setProps({ baseRevisionId: 'rev-4' })
    await flush()
    await waitFor('[data-testid="zip-preflight"]')
    expect(dialog().textContent).toContain('The working revision changed meanwhile.')
  })
})
