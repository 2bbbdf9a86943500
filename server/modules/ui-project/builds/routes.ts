import { type OperationHandlers } from '../../../http/operation'
import { uiProjectKind as ui } from '../projectKind'
import { cancelBuild } from './cancelBuild'
import { getBuild, getBuildLog, listBuilds } from './buildQueries'
import { startBuild } from './startBuild'

/** Checks and builds on the function host's queue, their stages, diagnostics and logs. */

const view = { requiredPermissions: [ui.permissions.view] }
const build = { requiredRoles: ['Admin', 'Configurator'], requiredPermissions: [ui.permissions.build] }

export const uiProjectBuildHandlers: OperationHandlers = {
  UiProject_StartBuild: {
    ...build,
    handle: ({ db, auth, body, now }) => startBuild(db, ui, auth, body, now),
  },
  UiProject_ListBuilds: {
    ...view,
    handle: ({ db, query, now }) => listBuilds(db, ui, query, now),
  },
  UiProject_GetBuild: {
    ...view,
    handle: ({ db, params, now }) => getBuild(db, ui, params.buildId, now),
  },
  UiProject_GetBuildLog: {
    ...view,
    handle: ({ db, params, query }) => getBuildLog(db, ui, params.buildId, params.stage, query),
  },
  UiProject_CancelBuild: {
    ...build,
    handle: ({ db, auth, params, now }) => cancelBuild(db, ui, auth, params.buildId, now),
  },
}
