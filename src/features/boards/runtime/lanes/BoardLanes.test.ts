import { afterEach, describe, expect, it, vi } from 'vitest'
import { CardFieldState } from '@/api'
import { flush } from '@/test/render'
import { BOARD, makeItem, makeModel, ok, priorityField, renderBoardView } from '@/test/boards/runtime'
import type { BoardItem } from '../runtime.types'
import { assigneeLanes } from './boardLanes'

const R = `/api/workspace/boards/${BOARD}`

const withPriority = (item: BoardItem, value: string): BoardItem => ({
  ...item,
  Card: { ...item.Card, Fields: [{ FieldKey: 'priority', DisplayName: 'Priority', SortOrder: 1, Value: value, DisplayValue: value, State: CardFieldState.HasValue } as never] },
})
const urgent = withPriority(makeItem('item-1', 1), 'high')
const pageOf = (items: unknown[]) => ok({ Items: items, Page: 1, PageSize: 30, TotalCount: items.length, HasMore: false })

function render(initialPath: string) {
  return renderBoardView(initialPath, (url) => {
    if (url.pathname === R) return ok(makeModel({ DataFields: [priorityField] } as never))
    if (url.pathname === `${R}/assignees`) return ok([])
    if (url.pathname.endsWith('/items/item-1/move-options')) return ok({ BoardItemId: 'item-1', FromBoardStatusId: 'st-open', Options: [] })
    if (url.pathname.endsWith('/items')) {
      const inHigh = url.pathname.includes('st-open') && url.searchParams.get('lane') === 'high'
      return pageOf(inHigh ? [urgent] : [])
    }
    return undefined
  })
}

const lanes = () => [...document.querySelectorAll<HTMLElement>('[data-testid="board-lane"]')]
const laneColumn = (lane: HTMLElement, statusId: string) => lane.querySelector(`[data-status-id="${statusId}"]`) as HTMLElement

function drag(target: HTMLElement, type: string): void {
  const event = new Event(type, { bubbles: true, cancelable: true })
  Object.assign(event, { clientY: 10, relatedTarget: null, dataTransfer: { setData: () => undefined, effectAllowed: 'all', dropEffect: 'none' } })
  target.dispatchEvent(event)
}

afterEach(() => vi.unstubAllGlobals())

describe('swimlanes', () => {
  it('shows a lane per option and one for no value, each asking for its own cards per status with counts', async () => {
    const { wrapper, calls } = await render(`/boards/${BOARD}?groupBy=field:priority`)
    expect(lanes().map((lane) => lane.getAttribute('aria-label'))).toEqual(['Low', 'High', 'No value'])
    const asked = calls.filter((url) => url.pathname.endsWith('/statuses/st-open/items')).map((url) => `${url.searchParams.get('laneBy')}=${url.searchParams.get('lane')}`)
    expect(asked.sort()).toEqual(['field:priority=high', 'field:priority=low', 'field:priority=none'])
    const high = lanes()[1]!
    expect(laneColumn(high, 'st-open').querySelector('[data-card-id="item-1"]')).not.toBeNull()
    expect(high.querySelector('[data-testid="lane-count"]')?.textContent).toContain('one item')
    expect(lanes()[0]!.querySelector('[data-testid="lane-count"]')?.textContent).toContain('no items')
    wrapper.unmount()
  })

  it('refuses a drop into another lane and says why while the card is over it', async () => {
    const { wrapper, calls } = await render(`/boards/${BOARD}?groupBy=field:priority`)
    const [low, high] = lanes()
    drag(high!.querySelector('[data-card-id="item-1"]') as HTMLElement, 'dragstart')
    await flush()
    expect(laneColumn(low!, 'st-doing').dataset.verdict).toBe('refused')
    drag(laneColumn(low!, 'st-doing'), 'dragover')
    await flush()
    expect(laneColumn(low!, 'st-doing').querySelector('[data-testid="lane-refusal"]')?.textContent).toContain('This card is not in “Low”')
    drag(laneColumn(low!, 'st-doing'), 'drop')
    await flush()
    expect(calls.some((url) => url.pathname.endsWith('/move'))).toBe(false)
    wrapper.unmount()
  })

  it('does not reorder within a lane from the keyboard, and says why', async () => {
    const { wrapper, calls } = await render(`/boards/${BOARD}?groupBy=field:priority`)
    const card = lanes()[1]!.querySelector('[data-card-id="item-1"]') as HTMLElement
    card.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', altKey: true, bubbles: true }))
    for (let i = 0; i < 3; i++) await flush()
    expect(document.querySelector('[data-testid="board-live"]')?.textContent).toContain('ORDERS-1 cannot be reordered while the board is filtered or grouped')
    expect(calls.some((url) => url.pathname.endsWith('/move'))).toBe(false)
    wrapper.unmount()
  })

  it('puts the Group by choice in the URL and leaves it for the plain board', async () => {
    const { wrapper, router } = await render(`/boards/${BOARD}?groupBy=assignee`)
    expect(lanes().map((lane) => lane.getAttribute('aria-label'))).toEqual(['Nobody responsible'])
    await router.push({ query: {} })
    for (let i = 0; i < 3; i++) await flush()
    expect(lanes()).toHaveLength(0)
    expect(document.querySelector('[data-testid="board-columns"]')).not.toBeNull()
    wrapper.unmount()
  })
})

describe('assignee lanes', () => {
  it('hold the items a subject is responsible for, and those with nobody', () => {
    const [anna, nobody] = assigneeLanes([{ SubjectType: 0, SubjectId: 'usr-anna', DisplayName: 'Anna', Subtitle: null }], 'Nobody')
    const assigned: BoardItem = {
      ...urgent,
      Card: { ...urgent.Card, Responsibilities: { Item: [{ SubjectType: 0, SubjectId: 'usr-anna', DisplayName: 'Anna', ResponsibilityKey: 'assignee' }], Status: [], IsRestricted: false } },
    } as BoardItem
    expect(anna!.params).toEqual({ laneBy: 'assignee', lane: 'user:usr-anna' })
    expect([anna!.holds(assigned), nobody!.holds(assigned)]).toEqual([true, false])
    expect([anna!.holds(urgent), nobody!.holds(urgent)]).toEqual([false, true])
  })
})
