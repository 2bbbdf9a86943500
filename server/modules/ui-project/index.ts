/** The ui-project module as other modules and the server see it: everything else in this folder is its own. */
import { registerBuiltinFunction } from '../functions'
import { buildUiProject } from './builds/buildUiProject.builtin'
export { uiProjectModule, type UiProjectModuleOptions } from './module'
export { randomAssetTokenKeys, type AssetTokenKeys } from './artifacts/assetToken'
export { parseAssetTokenSecrets, resolveAssetTokenKeys } from './artifacts/assetTokenSecret'
export { followJobDecision } from './builds/buildJobSync'
export { buildFunctionKey, buildPermission } from './builds/buildModel'
export { runBuildJob } from './builds/runBuildJob'
export { RevisionSource } from './source/codes'
export { commitRevision, type Tree } from './source/revisions.commit'
export { readTemplateFiles } from './templates/index'

// The work of this module that runs as a function (scheduled, queued or started by hand).
registerBuiltinFunction(buildUiProject)
