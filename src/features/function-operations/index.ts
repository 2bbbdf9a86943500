/** What other features may use of function operations: its pages as named locations, and the entity UI action designer. */
import { defineAsyncComponent } from 'vue'

export { functionOperationsPaths } from './routes'
/** The designer of entity UI actions (a chunk of its own, loaded when shown). */
export const FunctionActionsView = defineAsyncComponent(() => import('./actions/ActionsView.vue'))
