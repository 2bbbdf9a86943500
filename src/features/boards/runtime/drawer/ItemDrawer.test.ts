import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { configureApi } from '@/api'
import { notifications } from '@/platform/composables/notifications'
import { stubFetch } from '@/test/profiles'
import { flush, renderWithApp } from '@/test/render'
import { BOARD, fail, makeItem, makeModel, ok } from '@/test/boards/runtime'
import ItemDrawer from './ItemDrawer.vue'

const ITEM = `/api/workspace/boards/${BOARD}/items/item-1`
const item = makeItem('item-1', 1)
const stub = defineComponent({ render: () => h('div') })
const routes = [
  { path: '/', component: stub },
  { path: '/boards/:boardIdOrKey', name: 'board', component: stub },
]

async function render(answers: Parameters<typeof stubFetch>[0], path = `/boards/${BOARD}?item=item-1`, holdPuts?: Promise<void>) {
  const server = stubFetch({ [`GET ${ITEM}`]: ok(item), ...answers })
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    if (holdPuts && request.method === 'PUT') await holdPuts
    return server.fetchStub(request)
  })
  configureApi({ baseUrl: 'http://api.test' })
  const { wrapper, router } = await renderWithApp(ItemDrawer, { props: { boardIdOrKey: BOARD, model: makeModel(), itemId: 'item-1' }, routes, initialPath: path })
  await flush()
  await flush()
  const drawer = document.querySelector('[data-testid="item-drawer"]') as HTMLElement
  return { wrapper, router: router!, drawer, calls: server.calls }
}

function type(input: HTMLInputElement, value: string): void {
  input.value = value
  input.dispatchEvent(new Event('input'))
}

const subjectInput = (drawer: HTMLElement) =>
  [...drawer.querySelectorAll('.v-input')].find((input) => input.textContent?.includes('Subject'))!.querySelector('input') as HTMLInputElement

afterEach(() => vi.unstubAllGlobals())

describe('ItemDrawer', () => {
  it('saves board data with the RowVersion and a MutationIdempotencyKey, and opens the conflict dialog on a stale save', async () => {
    const theirs = makeItem('item-1', 1, 'st-open', { RowVersion: 'rv-theirs' })
    theirs.Card = { ...theirs.Card, Subject: 'Changed in the other tab' }
    const { wrapper, drawer, calls } = await render({
      [`PUT ${ITEM}/board-data`]: fail(409, [{ Code: 'workspace.concurrency.stale', Message: 'Changed meanwhile.' }], theirs),
    })
    expect(drawer.textContent).toContain('ORDERS-1')
    const subject = subjectInput(drawer)
    expect(subject.value).toBe('Order 1')
    type(subject, 'Mine')
    await flush()
    ;(drawer.querySelector('[data-testid="data-save"]') as HTMLButtonElement).click()
    await flush()
    await flush()
    const put = JSON.parse(calls.find((call) => call.method === 'PUT')!.body ?? '{}')
    expect(put).toMatchObject({ Subject: 'Mine', Description: null, Fields: {}, RowVersion: 'rv-item-1' })
    expect(put.MutationIdempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    expect(document.body.textContent).toContain('Changed by someone else')
    expect(document.body.textContent).toContain('Changed in the other tab')
    expect(subject.value).toBe('Mine')
    wrapper.unmount()
  })

  it('sends a retry of the same save with the same MutationIdempotencyKey', async () => {
    const saved = makeItem('item-1', 1, 'st-open', { RowVersion: 'rv-2' })
    let puts = 0
    const { wrapper, drawer, calls } = await render({ [`PUT ${ITEM}/board-data`]: ok(saved) })
    const answering = globalThis.fetch
    // The first save never arrives (network down); the second goes through.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init)
      if (request.method === 'PUT' && ++puts === 1) {
        calls.push({ method: 'PUT', url: request.url, headers: request.headers, body: await request.text() })
        throw new TypeError('Failed to fetch')
      }
      return answering(request)
    })
    type(subjectInput(drawer), 'Renamed')
    await flush()
    const save = drawer.querySelector('[data-testid="data-save"]') as HTMLButtonElement
    save.click()
    await flush()
    await flush()
    save.click()
    await flush()
    await flush()
    const bodies = calls.filter((call) => call.method === 'PUT').map((call) => JSON.parse(call.body ?? '{}'))
    expect(bodies).toHaveLength(2)
    expect(bodies[1]).toEqual(bodies[0])
    expect(bodies[0].Subject).toBe('Renamed')
    expect(notifications.map((note) => note.text)).toContain('ORDERS-1 was saved.')
    wrapper.unmount()
  })

  it('offers only what the server allows, with its reason', async () => {
    const denied = { OperationKey: 'update', IsAllowed: false, Denials: [{ Source: 2 as const, SourceKey: 'itemClosed', ReasonCode: 'serviceBoards.invariant.itemClosed', SafeMessage: 'Closed items are read-only; reopen it first.' }] }
    const closed = makeItem('item-1', 1, 'st-done')
    closed.ObjectInvariant = {
      ...closed.ObjectInvariant,
      Operations: { ...closed.ObjectInvariant.Operations, update: denied, remove: { OperationKey: 'remove', IsAllowed: false, Denials: [] } },
    }
    const { wrapper, drawer } = await render({ [`GET ${ITEM}`]: ok(closed) })
    expect(drawer.querySelector('[data-testid="data-readonly"]')?.textContent).toContain('Closed items are read-only; reopen it first.')
    expect(drawer.querySelector('[data-testid="data-save"]')).toBeNull()
    expect(drawer.querySelector('button[aria-label="Remove item"]')).toBeNull()
    wrapper.unmount()
  })

  it('opens at the tab named in the address and reads the audit trail as sentences', async () => {
    const rows = [
      { Id: 'a1', BoardItemId: 'item-1', ActivityKind: 0, ActorUserId: 'u', ActorUserName: 'Anna', OccurredAtUtc: '2026-03-01T08:00:00Z', Created: { BoardStatusId: 'st-open' } },
      {
        Id: 'a2', BoardItemId: 'item-1', ActivityKind: 1, ActorUserId: 'u', ActorUserName: 'Anna', OccurredAtUtc: '2026-03-01T09:00:00Z',
        Moved: { FromBoardStatusId: 'st-open', ToBoardStatusId: 'st-doing', IsReopen: false, IsTerminal: false },
      },
    ]
    const { wrapper, drawer } = await render(
      { [`GET ${ITEM}/audit-trail`]: ok(rows), [`GET ${ITEM}/links`]: ok([]) },
      `/boards/${BOARD}?item=item-1&itemTab=audit`,
    )
    const timeline = drawer.querySelector('[data-testid="audit-timeline"]') as HTMLElement
    expect([...timeline.querySelectorAll('.audit-tab__summary')].map((line) => line.textContent)).toEqual([
      'Anna moved it from To do to In progress',
      'Anna added it to To do',
    ])
    wrapper.unmount()
  })
})
