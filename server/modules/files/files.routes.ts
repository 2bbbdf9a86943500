import { type OperationHandlers } from '../../http/operation'
import { attachmentHandlers } from './attachments.routes'
import { downloadFile } from './files.download'
import { deleteStoredFile, renameStoredFile, restoreStoredFile } from './files.service'
import { trashHandlers } from './trash.routes'
import { uploadHandlers } from './uploads.routes'

/** Stored files: download, rename, delete to the trash and restore (who may: files.items.ts permissionsFor). */
const storedFileHandlers: OperationHandlers = {
  Files_Download: {
    handle: ({ db, auth, params, query }) => downloadFile(db, auth, params.fileId, query.disposition),
  },
  Files_Rename: {
    handle: ({ db, auth, params, body, now }) => renameStoredFile(db, auth, params.fileId, body, now),
  },
  Files_Delete: {
    handle: ({ db, auth, params, now }) => deleteStoredFile(db, auth, params.fileId, now),
  },
  Files_Restore: {
    handle: ({ db, auth, params }) => restoreStoredFile(db, auth, params.fileId),
  },
}

/** Uploads, files, attachments and the trash. */
export const fileHandlers: OperationHandlers = { ...uploadHandlers, ...storedFileHandlers, ...attachmentHandlers, ...trashHandlers }
