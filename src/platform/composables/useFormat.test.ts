import { describe, expect, it } from 'vitest'
import { i18n } from '@/app/plugins/i18n'
import { useSessionStore } from '@/app/session'
import { makeProfile } from '@/test/profiles'
import { useFormat } from './useFormat'

// The demo workspace's profile: US patterns, shown in Berlin time.
const usProfile = { Locale: 'en-US', TimeZone: 'Europe/Berlin', DateTimeFormat: 'MM/dd/yyyy h:mm a', DateFormat: 'MM/dd/yyyy' }
const instant = '2026-03-05T07:04:09Z'

function formatterFor(profile: Parameters<typeof makeProfile>[0], language: 'en' | 'de') {
  useSessionStore().profile = makeProfile(profile)
  i18n.global.locale.value = language
  return useFormat()
}

describe('useFormat', () => {
  it("uses the profile's patterns while the app shows the profile's language", () => {
    const format = formatterFor(usProfile, 'en')
    expect(format.formatDateTime(instant)).toBe('03/05/2026 8:04 AM')
    expect(format.formatDateTimeSeconds(instant)).toBe('03/05/2026 8:04:09 AM')
    expect(format.formatDate(instant)).toBe('03/05/2026')
    expect(format.usesProfilePatterns()).toBe(true)
  })

  it('formats in the app language when the user chose another one than the profile locale', () => {
    const format = formatterFor(usProfile, 'de')
    expect(format.formatDateTime(instant)).toBe('05.03.2026, 08:04')
    expect(format.formatDateTimeSeconds(instant)).toBe('05.03.2026, 08:04:09')
    expect(format.formatDate(instant)).toBe('05.03.2026')
    expect(format.formatRelative('2026-03-05T07:01:09Z', new Date(instant))).toBe('vor 3 Minuten')
    expect(format.formatParts(instant, { weekday: 'short', hour: '2-digit' })).toBe('Do, 08 Uhr')
    // So the settings do not show the US pattern beside a German date.
    expect(format.usesProfilePatterns()).toBe(false)
  })

  it("keeps a German profile's pattern and region in the German app", () => {
    const format = formatterFor({ Locale: 'de-CH', TimeZone: 'Europe/Zurich', DateTimeFormat: 'dd.MM.yyyy HH:mm' }, 'de')
    expect(format.formatDateTime(instant)).toBe('05.03.2026 08:04')
    expect(format.formatRelative('2026-03-05T09:04:09Z', new Date(instant))).toBe('in 2 Stunden')
  })

  it('calls a moment a few seconds ahead of a coarse clock "now"', () => {
    const format = formatterFor(usProfile, 'en')
    expect(format.formatRelative('2026-03-05T07:04:14Z', new Date(instant))).toBe('now')
    expect(format.formatRelative('2026-03-05T07:06:09Z', new Date(instant))).toBe('in 2 minutes')
  })

  it('shows a time in the zone a caller names, in the same format', () => {
    const format = formatterFor(usProfile, 'en')
    expect(format.formatDateTimeSeconds(instant, { timeZone: 'America/New_York' })).toBe('03/05/2026 2:04:09 AM')
    expect(format.formatDateTimeSeconds(instant, { timeZone: 'Not/AZone' })).toBe('03/05/2026 8:04:09 AM')
  })
})
