import { arr, ref, str } from '../s'
import { queryParam, rowVersionQuery, type OperationSpec } from './spec'

/** Entity UI actions: their design (config, Admin or Configurator) and their runtime (public). */

const admin = { document: 'config', contract: 'assumed', tag: 'FunctionActions' } as const
const runtime = { document: 'public', contract: 'assumed', tag: 'Functions' } as const
const ROOT = '/api/workspace/admin/function-actions'
const ENTITY = '/api/workspace/entity/{entityIdOrKey}/actions'
const WRITE = [200, 400, 401, 403, 404, 409]
const actionParam = { actionId: 'Id of the action.' }
const entityParam = { entityIdOrKey: 'Entity definition id or Name.' }

export const functionActionOperations: OperationSpec[] = [
  {
    ...admin,
    method: 'get',
    path: ROOT,
    operationId: 'FunctionActions_List',
    summary: 'Lists the entity UI actions, of every definition or of one.',
    query: [queryParam('entityDefinitionId', str(), 'Only the actions of this definition (id or Name).')],
    envelope: 'FunctionActionArray',
    data: arr(ref('FunctionAction')),
    statuses: [200, 401, 403],
  },
  {
    ...admin,
    method: 'post',
    path: ROOT,
    operationId: 'FunctionActions_Create',
    summary: 'Adds an action to a definition\'s list or details surface. 409 when its key is taken on that definition.',
    body: ref('FunctionActionCreateRequest'),
    envelope: 'FunctionAction',
    data: ref('FunctionAction'),
    statuses: WRITE,
  },
  {
    ...admin,
    method: 'post',
    path: `${ROOT}/preview`,
    operationId: 'FunctionActions_Preview',
    summary: 'Checks a visibility condition and evaluates it on one record, as the action would; nothing is stored.',
    body: ref('FunctionActionPreviewRequest'),
    envelope: 'FunctionActionPreview',
    data: ref('FunctionActionPreview'),
    statuses: [200, 400, 401, 403, 404],
  },
  {
    ...admin,
    method: 'get',
    path: `${ROOT}/{actionId}`,
    operationId: 'FunctionActions_Get',
    summary: 'One action.',
    pathParams: actionParam,
    envelope: 'FunctionAction',
    data: ref('FunctionAction'),
    statuses: [200, 401, 403, 404],
  },
  {
    ...admin,
    method: 'put',
    path: `${ROOT}/{actionId}`,
    operationId: 'FunctionActions_Replace',
    summary: 'Replaces an action (RowVersion; 409 with the current action when it changed meanwhile).',
    pathParams: actionParam,
    body: ref('FunctionActionReplaceRequest'),
    envelope: 'FunctionAction',
    data: ref('FunctionAction'),
    statuses: WRITE,
  },
  {
    ...admin,
    method: 'delete',
    path: `${ROOT}/{actionId}`,
    operationId: 'FunctionActions_Delete',
    summary: 'Deletes an action; runs it started keep its id and label. Data is the id.',
    pathParams: actionParam,
    query: [rowVersionQuery()],
    envelope: 'String',
    data: str(),
    statuses: WRITE,
  },
  {
    ...runtime,
    method: 'get',
    path: ENTITY,
    operationId: 'EntityActions_List',
    summary: 'The enabled actions of a definition\'s surface, each with whether it can run on the given records and, if not, why.',
    description:
      'Records the caller may not read count as not found. With no instanceIds, actions that need a selection are ' +
      'answered as outside their selection limit.',
    pathParams: entityParam,
    query: [
      queryParam('placement', ref('EntityActionPlacement'), 'ListToolbar or RecordDetails: only the actions shown there (Both: all).'),
      queryParam('instanceIds', { type: 'string', maxLength: 12000 }, 'The selected records, comma-separated (up to 300 ids; a larger selection is checked when it runs).'),
    ],
    envelope: 'EntityActionAvailabilityArray',
    data: arr(ref('EntityActionAvailability')),
    statuses: [200, 400, 401, 403, 404],
  },
  {
    ...runtime,
    method: 'post',
    path: `${ENTITY}/{actionKey}/execute`,
    operationId: 'EntityActions_Execute',
    summary: 'Executes an entity UI action on the selected instances (execution source Action).',
    description:
      'A selection outside the action\'s mode answers 400. Records the caller may not read, or where the visibility ' +
      'condition is false, are skipped (their outcome says why); the function runs on the rest. The run is written ' +
      'as Running before the answer; the job carries it to its outcome.',
    pathParams: { ...entityParam, actionKey: 'Key of the action.' },
    body: ref('EntityActionExecuteRequest'),
    envelope: 'EntityActionExecuteResult',
    data: ref('EntityActionExecuteResult'),
    statuses: WRITE,
  },
  {
    ...runtime,
    method: 'get',
    path: `${ENTITY}/runs/{runId}`,
    operationId: 'EntityActions_GetRun',
    summary: 'An action run as its caller follows it: status, and one outcome per selected record.',
    description: 'Answered to the user who ran the action and to those who may view function operations; 404 to others.',
    pathParams: { ...entityParam, runId: 'Id of the run.' },
    envelope: 'EntityActionRun',
    data: ref('EntityActionRun'),
    statuses: [200, 401, 403, 404],
  },
]
