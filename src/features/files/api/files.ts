import { ApiError, apiClient, unwrap } from '@/api'
import type {
  AttachmentList,
  AttachmentListItem,
  AttachmentListParams,
  FileTrashPage,
  FileUploadSession,
  FileUploadStartRequest,
  ResourceIdentity,
  TrashListParams,
} from './files.types'

// The contract marks no output member required; the local API sends them all (see files.types.ts).

export function listAttachments(resource: ResourceIdentity, params: AttachmentListParams, signal?: AbortSignal): Promise<AttachmentList> {
  return unwrap(
    apiClient.POST('/api/workspace/attachments/resource-list', {
      body: { Resource: resource, Scope: params.scope, Page: params.page, PageSize: params.pageSize },
      signal,
    }),
  ) as Promise<AttachmentList>
}

export function startUpload(request: FileUploadStartRequest, signal?: AbortSignal): Promise<FileUploadSession> {
  return unwrap(apiClient.POST('/api/workspace/filesystem/uploads', { body: request, signal })) as Promise<FileUploadSession>
}

export function getUpload(uploadId: string, signal?: AbortSignal): Promise<FileUploadSession> {
  return unwrap(
    apiClient.GET('/api/workspace/filesystem/uploads/{uploadId}', { params: { path: { uploadId } }, signal }),
  ) as Promise<FileUploadSession>
}

export function putChunk(uploadId: string, offset: number, chunk: Blob, signal?: AbortSignal): Promise<FileUploadSession> {
  return unwrap(
    apiClient.PUT('/api/workspace/filesystem/uploads/{uploadId}/chunks', {
      params: { path: { uploadId }, query: { offset } },
      // The contract types the octet-stream body as a string; the serializer hands fetch the bytes themselves.
      body: '',
      bodySerializer: () => chunk,
      headers: { 'Content-Type': 'application/octet-stream' },
      signal,
    }),
  ) as Promise<FileUploadSession>
}

export function completeUpload(uploadId: string, checksumSha256: string | null, signal?: AbortSignal): Promise<AttachmentListItem> {
  return unwrap(
    apiClient.POST('/api/workspace/filesystem/uploads/{uploadId}/complete', {
      params: { path: { uploadId } },
      body: { ChecksumSha256: checksumSha256 },
      signal,
    }),
  ) as Promise<AttachmentListItem>
}

export function abortUpload(uploadId: string): Promise<FileUploadSession> {
  return unwrap(
    apiClient.DELETE('/api/workspace/filesystem/uploads/{uploadId}', { params: { path: { uploadId } } }),
  ) as Promise<FileUploadSession>
}

export type Disposition = 'attachment' | 'inline'

/**
 * The file's bytes. The request carries the Authorization header (a plain link could not), so the
 * caller turns the Blob into an object URL. Errors arrive as envelopes / ProblemDetails, as elsewhere.
 */
export async function downloadFile(fileId: string, disposition: Disposition, signal?: AbortSignal): Promise<Blob> {
  const result = await apiClient.GET('/api/workspace/filesystem/files/{fileId}/content', {
    params: { path: { fileId }, query: { disposition } },
    parseAs: 'blob',
    signal,
  })
  if (result.response.ok && result.data instanceof Blob) return result.data
  // unwrap turns the error answer into the ApiError it describes.
  if (!result.response.ok) await unwrap(Promise.resolve(result))
  throw new ApiError({ kind: 'unexpected', status: result.response.status })
}

export function renameFile(fileId: string, fileName: string, description: string | null): Promise<AttachmentListItem> {
  return unwrap(
    apiClient.PATCH('/api/workspace/filesystem/files/{fileId}', {
      params: { path: { fileId } },
      body: { FileName: fileName, Description: description },
    }),
  ) as Promise<AttachmentListItem>
}

export function deleteFile(fileId: string): Promise<AttachmentListItem> {
  return unwrap(
    apiClient.DELETE('/api/workspace/filesystem/files/{fileId}', { params: { path: { fileId } } }),
  ) as Promise<AttachmentListItem>
}

export function restoreFile(fileId: string): Promise<AttachmentListItem> {
  return unwrap(
    apiClient.POST('/api/workspace/filesystem/files/{fileId}/restore', { params: { path: { fileId } } }),
  ) as Promise<AttachmentListItem>
}

export function listTrash(params: TrashListParams, signal?: AbortSignal): Promise<FileTrashPage> {
  return unwrap(
    apiClient.GET('/api/workspace/filesystem/trash', {
      params: { query: { page: params.page, pageSize: params.pageSize, ...(params.search ? { search: params.search } : {}) } },
      signal,
    }),
  ) as Promise<FileTrashPage>
}
