import { afterEach, describe, expect, it, vi } from 'vitest'
import { flush } from '@/test/render'
import { ok, renderSettings, savedSettings, SETTINGS, signInAs } from '@/test/settings/fileSettings'

const tabs = () => [...document.querySelectorAll<HTMLElement>('[role="tab"]')]

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('SettingsLayout', () => {
  it('shows General and File storage as tabs that lead to their own addresses', async () => {
    signInAs('Configurator')
    const { wrapper, router } = await renderSettings('/settings', { [SETTINGS]: ok(savedSettings()) })
    expect(wrapper.find('h1').text()).toBe('Settings')
    expect(tabs().map((tab) => tab.textContent?.trim())).toEqual(['General', 'File storage'])
    expect(tabs()[0]?.getAttribute('aria-selected')).toBe('true')

    expect(tabs()[1]?.getAttribute('href')).toBe('/settings/files')
    tabs()[1]?.click()
    await vi.waitFor(() => expect(router.currentRoute.value.path).toBe('/settings/files'))
    await flush()
    expect(router.currentRoute.value.path).toBe('/settings/files')
    expect(wrapper.find('h1').text()).toBe('File storage')
    expect(tabs()[1]?.getAttribute('aria-selected')).toBe('true')
  })

  it('offers no file storage tab to a caller without Admin or Configurator', async () => {
    signInAs('Operator')
    const { wrapper, calls } = await renderSettings('/settings', {})
    expect(wrapper.find('h1').text()).toBe('Settings')
    expect(tabs()).toHaveLength(0)
    expect(calls).toHaveLength(0)
  })
})
