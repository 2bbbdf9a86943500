import { describe, expect, it } from 'vitest'
import { memoryColumn, resolvePosition, type RankedItem } from './position'

const column: RankedItem[] = [
  { id: 'a', rankKey: 'F' },
  { id: 'b', rankKey: 'M' },
  { id: 'c', rankKey: 'T' },
]

async function rankFor(position: Parameters<typeof resolvePosition>[1], items = column, moving: string | null = null) {
  return resolvePosition(memoryColumn(items, moving), position)
}

describe('resolvePosition', () => {
  it('appends when both boundaries are omitted or null', async () => {
    for (const position of [undefined, null, {}, { PreviousBoardItemId: null, NextBoardItemId: null }]) {
      const outcome = await rankFor(position)
      expect(outcome.ok && outcome.rankKey > 'T').toBe(true)
    }
    expect(await rankFor(null, [])).toEqual({ ok: true, rankKey: 'V' })
  })

  it('places after the last item, before the first one, and between adjacent ones', async () => {
    const last = await rankFor({ PreviousBoardItemId: 'c' })
    expect(last.ok && last.rankKey > 'T').toBe(true)
    const first = await rankFor({ NextBoardItemId: 'a' })
    expect(first.ok && first.rankKey < 'F').toBe(true)
    const between = await rankFor({ PreviousBoardItemId: 'a', NextBoardItemId: 'b' })
    expect(between.ok && between.rankKey > 'F' && between.rankKey < 'M').toBe(true)
  })

  it('refuses each broken rule with a message naming it', async () => {
    expect(await rankFor({ PreviousBoardItemId: 'b' })).toEqual({ ok: false, message: expect.stringContaining('current last item') })
    expect(await rankFor({ NextBoardItemId: 'b' })).toEqual({ ok: false, message: expect.stringContaining('current first item') })
    expect(await rankFor({ PreviousBoardItemId: 'a', NextBoardItemId: 'c' })).toEqual({ ok: false, message: expect.stringContaining('adjacent') })
    expect(await rankFor({ PreviousBoardItemId: 'b', NextBoardItemId: 'a' })).toEqual({ ok: false, message: expect.stringContaining('adjacent') })
    expect(await rankFor({ PreviousBoardItemId: 'b', NextBoardItemId: 'b' })).toEqual({ ok: false, message: expect.stringContaining('adjacent') })
    expect(await rankFor({ PreviousBoardItemId: 'gone' })).toEqual({ ok: false, message: expect.stringContaining('PreviousBoardItemId "gone"') })
    expect(await rankFor({ NextBoardItemId: 'gone' })).toEqual({ ok: false, message: expect.stringContaining('NextBoardItemId "gone"') })
  })

  it('treats the moving item as not in the column', async () => {
    expect((await rankFor({ PreviousBoardItemId: 'b' }, column, 'b')).ok).toBe(false)
    const outcome = await rankFor({ PreviousBoardItemId: 'a', NextBoardItemId: 'c' }, column, 'b')
    expect(outcome.ok && outcome.rankKey > 'F' && outcome.rankKey < 'T').toBe(true)
  })

  it('refuses any boundary in an empty column', async () => {
    expect((await rankFor({ PreviousBoardItemId: 'a' }, [])).ok).toBe(false)
    expect((await rankFor({ NextBoardItemId: 'a' }, [])).ok).toBe(false)
  })
})
