import { administratorRoles, type OperationHandlers } from '../../http/operation'
import { activateVersion, getFunctionDefinition, setFunctionEnabled, updateFunctionSettings } from './catalogEdits'
import { createEndpoint, deleteEndpoint, getEndpoint, listEndpoints, updateEndpoint } from './endpoints/endpoints.service'
import { resetRateLimits } from './endpoints/rateLimiter'
import { createPublication, deletePublication, getPublication, listPublications, updatePublication } from './publications/publications.service'
import { createTriggerBinding, deleteTriggerBinding, getTriggerBinding, listTriggerBindings, updateTriggerBinding } from './triggers/triggerBindings.service'

/** Function configuration: readable with the operations view, changed by administrators and configurators. */
const view = { requiredPermissions: ['functions.operations.view'] }
const configure = { requiredRoles: administratorRoles }

export const functionConfigHandlers: OperationHandlers = {
  FunctionOperations_GetFunction: { ...view, handle: ({ db, params }) => getFunctionDefinition(db, params.functionId) },
  FunctionOperations_UpdateFunction: { ...configure, handle: ({ db, auth, params, body, now }) => updateFunctionSettings(db, auth.userId, params.functionId, body, now) },
  FunctionOperations_ActivateVersion: {
    ...configure,
    handle: ({ db, auth, params, body, now }) => activateVersion(db, auth.userId, params.functionId, params.versionId, body.RowVersion, now),
  },
  FunctionOperations_SetFunctionEnabled: {
    ...configure,
    handle: ({ db, auth, params, body, now }) => setFunctionEnabled(db, auth.userId, params.functionId, body.IsEnabled, body.RowVersion, now),
  },
  FunctionPublications_List: { ...view, handle: ({ db }) => listPublications(db) },
  FunctionPublications_Get: { ...view, handle: ({ db, params }) => getPublication(db, params.publicationId) },
  FunctionPublications_Create: { ...configure, handle: ({ db, auth, body, now }) => createPublication(db, auth.userId, body, now) },
  FunctionPublications_Update: { ...configure, handle: ({ db, auth, params, body, now }) => updatePublication(db, auth.userId, params.publicationId, body, now) },
  FunctionPublications_Delete: { ...configure, handle: ({ db, auth, params, query, now }) => deletePublication(db, auth.userId, params.publicationId, query.rowVersion, now) },
  FunctionTriggerBindings_List: { ...view, handle: ({ db }) => listTriggerBindings(db) },
  FunctionTriggerBindings_Get: { ...view, handle: ({ db, params }) => getTriggerBinding(db, params.bindingId) },
  FunctionTriggerBindings_Create: { ...configure, handle: ({ db, auth, body, now }) => createTriggerBinding(db, auth.userId, body, now) },
  FunctionTriggerBindings_Update: { ...configure, handle: ({ db, auth, params, body, now }) => updateTriggerBinding(db, auth.userId, params.bindingId, body, now) },
  FunctionTriggerBindings_Delete: { ...configure, handle: ({ db, auth, params, query, now }) => deleteTriggerBinding(db, auth.userId, params.bindingId, query.rowVersion, now) },
  FunctionHttpEndpoints_List: { ...view, handle: ({ db }) => listEndpoints(db) },
  FunctionHttpEndpoints_Get: { ...view, handle: ({ db, params }) => getEndpoint(db, params.endpointId) },
  FunctionHttpEndpoints_Create: { ...configure, handle: ({ db, auth, body, now }) => createEndpoint(db, auth.userId, body, now) },
  FunctionHttpEndpoints_Update: {
    ...configure,
    handle: async ({ db, auth, params, body, now }) => {
      const endpoint = await updateEndpoint(db, auth.userId, params.endpointId, body, now)
      // A changed limit counts from now on.
      resetRateLimits(endpoint.Id)
      return endpoint
    },
  },
  FunctionHttpEndpoints_Delete: { ...configure, handle: ({ db, auth, params, query, now }) => deleteEndpoint(db, auth.userId, params.endpointId, query.rowVersion, now) },
}
