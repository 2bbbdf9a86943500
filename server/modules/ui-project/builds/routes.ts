import type { OperationHandlers } from '../../../http/operation'

/** Checks and builds on the function host's queue, their stages, diagnostics and logs. */
export const uiProjectBuildHandlers: OperationHandlers = {}
