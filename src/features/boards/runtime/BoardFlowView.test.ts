import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { configureApi } from '@/api'
import { stubFetch } from '@/test/profiles'
import { flush, renderWithApp } from '@/test/render'
import BoardFlowView from './BoardFlowView.vue'
import { BOARD, makeModel, ok } from '@/test/boards/runtime'

const stub = defineComponent({ render: () => h('div') })
const metrics = {
  From: '2026-03-01',
  To: '2026-03-02',
  Days: [
    { Date: '2026-03-01', Counts: [{ BoardStatusId: 'st-open', Count: 3 }, { BoardStatusId: 'st-doing', Count: 0 }, { BoardStatusId: 'st-done', Count: 0 }] },
    { Date: '2026-03-02', Counts: [{ BoardStatusId: 'st-open', Count: 1 }, { BoardStatusId: 'st-doing', Count: 1 }, { BoardStatusId: 'st-done', Count: 1 }] },
  ],
  TimeInStatus: [{ BoardStatusId: 'st-open', ItemCount: 2, AverageHours: 12.25, MedianHours: 10 }],
}

afterEach(() => vi.unstubAllGlobals())

describe('BoardFlowView', () => {
  it('shows time in status, the cumulative flow as areas and the same numbers as a table', async () => {
    const server = stubFetch({ [`GET /api/workspace/boards/${BOARD}`]: ok(makeModel()), [`GET /api/workspace/boards/${BOARD}/flow-metrics`]: ok(metrics) })
    vi.stubGlobal('fetch', server.fetchStub)
    configureApi({ baseUrl: 'http://api.test' })
    const { wrapper, router } = await renderWithApp(BoardFlowView, {
      props: { boardIdOrKey: BOARD },
      routes: [{ path: '/boards/:boardIdOrKey/flow', component: stub }, { path: '/boards/:boardIdOrKey', name: 'board', component: stub }],
      initialPath: `/boards/${BOARD}/flow`,
    })
    await flush()
    await flush()
    expect(wrapper.text()).toContain('Flow of Orders')
    const rows = wrapper.findAll('[data-testid="time-in-status"] tbody tr').map((row) => row.text())
    expect(rows[0]).toBe('To do212.3 h10 h')
    expect(rows[1]).toBe('In progress0——')
    expect(wrapper.findAll('[data-testid="flow-svg"] path')).toHaveLength(3)
    expect(new URL(server.calls.find((call) => call.url.includes('flow-metrics'))!.url).searchParams.get('days')).toBe('30')

    await wrapper.findAll('button').find((button) => button.text() === 'Show as table')!.trigger('click')
    expect(wrapper.findAll('[data-testid="flow-table"] tbody tr').map((row) => row.text())).toEqual([
      expect.stringMatching(/3\s*0\s*0$/),
      expect.stringMatching(/1\s*1\s*1$/),
    ])

    await wrapper.findAll('[data-testid="flow-days"] button').find((button) => button.text() === '90 days')!.trigger('click')
    await flush()
    expect(router!.currentRoute.value.query.days).toBe('90')
    expect(new URL(server.calls.filter((call) => call.url.includes('flow-metrics')).at(-1)!.url).searchParams.get('days')).toBe('90')
    wrapper.unmount()
  })
})
