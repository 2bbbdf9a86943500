import { describe, expect, it } from 'vitest'
import { emptyLogWindow, hasEarlier, hasLater, mergeLogPage, nextOffset, previousOffset, tailOffset, type LogPage } from './logWindow'

const page = (offset: number, count: number, total: number, truncated = false): LogPage => ({
  Offset: offset,
  Lines: Array.from({ length: count }, (_, i) => `line ${offset + i}`),
  TotalLines: total,
  Truncated: truncated,
})

describe('log window', () => {
  it('starts with the first page and reads on where it ends', () => {
    const window = mergeLogPage(emptyLogWindow(), page(0, 500, 1200))
    expect(window.start).toBe(0)
    expect(hasEarlier(window)).toBe(false)
    expect(hasLater(window)).toBe(true)
    expect(nextOffset(window)).toBe(500)
    const more = mergeLogPage(window, page(500, 500, 1200))
    expect(more.lines).toHaveLength(1000)
    expect(more.lines[999]).toBe('line 999')
  })

  it('follows the tail: overlapping pages join without duplicating lines', () => {
    let window = mergeLogPage(emptyLogWindow(), page(0, 10, 10))
    window = mergeLogPage(window, page(8, 5, 13))
    expect(window.lines).toEqual(Array.from({ length: 13 }, (_, i) => `line ${i}`))
    expect(window.total).toBe(13)
  })

  it('keeps at most maxLines, dropping the lines furthest from what was read last', () => {
    let window = mergeLogPage(emptyLogWindow(), page(0, 4, 20), 6)
    window = mergeLogPage(window, page(4, 4, 20), 6)
    expect(window.start).toBe(2)
    expect(window.lines[0]).toBe('line 2')
    expect(hasEarlier(window)).toBe(true)
    window = mergeLogPage(window, page(previousOffset(window, 2), 2, 20), 6)
    expect(window.start).toBe(0)
    expect(window.lines).toHaveLength(6)
    expect(window.lines[5]).toBe('line 5')
  })

  it('replaces the window with a page that does not touch it (a jump to the end)', () => {
    const window = mergeLogPage(mergeLogPage(emptyLogWindow(), page(0, 500, 10_000)), page(tailOffset(10_000), 500, 10_000, true))
    expect(window.start).toBe(9500)
    expect(window.lines[0]).toBe('line 9500')
    expect(window.truncated).toBe(true)
  })
})
