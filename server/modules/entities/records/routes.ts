import type { FastifyRequest } from 'fastify'
import { type AuthContext, type OperationHandlers } from '../../../http/operation'
import { lookupInstances, listInstances } from './records.list'
import { WithWarnings } from '../../../http/envelope'
import { archiveInstance, createCheckedInstance, deleteInstance, getInstance, patchCheckedInstance, restoreInstance, type CheckedMutation } from './records.service'
import type { Caller } from './records.context'
import { listChanges } from '../changes/changes.service'

/** The first language of Accept-Language (`de-DE,de;q=0.9` → de-DE). */
function requestLocale(request: FastifyRequest): string | null {
  const header = request.headers['accept-language']
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.split(';')[0]?.trim()
  return first && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(first) ? first : null
}

/** A mutation's result, with the warnings of its write checks when there are any. */
const withWarnings = ({ result, warnings }: CheckedMutation) => (warnings.length > 0 ? new WithWarnings(result, warnings) : result)

export const callerOf = (auth: AuthContext, request?: FastifyRequest): Caller => ({
  userId: auth.userId,
  userName: auth.userName,
  roles: auth.roles,
  locale: request ? requestLocale(request) : null,
})

/** Runtime entity instances: any signed-in user; what they may read and do is the definition's security (security/access.ts). */
export const recordOperations: OperationHandlers = {
  EntityInstances_List: {
    handle: ({ db, auth, params, query, now }) => listInstances(db, callerOf(auth), params.entityIdOrKey, query, now),
  },
  EntityInstances_Lookup: {
    handle: ({ db, auth, params, query, now }) => lookupInstances(db, callerOf(auth), params.entityIdOrKey, query.Search, query.Limit, now),
  },
  EntityInstances_Create: {
    handle: async ({ db, auth, params, body, now, request }) => withWarnings(await createCheckedInstance(db, callerOf(auth, request), params.entityIdOrKey, body.Fields, now)),
  },
  EntityInstances_Get: {
    handle: ({ db, auth, params, now }) => getInstance(db, callerOf(auth), params.entityIdOrKey, params.instanceId, now),
  },
  EntityInstances_ListChanges: {
    handle: ({ db, auth, params, query, now }) => listChanges(db, callerOf(auth), params.entityIdOrKey, params.instanceId, query, now),
  },
  EntityInstances_Patch: {
    handle: async ({ db, auth, params, body, now, request }) => withWarnings(await patchCheckedInstance(db, callerOf(auth, request), params.entityIdOrKey, params.instanceId, body, now)),
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
    handle: ({ db, auth, params, query, now }) => deleteInstance(db, callerOf(auth), params.entityIdOrKey, params.instanceId, query.rowVersion, now),
  },
}
