import { describe, expect, it } from 'vitest'
import { renderWithApp, flush } from '@/test/render'
import JsonViewer from './JsonViewer.vue'

const value = { order: { id: 42, lines: ['A-1', 'B-2'] }, dryRun: false, note: null }

describe('JsonViewer', () => {
  it('shows the first levels open and deeper ones as summaries', async () => {
    const { wrapper } = await renderWithApp(JsonViewer, { props: { value, label: 'Arguments', openDepth: 2 } })
    expect(wrapper.text()).toContain('dryRun:')
    expect(wrapper.text()).toContain('false')
    expect(wrapper.text()).toContain('id:')
    expect(wrapper.text()).toContain('2 items')
    expect(wrapper.text()).not.toContain('"A-1"')
  })

  it('opens and closes a branch with its button, which tells assistive technology its state', async () => {
    const { wrapper } = await renderWithApp(JsonViewer, { props: { value, label: 'Arguments', openDepth: 2 } })
    const lines = wrapper.findAll('button[aria-expanded]').find((button) => button.text().startsWith('lines:'))
    expect(lines?.attributes('aria-expanded')).toBe('false')
    await lines?.trigger('click')
    await flush()
    expect(lines?.attributes('aria-expanded')).toBe('true')
    expect(wrapper.text()).toContain('"A-1"')
    await lines?.trigger('click')
    await flush()
    expect(wrapper.text()).not.toContain('"A-1"')
  })

  it('expands and collapses everything', async () => {
    const { wrapper } = await renderWithApp(JsonViewer, { props: { value, label: 'Arguments' } })
    await wrapper.findAll('button').find((button) => button.text() === 'Expand all')?.trigger('click')
    await flush()
    expect(wrapper.text()).toContain('"B-2"')
    await wrapper.findAll('button').find((button) => button.text() === 'Collapse all')?.trigger('click')
    await flush()
    expect(wrapper.text()).not.toContain('dryRun')
    expect(wrapper.text()).toContain('3 members')
  })

  it('says when nothing was recorded', async () => {
    const { wrapper } = await renderWithApp(JsonViewer, { props: { value: null, label: 'Result' } })
    expect(wrapper.text()).toContain('Nothing recorded.')
  })
})
