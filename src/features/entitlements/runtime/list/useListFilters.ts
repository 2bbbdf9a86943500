import { computed } from 'vue'
import { useRoute, useRouter } from 'vue-router'
import { parseListFilters, withFilterChanges, withoutFilters, type EntitlementListFilters, type ListFilterChanges } from './listFilters'

/** The entitlement list's filters, kept in the route's query string (deep links and the back button restore them). */
export function useListFilters() {
  const route = useRoute()
  const router = useRouter()
  // The same filters stay the same object when only the page or sort changes.
  const filters = computed<EntitlementListFilters>((previous) => {
    const next = parseListFilters(route.query)
    return previous && JSON.stringify(previous) === JSON.stringify(next) ? previous : next
  })
  const active = computed(() => Object.keys(filters.value).length > 0)

  function set(changes: ListFilterChanges): void {
    void router.push({ query: withFilterChanges(route.query, changes) })
  }
  function clear(): void {
    void router.push({ query: withoutFilters(route.query) })
  }
  return { filters, active, set, clear }
}
