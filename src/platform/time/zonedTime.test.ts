import { describe, expect, it } from 'vitest'
import { effectiveTimeZone, instantFromWallClock, shortZoneLabel, validTimeZone, wallClockText } from './zonedTime'

describe('zoned time', () => {
  it('shows an instant as the wall clock of the zone, not the browser', () => {
    expect(wallClockText('2026-11-29T01:38:00Z', 'Europe/Berlin')).toBe('2026-11-29T02:38')
    expect(wallClockText('2026-11-29T01:38:05Z', 'UTC', true)).toBe('2026-11-29T01:38:05')
    expect(wallClockText('2026-07-01T12:00:00Z', 'America/New_York')).toBe('2026-07-01T08:00')
    expect(wallClockText('', 'UTC')).toBe('')
    expect(wallClockText('not a date', 'UTC')).toBe('')
  })

  it('reads what was typed in the zone, on both sides of a clock change', () => {
    expect(instantFromWallClock('2026-11-29T02:38', 'Europe/Berlin')).toBe('2026-11-29T01:38:00Z')
    expect(instantFromWallClock('2026-11-29T01:38', 'UTC')).toBe('2026-11-29T01:38:00Z')
    // Summer time in Berlin (UTC+2), and the hour after the spring change.
    expect(instantFromWallClock('2026-07-01T14:00:30', 'Europe/Berlin')).toBe('2026-07-01T12:00:30Z')
    expect(instantFromWallClock('2026-03-29T03:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00Z')
    expect(instantFromWallClock('', 'UTC')).toBeNull()
    expect(instantFromWallClock('29.11.2026', 'UTC')).toBeNull()
  })

  it('round-trips every half hour of a year in a zone with summer time', () => {
    const zone = 'America/New_York'
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 37 * 60 * 60_000) {
      const iso = new Date(ms).toISOString().replace('.000Z', 'Z')
      expect(instantFromWallClock(wallClockText(iso, zone, true), zone)).toBe(iso)
    }
  })

  it('uses the profile zone when it is known, else the browser’s, and labels it shortly', () => {
    expect(effectiveTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo')
    expect(effectiveTimeZone('Mars/Olympus')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
    expect(validTimeZone(null)).toBeNull()
    expect(shortZoneLabel('UTC')).toBe('UTC')
    expect(shortZoneLabel('Asia/Tokyo')).toBe('GMT+9')
  })
})
