import type { OperationHandlers } from '../../http/operation'

/** Uploads, files, attachments and the trash. STUB: being written. */
export const fileHandlers: OperationHandlers = {}
