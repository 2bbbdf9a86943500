import { ref, shallowRef } from 'vue'

/** Which item a delete confirmation is open for. */
export function useDeleteConfirm<T>() {
  const target = shallowRef<T | null>(null)
  const open = ref(false)
  function ask(item: T): void {
    target.value = item
    open.value = true
  }
  function close(): void {
    open.value = false
  }
  return { target, open, ask, close }
}
