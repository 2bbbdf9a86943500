import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '@/api'
import { stubFetch } from '@/test/profiles'
import { flush, renderWithApp } from '@/test/render'
import { BOARD, fail, makeItem, ok } from '@/test/boards/runtime'
import CommentsTab from './CommentsTab.vue'

const COMMENTS = `/api/workspace/boards/${BOARD}/items/item-1/comments`
const item = makeItem('item-1', 1)

function comment(id: string, overrides: Record<string, unknown> = {}) {
  return {
    Id: id,
    BoardItemId: 'item-1',
    CommentText: `Text of ${id}`,
    MentionedUsers: [],
    CreatedByUserId: 'usr-ada',
    CreatedByUserName: 'Ada Admin',
    CreatedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    ModifiedAt: null,
    RowVersion: `rv-${id}`,
    CanEdit: true,
    CanDelete: true,
    ...overrides,
  }
}
const page = (items: unknown[], canCreate = true) => ok({ Items: items, Page: 1, PageSize: 20, TotalCount: items.length, HasMore: false, CanCreate: canCreate })

async function render(answers: Parameters<typeof stubFetch>[0]) {
  const server = stubFetch(answers)
  vi.stubGlobal('fetch', server.fetchStub)
  configureApi({ baseUrl: 'http://api.test' })
  const { wrapper } = await renderWithApp(CommentsTab, { props: { boardIdOrKey: BOARD, item } })
  await flush()
  await flush()
  return { wrapper, calls: server.calls, root: wrapper.element as HTMLElement }
}

const textarea = (root: HTMLElement) => root.querySelector('[data-testid="comment-text"] textarea') as HTMLTextAreaElement
function type(input: HTMLTextAreaElement, value: string): void {
  input.value = value
  input.setSelectionRange(value.length, value.length)
  input.dispatchEvent(new Event('input'))
}
const ctrlEnter = (input: HTMLTextAreaElement) => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, bubbles: true }))

afterEach(() => vi.unstubAllGlobals())

describe('CommentsTab', () => {
  it('lists comments with author, relative time and safely rendered Markdown; edit and delete only where allowed', async () => {
    const { wrapper, root } = await render({
      [`GET ${COMMENTS}`]: page([
        comment('c2', { CommentText: 'Look at **this** <img src=x onerror="alert(1)">', CanEdit: false, CanDelete: false, CreatedByUserName: 'Otto Operator' }),
        comment('c1'),
      ]),
    })
    const shown = [...root.querySelectorAll('[data-testid="comment"]')]
    expect(shown.map((node) => node.querySelector('[data-testid="comment-author"]')?.textContent)).toEqual(['Otto Operator', 'Ada Admin'])
    expect(shown[0]!.querySelector('strong')?.textContent).toBe('this')
    expect(shown[0]!.querySelector('img')).toBeNull()
    expect(shown[0]!.textContent).toContain('<img src=x onerror="alert(1)">')
    expect(shown[0]!.textContent).toContain('5 minutes ago')
    expect(shown[0]!.querySelector('[data-testid="comment-edit"]')).toBeNull()
    expect(shown[1]!.querySelector('[data-testid="comment-edit"]')).not.toBeNull()
    expect(root.textContent).toContain('2 comments')
    wrapper.unmount()
  })

  it('shows the empty, read-only, forbidden and switched-off states', async () => {
    let view = await render({ [`GET ${COMMENTS}`]: page([], false) })
    expect(view.root.querySelector('[data-testid="comments-empty"]')?.textContent).toBe('No comments yet.')
    expect(view.root.querySelector('[data-testid="comments-read-only"]')).not.toBeNull()
    expect(textarea(view.root)).toBeNull()
    view.wrapper.unmount()
    view = await render({
      [`GET ${COMMENTS}`]: { status: 403, body: { status: 403, title: 'Forbidden', detail: 'Comments on items of this target cannot be read (ReadCommentPolicy: Denied).' } },
    })
    expect(view.root.querySelector('[data-testid="comments-forbidden"]')?.textContent).toContain('You cannot read comments here.')
    expect(view.root.textContent).toContain('ReadCommentPolicy: Denied')
    view.wrapper.unmount()
    view = await render({ [`GET ${COMMENTS}`]: fail(400, [{ Code: 'serviceBoards.runtime.commentsDisabled', Message: 'Comments are turned off for this board.' }]) })
    expect(view.root.querySelector('[data-testid="comments-disabled"]')?.textContent).toContain('Comments are turned off for this board.')
    view.wrapper.unmount()
  })

  it('sends with Ctrl+Enter and keeps the text when the send fails', async () => {
    const { wrapper, root, calls } = await render({
      [`GET ${COMMENTS}`]: page([]),
      [`POST ${COMMENTS}`]: fail(400, [{ Code: 'workspace.validation.required', Message: 'CommentText cannot be empty.', Field: 'CommentText' }]),
    })
    const input = textarea(root)
    type(input, 'Please check the **invoice**')
    await flush()
    ctrlEnter(input)
    await flush()
    await flush()
    const post = calls.find((call) => call.method === 'POST')
    expect(JSON.parse(post!.body!)).toEqual({ CommentText: 'Please check the **invoice**', MentionedUserIds: [] })
    expect(textarea(root).value).toBe('Please check the **invoice**')
    wrapper.unmount()
  })

  it('edits in place with the RowVersion; a stale save opens the conflict dialog and keeps the draft', async () => {
    const { wrapper, root, calls } = await render({
      [`GET ${COMMENTS}`]: page([comment('c1', { MentionedUsers: [{ UserId: 'usr-otto', DisplayName: 'Otto Operator', UserName: 'otto' }] })]),
      [`PUT ${COMMENTS}/c1`]: fail(409, [{ Code: 'workspace.concurrency.stale', Message: 'Changed meanwhile.' }], comment('c1', { CommentText: 'Changed elsewhere', RowVersion: 'rv-theirs' })),
    })
    ;(root.querySelector('[data-testid="comment-edit"]') as HTMLButtonElement).click()
    await flush()
    const editBox = () => root.querySelector('[data-testid="comment"] textarea') as HTMLTextAreaElement
    const box = editBox()
    expect(box.value).toBe('Text of c1')
    type(box, 'Mine, for @otto')
    await flush()
    ctrlEnter(box)
    await flush()
    await flush()
    const put = calls.find((call) => call.method === 'PUT')!
    expect(JSON.parse(put.body!)).toEqual({ CommentText: 'Mine, for @otto', MentionedUserIds: ['usr-otto'], RowVersion: 'rv-c1' })
    expect(document.body.textContent).toContain('Changed elsewhere')
    expect(editBox().value).toBe('Mine, for @otto')
    wrapper.unmount()
  })

  it('deletes only after the confirmation, with the RowVersion', async () => {
    const { wrapper, root, calls } = await render({
      [`GET ${COMMENTS}`]: page([comment('c1')]),
      [`DELETE ${COMMENTS}/c1`]: ok(true),
    })
    ;(root.querySelector('[data-testid="comment-delete"]') as HTMLButtonElement).click()
    await flush()
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false)
    expect(document.body.textContent).toContain('Delete this comment?')
    const confirm = [...document.querySelectorAll('.v-overlay--active button')].find((button) => button.textContent?.includes('Delete comment')) as HTMLButtonElement
    confirm.click()
    await flush()
    await flush()
    const removed = calls.find((call) => call.method === 'DELETE')!
    expect(new URL(removed.url).searchParams.get('rowVersion')).toBe('rv-c1')
    wrapper.unmount()
  })
})
