import { describe, expect, it } from 'vitest'
import { h } from 'vue'
import { flush, renderWithApp } from '@/test/render'
import { AppRowLink } from './AppRowLink'

const Blank = { render: () => null }
const routes = [
  { path: '/', component: Blank },
  { path: '/runs/:runId', name: 'run', component: Blank },
]

async function renderRow(to: string | { name: string; params: Record<string, string> }) {
  let rowClicks = 0
  const Row = () => h('div', { class: 'row', onClick: () => rowClicks++ }, [h(AppRowLink, { to }, () => 'Open')])
  const rendered = await renderWithApp(Row, { routes })
  return { ...rendered, rowClicks: () => rowClicks }
}

describe('AppRowLink', () => {
  it('links to an app path and opens it on a click, without opening the row as well', async () => {
    const { wrapper, router, rowClicks } = await renderRow('/runs/run-1?tab=log')
    const link = wrapper.get('a')
    expect(link.attributes('href')).toBe('/runs/run-1?tab=log')
    await link.trigger('click', { button: 0 })
    await flush()
    expect(router!.currentRoute.value.fullPath).toBe('/runs/run-1?tab=log')
    expect(rowClicks()).toBe(0)
    wrapper.unmount()
  })

  it('resolves a named route', async () => {
    const { wrapper } = await renderRow({ name: 'run', params: { runId: 'run 2' } })
    expect(wrapper.get('a').attributes('href')).toBe('/runs/run%202')
    wrapper.unmount()
  })

  it('leaves a click for a new tab to the browser', async () => {
    const { wrapper, router } = await renderRow('/runs/run-1')
    const event = new MouseEvent('click', { button: 0, ctrlKey: true, bubbles: true, cancelable: true })
    wrapper.get('a').element.dispatchEvent(event)
    await flush()
    expect(event.defaultPrevented).toBe(false)
    expect(router!.currentRoute.value.fullPath).toBe('/')
    wrapper.unmount()
  })
})
