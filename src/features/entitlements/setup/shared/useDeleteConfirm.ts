import { computed, shallowRef } from 'vue'
import { useNotify } from '@/platform/composables/useNotify'

/**
 * Asks before deleting a list row; a refusal (e.g. the server's 409 "still used by plans") is told
 * in the notifier with the server's reason.
 */
export function useDeleteConfirm<T>(remove: (item: T) => Promise<unknown>, messages: { deleted: (item: T) => string; failedKey: string }) {
  const notify = useNotify()
  const pending = shallowRef<T | null>(null)
  const busy = shallowRef(false)
  const open = computed({ get: () => pending.value !== null, set: (value) => void (value || (pending.value = null)) })

  async function confirm(): Promise<void> {
    const item = pending.value
    if (!item) return
    busy.value = true
    try {
      await remove(item)
      notify.success(messages.deleted(item))
    } catch (error) {
      notify.error(error, messages.failedKey)
    } finally {
      busy.value = false
      pending.value = null
    }
  }
  return { pending, open, busy, ask: (item: T) => void (pending.value = item), confirm }
}
