import { arr, ref, str } from '../s'
import { rowVersionQuery, type OperationSpec } from './spec'

/** Managed secrets for trusted function runtimes (assumed; Admin only). */

const admin = { document: 'config', contract: 'assumed', tag: 'FunctionSecrets' } as const
const ROOT = '/api/workspace/admin/function-secrets'
const WRITE = [200, 400, 401, 403, 404, 409]
const secretParam = { secretId: 'Id of the secret.' }

export const functionSecretOperations: OperationSpec[] = [
  {
    ...admin,
    method: 'get',
    path: ROOT,
    operationId: 'FunctionSecrets_List',
    summary: 'Lists the managed secrets by name, with where each is used and when it was last rotated; never a value.',
    envelope: 'FunctionSecretArray',
    data: arr(ref('FunctionSecret')),
    statuses: [200, 401, 403],
  },
  {
    ...admin,
    method: 'post',
    path: ROOT,
    operationId: 'FunctionSecrets_Create',
    summary: 'Stores a secret, encrypted; the value is never answered again. 409 when the name is taken.',
    body: ref('FunctionSecretCreateRequest'),
    envelope: 'FunctionSecret',
    data: ref('FunctionSecret'),
    statuses: WRITE,
  },
  {
    ...admin,
    method: 'put',
    path: `${ROOT}/{secretId}`,
    operationId: 'FunctionSecrets_Update',
    summary: "Changes a secret's description (RowVersion).",
    pathParams: secretParam,
    body: ref('FunctionSecretUpdateRequest'),
    envelope: 'FunctionSecret',
    data: ref('FunctionSecret'),
    statuses: WRITE,
  },
  {
    ...admin,
    method: 'post',
    path: `${ROOT}/{secretId}/rotate`,
    operationId: 'FunctionSecrets_Rotate',
    summary: 'Replaces the value (RowVersion): runs from now on use the new one; Version goes up by one.',
    pathParams: secretParam,
    body: ref('FunctionSecretRotateRequest'),
    envelope: 'FunctionSecret',
    data: ref('FunctionSecret'),
    statuses: WRITE,
  },
  {
    ...admin,
    method: 'delete',
    path: `${ROOT}/{secretId}`,
    operationId: 'FunctionSecrets_Delete',
    summary: 'Deletes a secret; functions that use it fail (naming it) until one of that name exists again. Data is the id.',
    pathParams: secretParam,
    query: [rowVersionQuery()],
    envelope: 'String',
    data: str(),
    statuses: WRITE,
  },
]
