import { administratorRoles, type OperationHandlers } from '../../http/operation'
import { createAction, deleteAction, getAction, listActions, replaceAction } from './design.service'
import { previewAction } from './preview.service'
import { executeAction, getActionRun, listAvailableActions } from './runtime.service'

/** Entity UI actions: design (Admin or Configurator) and runtime (any caller; the records decide). */

const design = { requiredRoles: administratorRoles }

export const entityActionOperations: OperationHandlers = {
  FunctionActions_List: { ...design, handle: ({ db, query }) => listActions(db, query.entityDefinitionId) },
  FunctionActions_Get: { ...design, handle: ({ db, params }) => getAction(db, params.actionId) },
  FunctionActions_Create: { ...design, handle: ({ db, auth, body, now }) => createAction(db, auth.userId, body, now) },
  FunctionActions_Replace: { ...design, handle: ({ db, auth, params, body, now }) => replaceAction(db, auth.userId, params.actionId, body, now) },
  FunctionActions_Delete: { ...design, handle: ({ db, auth, params, query, now }) => deleteAction(db, auth.userId, params.actionId, query.rowVersion, now) },
  FunctionActions_Preview: { ...design, handle: ({ db, auth, body, now }) => previewAction(db, auth, body, now) },

  EntityActions_List: {
    handle: ({ db, auth, params, query, request, now }) =>
      listAvailableActions(db, auth, params.entityIdOrKey, query, request.headers['accept-language'], now),
  },
  EntityActions_Execute: {
    handle: ({ db, auth, params, body, now }) => executeAction(db, auth, params.entityIdOrKey, params.actionKey, body.InstanceIds, now),
  },
  EntityActions_GetRun: {
    handle: ({ db, auth, params }) => getActionRun(db, auth, params.entityIdOrKey, params.runId),
  },
}
