import { type OperationHandlers } from '../../../http/operation'
import { getDetailsPage } from './detailsPage'

/** The runtime details-page bootstrap: any signed-in user. */
export const detailsOperations: OperationHandlers = {
  EntityUi_GetDetailsPage: {
    handle: ({ db, auth, params, query, now }) =>
      getDetailsPage(db, { userId: auth.userId, userName: auth.userName }, params.entityIdOrKey, query, now),
  },
}
