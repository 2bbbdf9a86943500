import { describe, expect, it } from 'vitest'
import { bentPath } from './bentPath'

describe('bentPath', () => {
  it('passes through every bend and ends at the target, with the label on the middle bend', () => {
    const { path, label } = bentPath({ x: 0, y: 0 }, [{ x: 100, y: 200 }, { x: 300, y: 200 }, { x: 500, y: 200 }], { x: 600, y: 0 })
    expect(path.startsWith('M 0,0 C')).toBe(true)
    expect(path).toContain(' 100,200 C')
    expect(path).toContain(' 300,200 C')
    expect(path.endsWith(' 600,0')).toBe(true)
    expect(label).toEqual({ x: 300, y: 200 })
  })

  it('labels a path without bends half way', () => {
    expect(bentPath({ x: 0, y: 0 }, [], { x: 10, y: 20 }).label).toEqual({ x: 5, y: 10 })
  })
})
