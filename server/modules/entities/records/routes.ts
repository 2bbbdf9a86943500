import type { FastifyRequest } from 'fastify'
import { type AuthContext, type OperationHandlers } from '../../../http/operation'
import { lookupInstances, listInstances } from './records.list'
import { archiveInstance, createInstance, deleteInstance, getInstance, patchInstance, restoreInstance } from './records.service'
import type { Caller } from './records.context'

/** The first language of Accept-Language (`de-DE,de;q=0.9` → de-DE). */
function requestLocale(request: FastifyRequest): string | null {
  const header = request.headers['accept-language']
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.split(';')[0]?.trim()
  return first && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(first) ? first : null
}

const callerOf = (auth: AuthContext, request?: FastifyRequest): Caller => ({
  userId: auth.userId,
  userName: auth.userName,
  locale: request ? requestLocale(request) : null,
})

/** Runtime entity instances: any signed-in user. */
export const recordOperations: OperationHandlers = {
  EntityInstances_List: {
    handle: ({ db, params, query }) => listInstances(db, params.entityIdOrKey, query),
  },
  EntityInstances_Lookup: {
    handle: ({ db, params, query }) => lookupInstances(db, params.entityIdOrKey, query.Search, query.Limit),
  },
  EntityInstances_Create: {
    handle: ({ db, auth, params, body, now, request }) => createInstance(db, callerOf(auth, request), params.entityIdOrKey, body.Fields, now),
  },
  EntityInstances_Get: {
    handle: ({ db, params }) => getInstance(db, params.entityIdOrKey, params.instanceId),
  },
  EntityInstances_Patch: {
    handle: ({ db, auth, params, body, now, request }) => patchInstance(db, callerOf(auth, request), params.entityIdOrKey, params.instanceId, body, now),
  },
  EntityInstances_Archive: {
    handle: ({ db, auth, params, body, now }) =>
      archiveInstance(db, callerOf(auth), params.entityIdOrKey, params.instanceId, body.RowVersion, now),
  },
  EntityInstances_Restore: {
    handle: ({ db, auth, params, body, now }) =>
      restoreInstance(db, callerOf(auth), params.entityIdOrKey, params.instanceId, body.RowVersion, now),
  },
  EntityInstances_Delete: {
    handle: ({ db, auth, params, query }) => deleteInstance(db, callerOf(auth), params.entityIdOrKey, params.instanceId, query.rowVersion),
  },
}
