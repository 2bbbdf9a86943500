import { computed, type ComputedRef } from 'vue'
import { useRoute, useRouter } from 'vue-router'

export interface DialogQuery {
  /** The id in the query parameter, `new`, or null when no dialog is open. */
  value: ComputedRef<string | null>
  isNew: ComputedRef<boolean>
  open: (id: string) => void
  close: () => void
}

/**
 * A dialog opened by a query parameter (`?status=<id>`, `?status=new`), so it can be linked to and
 * survives a reload; opening and closing change the URL (the form's guard asks over unsaved edits).
 */
export function useDialogQuery(param: string): DialogQuery {
  const route = useRoute()
  const router = useRouter()
  const value = computed(() => {
    const raw = route.query[param]
    return typeof raw === 'string' && raw !== '' ? raw : null
  })
  return {
    value,
    isNew: computed(() => value.value === 'new'),
    open: (id) => void router.push({ query: { ...route.query, [param]: id } }),
    close: () => {
      const { [param]: _closed, ...rest } = route.query
      void router.push({ query: rest })
    },
  }
}
