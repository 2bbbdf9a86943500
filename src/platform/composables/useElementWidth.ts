import { onBeforeUnmount, onMounted, ref, type Ref } from 'vue'

/**
 * The rendered width of an element, kept current: for a component that lays itself out by the room
 * it is given (a drawer, a dialog, a page) rather than by the window. 0 until it is mounted.
 */
export function useElementWidth(element: Ref<HTMLElement | null>): Ref<number> {
  const width = ref(0)
  let observer: ResizeObserver | null = null
  onMounted(() => {
    const target = element.value
    if (!target) return
    width.value = target.getBoundingClientRect().width
    observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1]
      if (entry) width.value = entry.contentRect.width
    })
    observer.observe(target)
  })
  onBeforeUnmount(() => observer?.disconnect())
  return width
}
