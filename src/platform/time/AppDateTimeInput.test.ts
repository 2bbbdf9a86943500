import { describe, expect, it } from 'vitest'
import { useSessionStore } from '@/app/session'
import { makeProfile } from '@/test/profiles'
import { renderWithApp } from '@/test/render'
import AppDateTimeInput from './AppDateTimeInput.vue'

describe('AppDateTimeInput', () => {
  it('shows and reads the time in the profile’s zone, not the browser’s, and names the zone', async () => {
    useSessionStore().profile = makeProfile({ TimeZone: 'Europe/Berlin' })
    const { wrapper } = await renderWithApp(AppDateTimeInput, { props: { modelValue: '2026-11-29T01:38:00Z', label: 'From' } })
    const input = wrapper.get('input')
    expect((input.element as HTMLInputElement).value).toBe('2026-11-29T02:38')
    expect(wrapper.text()).toContain('GMT+1')
    expect(input.attributes('aria-description')).toBe('Date and time in Europe/Berlin')

    await input.setValue('2026-11-30T09:15')
    expect(wrapper.emitted('update:modelValue')?.at(-1)).toEqual(['2026-11-30T08:15:00Z'])
    await input.setValue('')
    expect(wrapper.emitted('update:modelValue')?.at(-1)).toEqual([null])
  })

  it('commits on change when asked, so a filter does not refetch while the time is typed', async () => {
    useSessionStore().profile = makeProfile({ TimeZone: 'UTC' })
    const { wrapper } = await renderWithApp(AppDateTimeInput, { props: { modelValue: null, commitOn: 'change' } })
    const input = wrapper.get('input')
    await input.setValue('2026-11-30T09:15')
    // setValue fires input and change: only the change commits, once.
    expect(wrapper.emitted('update:modelValue')).toEqual([['2026-11-30T09:15:00Z']])
  })
})
