import type { OperationHandlers } from '../../http/operation'
import type { AssetTokenKeys } from './artifacts/assetToken'
import { uiProjectArtifactHandlers } from './artifacts/routes'
import { uiProjectBuildHandlers } from './builds/routes'
import { uiProjectSourceHandlers } from './source/routes'

/** Every workspace UI project operation (docs/ui-project.md). */
export const uiProjectOperations = (options: { assetTokenKeys: AssetTokenKeys }): OperationHandlers =>
  ({ ...uiProjectSourceHandlers, ...uiProjectBuildHandlers, ...uiProjectArtifactHandlers(options.assetTokenKeys) })
