// Stands in for Vuetify's `composables/router.js` (vite.config.ts aliases Vuetify's own imports of it
// here) to change its back-button guard alone. Every mounted overlay (a select's menu, a tooltip, a
// dialog), open or not, registered a router guard that made each navigation wait for a timer, to
// learn whether the browser's Back had started it: a field click or a page change waited for that
// timer, and the page was painted once more in between. Here the overlay listens to the router's
// history, which reports the Back (or Forward) before the navigation's guards run, and its guard
// knows the navigation to that address for the Back's: nothing waits, and no timer decides.
import { nextTick, onScopeDispose } from 'vue'
import type { NavigationGuardReturn, Router } from 'vue-router'

export { makeRouterProps, useLink, useRoute, useRouter } from 'vuetify/lib/composables/router.js'

/** While the calling scope lives, a navigation started by the browser's Back asks `cb` first (false cancels it). */
export function useBackButton(router: Router | undefined, cb: () => NavigationGuardReturn): void {
  if (typeof window === 'undefined' || !router?.beforeEach) return
  // The address the browser's Back (or Forward) went to, until the navigation to it has ended.
  let poppedTo: string | null = null
  let disposed = false
  let removeListeners: (() => void)[] = []
  nextTick(() => {
    if (disposed) return
    removeListeners = [
      router.options.history.listen((to) => {
        // vue-router marks the entries it replaced; going back over one is not the user's Back.
        poppedTo = (window.history.state as { replaced?: boolean } | null)?.replaced ? null : to
      }),
      router.beforeEach((to) => (poppedTo !== null && to.fullPath === poppedTo ? cb() : undefined)),
      router.afterEach(() => {
        poppedTo = null
      }),
    ]
  })
  onScopeDispose(() => {
    disposed = true
    for (const remove of removeListeners) remove()
  })
}
