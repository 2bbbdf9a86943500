import { describe, expect, it } from 'vitest'
import { formatWithPattern } from './formatPattern'

describe('formatWithPattern', () => {
  const instant = new Date('2026-03-05T07:04:09Z')

  it("formats in the profile's time zone", () => {
    expect(formatWithPattern(instant, 'dd.MM.yyyy HH:mm', 'Europe/Berlin')).toBe('05.03.2026 08:04')
    expect(formatWithPattern(instant, 'M/d/yyyy h:mm tt', 'America/New_York')).toBe('3/5/2026 2:04 AM')
  })

  it('copies quoted text and leaves month names to Intl', () => {
    expect(formatWithPattern(instant, "yyyy-MM-dd'T'HH:mm:ss", 'UTC')).toBe('2026-03-05T07:04:09')
    expect(formatWithPattern(instant, 'dd MMM yyyy', 'UTC')).toBeNull()
  })
})
