import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '@/app/plugins/i18n'
import { useSessionStore } from '@/app/session'
import { makeProfile } from '@/test/profiles'
import { renderWithApp } from '@/test/render'
import AppDateTime from './AppDateTime.vue'
import { NOW_TICK_MS } from '@/platform/composables/useNow'

describe('AppDateTime', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-05T07:04:09Z'), toFake: ['Date', 'setInterval', 'clearInterval'] })
    useSessionStore().profile = makeProfile({ Locale: 'en-US', TimeZone: 'UTC', DateTimeFormat: 'MM/dd/yyyy h:mm a' })
  })
  afterEach(() => vi.useRealTimers())

  it('shows how long ago, with the exact time on hover, and moves on with the clock', async () => {
    const { wrapper } = await renderWithApp(AppDateTime, { props: { value: '2026-03-05T07:01:09Z' } })
    const time = wrapper.get('time')
    expect(time.text()).toBe('3 minutes ago')
    expect(time.attributes('title')).toBe('03/05/2026 7:01:09 AM (UTC)')
    expect(time.attributes('datetime')).toBe('2026-03-05T07:01:09Z')

    vi.advanceTimersByTime(4 * NOW_TICK_MS)
    await wrapper.vm.$nextTick()
    expect(wrapper.get('time').text()).toBe('5 minutes ago')
  })

  it("speaks the app's language", async () => {
    i18n.global.locale.value = 'de'
    const { wrapper } = await renderWithApp(AppDateTime, { props: { value: '2026-03-05T05:04:09Z' } })
    expect(wrapper.get('time').text()).toBe('vor 2 Stunden')
    expect(wrapper.get('time').attributes('title')).toBe('05.03.2026, 05:04:09 (UTC)')
  })

  it('shows a dash without a time', async () => {
    const { wrapper } = await renderWithApp(AppDateTime, { props: { value: null } })
    expect(wrapper.text()).toBe('—')
  })
})
