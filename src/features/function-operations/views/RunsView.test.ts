import { beforeEach, describe, expect, it, vi } from 'vitest'
import { withAppRouteStubs } from '@/test/appRouteStubs'
import { renderWithApp, flush } from '@/test/render'
import { FunctionRunStatus } from '@/api/enums'
import type { FunctionRun, FunctionRunPage, RunListParams } from '../functionOperations.types'
import RunsView from './RunsView.vue'

const listCalls: RunListParams[] = []
let labels: FunctionRunPage['FilterLabels'] = []
vi.mock('../api/runs', () => ({
  listRunsPage: async (params: RunListParams) => {
    listCalls.push(params)
    const run: FunctionRun = {
      Id: 'run-1',
      FunctionId: 'fn-export',
      FunctionKey: 'exportReport',
      FunctionDisplayName: 'Export report',
      Status: FunctionRunStatus.Timeout,
      StartedAt: '2026-03-01T10:00:00Z',
      DurationMs: 30_000,
      ErrorSummary: 'Timed out after 30 s',
    }
    return { Items: [run], TotalCount: 1, Page: params.page, PageSize: params.pageSize, FilterLabels: labels }
  },
}))
vi.mock('../api/catalog', () => ({
  listFunctions: async () => [],
  listSchedules: async () => [],
  listTriggerBindings: async () => [],
}))

async function render(path: string) {
  const result = await renderWithApp(RunsView, {
    routes: withAppRouteStubs([
      { path: '/function-operations/runs', component: RunsView },
      { path: '/function-operations/runs/:runId', component: { template: '<div />' } },
    ]),
    initialPath: path,
  })
  await flush()
  return result
}

describe('RunsView', () => {
  beforeEach(() => {
    listCalls.length = 0
    labels = []
  })

  it('asks the server for the filters, page and sort of the URL', async () => {
    await render('/function-operations/runs?status=Timeout&function=fn-export&scope=SingleRecord&cluster=k1&page=2&sort=DurationMs&q=report')
    expect(listCalls.at(-1)).toEqual({
      page: 2,
      pageSize: 25,
      search: 'report',
      sortField: 'DurationMs',
      descending: false,
      filters: { Statuses: [FunctionRunStatus.Timeout], FunctionId: 'fn-export', ActionTargetScope: 1, FailureClusterKey: 'k1' },
    })
  })

  it('shows one chip per active filter, with the server’s readable labels', async () => {
    labels = [{ Id: 'FunctionId', Label: 'Export report', SecondaryLabel: 'exportReport' }]
    const { wrapper } = await render('/function-operations/runs?status=Timeout&function=fn-export&q=abc')
    expect(wrapper.get('[data-testid="filter-chip-FunctionId"]').text()).toContain('Function: Export report (exportReport)')
    expect(wrapper.get('[data-testid="filter-chip-Statuses"]').text()).toContain('Status: Timeout')
    expect(wrapper.get('[data-testid="filter-chip-Search"]').text()).toContain('“abc”')
  })

  it('removes one filter from the URL and keeps the others; the back button brings it back', async () => {
    const { wrapper, router } = await render('/function-operations/runs?status=Timeout&function=fn-export&page=3')
    await wrapper.get('[data-testid="filter-chip-Statuses"] button[aria-label^="Remove filter"]').trigger('click')
    await flush()
    expect(router?.currentRoute.value.query).toEqual({ function: 'fn-export' })
    expect(listCalls.at(-1)?.filters).toEqual({ FunctionId: 'fn-export' })
    expect(wrapper.find('[data-testid="filter-chip-Statuses"]').exists()).toBe(false)

    router?.back()
    await flush()
    await flush()
    expect(router?.currentRoute.value.query).toMatchObject({ status: 'Timeout' })
    expect(wrapper.find('[data-testid="filter-chip-Statuses"]').exists()).toBe(true)
  })

  it('clears all filters at once', async () => {
    const { wrapper, router } = await render('/function-operations/runs?status=Timeout&source=Schedule&size=50')
    await wrapper.findAll('button').find((button) => button.text() === 'Clear all filters')?.trigger('click')
    await flush()
    expect(router?.currentRoute.value.query).toEqual({ size: '50' })
    expect(wrapper.find('[data-testid^="filter-chip-"]').exists()).toBe(false)
  })

  it('lists the runs of the page', async () => {
    const { wrapper } = await render('/function-operations/runs')
    const row = wrapper.get('tbody tr')
    expect(row.text()).toContain('Export report')
    expect(row.text()).toContain('Timeout')
    expect(row.text()).toContain('30 s')
    expect(row.text()).toContain('Timed out after 30 s')
  })
})
