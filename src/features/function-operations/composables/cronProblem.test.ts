import { describe, expect, it } from 'vitest'
import { cronProblem } from './cronProblem'

describe('cronProblem', () => {
  it('accepts five parts, and six with seconds first', () => {
    expect(cronProblem('0 2 * * *')).toBeNull()
    expect(cronProblem('30 0 2 * * 1-5')).toBeNull()
    expect(cronProblem('*/15 8-18 1,15 JAN-MAR MON#2')).toBeNull()
  })

  it('counts the parts when there are too few or too many', () => {
    expect(cronProblem('0 2')).toEqual({ kind: 'parts', count: 2 })
    expect(cronProblem('0 0 2 * * * 2026')).toEqual({ kind: 'parts', count: 7 })
    expect(cronProblem('   ')).toEqual({ kind: 'parts', count: 0 })
  })

  it('names the part and its range for a number outside it, in a list, a range or before a step', () => {
    expect(cronProblem('0 25 * * *')).toEqual({ kind: 'range', part: 'hour', value: '25', min: 0, max: 23 })
    expect(cronProblem('0 2 0 * *')).toEqual({ kind: 'range', part: 'dayOfMonth', value: '0', min: 1, max: 31 })
    expect(cronProblem('0 2 * 1,13 *')).toEqual({ kind: 'range', part: 'month', value: '13', min: 1, max: 12 })
    expect(cronProblem('0 2 * * 1-8')).toEqual({ kind: 'range', part: 'dayOfWeek', value: '8', min: 0, max: 7 })
    expect(cronProblem('60/5 2 * * * *')).toEqual({ kind: 'range', part: 'second', value: '60', min: 0, max: 59 })
  })

  it('leaves a step larger than the part to the parser (it is not a value)', () => {
    expect(cronProblem('*/90 * * * *')).toBeNull()
  })
})
