import { computed, reactive } from 'vue'
import { useUrlState } from '@/platform/composables/useUrlState'
import {
  columnFilterParams, filterKey, filterParamNames, formatFieldValues, formatGroupBy, isFiltered, parseBoardFilters, parseGroupBy,
  type DueState, type FieldValue, type GroupBy,
} from './boardFilters'
import { queryValue } from '@/platform/filters/urlFilters'

/**
 * The board's search and filters, kept in the URL through the app's URL state (a link reproduces
 * the view, Back/Forward restore it). Subjects' names are remembered when picked; a deep link
 * shows the id until a card names the subject.
 */
export function useBoardFilters() {
  const state = useUrlState({ sortKeys: [], searchDebounceMs: 300 })
  const filters = computed(() => parseBoardFilters(state.query.value, state.search.value))
  const active = computed(() => isFiltered(filters.value))
  const column = computed(() => ({ key: filterKey(filters.value), params: columnFilterParams(filters.value) }))
  const subjectNames = reactive(new Map<string, string>())
  const groupBy = computed(() => parseGroupBy(queryValue(state.query.value, 'groupBy')))
  const setGroupBy = (value: GroupBy | null) => state.setFilters({ groupBy: formatGroupBy(value) })

  function setFields(fieldKey: string, optionKeys: readonly string[]): void {
    const others = filters.value.fields.filter((value) => value.fieldKey !== fieldKey)
    const mine = optionKeys.map((optionKey) => ({ fieldKey, optionKey }))
    state.setFilters({ field: formatFieldValues([...others, ...mine]) })
  }
  function removeField(removed: FieldValue): void {
    const rest = filters.value.fields.filter((value) => value.fieldKey !== removed.fieldKey || value.optionKey !== removed.optionKey)
    state.setFilters({ field: formatFieldValues(rest) })
  }
  function setAssignee(subject: { key: string; name: string } | null): void {
    if (subject) subjectNames.set(subject.key, subject.name)
    state.setFilters({ assignee: subject?.key ?? null })
  }
  const setTag = (tag: string | null) => state.setFilters({ tag: tag?.trim() || null })
  const setDue = (due: DueState | null) => state.setFilters({ due })
  /** Typed text; it reaches the URL after the debounce. */
  function typeSearch(text: string | null): void {
    state.searchInput.value = text ?? ''
  }
  function clearSearch(): void {
    state.searchInput.value = ''
    state.setFilters({ q: null })
  }
  function clearAll(): void {
    state.searchInput.value = ''
    state.setFilters({ q: null, ...Object.fromEntries(filterParamNames.map((name) => [name, null])) })
  }

  return {
    searchInput: state.searchInput,
    filters,
    active,
    column,
    groupBy,
    setGroupBy,
    subjectNames,
    typeSearch,
    setFields,
    removeField,
    setAssignee,
    setTag,
    setDue,
    clearSearch,
    clearAll,
  }
}

export type BoardFiltersState = ReturnType<typeof useBoardFilters>
