import { defineAsyncComponent, type Component } from 'vue'
import AppPanelSkeleton from './AppPanelSkeleton.vue'

/**
 * A component loaded on first use that shows a skeleton while its chunk arrives (after 100 ms, so
 * a chunk already in the cache does not flash one): a heavy tab or panel never leaves a blank area.
 */
export function lazyPanel(loader: () => Promise<Component | { default: Component }>): Component {
  return defineAsyncComponent({ loader, loadingComponent: AppPanelSkeleton, delay: 100 })
}
