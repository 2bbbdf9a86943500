import { describe, expect, it } from 'vitest'
import { layoutLeftToRight } from './layout'

describe('layoutLeftToRight', () => {
  it('places each status right of the statuses it is reached from', () => {
    const positions = layoutLeftToRight(['open', 'doing', 'done'], [
      { source: 'open', target: 'doing' },
      { source: 'doing', target: 'done' },
    ])
    expect(positions.get('open')!.x).toBeLessThan(positions.get('doing')!.x)
    expect(positions.get('doing')!.x).toBeLessThan(positions.get('done')!.x)
  })

  it('keeps nodes of one column apart and lays out cycles, parallel edges and lone nodes', () => {
    const positions = layoutLeftToRight(['a', 'b', 'c', 'lone'], [
      { source: 'a', target: 'b' },
      { source: 'a', target: 'c' },
      { source: 'b', target: 'a' },
      { source: 'a', target: 'b' },
      { source: 'a', target: 'missing' },
    ])
    expect(positions.size).toBe(4)
    const b = positions.get('b')!
    const c = positions.get('c')!
    expect(b.x).toBe(c.x)
    expect(Math.abs(b.y - c.y)).toBeGreaterThanOrEqual(76)
  })
})
