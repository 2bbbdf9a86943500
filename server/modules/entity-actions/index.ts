/** The entity UI actions module as the server sees it: everything else in this folder is its own. */
export { entityActionsModule } from './module'
