import { describe, expect, it } from 'vitest'
import { cumulativeFlow } from './cumulativeFlow'

const box = { width: 200, height: 120, padding: { left: 20, top: 10, right: 10, bottom: 10 } }
const day = (date: string, todo: number, done: number) => ({
  Date: date,
  Counts: [
    { BoardStatusId: 'todo', Count: todo },
    { BoardStatusId: 'done', Count: done },
  ],
})

describe('cumulativeFlow', () => {
  it('stacks the bands bottom first up to a round maximum', () => {
    const geometry = cumulativeFlow([day('2026-01-01', 3, 0), day('2026-01-02', 2, 2)], ['done', 'todo'], box)
    expect(geometry.max).toBe(5)
    expect(geometry.bands.map((band) => band.statusId)).toEqual(['done', 'todo'])
    // done: 0 then 2 on the baseline (y 110); todo sits on top of it: 3 then 4 of 5.
    expect(geometry.bands[0]!.path).toBe('M20,110L190,70L190,110L20,110Z')
    expect(geometry.bands[1]!.path).toBe('M20,50L190,30L190,70L20,110Z')
    expect(geometry.yTicks.map((tick) => tick.value)).toEqual([0, 5])
  })

  it('keeps the last day on the axis and draws nothing without days', () => {
    const days = Array.from({ length: 30 }, (_, index) => day(`2026-01-${String(index + 1).padStart(2, '0')}`, 1, 1))
    const ticks = cumulativeFlow(days, ['done', 'todo'], box).xTicks
    expect(ticks.at(-1)!.date).toBe('2026-01-30')
    expect(ticks.length).toBeLessThanOrEqual(7)
    expect(cumulativeFlow([], ['done'], box).bands).toEqual([])
  })
})
