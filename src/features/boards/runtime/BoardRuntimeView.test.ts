import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { configureApi } from '@/api'
import { notifications } from '@/platform/composables/notifications'
import { stubFetch } from '@/test/profiles'
import { flush, renderWithApp } from '@/test/render'
import BoardRuntimeView from './BoardRuntimeView.vue'
import { BOARD, BOARD_ID, fail, makeItem, makeModel, makeOption, ok, page } from '@/test/boards/runtime'

const R = `/api/workspace/boards/${BOARD}`
const first = makeItem('item-1', 1)
const second = makeItem('item-2', 2)
const blockedByLinks = makeOption('st-done', 'Done', {
  Allowed: false,
  Color: 'green',
  Errors: [{ Code: 'serviceBoards.runtime.move.linkPrerequisite', Message: 'A link prerequisite is not met.' }],
  LinkPrerequisites: [
    {
      BoardTransitionLinkPrerequisiteId: 'lp-1', LinkType: 0, Direction: 0, TargetBoardId: 'board-sup', TargetBoardTargetDefinitionId: 'td',
      MinimumCount: 1, MaximumCount: null, CurrentCount: 0, MissingCount: 1, Satisfied: false,
    },
  ],
} as never)
const moveOptions = { BoardItemId: 'item-1', FromBoardStatusId: 'st-open', Options: [makeOption('st-doing', 'In progress'), blockedByLinks] }

const stub = defineComponent({ render: () => h('div') })
const routes = [
  { path: '/', component: stub },
  { path: '/boards/:boardIdOrKey', name: 'board', component: stub },
  { path: '/boards/:boardIdOrKey/flow', name: 'board-flow', component: stub },
  { path: '/boards/:boardId/design/:tab?', name: 'board-designer', component: stub },
]

async function render(answers: Parameters<typeof stubFetch>[0] = {}, holdPosts?: Promise<void>) {
  const server = stubFetch({
    [`GET ${R}`]: ok(makeModel()),
    'GET /api/workspace/boards': ok([
      { Id: BOARD_ID, Key: BOARD, DisplayName: 'Orders', Description: null, IsActive: true, OpenItemCount: 2, ItemCount: 2 },
      { Id: 'board-sup', Key: 'suppliers', DisplayName: 'Suppliers', Description: null, IsActive: true, OpenItemCount: 0, ItemCount: 0 },
    ]),
    [`GET ${R}/statuses/st-open/items`]: page([first, second]),
    [`GET ${R}/statuses/st-doing/items`]: page([]),
    [`GET ${R}/statuses/st-done/items`]: page([]),
    [`GET ${R}/items/item-1/move-options`]: ok(moveOptions),
    ...answers,
  })
  // A held POST lets a test look at the board while the server has not answered yet.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    if (holdPosts && request.method === 'POST') await holdPosts
    return server.fetchStub(request)
  })
  configureApi({ baseUrl: 'http://api.test' })
  const { wrapper, router } = await renderWithApp(BoardRuntimeView, { props: { boardIdOrKey: BOARD }, routes, initialPath: `/boards/${BOARD}` })
  await flush()
  await flush()
  return { wrapper, router: router!, calls: server.calls }
}

const column = (statusId: string) => document.querySelector(`[data-status-id="${statusId}"]`) as HTMLElement
const card = (itemId: string) => document.querySelector(`[data-card-id="${itemId}"]`) as HTMLElement

/** happy-dom has no DataTransfer: the handlers need only these members of a drag event. */
function drag(target: HTMLElement, type: string, clientY = 10): void {
  const event = new Event(type, { bubbles: true, cancelable: true })
  Object.assign(event, { clientY, relatedTarget: null, dataTransfer: { setData: () => undefined, effectAllowed: 'all', dropEffect: 'none' } })
  target.dispatchEvent(event)
}

afterEach(() => vi.unstubAllGlobals())

describe('BoardRuntimeView', () => {
  it('shows one column per status with its count and cards', async () => {
    const { wrapper } = await render()
    const titles = [...document.querySelectorAll('[data-testid="board-column"] h2')].map((heading) => heading.textContent)
    expect(titles).toEqual(['To do', 'In progress', 'Done'])
    expect(column('st-open').textContent).toContain('2')
    expect(card('item-1').textContent).toContain('ORDERS-1')
    expect(card('item-1').textContent).toContain('Order 1')
    expect(column('st-doing').textContent).toContain('No items')
    wrapper.unmount()
  })

  it('while dragging, marks every column allowed or refused and explains the refusal inside the hovered column', async () => {
    const { wrapper, calls } = await render()
    drag(card('item-1'), 'dragstart')
    await flush()
    expect(calls.filter((call) => call.url.endsWith('/items/item-1/move-options'))).toHaveLength(1)
    expect(column('st-open').dataset.verdict).toBe('source')
    expect(column('st-doing').dataset.verdict).toBe('allowed')
    expect(column('st-done').dataset.verdict).toBe('refused')
    expect(column('st-done').querySelector('[data-testid="column-refusal"]')).toBeNull()

    drag(column('st-done'), 'dragover')
    await flush()
    const refusal = column('st-done').querySelector('[data-testid="column-refusal"]') as HTMLElement
    expect(refusal.textContent).toContain('Cannot move here')
    expect(refusal.textContent).toContain('needs 1 more related item on Suppliers: 0 of min 1')

    // Let go over the refused column: nothing is sent, and the reason stays until dismissed.
    drag(card('item-1'), 'dragend')
    await flush()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
    expect(column('st-done').querySelector('[data-testid="column-refusal"]')).not.toBeNull()
    expect(column('st-doing').dataset.verdict).toBe('idle')
    wrapper.unmount()
  })

  it('drops on an allowed column: the card moves at once and the server is asked with the position', async () => {
    const moved = makeItem('item-1', 1, 'st-doing', { RowVersion: 'rv-2' })
    let answer = (): void => undefined
    const held = new Promise<void>((resolve) => (answer = resolve))
    const { wrapper, calls } = await render({ [`POST ${R}/items/item-1/move`]: ok(moved) }, held)
    drag(card('item-1'), 'dragstart')
    await flush()
    drag(column('st-doing'), 'dragover')
    drag(column('st-doing'), 'drop')
    await flush()
    // Before the server answers, the card is already in its new column.
    expect(column('st-doing').querySelector('[data-card-id="item-1"]')).not.toBeNull()
    expect(column('st-open').querySelector('[data-card-id="item-1"]')).toBeNull()
    answer()
    await flush()
    const post = calls.find((call) => call.method === 'POST')!
    expect(JSON.parse(post.body ?? '{}')).toEqual({ BoardStatusId: 'st-doing', Position: null, RowVersion: 'rv-item-1' })
    expect(document.querySelector('[data-testid="board-live"]')?.textContent).toContain('ORDERS-1 moved from To do to In progress.')
    wrapper.unmount()
  })

  it('puts the card back and says why when the server refuses the move', async () => {
    const { wrapper } = await render({
      [`POST ${R}/items/item-1/move`]: fail(400, [{ Code: 'serviceBoards.runtime.move.noTransition', Message: 'No transition leads from To do to In progress.' }]),
      [`GET ${R}/statuses/st-doing/items`]: page([]),
    })
    drag(card('item-1'), 'dragstart')
    await flush()
    drag(column('st-doing'), 'dragover')
    drag(column('st-doing'), 'drop')
    await flush()
    await flush()
    expect(column('st-open').querySelector('[data-card-id="item-1"]')).not.toBeNull()
    expect(column('st-doing').querySelector('[data-card-id="item-1"]')).toBeNull()
    expect(notifications.map((note) => note.text).join(' ')).toContain('No transition leads from To do to In progress.')
    wrapper.unmount()
  })

  it('leaves no trace of a drag let go before the board took it up', async () => {
    const { wrapper, calls } = await render()
    drag(card('item-1'), 'dragstart')
    drag(card('item-1'), 'dragend')
    await flush()
    expect(calls.filter((call) => call.url.endsWith('/move-options'))).toHaveLength(0)
    expect(column('st-doing').dataset.verdict).toBe('idle')
    expect(card('item-1').classList.contains('board-card--dragging')).toBe(false)
    wrapper.unmount()
  })

  it('offers the Move menu from the keyboard with each target allowed or refused and why', async () => {
    const moved = makeItem('item-1', 1, 'st-doing')
    const { wrapper, calls } = await render({ [`POST ${R}/items/item-1/move`]: ok(moved) })
    card('item-1').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    await flush()
    await flush()
    const menu = document.querySelector('[data-testid="move-menu"]') as HTMLElement
    const targets = [...menu.querySelectorAll('[data-testid="move-target"]')] as HTMLElement[]
    expect(targets.map((target) => target.textContent)).toEqual([
      expect.stringContaining('In progressAllowed'),
      expect.stringContaining('needs 1 more related item on Suppliers: 0 of min 1'),
    ])
    expect(targets[1]!.getAttribute('aria-disabled')).toBe('true')
    targets[1]!.click()
    await flush()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
    targets[0]!.click()
    await flush()
    const post = calls.find((call) => call.method === 'POST')!
    expect(JSON.parse(post.body ?? '{}')).toMatchObject({ BoardStatusId: 'st-doing' })
    wrapper.unmount()
  })

  it('reorders within the column with Alt+ArrowDown, naming both neighbours', async () => {
    const { wrapper, calls } = await render({ [`POST ${R}/items/item-1/move`]: ok(first) })
    card('item-1').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', altKey: true, bubbles: true }))
    await flush()
    const post = calls.find((call) => call.method === 'POST')!
    expect(JSON.parse(post.body ?? '{}')).toEqual({
      BoardStatusId: 'st-open',
      Position: { PreviousBoardItemId: 'item-2', NextBoardItemId: null },
      RowVersion: 'rv-item-1',
    })
    wrapper.unmount()
  })

  it('says so when the Boards module is switched off', async () => {
    const { wrapper } = await render({
      [`GET ${R}`]: { status: 403, body: { title: 'Forbidden', status: 403, detail: 'The Boards module is disabled for this workspace.', code: 'serviceBoards.module.disabled' } },
    })
    expect(document.body.textContent).toContain('Boards are switched off')
    expect(document.body.textContent).toContain('The Boards module is disabled for this workspace.')
    expect(document.querySelector('[data-testid="board-columns"]')).toBeNull()
    wrapper.unmount()
  })
})
