import { type OperationHandlers } from '../../http/operation'
import { completeUpload } from './uploads.complete'
import { maxChunkSizeBytes } from './uploads.repo'
import { abortUpload, getUpload, putChunk, startUpload } from './uploads.service'

/** Resumable uploads: any signed-in user; a session answers only the user who started it. */
export const uploadHandlers: OperationHandlers = {
  FileUploads_Start: {
    handle: ({ db, auth, body, now }) => startUpload(db, auth, body, now),
  },
  FileUploads_Get: {
    handle: ({ db, auth, params }) => getUpload(db, auth, params.uploadId),
  },
  FileUploads_PutChunk: {
    rawBody: { mediaType: 'application/octet-stream', maxBytes: maxChunkSizeBytes },
    handle: ({ db, auth, params, query, body, now }) => putChunk(db, auth, params.uploadId, query.offset, body, now),
  },
  FileUploads_Complete: {
    handle: ({ db, auth, params, body, now }) => completeUpload(db, auth, params.uploadId, body ?? {}, now),
  },
  FileUploads_Abort: {
    handle: ({ db, auth, params }) => abortUpload(db, auth, params.uploadId),
  },
}
