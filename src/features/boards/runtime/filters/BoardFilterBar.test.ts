import { afterEach, describe, expect, it, vi } from 'vitest'
import { flush } from '@/test/render'
import { BOARD, makeItem, makeModel, ok, priorityField, renderBoardView } from '@/test/boards/runtime'

const R = `/api/workspace/boards/${BOARD}`

const pageOf = (items: unknown[], total: number) => ok({ Items: items, Page: 1, PageSize: 30, TotalCount: total, HasMore: false })

/** The column listing answers by its query: the open column has one high-priority item, no column matches "nothing". */
function render(initialPath: string) {
  return renderBoardView(initialPath, (url) => {
    if (url.pathname === R) return ok(makeModel({ DataFields: [priorityField] } as never))
    if (url.pathname.endsWith('/items')) {
      if (url.searchParams.get('search') === 'nothing') return pageOf([], 0)
      const open = url.pathname.includes('st-open')
      if (url.searchParams.getAll('field').includes('priority:high')) return open ? pageOf([makeItem('item-1', 1)], 1) : pageOf([], 0)
      return open ? pageOf([makeItem('item-1', 1), makeItem('item-2', 2)], 2) : pageOf([], 0)
    }
    return undefined
  })
}

const chips = () => [...document.querySelectorAll('[data-testid="filter-chip"]')].map((chip) => chip.textContent?.trim())
const openColumn = () => document.querySelector('[data-status-id="st-open"]') as HTMLElement
const cards = () => [...openColumn().querySelectorAll('[data-card-id]')].map((card) => (card as HTMLElement).dataset.cardId)

afterEach(() => vi.unstubAllGlobals())

describe('board search and filters', () => {
  it('asks the server for the filtered columns from a deep link and shows the filters as chips', async () => {
    const { wrapper, calls } = await render(`/boards/${BOARD}?field=priority:high&due=overdue&tag=billing`)
    const listed = calls.find((url) => url.pathname.endsWith('/statuses/st-open/items'))!
    expect(listed.searchParams.getAll('field')).toEqual(['priority:high'])
    expect(listed.searchParams.get('due')).toBe('overdue')
    expect(listed.searchParams.get('tag')).toBe('billing')
    expect(chips()).toEqual(['Priority: High', 'Tag: billing', 'Overdue'])
    expect(cards()).toEqual(['item-1'])
    expect(openColumn().querySelector('[data-testid="column-count"]')?.textContent).toContain('one item of 2 matches')
    expect(document.querySelector('[data-status-id="st-doing"] [data-testid="column-empty"]')?.textContent).toContain('No matching items')
    wrapper.unmount()
  })

  it('removes one filter with its chip and all of them with "Clear all", in the URL', async () => {
    const { wrapper, router } = await render(`/boards/${BOARD}?field=priority:high&due=overdue`)
    const dueChip = [...document.querySelectorAll('[data-testid="filter-chip"]')].find((chip) => chip.textContent?.includes('Overdue'))!
    ;(dueChip.querySelector('button[aria-label="Remove filter Overdue"]') as HTMLElement).click()
    await flush()
    expect(router.currentRoute.value.query).toEqual({ field: 'priority:high' })
    ;(document.querySelector('[data-testid="filters-clear"]') as HTMLElement).click()
    for (let i = 0; i < 4; i++) await flush()
    expect(router.currentRoute.value.query).toEqual({})
    expect(chips()).toEqual([])
    expect(cards()).toEqual(['item-1', 'item-2'])
    wrapper.unmount()
  })

  it('says so for the whole board when nothing matches', async () => {
    const { wrapper } = await render(`/boards/${BOARD}?q=nothing`)
    expect(chips()).toEqual(['Search: nothing'])
    expect(document.querySelector('[data-testid="board-no-matches"]')?.textContent).toContain('No items on this board match the search and filters.')
    wrapper.unmount()
  })

  it('does not reorder within a filtered column, and says why', async () => {
    const { wrapper, calls } = await render(`/boards/${BOARD}?q=order`)
    const card = document.querySelector('[data-card-id="item-1"]') as HTMLElement
    card.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', altKey: true, bubbles: true }))
    for (let i = 0; i < 3; i++) await flush()
    expect(document.querySelector('[data-testid="board-live"]')?.textContent).toContain('ORDERS-1 cannot be reordered while the board is filtered')
    expect(calls.some((url) => url.pathname.endsWith('/move'))).toBe(false)
    wrapper.unmount()
  })
})
