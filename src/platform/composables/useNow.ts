import { onBeforeUnmount, onMounted, ref, type Ref } from 'vue'

/** How often relative times ("3 minutes ago") move on. */
export const NOW_TICK_MS = 30_000

// One clock for every relative time on screen: it ticks while at least one component uses it.
const now = ref(new Date())
let users = 0
let timer: ReturnType<typeof setInterval> | undefined

/** The current time, updated every NOW_TICK_MS while the calling component is mounted. */
export function useNow(): Readonly<Ref<Date>> {
  onMounted(() => {
    users += 1
    if (users > 1) return
    now.value = new Date()
    timer = setInterval(() => (now.value = new Date()), NOW_TICK_MS)
  })
  onBeforeUnmount(() => {
    users -= 1
    if (users === 0) clearInterval(timer)
  })
  return now
}
