/* eslint-disable vue/one-component-per-file -- small probe components, one per list source */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import { flush, renderWithApp } from '@/test/render'
import { useUrlState } from '@/platform/composables/useUrlState'
import { useLocalListState, type ListState } from './listState'
import { useServerList, type ListPage } from './useServerList'

interface Row {
  Id: string
}
interface Params {
  page: number
  pageSize: number
  search: string
  sortField: 'Name' | 'CreatedAt' | null
  descending: boolean
  status: string | null
}

/** A server answering each request when the test says so, and remembering its signal. */
function fakeServer() {
  const calls: { params: Params; signal: AbortSignal; resolve: (page: ListPage<Row>) => void }[] = []
  const fetchPage = vi.fn(
    (params: Params, signal: AbortSignal) => new Promise<ListPage<Row>>((resolve) => calls.push({ params, signal, resolve })),
  )
  const answer = (index: number, ids: string[], total = ids.length) => calls[index]?.resolve({ Items: ids.map((Id) => ({ Id })), TotalCount: total })
  return { calls, fetchPage, answer }
}

let list!: ReturnType<typeof setupUrlList>
function setupUrlList(server: ReturnType<typeof fakeServer>) {
  const state = useUrlState({ sortKeys: ['Name', 'CreatedAt'], defaultSort: { key: 'Name', order: 'asc' }, searchDebounceMs: 50 })
  return useServerList({
    state,
    sortKeys: ['Name', 'CreatedAt'] as const,
    params: (base): Params => ({ ...base, status: typeof state.query.value.status === 'string' ? state.query.value.status : null }),
    queryKey: (params) => ['rows', params],
    fetchPage: server.fetchPage,
    hasFilters: (params) => params.status !== null,
  })
}

async function renderUrlList(path: string, server = fakeServer()) {
  const Probe = defineComponent({
    setup() {
      list = setupUrlList(server)
      return () => h('div')
    },
  })
  const rendered = await renderWithApp(Probe, { routes: [{ path: '/rows', component: Probe }], initialPath: path })
  await flush()
  return { ...rendered, server }
}

describe('useServerList', () => {
  afterEach(() => vi.useRealTimers())

  it('restores paging, sort, search and filters from a deep link and asks the server for them', async () => {
    const { server } = await renderUrlList('/rows?page=3&size=50&sort=-CreatedAt&q=anna&status=Open')
    expect(server.calls[0]?.params).toEqual({ page: 3, pageSize: 50, search: 'anna', sortField: 'CreatedAt', descending: true, status: 'Open' })
    expect(list.table.value).toMatchObject({ page: 3, pageSize: 50, sort: { key: 'CreatedAt', order: 'desc' }, search: 'anna' })
    expect(list.dataTable.value).toMatchObject({ page: 3, itemsPerPage: 50, sortBy: [{ key: 'CreatedAt', order: 'desc' }] })
  })

  it('writes what the table asks for to the URL, defaults left out', async () => {
    const { router } = await renderUrlList('/rows')
    list.table.value['onUpdate:page'](2)
    await flush()
    expect(router?.currentRoute.value.fullPath).toBe('/rows?page=2')
    list.table.value['onUpdate:sort']({ key: 'CreatedAt', order: 'desc' })
    await flush()
    // Another sort starts over at the first page.
    expect(router?.currentRoute.value.query).toEqual({ sort: '-CreatedAt' })
    list.dataTable.value['onUpdate:sortBy']([])
    await flush()
    expect(router?.currentRoute.value.query).toEqual({ sort: '' })
    list.dataTable.value['onUpdate:itemsPerPage'](25)
    list.dataTable.value['onUpdate:page'](4)
    await flush()
    expect(router?.currentRoute.value.query).toEqual({ sort: '', page: '4' })
  })

  it('starts over at the first page when a filter or the search changes', async () => {
    const { router } = await renderUrlList('/rows?page=4')
    list.state.setFilters({ status: 'Open' })
    await flush()
    expect(router?.currentRoute.value.query).toEqual({ status: 'Open' })

    await router?.push('/rows?status=Open&page=3')
    vi.useFakeTimers()
    list.table.value['onUpdate:search']('ann')
    await vi.advanceTimersByTimeAsync(60)
    vi.useRealTimers()
    await flush()
    expect(router?.currentRoute.value.query).toEqual({ status: 'Open', q: 'ann' })
  })

  it('aborts the request of a page no longer wanted', async () => {
    const { server } = await renderUrlList('/rows')
    expect(server.calls).toHaveLength(1)
    list.state.page.value = 2
    await flush()
    expect(server.calls).toHaveLength(2)
    expect(server.calls[0]?.signal.aborted).toBe(true)
    expect(server.calls[1]?.signal.aborted).toBe(false)
  })

  it('keeps the previous page in view while the next one loads', async () => {
    const { server } = await renderUrlList('/rows')
    server.answer(0, ['a', 'b'], 30)
    await flush()
    expect(list.items.value.map((row) => row.Id)).toEqual(['a', 'b'])

    list.state.page.value = 2
    await flush()
    expect(list.table.value).toMatchObject({ loading: true, page: 2, itemsLength: 30 })
    expect(list.items.value.map((row) => row.Id)).toEqual(['a', 'b'])

    server.answer(1, ['c'], 30)
    await flush()
    expect(list.items.value.map((row) => row.Id)).toEqual(['c'])
    expect(list.table.value.loading).toBe(false)
  })

  it('is empty only when nothing is found without a search or filter', async () => {
    const { server, router } = await renderUrlList('/rows')
    server.answer(0, [])
    await flush()
    expect(list.isEmpty.value).toBe(true)

    await router?.push('/rows?status=Open')
    await flush()
    server.answer(1, [])
    await flush()
    expect(list.hasFilters.value).toBe(true)
    expect(list.isEmpty.value).toBe(false)
  })

  it('keeps an embedded list in the component, a filter change starting over at the first page', async () => {
    const server = fakeServer()
    const scope = ref('active')
    let local!: ReturnType<typeof useServerList<ListState, never, { page: number; scope: string }, ListPage<Row>>>
    const Probe = defineComponent({
      setup() {
        const state = useLocalListState({ pageSize: 20, filters: scope })
        local = useServerList({
          state,
          params: (base) => ({ page: base.page, scope: scope.value }),
          queryKey: (params) => ['local', params],
          fetchPage: (params, signal) => server.fetchPage({ ...params, pageSize: 20, search: '', sortField: null, descending: false, status: null }, signal),
        })
        return () => h('div')
      },
    })
    const { router } = await renderWithApp(Probe, { routes: [{ path: '/', component: Probe }], initialPath: '/' })
    local.dataTable.value['onUpdate:page'](3)
    await flush()
    expect(local.params.value).toEqual({ page: 3, scope: 'active' })
    expect(router?.currentRoute.value.fullPath).toBe('/')
    scope.value = 'trash'
    await flush()
    expect(local.params.value).toEqual({ page: 1, scope: 'trash' })
    expect(local.dataTable.value.itemsPerPage).toBe(20)
  })
})
