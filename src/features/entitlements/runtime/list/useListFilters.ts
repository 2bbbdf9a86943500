import { computed } from 'vue'
import { useUrlQuery } from '@/platform/composables/useUrlQuery'
import { parseListFilters, withFilterChanges, withoutFilters, type EntitlementListFilters, type ListFilterChanges } from './listFilters'

/** The entitlement list's filters, kept in the route's query string (deep links and the back button restore them). */
export function useListFilters() {
  const url = useUrlQuery()
  // The same filters stay the same object when only the page or sort changes.
  const filters = computed<EntitlementListFilters>((previous) => {
    const next = parseListFilters(url.query.value)
    return previous && JSON.stringify(previous) === JSON.stringify(next) ? previous : next
  })
  const active = computed(() => Object.keys(filters.value).length > 0)

  function set(changes: ListFilterChanges): void {
    url.set(withFilterChanges(url.query.value, changes))
  }
  function clear(): void {
    url.set(withoutFilters(url.query.value))
  }
  return { filters, active, set, clear }
}
