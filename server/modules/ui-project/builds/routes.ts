import { type OperationHandlers } from '../../../http/operation'
import { buildPermission } from './buildModel'
import { cancelBuild } from './cancelBuild'
import { getBuild, getBuildLog, listBuilds } from './buildQueries'
import { startBuild } from './startBuild'

/** Checks and builds on the function host's queue, their stages, diagnostics and logs. */

const view = { requiredPermissions: ['uiproject.view'] }
const build = { requiredRoles: ['Admin', 'Configurator'], requiredPermissions: [buildPermission] }

export const uiProjectBuildHandlers: OperationHandlers = {
  UiProject_StartBuild: {
    ...build,
    handle: ({ db, auth, body, now }) => startBuild(db, auth, body, now),
  },
  UiProject_ListBuilds: {
    ...view,
    handle: ({ db, query, now }) => listBuilds(db, query, now),
  },
  UiProject_GetBuild: {
    ...view,
    handle: ({ db, params, now }) => getBuild(db, params.buildId, now),
  },
  UiProject_GetBuildLog: {
    ...view,
    handle: ({ db, params, query }) => getBuildLog(db, params.buildId, params.stage, query),
  },
  UiProject_CancelBuild: {
    ...build,
    handle: ({ db, auth, params, now }) => cancelBuild(db, auth, params.buildId, now),
  },
}
