import { mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { defineComponent, h, nextTick } from 'vue'
import { createQueryClient, provideQueryClient } from './query'
import { i18n } from './i18n'

describe('provideQueryClient', () => {
  it('asks the server again once the language changes, so its texts come in the new language', async () => {
    const client = createQueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    const wrapper = mount(defineComponent({ setup: () => (provideQueryClient(client), () => h('div')) }))
    const before = i18n.global.locale.value
    expect(invalidate).not.toHaveBeenCalled()
    i18n.global.locale.value = before === 'de' ? 'en' : 'de'
    await nextTick()
    expect(invalidate).toHaveBeenCalledTimes(1)
    i18n.global.locale.value = before
    wrapper.unmount()
  })
})
