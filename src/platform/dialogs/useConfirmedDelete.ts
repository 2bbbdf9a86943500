import { computed, shallowRef, type Ref, type WritableComputedRef } from 'vue'
import { useNotify } from '@/platform/composables/useNotify'

export interface ConfirmedDelete<T> {
  /** The item the confirmation dialog asks about. */
  target: Ref<T | null>
  open: WritableComputedRef<boolean>
  ask: (item: T) => void
  confirm: () => Promise<void>
}

/**
 * Deleting behind the app's confirmation dialog; a refusal (also a stale RowVersion: the list is
 * read again after every delete) goes to the notifier.
 */
export function useConfirmedDelete<T>(options: {
  remove: (item: T) => Promise<unknown>
  onDeleted: (item: T) => void
  errorContextKey: string
}): ConfirmedDelete<T> {
  const notify = useNotify()
  const target = shallowRef<T | null>(null)
  const open = computed({
    get: () => target.value !== null,
    set: (value: boolean) => {
      if (!value) target.value = null
    },
  })

  async function confirm(): Promise<void> {
    const item = target.value
    if (item === null) return
    try {
      await options.remove(item)
      options.onDeleted(item)
    } catch (error) {
      notify.error(error, options.errorContextKey)
    } finally {
      target.value = null
    }
  }

  return { target, open, ask: (item) => (target.value = item), confirm }
}
