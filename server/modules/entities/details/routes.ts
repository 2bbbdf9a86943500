import { type OperationHandlers } from '../../../http/operation'
import { getDetailsPage } from './detailsPage'
import { callerOf } from '../records/routes'

/** The runtime details-page bootstrap: any signed-in user. */
export const detailsOperations: OperationHandlers = {
  EntityUi_GetDetailsPage: {
    handle: ({ db, auth, params, query, now }) =>
      getDetailsPage(db, callerOf(auth), params.entityIdOrKey, query, now),
  },
}
