import { acceptBinaryBodies } from '../../http/binaryBodies'
import { defineModule, type ServerModule } from '../../platform/serverModule'
import { trashFilesOfDeletedRecords } from './files.recordDeletion'
import { fileOperations } from './routes'
import { configureFileStorage } from './storage/location'

export interface FilesModuleOptions {
  /** Where file bytes go when the settings name no RootPath (default: a temporary directory). */
  filesDir?: string
}

/** Files: uploads, attachments of records and board items, downloads, the trash, storage settings. */
export function filesModule(options: FilesModuleOptions = {}): ServerModule {
  return defineModule({
    name: 'files',
    operations: fileOperations,
    listeners: [trashFilesOfDeletedRecords],
    // File chunks arrive as bytes.
    http: (server) => acceptBinaryBodies(server, 'application/octet-stream'),
    startup({ db }) {
      if (options.filesDir) configureFileStorage(db, options.filesDir)
    },
  })
}
