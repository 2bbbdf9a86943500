import { describe, expect, it, vi, afterEach } from 'vitest'
import { defineComponent, h } from 'vue'
import { renderWithApp, flush } from '@/test/render'
import { useUrlState, type UrlListState } from './useUrlState'

let state!: UrlListState
const ListProbe = defineComponent({
  setup() {
    state = useUrlState({
      sortKeys: ['Name', 'CreatedAt'],
      defaultSort: { key: 'Name', order: 'asc' },
      searchDebounceMs: 200,
    })
    return () => h('div')
  },
})

async function renderAt(path: string) {
  return renderWithApp(ListProbe, { routes: [{ path: '/list', component: ListProbe }], initialPath: path })
}

describe('useUrlState', () => {
  afterEach(() => vi.useRealTimers())

  it('reads page, size, sort and search from a deep link', async () => {
    await renderAt('/list?page=3&size=50&sort=-CreatedAt&q=anna')
    expect(state.page.value).toBe(3)
    expect(state.pageSize.value).toBe(50)
    expect(state.sort.value).toEqual({ key: 'CreatedAt', order: 'desc' })
    expect(state.search.value).toBe('anna')
    expect(state.searchInput.value).toBe('anna')
  })

  it('falls back to defaults for missing or unknown values', async () => {
    await renderAt('/list?page=0&size=7&sort=Password')
    expect(state.page.value).toBe(1)
    expect(state.pageSize.value).toBe(25)
    expect(state.sort.value).toEqual({ key: 'Name', order: 'asc' })
  })

  it('writes changes to the URL and the back button restores them', async () => {
    const { router } = await renderAt('/list')
    state.page.value = 2
    await flush()
    expect(router?.currentRoute.value.fullPath).toBe('/list?page=2')

    state.sort.value = { key: 'CreatedAt', order: 'desc' }
    await flush()
    // A new sort starts at the first page.
    expect(router?.currentRoute.value.query).toEqual({ sort: '-CreatedAt' })

    router?.back()
    await flush()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(state.page.value).toBe(2)
    expect(state.sort.value).toEqual({ key: 'Name', order: 'asc' })
  })

  it('answers a new page at once, before the navigation has finished, and follows the route after a refusal', async () => {
    const { router } = await renderAt('/list')
    let release!: (allowed: boolean) => void
    const removeGuard = router!.beforeEach(() => new Promise<boolean>((resolve) => (release = resolve)))
    state.page.value = 2
    expect(state.page.value).toBe(2)
    await flush()
    expect(router?.currentRoute.value.fullPath).toBe('/list')
    expect(state.page.value).toBe(2)
    release(false)
    await flush()
    expect(state.page.value).toBe(1)

    state.page.value = 3
    await flush()
    release(true)
    await flush()
    removeGuard()
    expect(router?.currentRoute.value.fullPath).toBe('/list?page=3')
    expect(state.page.value).toBe(3)
  })

  it('debounces search input and resets the page', async () => {
    const { router } = await renderAt('/list?page=4')
    vi.useFakeTimers()
    state.searchInput.value = 'a'
    state.searchInput.value = 'an'
    state.searchInput.value = 'ann '
    await vi.advanceTimersByTimeAsync(100)
    expect(router?.currentRoute.value.query.q).toBeUndefined()
    await vi.advanceTimersByTimeAsync(150)
    vi.useRealTimers()
    await flush()
    expect(router?.currentRoute.value.query).toEqual({ q: 'ann' })
    expect(state.search.value).toBe('ann')
  })
})
