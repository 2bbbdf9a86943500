import { describe, expect, it } from 'vitest'
import { nextScheduledPurgeAt } from './schedule'

const at = (time: string) => new Date(`2026-11-24T${time}:00.000Z`)
const iso = (time: string) => at(time).toISOString()

describe('the next scheduled run-history purge', () => {
  it('is never in mode Forever', () => {
    expect(nextScheduledPurgeAt(0, null, iso('08:00'), at('12:00'))).toBeNull()
  })

  it('waits an hour after a settings change, even when never purged before', () => {
    expect(nextScheduledPurgeAt(1, null, iso('12:00'), at('12:00'))).toEqual(at('13:00'))
    expect(nextScheduledPurgeAt(1, null, iso('12:00'), at('12:59'))).toEqual(at('13:00'))
    expect(nextScheduledPurgeAt(1, null, iso('12:00'), at('13:00'))).toEqual(at('13:00'))
  })

  it('runs at most once an hour, and at once when both hours are over', () => {
    expect(nextScheduledPurgeAt(1, iso('11:30'), iso('08:00'), at('12:00'))).toEqual(at('12:30'))
    expect(nextScheduledPurgeAt(1, iso('11:30'), iso('11:45'), at('12:00'))).toEqual(at('12:45'))
    expect(nextScheduledPurgeAt(1, iso('09:00'), iso('08:00'), at('12:00'))).toEqual(at('12:00'))
  })

  it('is not held back by times a clock set back left in the future', () => {
    expect(nextScheduledPurgeAt(1, iso('15:00'), iso('14:00'), at('12:00'))).toEqual(at('12:00'))
  })
})
