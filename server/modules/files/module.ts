import { acceptBinaryBodies } from '../../http/binaryBodies'
import { defineModule, type ServerModule } from '../../platform/serverModule'
import { definitionDropRegistry } from '../entities'
import { builtinFunctionRegistry } from '../functions'
import { trashFilesOfDefinition } from './files.definitionPurge'
import { trashFilesOfDeletedRecords } from './files.recordDeletion'
import { purgeFileTrash } from './purgeFileTrash.builtin'
import { entityRecordResolver, resourceResolverRegistry } from './resources'
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
    contributes: [
      // The trash's purge runs as a function (scheduled, queued or started by hand).
      builtinFunctionRegistry.with(purgeFileTrash),
      // A dropped entity definition sends the files of its records to the trash.
      definitionDropRegistry.with(trashFilesOfDefinition),
      resourceResolverRegistry.with(entityRecordResolver),
    ],
    // File chunks arrive as bytes.
    http: (server) => acceptBinaryBodies(server, 'application/octet-stream'),
    startup({ db }) {
      if (options.filesDir) configureFileStorage(db, options.filesDir)
    },
  })
}
