import { afterEach, describe, expect, it, vi } from 'vitest'
import { A, button, cleanUp, flush, makeRevision, ok, renderSource, signIn, stubApi } from '@/test/ui-project/source'

const mocks = vi.hoisted(() => ({ saveBlob: vi.fn() }))
vi.mock('@/platform/composables/saveBlob', () => ({ saveBlob: mocks.saveBlob }))

afterEach(cleanUp)

const { Files: _files, ...summary } = makeRevision()
const revisions = [
  { ...summary, Id: 'rev-3', Number: 3, Message: 'Header', Source: 0, IsWorking: true },
  { ...summary, Id: 'rev-2', Number: 2, Message: 'Orders page', Source: 3, ParentRevisionId: 'rev-1', IsWorking: false },
  { ...summary, Id: 'rev-1', Number: 1, Message: 'Started from template Blank', Source: 1, ParentRevisionId: null, IsWorking: false },
]

describe('revision history', { timeout: 20_000 }, () => {
  it('lists revisions newest first with the working one marked, and compares two picked ones, older first', async () => {
    signIn()
    const calls = stubApi({ [`GET ${A}/revisions`]: ok({ Items: revisions, TotalCount: 3, Page: 1, PageSize: 25 }) })
    const { router } = await renderSource('/ui-project/revisions', '[data-testid="revision-table"] tbody tr')
    const rows = [...document.querySelectorAll('[data-testid="revision-table"] tbody tr')]
    expect(rows.map((row) => row.querySelectorAll('td')[1]?.textContent?.trim())).toEqual(['#3Working', '#2', '#1'])
    expect(rows.map((row) => row.querySelectorAll('td')[5]?.textContent?.trim())).toEqual(['Edit', 'Page generator', 'Template'])
    expect(rows[0]?.textContent).toContain('Ada Admin')
    expect(rows[0]?.textContent).toContain('4 files')
    expect(calls[0]?.url.search).toBe('?page=1&pageSize=25')

    const compare = document.querySelector<HTMLButtonElement>('[data-testid="revisions-compare"]')!
    expect(compare.disabled).toBe(true)
    document.querySelector<HTMLInputElement>('input[aria-label="Pick revision #3 to compare"]')!.click()
    document.querySelector<HTMLInputElement>('input[aria-label="Pick revision #1 to compare"]')!.click()
    await flush()
    expect(compare.textContent?.trim()).toBe('Compare #1 with #3')
    compare.click()
    await vi.waitFor(() => expect(router.currentRoute.value.fullPath).toBe('/ui-project/revisions/compare?from=rev-1&to=rev-3'))
  })

  it('downloads a revision as a ZIP named after its number', async () => {
    signIn('read')
    const zip = new Blob(['PK'], { type: 'application/zip' })
    stubApi({
      [`GET ${A}/revisions`]: ok({ Items: revisions, TotalCount: 3, Page: 1, PageSize: 25 }),
      [`GET ${A}/revisions/rev-2/zip`]: { status: 200, body: zip },
    })
    await renderSource('/ui-project/revisions', '[data-testid="revision-table"] tbody tr')
    button(document, 'Download revision #2 as ZIP').click()
    await flush()
    expect(mocks.saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'ui-project-r2.zip')
  })

  it('keeps the page in the address', async () => {
    signIn()
    const calls = stubApi({ [`GET ${A}/revisions`]: ok({ Items: revisions.slice(2), TotalCount: 13, Page: 2, PageSize: 10 }) })
    await renderSource('/ui-project/revisions?page=2&size=10', '[data-testid="revision-table"] tbody tr')
    expect(calls[0]?.url.search).toBe('?page=2&pageSize=10')
  })

  it('has an empty state leading to the source', async () => {
    signIn()
    stubApi({ [`GET ${A}/revisions`]: ok({ Items: [], TotalCount: 0, Page: 1, PageSize: 25 }) })
    await renderSource('/ui-project/revisions', '.v-empty-state')
    expect(document.querySelector('.v-empty-state')?.textContent).toContain('No revisions yet')
    expect(button(document, 'Go to the source').getAttribute('href')).toBe('/ui-project/source')
  })
})
