import { describe, expect, it } from 'vitest'
import { renderWithApp } from '@/test/render'
import AppNameField from './AppNameField.vue'

describe('AppNameField', () => {
  it('stops at the server’s limit and counts towards it', async () => {
    const { wrapper } = await renderWithApp(AppNameField, { props: { label: 'Display name', modelValue: 'Orders' } })
    const input = wrapper.get('input')
    expect(input.attributes('maxlength')).toBe('200')
    await input.trigger('focus')
    expect(wrapper.text()).toContain('6 / 200')
  })

  it('takes another limit', async () => {
    const { wrapper } = await renderWithApp(AppNameField, { props: { label: 'Name', maxLength: 40 } })
    expect(wrapper.get('input').attributes('maxlength')).toBe('40')
  })
})
