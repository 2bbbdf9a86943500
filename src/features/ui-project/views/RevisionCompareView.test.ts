import { afterEach, describe, expect, it, vi } from 'vitest'
import { A, cleanUp, fail, fakeCodeRuntime, fileAnswer, flush, makeRevision, ok, renderSource, signIn, stubApi, waitFor } from '@/test/ui-project/source'

const mocks = vi.hoisted(() => ({ loadCodeMonaco: vi.fn() }))
vi.mock('@/platform/components/expression-editor/monaco', () => ({ loadCodeMonaco: mocks.loadCodeMonaco, loadMonaco: vi.fn() }))

afterEach(cleanUp)

const before = { 'src/App.vue': 'old app', 'src/old.ts': 'gone' }
const after = { 'src/App.vue': 'new app', 'src/new.ts': 'fresh' }
const entry = (Path: string, Change: number, AddedLines: number, RemovedLines: number) => ({ Path, Change, AddedLines, RemovedLines, OldContentHash: null, NewContentHash: null, Patch: null })

function arrange() {
  const fake = fakeCodeRuntime()
  mocks.loadCodeMonaco.mockResolvedValue(fake.runtime)
  const calls = stubApi({
    [`GET ${A}/revisions/rev-2`]: ok(makeRevision({ Id: 'rev-2', Number: 2 }, before)),
    [`GET ${A}/revisions/rev-5`]: ok(makeRevision({ Id: 'rev-5', Number: 5 }, after)),
    [`GET ${A}/revisions/diff`]: ok({
      FromRevisionId: 'rev-2', ToRevisionId: 'rev-5', AddedCount: 1, ModifiedCount: 1, RemovedCount: 1,
      Files: [entry('src/old.ts', 2, 0, 1), entry('src/new.ts', 0, 1, 0), entry('src/App.vue', 1, 1, 1)],
    }),
    [`GET ${A}/revisions/rev-2/file`]: fileAnswer('rev-2', before),
    [`GET ${A}/revisions/rev-5/file`]: fileAnswer('rev-5', after),
  })
  return { fake, calls }
}

const host = () => document.querySelector('[data-testid="diff-editor-host"]')

describe('revision compare', { timeout: 20_000 }, () => {
  it('lists the changed files with their line counts and shows the linked one as a diff (an added file against nothing)', async () => {
    signIn()
    const { calls } = arrange()
    const { router } = await renderSource('/ui-project/revisions/compare?from=rev-2&to=rev-5&path=src/new.ts', '[data-testid="diff-file-list"]')
    const rows = [...document.querySelectorAll('[data-testid="diff-file-list"] a')].map((link) => link.textContent?.replace(/\s+/g, ' ').trim())
    expect(rows).toEqual(['src/App.vueChanged+1−1', 'src/new.tsAdded+1−0', 'src/old.tsRemoved+0−1'])
    expect(document.querySelector('.app-page')?.textContent).toContain('#2 → #5 · 3 files changed (+2 −2)')
    await waitFor('[data-testid="diff-editor-host"][data-modified]')
    expect(host()?.getAttribute('data-original')).toBe('')
    expect(host()?.getAttribute('data-modified')).toBe('fresh')
    // An added file is not read from the older revision.
    expect(calls.some((call) => call.url.pathname.endsWith('/rev-2/file'))).toBe(false)

    document.querySelector<HTMLElement>('[data-testid="diff-file-src/App.vue"]')!.click()
    await flush()
    await flush()
    expect(router.currentRoute.value.query.path).toBe('src/App.vue')
    expect(host()?.getAttribute('data-original')).toBe('old app')
    expect(host()?.getAttribute('data-modified')).toBe('new app')
    expect(document.querySelector('[data-testid="diff-file-src/App.vue"]')?.getAttribute('aria-current')).toBe('true')
  })

  it('asks for two revisions when the link names none', async () => {
    signIn()
    arrange()
    await renderSource('/ui-project/revisions/compare', '[data-testid="compare-empty"]')
    expect(document.querySelector('[data-testid="compare-empty"]')?.textContent).toContain('Pick two revisions')
  })

  it('shows the not-found state for a revision that does not exist', async () => {
    signIn()
    stubApi({
      [`GET ${A}/revisions/rev-2`]: ok(makeRevision({ Id: 'rev-2', Number: 2 }, before)),
      [`GET ${A}/revisions/nope`]: fail(404, [{ Code: 'workspace.notFound', Message: 'There is no revision "nope".' }]),
      [`GET ${A}/revisions/diff`]: fail(404, [{ Code: 'workspace.notFound', Message: 'There is no revision "nope".' }]),
    })
    await renderSource('/ui-project/revisions/compare?from=rev-2&to=nope', '[data-testid="page-notFound"]')
    expect(document.querySelector('[data-testid="page-notFound"]')?.textContent).toContain('There is no revision "nope".')
  })
})
