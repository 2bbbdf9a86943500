import { describe, expect, it } from 'vitest'
import { defineComponent, h, type WritableComputedRef } from 'vue'
import { flush, renderWithApp } from '@/test/render'
import { useUrlParam, useUrlQuery, type UrlQuery } from './useUrlQuery'

let url!: UrlQuery
let tab!: WritableComputedRef<'details' | 'history'>
let days!: WritableComputedRef<number>
const Probe = defineComponent({
  setup() {
    url = useUrlQuery()
    tab = useUrlParam<'details' | 'history'>('tab', { fallback: 'details', parse: (raw) => (raw === 'history' ? raw : null), replace: true })
    days = useUrlParam('days', { fallback: 30, parse: (raw) => (/^\d+$/.test(raw) ? Number(raw) : null), resets: ['page'] })
    return () => h('div')
  },
})

async function renderAt(path: string) {
  return renderWithApp(Probe, { routes: [{ path: '/screen', component: Probe }], initialPath: path })
}

describe('useUrlQuery', () => {
  it('changes only the parameters named and leaves the others', async () => {
    const { router } = await renderAt('/screen?q=anna&page=2')
    url.update({ item: 'i-1', page: null })
    await flush()
    expect(router?.currentRoute.value.query).toEqual({ q: 'anna', item: 'i-1' })
    expect(url.param('item')).toBe('i-1')
  })

  it('builds a second change on the first before the navigation to it has ended', async () => {
    const { router } = await renderAt('/screen')
    url.update({ a: '1' })
    url.update({ b: '2' })
    await flush()
    expect(router?.currentRoute.value.query).toEqual({ a: '1', b: '2' })
  })

  it('stays the same query when the navigation to the one asked for lands', async () => {
    await renderAt('/screen')
    url.update({ page: '2' })
    const asked = url.query.value
    await flush()
    expect(url.query.value).toBe(asked)
    url.update({ page: '3' })
    expect(url.query.value).not.toBe(asked)
  })

  it('links to this screen with only the parameters given', async () => {
    await renderAt('/screen?page=4&sort=name')
    expect(url.pathWith({ record: 'r 1' })).toBe('/screen?record=r+1')
  })

  it('replaces the history entry when asked', async () => {
    const { router } = await renderAt('/screen')
    await router?.push('/screen?x=1')
    tab.value = 'history'
    await flush()
    expect(router?.currentRoute.value.query).toEqual({ x: '1', tab: 'history' })
    router?.back()
    await new Promise((resolve) => setTimeout(resolve, 20))
    await flush()
    expect(router?.currentRoute.value.fullPath).toBe('/screen')
  })
})

describe('useUrlParam', () => {
  it('reads the fallback for a missing or unreadable value and leaves the fallback out of the URL', async () => {
    const { router } = await renderAt('/screen?tab=nonsense&days=abc')
    expect(tab.value).toBe('details')
    expect(days.value).toBe(30)
    days.value = 7
    await flush()
    expect(router?.currentRoute.value.query).toEqual({ tab: 'nonsense', days: '7' })
    days.value = 30
    await flush()
    expect(router?.currentRoute.value.query).toEqual({ tab: 'nonsense' })
  })

  it('clears the parameters it resets with each change', async () => {
    const { router } = await renderAt('/screen?page=3')
    days.value = 90
    await flush()
    expect(router?.currentRoute.value.query).toEqual({ days: '90' })
  })
})
