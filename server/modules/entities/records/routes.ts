import { defineOperation, type AuthContext, type OperationHandlers } from '../../../http/operation'
import { lookupInstances, listInstances, type InstanceListQuery } from './records.list'
import { archiveInstance, createInstance, deleteInstance, getInstance, patchInstance, restoreInstance } from './records.service'
import type { Caller } from './records.context'

type EntityParams = { entityIdOrKey: string }
type InstanceParams = EntityParams & { instanceId: string }

const callerOf = (auth: AuthContext): Caller => ({ userId: auth.userId, userName: auth.userName })

/** Runtime entity instances: any signed-in user. */
export const recordOperations: OperationHandlers = {
  EntityInstances_List: defineOperation<undefined, InstanceListQuery, EntityParams>({
    handle: ({ db, params, query }) => listInstances(db, params.entityIdOrKey, query),
  }),
  EntityInstances_Lookup: defineOperation<undefined, { Search?: string; Limit?: number }, EntityParams>({
    handle: ({ db, params, query }) => lookupInstances(db, params.entityIdOrKey, query.Search, query.Limit),
  }),
  EntityInstances_Create: defineOperation<{ Fields: unknown }, object, EntityParams>({
    handle: ({ db, auth, params, body, now }) => createInstance(db, callerOf(auth), params.entityIdOrKey, body.Fields, now),
  }),
  EntityInstances_Get: defineOperation<undefined, object, InstanceParams>({
    handle: ({ db, params }) => getInstance(db, params.entityIdOrKey, params.instanceId),
  }),
  EntityInstances_Patch: defineOperation<{ RowVersion: string; Fields: unknown }, object, InstanceParams>({
    handle: ({ db, auth, params, body, now }) => patchInstance(db, callerOf(auth), params.entityIdOrKey, params.instanceId, body, now),
  }),
  EntityInstances_Archive: defineOperation<{ RowVersion: string }, object, InstanceParams>({
    handle: ({ db, auth, params, body, now }) =>
      archiveInstance(db, callerOf(auth), params.entityIdOrKey, params.instanceId, body.RowVersion, now),
  }),
  EntityInstances_Restore: defineOperation<{ RowVersion: string }, object, InstanceParams>({
    handle: ({ db, auth, params, body, now }) =>
      restoreInstance(db, callerOf(auth), params.entityIdOrKey, params.instanceId, body.RowVersion, now),
  }),
  EntityInstances_Delete: defineOperation<undefined, { rowVersion?: string }, InstanceParams>({
    handle: ({ db, auth, params, query }) => deleteInstance(db, callerOf(auth), params.entityIdOrKey, params.instanceId, query.rowVersion),
  }),
}
