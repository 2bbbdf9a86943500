import { computed } from 'vue'
import { useRoute, useRouter } from 'vue-router'
import { activeFilterKeys, parseRunFilters, withFilterChanges, withoutFilters, type RunFilterChanges, type RunFilterKey, type RunFilters } from '../runs/runFilters'

/** The run list's filters, kept in the route's query string (deep links and the back button restore them). */
export function useRunFilters() {
  const route = useRoute()
  const router = useRouter()
  // The same filters stay the same object when only the page (or sort) changes, so the filter panel
  // and chips do not render again on every page change.
  const filters = computed<RunFilters>((previous) => {
    const next = parseRunFilters(route.query)
    return previous && JSON.stringify(previous) === JSON.stringify(next) ? previous : next
  })
  const activeKeys = computed(() => activeFilterKeys(filters.value))

  function set(changes: RunFilterChanges): void {
    void router.push({ query: withFilterChanges(route.query, changes) })
  }
  function remove(key: RunFilterKey): void {
    set({ [key]: null })
  }
  function clear(): void {
    void router.push({ query: withoutFilters(route.query) })
  }
  return { filters, activeKeys, set, remove, clear }
}
