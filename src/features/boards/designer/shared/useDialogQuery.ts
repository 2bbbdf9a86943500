import { computed, type ComputedRef } from 'vue'
import { useUrlQuery } from '@/platform/composables/useUrlQuery'

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
  const url = useUrlQuery()
  const value = computed(() => url.param(param) || null)
  return {
    value,
    isNew: computed(() => value.value === 'new'),
    open: (id) => url.update({ [param]: id }),
    close: () => url.update({ [param]: null }),
  }
}
