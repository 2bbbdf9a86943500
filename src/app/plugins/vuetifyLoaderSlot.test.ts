import { describe, expect, it } from 'vitest'
import { h } from 'vue'
import { flush, renderWithApp } from '@/test/render'
import * as vuetifyLoader from 'vuetify/lib/composables/loader.js'
import * as appLoader from './vuetifyLoaderSlot'
import { LoaderSlot } from './vuetifyLoaderSlot'

describe('LoaderSlot', () => {
  it('mounts no progress bar until something loads, then the bar', async () => {
    const { wrapper } = await renderWithApp(LoaderSlot, { props: { name: 'v-field', active: false } })
    await flush()
    expect(wrapper.find('.v-field__loader').exists()).toBe(true)
    expect(wrapper.find('.v-progress-linear').exists()).toBe(false)
    await wrapper.setProps({ active: true, color: 'primary' })
    // The bar's code loads the first time something loads.
    await import('vuetify/components/VProgressLinear')
    await flush()
    expect(wrapper.find('.v-progress-linear').exists()).toBe(true)
    wrapper.unmount()
  })

  it('shows the loader slot of the field instead when there is one', async () => {
    const { wrapper } = await renderWithApp(LoaderSlot, {
      props: { name: 'v-card', active: true },
      slots: { default: ({ isActive }: { isActive: boolean }) => h('span', { class: 'own-loader' }, String(isActive)) },
    })
    await flush()
    expect(wrapper.find('.own-loader').text()).toBe('true')
    expect(wrapper.find('.v-progress-linear').exists()).toBe(false)
    wrapper.unmount()
  })

  // The stand-in replaces a Vuetify module by path (vite.config.ts): a Vuetify release that moves or
  // reshapes it must fail here, not quietly drop the fields' loading bar.
  it('offers what Vuetify\'s own loader module offers', () => {
    expect(Object.keys(appLoader).sort()).toEqual(Object.keys(vuetifyLoader).sort())
    expect(Object.keys(appLoader.makeLoaderProps())).toEqual(Object.keys(vuetifyLoader.makeLoaderProps()))
  })
})
