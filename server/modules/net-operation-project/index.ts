/** The net-operation-project module as other modules and the server see it: everything else in this folder is its own. */
export { netOperationProjectModule } from './module'
export { netOperationProjectKind } from './projectKind'
export { netTemplateCatalog } from './templates'
