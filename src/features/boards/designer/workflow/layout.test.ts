import { describe, expect, it } from 'vitest'
import { layoutLeftToRight } from './layout'

const SIZE = { width: 200, height: 76 }

describe('layoutLeftToRight', () => {
  it('places each status right of the statuses it is reached from', () => {
    const { positions } = layoutLeftToRight(['open', 'doing', 'done'], [
      { source: 'open', target: 'doing' },
      { source: 'doing', target: 'done' },
    ])
    expect(positions.get('open')!.x).toBeLessThan(positions.get('doing')!.x)
    expect(positions.get('doing')!.x).toBeLessThan(positions.get('done')!.x)
  })

  it('keeps nodes of one column apart and lays out cycles, parallel edges and lone nodes', () => {
    const { positions } = layoutLeftToRight(['a', 'b', 'c', 'lone'], [
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

  it('routes an edge that skips columns around the nodes between, and leaves adjacent ones straight', () => {
    const edges = [
      { source: 'new', target: 'triage' },
      { source: 'triage', target: 'doing' },
      { source: 'doing', target: 'done' },
      { source: 'new', target: 'wontfix' },
      { source: 'doing', target: 'wontfix' },
    ]
    const { positions, bends } = layoutLeftToRight(['new', 'triage', 'doing', 'done', 'wontfix'], edges, SIZE)
    expect(bends.has(0)).toBe(false)
    const route = bends.get(3)!
    expect(route.length).toBeGreaterThan(0)
    // No bend of the long edge lies inside a node's box.
    for (const point of route) {
      for (const [id, corner] of positions) {
        const inside = point.x > corner.x && point.x < corner.x + SIZE.width && point.y > corner.y && point.y < corner.y + SIZE.height
        expect(inside, `bend ${JSON.stringify(point)} inside ${id}`).toBe(false)
      }
    }
  })
})
