import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { h } from 'vue'
import AppWhenIdle from './AppWhenIdle.vue'

describe('AppWhenIdle', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('holds a placeholder of the given height until the browser is idle, then shows its content', async () => {
    let idle: (() => void) | undefined
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => ((idle = callback), 7))
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    const wrapper = mount(AppWhenIdle, { props: { minHeight: 120 }, slots: { default: () => h('p', 'Preview') } })
    expect(wrapper.find('p').exists()).toBe(false)
    expect(wrapper.get('[data-when-idle="pending"]').attributes('style')).toContain('min-height: 120px')
    idle?.()
    await wrapper.vm.$nextTick()
    expect(wrapper.get('p').text()).toBe('Preview')
    wrapper.unmount()
  })

  it('gives up its idle callback when unmounted first', () => {
    const cancelled: number[] = []
    vi.stubGlobal('requestIdleCallback', () => 7)
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle))
    const wrapper = mount(AppWhenIdle, { slots: { default: () => h('p', 'Preview') } })
    wrapper.unmount()
    expect(cancelled).toEqual([7])
  })
})
