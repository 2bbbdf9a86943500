import type { OperationHandlers } from '../../../http/operation'
import { createSecret, deleteSecret, listSecrets, rotateSecret, updateSecret } from './secrets.service'

/** Managed secrets: the Admin role holding functions.settings.manage. */
const adminOnly = { requiredRoles: ['Admin'], requiredPermissions: ['functions.settings.manage'] }

export const functionSecretHandlers: OperationHandlers = {
  FunctionSecrets_List: { ...adminOnly, handle: ({ db }) => listSecrets(db) },
  FunctionSecrets_Create: { ...adminOnly, handle: ({ db, auth, body, now }) => createSecret(db, auth.userId, body, now) },
  FunctionSecrets_Update: { ...adminOnly, handle: ({ db, auth, params, body, now }) => updateSecret(db, auth.userId, params.secretId, body, now) },
  FunctionSecrets_Rotate: { ...adminOnly, handle: ({ db, auth, params, body, now }) => rotateSecret(db, auth.userId, params.secretId, body, now) },
  FunctionSecrets_Delete: { ...adminOnly, handle: ({ db, auth, params, query, now }) => deleteSecret(db, auth.userId, params.secretId, query.rowVersion, now) },
}
