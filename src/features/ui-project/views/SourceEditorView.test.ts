import { afterEach, describe, expect, it, vi } from 'vitest'
import { notifications } from '@/platform/composables/notifications'
import {
  A,
  bodyOf,
  button,
  cleanUp,
  dialog,
  fail,
  fakeCodeRuntime,
  fileAnswer,
  flush,
  makeProject,
  makeRevision,
  ok,
  renderSource,
  signIn,
  stubApi,
  texts,
  type,
  waitFor,
  type Answers,
} from '@/test/ui-project/source'

const mocks = vi.hoisted(() => ({ loadCodeMonaco: vi.fn() }))
vi.mock('@/platform/components/expression-editor/monaco', () => ({ loadCodeMonaco: mocks.loadCodeMonaco, loadMonaco: vi.fn() }))

afterEach(cleanUp)

function arrange(extra: Answers = {}) {
  const fake = fakeCodeRuntime()
  mocks.loadCodeMonaco.mockResolvedValue(fake.runtime)
  const answers: Answers = {
    [`GET ${A}`]: ok(makeProject()),
    [`GET ${A}/revisions/rev-3`]: ok(makeRevision()),
    [`GET ${A}/revisions/rev-3/file`]: fileAnswer('rev-3'),
    ...extra,
  }
  const calls = stubApi(answers)
  return { fake, answers, calls }
}

const editorOf = (path: string) => waitFor(`textarea[aria-label="Content of ${path}"]`) as Promise<HTMLTextAreaElement>
const treeRow = (path: string) => document.querySelector<HTMLElement>(`[role="treeitem"][data-path="${path}"]`)
const tab = (path: string) => document.querySelector<HTMLElement>(`[data-testid="source-tab-${path}"]`)

async function openFile(path: string): Promise<HTMLTextAreaElement> {
  treeRow(path)?.click()
  await flush()
  return editorOf(path)
}

describe('source editor', { timeout: 45_000 }, () => {
  it('opens the file a deep link names, reveals the line and column and highlights the line', async () => {
    signIn()
    const { fake } = arrange()
    await renderSource('/ui-project/source?path=src/main.ts&line=4&column=10', '[role="tree"]')
    const editor = await editorOf('src/main.ts')
    expect(editor.value).toBe(texts['src/main.ts'])
    expect(fake.editors[0]?.reveals).toEqual([{ line: 4, column: 10 }])
    expect(document.querySelector('.app-code-editor')?.getAttribute('data-highlighted-line')).toBe('4')
    // The tree: folders first, each file with its size; the open file is the selected one.
    const rows = [...document.querySelectorAll('[role="treeitem"]')].map((row) => `${row.querySelector('.file-tree__name')?.textContent} ${row.querySelector('.file-tree__meta')?.textContent}`)
    expect(rows).toEqual(['src 3 files', 'pages 1 file', 'Home.vue 33 bytes', 'App.vue 40 bytes', 'main.ts 90 bytes', 'README.md 15 bytes'])
    expect(treeRow('src/main.ts')?.getAttribute('aria-selected')).toBe('true')
    expect(treeRow('src')?.getAttribute('aria-expanded')).toBe('true')
  })

  it('says so when the linked file is not in the working revision', async () => {
    signIn()
    arrange()
    await renderSource('/ui-project/source?path=src/gone.ts&line=3', '[role="tree"]')
    expect(document.querySelector('[data-testid="source-missing-path"]')?.textContent).toContain('The working revision has no file “src/gone.ts”.')
  })

  it('Ctrl+S asks for the save message once something changed, and says when nothing did', async () => {
    signIn()
    arrange()
    await renderSource('/ui-project/source?path=src/main.ts', '[role="tree"]')
    const ctrlS = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 's', ctrlKey: true, bubbles: true, cancelable: true }))
    ctrlS()
    await flush()
    expect(notifications.map((item) => item.text)).toContain('Nothing to save: no file has changed.')
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    await type(await editorOf('src/main.ts'), 'console.log(2)\n')
    const pressed = new KeyboardEvent('keydown', { key: 's', ctrlKey: true, bubbles: true, cancelable: true })
    window.dispatchEvent(pressed)
    await flush()
    expect(pressed.defaultPrevented).toBe(true)
    expect(dialog().textContent).toContain('src/main.ts')
  })

  it('opens the same tabs again after leaving the screen', async () => {
    signIn()
    arrange()
    await renderSource('/ui-project/source?path=src/main.ts', '[role="tree"]')
    await openFile('README.md')
    expect(tab('src/main.ts')).not.toBeNull()
    cleanUp()
    arrange()
    await renderSource('/ui-project/source', '[role="tree"]')
    await waitFor('[data-testid="source-tab-README.md"]')
    expect(tab('src/main.ts')).not.toBeNull()
    // The tab that was active is active again.
    await editorOf('README.md')
  })

  it('saves every staged change in one request from the revision the edits started from', async () => {
    signIn()
    const { calls, answers } = arrange()
    const { router } = await renderSource('/ui-project/source?path=src/main.ts', '[role="tree"]')
    await type(await editorOf('src/main.ts'), 'console.log(1)\n')
    expect(tab('src/main.ts')?.textContent).toContain('Changed')
    expect(treeRow('src/main.ts')?.querySelector('[data-testid="file-changed-mark"]')).not.toBeNull()

    // A new file, with a path checked as the server checks it.
    button(document, 'New file').click()
    await flush()
    const path = dialog().querySelector<HTMLInputElement>('[data-testid="file-path-input"] input')!
    await type(path, 'src/../x.ts')
    expect(dialog().textContent).toContain('A path must not contain “..”.')
    await type(path, 'src/App.VUE')
    expect(dialog().textContent).toContain('A file with this path exists already (letter case is ignored).')
    await type(path, 'src/pages/Orders.vue')
    button(dialog(), 'Create file').click()
    await flush()
    await type(await editorOf('src/pages/Orders.vue'), '<template>Orders</template>')
    expect(router.currentRoute.value.query.path).toBe('src/pages/Orders.vue')

    // Rename README.md, delete Home.vue.
    await openFile('README.md')
    button(document, 'Rename README.md').click()
    await flush()
    await type(dialog().querySelector<HTMLInputElement>('[data-testid="file-path-input"] input')!, 'docs/README.md')
    button(dialog(), 'Rename').click()
    await flush()
    expect(treeRow('docs/README.md')).not.toBeNull()
    await openFile('src/pages/Home.vue')
    button(document, 'Delete Home.vue').click()
    await flush()
    button(dialog(), 'Delete').click()
    await flush()
    expect(treeRow('src/pages/Home.vue')).toBeNull()

    button(document, 'Save (4 changes)').click()
    await flush()
    const listed = [...dialog().querySelectorAll('[data-testid="save-changes"] li')].map((item) => [...item.children].map((part) => part.textContent).join(' '))
    expect(listed).toEqual(['Renamed README.md → docs/README.md', 'Changed src/main.ts', 'Deleted src/pages/Home.vue', 'New src/pages/Orders.vue'])
    // The message is required.
    button(dialog(), 'Save revision').click()
    await flush()
    expect(dialog().textContent).toContain('Required.')
    expect(calls.some((call) => call.method === 'POST')).toBe(false)

    answers[`POST ${A}/revisions`] = ok(makeRevision({ Id: 'rev-4', Number: 4, ParentRevisionId: 'rev-3', Message: 'Orders page' }, { ...texts }))
    await type(dialog().querySelector<HTMLTextAreaElement>('[data-testid="save-message"] textarea')!, 'Orders page')
    button(dialog(), 'Save revision').click()
    await flush()
    expect(bodyOf(calls.find((call) => call.method === 'POST'))).toEqual({
      BaseRevisionId: 'rev-3',
      Message: 'Orders page',
      Changes: [
        { Path: 'docs/README.md', Content: texts['README.md'], PreviousPath: 'README.md' },
        { Path: 'src/main.ts', Content: 'console.log(1)\n', PreviousPath: null },
        { Path: 'src/pages/Home.vue', Content: null, PreviousPath: null },
        { Path: 'src/pages/Orders.vue', Content: '<template>Orders</template>', PreviousPath: null },
      ],
    })
  })

  it('offers their revision or mine replayed onto it when someone saved first, and loses nothing meanwhile', async () => {
    signIn()
    const theirs = makeRevision({ Id: 'rev-4', Number: 4, Message: 'Their change', AuthorDisplayName: 'Bea Builder' }, { ...texts, 'src/extra.ts': 'x' })
    const { calls, answers } = arrange({
      [`POST ${A}/revisions`]: fail(409, [{ Code: 'uiProject.revision.stale', Message: 'The working revision is now number 4.', Field: 'BaseRevisionId' }], theirs),
      [`GET ${A}/revisions/diff`]: ok({ FromRevisionId: 'rev-3', ToRevisionId: 'rev-4', AddedCount: 1, ModifiedCount: 0, RemovedCount: 0, Files: [{ Path: 'src/extra.ts', Change: 0, OldContentHash: null, NewContentHash: 'h', AddedLines: 1, RemovedLines: 0, Patch: null }] }),
    })
    await renderSource('/ui-project/source?path=src/App.vue', '[role="tree"]')
    await type(await editorOf('src/App.vue'), '<template>mine</template>')
    button(document, 'Save (1 change)').click()
    await flush()
    await type(dialog().querySelector<HTMLTextAreaElement>('[data-testid="save-message"] textarea')!, 'My header')
    button(dialog(), 'Save revision').click()
    await flush()
    await flush()

    const conflict = dialog()
    expect(conflict.textContent).toContain('Changed by someone else')
    expect(conflict.textContent).toContain('#4 “Their change” by Bea Builder')
    expect(conflict.textContent).toContain('src/extra.ts')
    expect(conflict.textContent).toContain('Your change to 1 file')
    // Nothing lost: the edit is still in the editor.
    expect((await editorOf('src/App.vue')).value).toBe('<template>mine</template>')

    answers[`POST ${A}/revisions`] = ok(makeRevision({ Id: 'rev-5', Number: 5 }, { ...texts, 'src/App.vue': '<template>mine</template>', 'src/extra.ts': 'x' }))
    button(conflict, 'Keep my changes').click()
    await flush()
    await flush()
    const saves = calls.filter((call) => call.method === 'POST')
    expect(saves).toHaveLength(2)
    expect(bodyOf(saves[1])).toEqual({ BaseRevisionId: 'rev-4', Message: 'My header', Changes: [{ Path: 'src/App.vue', Content: '<template>mine</template>', PreviousPath: null }] })
    expect(tab('src/App.vue')?.textContent).not.toContain('Changed')
  })

  it('shows the server’s refusals on the file they name', async () => {
    signIn()
    arrange({
      [`POST ${A}/revisions`]: fail(400, [{ Code: 'uiProject.revision.notText', Message: 'The content holds the NUL character; a project holds text files only.', Field: 'Changes[0].Content' }]),
    })
    await renderSource('/ui-project/source?path=src/main.ts', '[role="tree"]')
    await type(await editorOf('src/main.ts'), 'bad\u0000text')
    button(document, 'Save (1 change)').click()
    await flush()
    await type(dialog().querySelector<HTMLTextAreaElement>('[data-testid="save-message"] textarea')!, 'Oops')
    button(dialog(), 'Save revision').click()
    await flush()
    expect(document.querySelector('[data-testid="source-file-errors"]')?.textContent).toContain('The content holds the NUL character')
    expect(treeRow('src/main.ts')?.querySelector('[aria-label="The last save reported problems in this file"]')).not.toBeNull()
    expect((await editorOf('src/main.ts')).value).toBe('bad\u0000text')
  })

  it('is read-only without the permission to manage the source', async () => {
    signIn('read')
    arrange()
    await renderSource('/ui-project/source?path=src/App.vue', '[role="tree"]')
    const editor = await editorOf('src/App.vue')
    expect(editor.readOnly).toBe(true)
    expect(document.querySelector('[data-testid="source-readonly"]')?.textContent).toContain('Manage UI project source')
    expect(document.querySelector('[data-testid="source-save"]')).toBeNull()
    expect(document.querySelector('[data-testid="source-add-file"]')).toBeNull()
    expect(button(document, 'Download ZIP')).toBeTruthy()
  })

  it('offers the templates when the project has no revision, and opens the new tree', async () => {
    signIn()
    const started = makeRevision({ Id: 'rev-1', Number: 1, ParentRevisionId: null, Source: 1 })
    const { calls } = arrange({
      [`GET ${A}`]: ok(makeProject({ WorkingRevisionId: null, WorkingRevisionNumber: null })),
      [`GET ${A}/templates`]: ok([
        { Key: 'blank', DisplayName: 'Blank', Description: 'One page.', FileCount: 5 },
        { Key: 'multi-page', DisplayName: 'Multi-page', Description: 'Router and pages.', FileCount: 12 },
      ]),
      [`POST ${A}/templates/multi-page/apply`]: ok(started),
      [`GET ${A}/revisions/rev-1/file`]: fileAnswer('rev-1'),
    })
    await renderSource('/ui-project/source', '[data-testid="source-empty"]')
    await waitFor('[data-testid="template-multi-page"] input')
    expect(document.querySelector('[data-testid="source-empty"]')?.textContent).toContain('Multi-page')
    document.querySelector<HTMLInputElement>('[data-testid="template-multi-page"] input')!.click()
    await flush()
    button(document, 'Start from this template').click()
    await flush()
    expect(bodyOf(calls.find((call) => call.method === 'POST'))).toEqual({ BaseRevisionId: null, Message: null })
    // No confirmation without revisions; the new tree opens at its root component.
    expect((await editorOf('src/App.vue')).value).toBe(texts['src/App.vue'])
  })

  it('asks before a template replaces the files of a project with revisions', async () => {
    signIn()
    const { calls } = arrange({
      [`GET ${A}/templates`]: ok([{ Key: 'blank', DisplayName: 'Blank', Description: 'One page.', FileCount: 5 }]),
      [`POST ${A}/templates/blank/apply`]: ok(makeRevision({ Id: 'rev-4', Number: 4 })),
      [`GET ${A}/revisions/rev-4/file`]: fileAnswer('rev-4'),
    })
    await renderSource('/ui-project/source?path=src/App.vue', '[role="tree"]')
    document.querySelector<HTMLElement>('[data-testid="source-more"]')!.click()
    await flush()
    ;(await waitFor('[data-testid="source-action-template"]') as HTMLElement).click()
    await flush()
    await waitFor('[data-testid="template-blank"] input')
    button(dialog(), 'Apply').click()
    await flush()
    expect(dialog().textContent).toContain('Replace all files with “Blank”?')
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
    button(dialog(), 'Replace files').click()
    await flush()
    expect(bodyOf(calls.find((call) => call.method === 'POST'))).toEqual({ BaseRevisionId: 'rev-3', Message: null })
  })

  it('generates a page from an entity definition of the entity builder and opens the new file', async () => {
    signIn()
    const generated = makeRevision({ Id: 'rev-4', Number: 4, Source: 3 }, { ...texts, 'src/pages/CustomersList.vue': '<template>Customers</template>' })
    const { calls, answers } = arrange({
      'GET /api/workspace/admin/entity-definitions': ok({
        Items: [{ Id: 'def-customers', Name: 'customers', DisplayNameSingular: 'Customer', DisplayNamePlural: 'Customers', Description: null, FieldCount: 3, RecordCount: 5, IsReadOnly: false, IsPendingDeletion: false, PurgeAfterUtc: null, ModifiedAt: '2026-01-01T00:00:00Z', RowVersion: 'rv' }],
        Page: 1, PageSize: 200, TotalCount: 1, HasMore: false,
      }),
      [`POST ${A}/pages/generate`]: ok(generated),
      [`GET ${A}/revisions/rev-4/file`]: fileAnswer('rev-4', { ...texts, 'src/pages/CustomersList.vue': '<template>Customers</template>' }),
    })
    const { router } = await renderSource('/ui-project/source?path=src/App.vue', '[role="tree"]')
    document.querySelector<HTMLElement>('[data-testid="source-more"]')!.click()
    await flush()
    ;(await waitFor('[data-testid="source-action-generate"]') as HTMLElement).click()
    await flush()
    const input = (await waitFor('[data-testid="generate-entity"] input')) as HTMLInputElement
    input.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
    input.focus()
    await type(input, 'Cust')
    ;(await waitFor('.v-list-item[role="option"]')).dispatchEvent(new MouseEvent('click', { bubbles: true }))
    await flush()
    const details = [...dialog().querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((radio) => radio.closest('.v-radio')?.textContent?.includes('Details'))!
    details.click()
    await flush()
    answers[`GET ${A}`] = ok(makeProject({ WorkingRevisionId: 'rev-4', WorkingRevisionNumber: 4 }))
    button(dialog(), 'Generate').click()
    await flush()
    expect(bodyOf(calls.find((call) => call.method === 'POST'))).toEqual({ EntityDefinitionId: 'def-customers', Kind: 1, BaseRevisionId: 'rev-3', Message: null })
    expect((await editorOf('src/pages/CustomersList.vue')).value).toBe('<template>Customers</template>')
    await vi.waitFor(() => expect(router.currentRoute.value.query.path).toBe('src/pages/CustomersList.vue'))
  })
})
