import type { OperationHandlers } from '../../http/operation'
import { boardAdminHandlers } from './admin/routes'
import { boardModuleHandlers } from './module.routes'
import { boardRuntimeHandlers } from './runtime/routes'

/** Every Boards operation: the module switch, administration (config document) and the runtime (public). */
export const boardOperations: OperationHandlers = { ...boardAdminHandlers, ...boardModuleHandlers, ...boardRuntimeHandlers }
