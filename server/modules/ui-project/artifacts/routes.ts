import { type OperationHandlers } from '../../../http/operation'
import { activateArtifact, deactivateArtifact, rollback } from './activation'
import { uiProjectKind } from '../projectKind'
import { lifecycleRoles } from './artifactModel'
import { uiArtifactKind as ui } from './artifacts.mappers'
import { getActiveArtifact, getArtifactAsset, getAssetLinks, requireAssetToken } from './assets'
import type { AssetTokenKeys } from './assetToken'
import { getArtifactPreview } from './previewPage'
import { getArtifact, listArtifacts } from './artifactQueries'
import { pinArtifact, purgeArtifact } from './purgeAndPin'

/** Artifacts: list, lifecycle (activate, deactivate, roll back, pin, purge), assets and the host's active-artifact read. */

const view = { requiredPermissions: [uiProjectKind.permissions.view] }
const publish = { requiredRoles: lifecycleRoles, requiredPermissions: [uiProjectKind.permissions.publish] }

/** `assetTokenKeys` sign and verify asset links (assetTokenSecret.ts says where they come from). */
export const uiProjectArtifactHandlers = (assetTokenKeys: AssetTokenKeys): OperationHandlers => ({
  UiProject_ListArtifacts: { ...view, handle: ({ db }) => listArtifacts(db, ui) },
  UiProject_GetArtifact: {
    ...view,
    handle: ({ db, params }) => getArtifact(db, ui, params.artifactId),
  },
  UiProject_ActivateArtifact: {
    ...publish,
    handle: ({ db, auth, params, body, now }) => activateArtifact(db, ui, auth, params.artifactId, body, now),
  },
  UiProject_DeactivateArtifact: {
    ...publish,
    handle: ({ db, auth, params, body, now }) => deactivateArtifact(db, ui, auth, params.artifactId, body, now),
  },
  UiProject_PinArtifact: {
    ...publish,
    handle: ({ db, params, body }) => pinArtifact(db, ui, params.artifactId, body),
  },
  UiProject_Rollback: {
    ...publish,
    handle: ({ db, auth, body, now }) => rollback(db, ui, auth, body, now),
  },
  UiProject_PurgeArtifact: {
    ...publish,
    handle: ({ db, params, body, now }) => purgeArtifact(db, ui, params.artifactId, body, now),
  },
  UiProject_GetAssetLinks: {
    ...view,
    handle: ({ db, request, params, now }) => getAssetLinks(assetTokenKeys, db, request, params.artifactId, now),
  },
  // No bearer at the route: a script tag cannot send one. The handler takes an asset token or a bearer with View.
  UiProject_GetArtifactAsset: {
    access: 'public',
    handle: ({ db, request, params, query, now }) => getArtifactAsset(assetTokenKeys, db, request, params.artifactId, params.assetName, query.assetToken, now),
  },
  UiProject_GetArtifactPreview: {
    access: 'public',
    handle: ({ db, request, params, query, now }) =>
      getArtifactPreview(db, request, params.artifactId, requireAssetToken(assetTokenKeys, query.assetToken, params.artifactId, now), query.locale),
  },
  UiProjectRuntime_GetActive: { handle: ({ db, request, now }) => getActiveArtifact(assetTokenKeys, db, request, now) },
})
