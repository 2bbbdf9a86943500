import { describe, expect, it } from 'vitest'
import { dropIndex, insertAt, positionAt, reorderIndex } from './dropPosition'

describe('dropIndex', () => {
  const midpoints = [50, 150, 250]

  it('counts the cards whose middle is above the pointer', () => {
    expect(dropIndex(midpoints, 10)).toBe(0)
    expect(dropIndex(midpoints, 60)).toBe(1)
    expect(dropIndex(midpoints, 200)).toBe(2)
    expect(dropIndex(midpoints, 900)).toBe(3)
    expect(dropIndex([], 42)).toBe(0)
  })
})

describe('positionAt', () => {
  const ids = ['a', 'b', 'c']

  it('names both neighbours between two cards', () => {
    expect(positionAt(ids, 1, false)).toEqual({ PreviousBoardItemId: 'a', NextBoardItemId: 'b' })
  })

  it('names only the first card at the top and only the last at the end of a whole column', () => {
    expect(positionAt(ids, 0, false)).toEqual({ PreviousBoardItemId: null, NextBoardItemId: 'a' })
    expect(positionAt(ids, 3, false)).toEqual({ PreviousBoardItemId: 'c', NextBoardItemId: null })
  })

  it('appends past the loaded cards of a column with more, and into an empty column', () => {
    expect(positionAt(ids, 3, true)).toBeNull()
    expect(positionAt([], 0, false)).toBeNull()
  })
})

describe('reorderIndex', () => {
  const ids = ['a', 'b', 'c', 'd']

  it('moves one place up or down among the other cards', () => {
    expect(insertAt(['a', 'b', 'd'], reorderIndex(ids, 'c', -1)!, 'c')).toEqual(['a', 'c', 'b', 'd'])
    expect(insertAt(['a', 'b', 'd'], reorderIndex(ids, 'c', 1)!, 'c')).toEqual(['a', 'b', 'd', 'c'])
  })

  it('stays put at either end', () => {
    expect(reorderIndex(ids, 'a', -1)).toBeNull()
    expect(reorderIndex(ids, 'd', 1)).toBeNull()
    expect(reorderIndex(ids, 'x', 1)).toBeNull()
  })
})
