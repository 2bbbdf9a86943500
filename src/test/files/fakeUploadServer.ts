import { ApiError, FileUploadStatus } from '@/api/index'
import type { AttachmentListItem, ByteRange, FileUploadSession, FileUploadStartRequest } from '@/features/files/files.types'
import type { UploadApi } from '@/features/files/upload/uploadEngine'

/**
 * An in-memory upload server for tests of the engine: it keeps each session's bytes and ranges as
 * the local API does, and lets a test drop answers, refuse names or hold a chunk in flight.
 */

interface FakeSession {
  session: FileUploadSession
  bytes: Uint8Array
}

export interface ChunkCall {
  uploadId: string
  offset: number
  length: number
}

function merge(ranges: ByteRange[], added: ByteRange): ByteRange[] {
  const sorted = [...ranges, added].sort((a, b) => a.Start - b.Start)
  const merged: ByteRange[] = []
  for (const range of sorted) {
    const last = merged.at(-1)
    if (last && range.Start <= last.End) last.End = Math.max(last.End, range.End)
    else merged.push({ ...range })
  }
  return merged
}

const networkError = () => new ApiError({ kind: 'network' })

function abortError(): Error {
  const error = new Error('The operation was aborted.')
  error.name = 'AbortError'
  return error
}

export function policyRefusal(message: string): ApiError {
  return new ApiError({
    kind: 'envelope',
    status: 400,
    issues: [{ Code: 'workspace.files.policy.extensionNotAllowed', Message: message, Metadata: { RuleIndex: '0' } }],
  })
}

export class FakeUploadServer {
  readonly sessions = new Map<string, FakeSession>()
  readonly chunkCalls: ChunkCall[] = []
  readonly completions: { uploadId: string; checksum: string | null }[] = []
  readonly aborted: string[] = []
  /** Network errors for the next chunk requests (the request never arrives). */
  failNextChunks = 0
  /** Network errors for the next requests of the chunk at an offset, by offset. */
  failAt = new Map<number, number>()
  /** A name → the message its start is refused with. */
  refusedNames = new Map<string, string>()
  /** While set, each chunk request waits for `releaseChunk()` (or its abort). */
  holdChunks = false
  private held: (() => void)[] = []
  private nextId = 1

  constructor(readonly chunkSize = 4) {}

  /** The bytes the server holds for a session. */
  stored(uploadId: string): string {
    const found = this.sessions.get(uploadId)
    return found ? new TextDecoder().decode(found.bytes) : ''
  }

  releaseChunk(): void {
    this.held.shift()?.()
  }

  get heldChunks(): number {
    return this.held.length
  }

  readonly api: UploadApi = {
    start: async (request: FileUploadStartRequest) => {
      const refusal = this.refusedNames.get(request.FileName)
      if (refusal) throw policyRefusal(refusal)
      const id = `session-${this.nextId++}`
      const session: FileUploadSession = {
        Id: id,
        FileName: request.FileName,
        MimeType: request.MimeType,
        SizeBytes: request.SizeBytes,
        ChecksumSha256: request.ChecksumSha256 ?? null,
        Description: null,
        Owner: { ModuleKey: 'entities', ResourceKind: 'record', ContextResourceId: 'def', ResourceObjectId: 'rec', ...request.Owner },
        Status: FileUploadStatus.Open,
        ChunkSizeBytes: this.chunkSize,
        MaxChunkSizeBytes: this.chunkSize * 2,
        ReceivedBytes: 0,
        ReceivedRanges: [],
        CreatedAt: '2026-01-01T00:00:00Z',
        ExpiresAt: '2026-01-02T00:00:00Z',
        FileId: null,
      }
      this.sessions.set(id, { session, bytes: new Uint8Array(request.SizeBytes) })
      return structuredClone(session)
    },
    get: async (uploadId) => structuredClone(this.find(uploadId).session),
    putChunk: async (uploadId, offset, chunk, signal) => {
      this.chunkCalls.push({ uploadId, offset, length: chunk.size })
      if (this.holdChunks) {
        await new Promise<void>((resolve, reject) => {
          this.held.push(resolve)
          signal.addEventListener('abort', () => {
            this.held = this.held.filter((waiting) => waiting !== resolve)
            reject(abortError())
          }, { once: true })
        })
      }
      const failures = this.failAt.get(offset) ?? 0
      if (failures > 0) this.failAt.set(offset, failures - 1)
      if (this.failNextChunks > 0 || failures > 0) {
        this.failNextChunks = Math.max(0, this.failNextChunks - 1)
        throw networkError()
      }
      const found = this.find(uploadId)
      found.bytes.set(new Uint8Array(await chunk.arrayBuffer()), offset)
      found.session.ReceivedRanges = merge(found.session.ReceivedRanges, { Start: offset, End: offset + chunk.size })
      found.session.ReceivedBytes = found.session.ReceivedRanges.reduce((sum, range) => sum + range.End - range.Start, 0)
      return structuredClone(found.session)
    },
    complete: async (uploadId, checksum) => {
      this.completions.push({ uploadId, checksum })
      const found = this.find(uploadId)
      if (found.session.ReceivedBytes < found.session.SizeBytes) {
        throw new ApiError({ kind: 'envelope', status: 409, issues: [{ Code: 'workspace.files.upload.incomplete', Message: 'Bytes are missing.', Metadata: {} }] })
      }
      found.session.Status = FileUploadStatus.Completed
      found.session.FileId = `file-of-${uploadId}`
      return { File: { Id: found.session.FileId, Descriptor: { FileName: found.session.FileName } } } as AttachmentListItem
    },
    abort: async (uploadId) => {
      this.aborted.push(uploadId)
      const found = this.find(uploadId)
      found.session.Status = FileUploadStatus.Aborted
      return found.session
    },
  }

  private find(uploadId: string): FakeSession {
    const found = this.sessions.get(uploadId)
    if (!found) throw new ApiError({ kind: 'envelope', status: 404, issues: [{ Code: 'workspace.notFound', Message: 'No such upload.', Metadata: {} }] })
    return found
  }
}
