import { describe, expect, it } from 'vitest'
import { StageLogLimiter, stageLogLimits } from './logLimiter'

describe('StageLogLimiter', () => {
  it('passes lines on until the line bound, then drops them and says how many', () => {
    const limiter = new StageLogLimiter({ ...stageLogLimits, maxLines: 3 })
    const passed = ['a', 'b', 'c', 'd', 'e'].map((line) => limiter.accept(4, line))
    expect(passed).toEqual(['a', 'b', 'c', null, null])
    expect(limiter.finish(4)).toBe('2 more log lines were dropped (a stage keeps 3 lines and 256 KiB).')
    expect(limiter.summary(4)).toEqual({ lineCount: 4, truncated: true })
  })

  it('counts each stage on its own', () => {
    const limiter = new StageLogLimiter({ ...stageLogLimits, maxLines: 1 })
    expect(limiter.accept(4, 'x')).toBe('x')
    expect(limiter.accept(6, 'y')).toBe('y')
    expect(limiter.finish(6)).toBeNull()
    expect(limiter.summary(6)).toEqual({ lineCount: 1, truncated: false })
  })

  it('cuts long lines and stops at the byte bound', () => {
    const limiter = new StageLogLimiter()
    const long = 'x'.repeat(5000)
    expect(limiter.accept(7, long)).toHaveLength(stageLogLimits.maxLineLength)
    let kept = 1
    while (limiter.accept(7, long) !== null) kept += 1
    // 2,001 bytes a line (the newline counted): 131 lines fit in 256 KiB.
    expect(kept).toBe(Math.floor(stageLogLimits.maxBytes / (stageLogLimits.maxLineLength + 1)))
    expect(limiter.summary(7).truncated).toBe(true)
    // Once dropping started, short lines are dropped too: the log has a clean end.
    expect(limiter.accept(7, 'short')).toBeNull()
  })
})
