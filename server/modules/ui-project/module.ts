import { acceptBinaryBodies } from '../../http/binaryBodies'
import { defineModule, type ServerModule } from '../../platform/serverModule'
import { builtinFunctionRegistry } from '../functions'
import { randomAssetTokenKeys, type AssetTokenKeys } from './artifacts/assetToken'
import { buildUiProject } from './builds/buildUiProject.builtin'
import { uiProjectOperations } from './routes'

export interface UiProjectModuleOptions {
  /** Keys of UI artifact asset links, shared by the processes on the same data (default: this app's own). */
  assetTokenKeys?: AssetTokenKeys
}

/** The UI project: its files and revisions, builds and their artifacts. */
export function uiProjectModule(options: UiProjectModuleOptions = {}): ServerModule {
  return defineModule({
    name: 'ui-project',
    operations: uiProjectOperations({ assetTokenKeys: options.assetTokenKeys ?? randomAssetTokenKeys() }),
    // Builds run as a function.
    contributes: [builtinFunctionRegistry.with(buildUiProject)],
    // Packages arrive as bytes.
    http: (server) => acceptBinaryBodies(server, 'application/zip'),
  })
}
