import { onBeforeUnmount, onMounted, ref } from 'vue'

/** Whether the browser tab is visible (document.visibilityState); polling pauses while it is hidden. */
export function usePageVisible() {
  const visible = ref(typeof document === 'undefined' || document.visibilityState !== 'hidden')
  const update = () => (visible.value = document.visibilityState !== 'hidden')
  onMounted(() => document.addEventListener('visibilitychange', update))
  onBeforeUnmount(() => document.removeEventListener('visibilitychange', update))
  return visible
}
