import { describe, expect, it } from 'vitest'
import { compareOrder, toggleSelection } from './revisionSelection'

describe('picking revisions to compare', () => {
  it('keeps two picks: a third lets go of the first', () => {
    expect(toggleSelection([], 'a')).toEqual(['a'])
    expect(toggleSelection(['a'], 'b')).toEqual(['a', 'b'])
    expect(toggleSelection(['a', 'b'], 'c')).toEqual(['b', 'c'])
    expect(toggleSelection(['a', 'b'], 'a')).toEqual(['b'])
  })

  it('compares the older with the newer whatever the order of picking', () => {
    const five = { Id: 'r5', Number: 5 }
    const two = { Id: 'r2', Number: 2 }
    expect(compareOrder(five, two)).toEqual({ from: two, to: five })
    expect(compareOrder(two, five)).toEqual({ from: two, to: five })
  })
})
