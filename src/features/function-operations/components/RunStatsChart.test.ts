import { describe, expect, it } from 'vitest'
import { FunctionRunStatus } from '@/api/enums'
import { renderWithApp, flush } from '@/test/render'
import RunStatsChart from './RunStatsChart.vue'
import { layoutBars, niceMax } from './chartGeometry'

const buckets = [
  { StartUtc: '2026-03-01T10:00:00Z', Counts: [{ Status: FunctionRunStatus.Success, Count: 7 }, { Status: FunctionRunStatus.Timeout, Count: 2 }] },
  { StartUtc: '2026-03-01T11:00:00Z', Counts: [{ Status: FunctionRunStatus.Success, Count: 3 }] },
]
const formatBucket = (iso: string) => iso.slice(11, 16)

describe('RunStatsChart', () => {
  it('draws one segment per status and bucket and names the statuses in the legend', async () => {
    const { wrapper } = await renderWithApp(RunStatsChart, { props: { buckets, formatBucket } })
    expect(wrapper.findAll('svg.run-chart__svg rect')).toHaveLength(3)
    const legend = wrapper.get('ul[aria-label="Legend"]').text()
    expect(legend).toContain('Success')
    expect(legend).toContain('Timeout')
    expect(legend).not.toContain('Cancelled')
    expect(wrapper.get('svg.run-chart__svg').attributes('aria-label')).toContain('12 runs')
  })

  it('shows the same numbers as a table', async () => {
    const { wrapper } = await renderWithApp(RunStatsChart, { props: { buckets, formatBucket } })
    await wrapper.findAll('button').find((button) => button.text() === 'Show as table')?.trigger('click')
    await flush()
    const table = wrapper.get('[data-testid="run-chart-table"]')
    const headers = table.findAll('thead th').map((th) => th.text())
    expect(headers).toEqual(['From', 'Success', 'Timeout', 'Total'])
    const rows = table.findAll('tbody tr').map((row) => row.findAll('th, td').map((cell) => cell.text()))
    expect(rows).toEqual([
      ['10:00', '7', '2', '9'],
      ['11:00', '3', '0', '3'],
    ])
    expect(wrapper.find('svg.run-chart__svg').exists()).toBe(false)
  })

  it('says so when the range has no runs', async () => {
    const { wrapper } = await renderWithApp(RunStatsChart, { props: { buckets: [{ StartUtc: '2026-03-01T10:00:00Z', Counts: [] }], formatBucket } })
    expect(wrapper.text()).toContain('No runs in this range.')
  })
})

describe('chart layout', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 12, 180, 501].map(niceMax)).toEqual([1, 1, 5, 10, 20, 200, 1000])
  })

  it('stacks segments bottom-up without gaps', () => {
    const { bars } = layoutBars(buckets, [FunctionRunStatus.Success, FunctionRunStatus.Timeout], 100, 100)
    const [success, timeout] = bars[0]?.segments ?? []
    expect(success?.y).toBeCloseTo(100 - 70)
    expect(timeout?.y).toBeCloseTo(100 - 90)
    expect((timeout?.y ?? 0) + (timeout?.height ?? 0)).toBeCloseTo(success?.y ?? -1)
  })
})
