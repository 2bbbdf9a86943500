import { acceptBinaryBodies } from '../../http/binaryBodies'
import { defineModule, type ServerModule } from '../../platform/serverModule'
import { randomAssetTokenKeys, type AssetTokenKeys } from './artifacts/assetToken'
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
    // Packages arrive as bytes.
    http: (server) => acceptBinaryBodies(server, 'application/zip'),
  })
}
