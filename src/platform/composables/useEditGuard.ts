import { onBeforeUnmount, onMounted, toValue, type MaybeRefOrGetter } from 'vue'
import { onBeforeRouteLeave } from 'vue-router'
import { askToLeave } from './leaveConfirmation'

/**
 * Asks before leaving the route (in-app dialog) and before the browser unloads the page
 * while `hasEdits` is true.
 */
export function useEditGuard(hasEdits: MaybeRefOrGetter<boolean>): void {
  function onBeforeUnload(event: BeforeUnloadEvent): void {
    if (!toValue(hasEdits)) return
    event.preventDefault()
    // Older browsers need returnValue set to show their own prompt.
    event.returnValue = ''
  }

  onMounted(() => window.addEventListener('beforeunload', onBeforeUnload))
  onBeforeUnmount(() => window.removeEventListener('beforeunload', onBeforeUnload))

  onBeforeRouteLeave(async () => {
    if (!toValue(hasEdits)) return true
    return askToLeave()
  })
}
