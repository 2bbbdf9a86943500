import type { OperationHandlers } from '../../../http/operation'

/** Project, templates, revisions, ZIP and page generators. */
export const uiProjectSourceHandlers: OperationHandlers = {}
