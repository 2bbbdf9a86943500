import { type OperationHandlers } from '../../../http/operation'
import { runtimeFor } from '../runtime'
import { previewRetention, purgeRunHistoryNow, updateRetentionSettings } from './retention.service'
import { readRetentionSettings } from './settings.repo'

/**
 * Run-history retention: reading and preview need functions.operations.view; changes and purges the
 * Admin role (as the spec says) holding functions.settings.manage.
 */

const view = { requiredPermissions: ['functions.operations.view'] }
const adminOnly = { requiredRoles: ['Admin'], requiredPermissions: ['functions.settings.manage'] }

export const functionRetentionHandlers: OperationHandlers = {
  FunctionOperations_GetRetentionSettings: { ...view, handle: ({ db }) => readRetentionSettings(db, runtimeFor(db).clock()) },
  FunctionOperations_UpdateRetentionSettings: {
    ...adminOnly,
    handle: ({ db, auth, body }) => updateRetentionSettings(db, auth, body, runtimeFor(db).clock()),
  },
  FunctionOperations_PreviewRetention: {
    ...view,
    handle: ({ db, query }) => previewRetention(db, query, runtimeFor(db).clock()),
  },
  FunctionOperations_PurgeRuns: {
    ...adminOnly,
    handle: ({ db, auth }) => purgeRunHistoryNow(db, auth, runtimeFor(db).clock()),
  },
}
