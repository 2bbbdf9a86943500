/** The files module as other modules and the server see it: everything else in this folder is its own. */
import { onDefinitionDrop } from '../entities'
import { trashFilesOfDefinition } from './files.definitionPurge'
import { registerBuiltinFunction } from '../functions'
import { purgeFileTrash } from './purgeFileTrash.builtin'
export { filesModule, type FilesModuleOptions } from './module'
export { trashFiles } from './files.repo'
export { deleteStoredFile, purgeTime } from './files.service'
export { RelationKind, type ResourceDisplay, type ResourceIdentity } from './files.types'
export { policyRefusal } from './files.verdicts'
export { judgeFile } from './policy/policy'
export { registerResourceResolver, resourceKey, type ResolvedResource } from './resources'
export { readFilePolicy, readStorageSettings } from './settings.service'
export { configureFileStorage } from './storage/location'
export { purgeFunctionKey, purgeTrash } from './trash.service'
export { completeUpload } from './uploads.complete'
export { putChunk, startUpload, sweepExpiredUploads } from './uploads.service'

// The work of this module that runs as a function (scheduled, queued or started by hand).
registerBuiltinFunction(purgeFileTrash)

// A dropped entity definition sends the files of its records to the trash.
onDefinitionDrop(trashFilesOfDefinition)
