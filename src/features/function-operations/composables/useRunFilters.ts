import { computed } from 'vue'
import { useUrlQuery } from '@/platform/composables/useUrlQuery'
import { activeFilterKeys, parseRunFilters, withFilterChanges, withoutFilters, type RunFilterChanges, type RunFilterKey, type RunFilters } from '../runFilters'

/** The run list's filters, kept in the route's query string (deep links and the back button restore them). */
export function useRunFilters() {
  const url = useUrlQuery()
  // The same filters stay the same object when only the page (or sort) changes, so the filter panel
  // and chips do not render again on every page change.
  const filters = computed<RunFilters>((previous) => {
    const next = parseRunFilters(url.query.value)
    return previous && JSON.stringify(previous) === JSON.stringify(next) ? previous : next
  })
  const activeKeys = computed(() => activeFilterKeys(filters.value))

  function set(changes: RunFilterChanges): void {
    url.set(withFilterChanges(url.query.value, changes))
  }
  function remove(key: RunFilterKey): void {
    set({ [key]: null })
  }
  function clear(): void {
    url.set(withoutFilters(url.query.value))
  }
  return { filters, activeKeys, set, remove, clear }
}
