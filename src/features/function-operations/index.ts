/** What other features may use of function operations: its pages as named locations, job cancel, and the entity UI action designer. */
import { defineAsyncComponent } from 'vue'

export { functionOperationsPaths } from './routes'
/** Cancels a job (work other features start on the function host, e.g. a record-matching scan). */
export { cancelJob } from './api/jobs'
/** The designer of entity UI actions (a chunk of its own, loaded when shown). */
export const FunctionActionsView = defineAsyncComponent(() => import('./actions/ActionsView.vue'))
