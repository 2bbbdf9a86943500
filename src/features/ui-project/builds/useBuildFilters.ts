import { computed } from 'vue'
import { BuildKind, BuildStatus } from '@/api'
import { useUrlState } from '@/platform/composables/useUrlState'
import type { BuildListParams } from './useBuilds'

const kinds = BuildKind as Record<string, number>
const statuses = BuildStatus as Record<string, number>
const nameOf = (members: Record<string, number>, value: number | null) => Object.keys(members).find((key) => members[key] === value)

/** The builds list's page, page size, kind and status, kept in the URL (?kind=Check&status=Running&page=2). */
export function useBuildFilters() {
  const state = useUrlState({ sortKeys: [], defaultPageSize: 25 })
  const read = (name: string, members: Record<string, number>) => {
    const raw = state.query.value[name]
    return typeof raw === 'string' && raw in members ? (members[raw] ?? null) : null
  }
  const kind = computed(() => read('kind', kinds) as BuildKind | null)
  const status = computed(() => read('status', statuses) as BuildStatus | null)

  function set(name: 'kind' | 'status', value: number | null): void {
    state.setFilters({ [name]: nameOf(name === 'kind' ? kinds : statuses, value) ?? null })
  }

  const params = computed<BuildListParams>(() => ({
    page: state.page.value,
    pageSize: state.pageSize.value,
    ...(kind.value !== null ? { kind: kind.value } : {}),
    ...(status.value !== null ? { status: status.value } : {}),
  }))
  const hasFilters = computed(() => kind.value !== null || status.value !== null)
  return { state, kind, status, params, hasFilters, setKind: (value: number | null) => set('kind', value), setStatus: (value: number | null) => set('status', value) }
}
