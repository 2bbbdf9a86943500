import { arr, ref, str } from '../s'
import { rowVersionQuery, type OperationSpec } from './spec'

/**
 * Function configuration (assumed; Admin or Configurator): the catalog's versions and state,
 * API publications, HTTP endpoints and trigger bindings. Every change is audited with its before and after.
 */

const config = { document: 'config', contract: 'assumed', tag: 'FunctionConfiguration' } as const
const ROOT = '/api/workspace/admin/function-operations'
const READ = [200, 401, 403, 404]
const WRITE = [200, 400, 401, 403, 404, 409]
const fnParam = { functionId: 'Id of the function.' }
const rowVersion = [rowVersionQuery()]

function crud(name: 'Publications' | 'HttpEndpoints' | 'TriggerBindings', path: string, schema: string, idParam: string, what: string): OperationSpec[] {
  const param = { [idParam]: `Id of the ${what}.` }
  return [
    { ...config, method: 'get', path, operationId: `Function${name}_List`, summary: `Lists the ${what}s.`, envelope: `${schema}Array`, data: arr(ref(schema)), statuses: [200, 401, 403] },
    {
      ...config, method: 'post', path, operationId: `Function${name}_Create`,
      summary: `Adds a ${what}; 409 when its key is taken.`,
      body: ref(`${schema}CreateRequest`), envelope: schema, data: ref(schema), statuses: WRITE,
    },
    { ...config, method: 'get', path: `${path}/{${idParam}}`, operationId: `Function${name}_Get`, summary: `One ${what}.`, pathParams: param, envelope: schema, data: ref(schema), statuses: READ },
    {
      ...config, method: 'put', path: `${path}/{${idParam}}`, operationId: `Function${name}_Update`,
      summary: `Replaces a ${what} (RowVersion; a stale one answers 409 with the current ${what}).`,
      pathParams: param, body: ref(`${schema}UpdateRequest`), envelope: schema, data: ref(schema), statuses: WRITE,
    },
    {
      ...config, method: 'delete', path: `${path}/{${idParam}}`, operationId: `Function${name}_Delete`,
      summary: `Deletes a ${what}; callers get 404 from then on. Data is the id.`,
      pathParams: param, query: rowVersion, envelope: 'String', data: str(), statuses: WRITE,
    },
  ]
}

export const functionConfigOperations: OperationSpec[] = [
  {
    ...config,
    method: 'get',
    path: `${ROOT}/functions/{functionId}`,
    operationId: 'FunctionOperations_GetFunction',
    summary: 'One function with its versions and their definitions, its publications and endpoints.',
    pathParams: fnParam,
    envelope: 'FunctionDefinition',
    data: ref('FunctionDefinition'),
    statuses: READ,
  },
  {
    ...config,
    method: 'put',
    path: `${ROOT}/functions/{functionId}`,
    operationId: 'FunctionOperations_UpdateFunction',
    summary: "Changes a function's settings: they become a new version, current at once (RowVersion).",
    description: 'Runs started before keep the version they captured; pinned publications, endpoints and actions keep theirs.',
    pathParams: fnParam,
    body: ref('FunctionSettingsUpdate'),
    envelope: 'FunctionDefinition',
    data: ref('FunctionDefinition'),
    statuses: WRITE,
  },
  {
    ...config,
    method: 'post',
    path: `${ROOT}/functions/{functionId}/versions/{versionId}/activate`,
    operationId: 'FunctionOperations_ActivateVersion',
    summary: 'Makes an earlier (or later) version current again: the way back after a change (RowVersion).',
    pathParams: { ...fnParam, versionId: 'Id of the version.' },
    body: ref('FunctionVersionActivateRequest'),
    envelope: 'FunctionDefinition',
    data: ref('FunctionDefinition'),
    statuses: WRITE,
  },
  {
    ...config,
    method: 'put',
    path: `${ROOT}/functions/{functionId}/enabled`,
    operationId: 'FunctionOperations_SetFunctionEnabled',
    summary: 'Enables or disables a function (RowVersion). A disabled function starts no new run; platform functions cannot be disabled.',
    pathParams: fnParam,
    body: ref('FunctionEnabledUpdate'),
    envelope: 'FunctionDefinition',
    data: ref('FunctionDefinition'),
    statuses: WRITE,
  },
  ...crud('Publications', `${ROOT}/publications`, 'FunctionPublication', 'publicationId', 'publication'),
  ...crud('HttpEndpoints', `${ROOT}/http-endpoints`, 'FunctionHttpEndpoint', 'endpointId', 'HTTP endpoint'),
  ...crud('TriggerBindings', `${ROOT}/trigger-bindings`, 'FunctionTriggerBinding', 'bindingId', 'trigger binding'),
]
