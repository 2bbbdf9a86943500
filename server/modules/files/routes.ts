import type { OperationHandlers } from '../../http/operation'
import { fileHandlers } from './files.routes'
import { fileSettingsHandlers } from './settings.routes'

/** Every file operation: settings and policy, uploads, files, attachments, trash. */
export const fileOperations: OperationHandlers = { ...fileSettingsHandlers, ...fileHandlers }
