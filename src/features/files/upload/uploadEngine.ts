import { ApiError, FileUploadStatus } from '@/api'
import type { AttachmentListItem, FileUploadSession, FileUploadStartRequest, ResourceIdentity } from '../api/files.types'
import { chunksOf, missingRanges, presentBytes } from './ranges'
import { HASH_LIMIT_BYTES, sha256Hex } from './sha256'

/**
 * The resumable upload queue of one resource: plain TypeScript with the API injected, so it runs
 * (and is tested) without a browser. The Vue side reads `items()` whenever `onChange` fires.
 */

/**
 * - queued: waiting for one of the parallel slots
 * - uploading: starting the session or sending chunks
 * - hashing: every byte sent, the browser's SHA-256 still being computed
 * - completing: the server verifies and stores the file
 * - paused / failed: resumable; the session and the ranges it holds are kept
 * - refused: the policy said no (never retried); done: stored
 */
export type UploadState = 'queued' | 'uploading' | 'hashing' | 'completing' | 'paused' | 'done' | 'failed' | 'refused'

export interface UploadItem {
  /** Local id of the row (not the session's). */
  readonly id: string
  readonly fileName: string
  readonly sizeBytes: number
  readonly mimeType: string
  readonly state: UploadState
  /** Bytes the server holds (per chunk: fetch reports no progress within a request). */
  readonly sentBytes: number
  /** The server's message for a refusal or failure; null for a network failure (the screen words that). */
  readonly message: string | null
  /** A failure trying again can help (network, a lost session); false for the server's final no. */
  readonly retryable: boolean
  readonly sessionId: string | null
  /** The stored file, once done. */
  readonly result: AttachmentListItem | null
}

export interface UploadApi {
  start(request: FileUploadStartRequest, signal: AbortSignal): Promise<FileUploadSession>
  get(uploadId: string, signal: AbortSignal): Promise<FileUploadSession>
  putChunk(uploadId: string, offset: number, chunk: Blob, signal: AbortSignal): Promise<FileUploadSession>
  complete(uploadId: string, checksumSha256: string | null, signal: AbortSignal): Promise<AttachmentListItem>
  abort(uploadId: string): Promise<unknown>
}

export interface UploadEngineOptions {
  api: UploadApi
  owner: ResourceIdentity
  /** Files uploading at once; the chunks of one file always go one after another. */
  maxParallel?: number
  /** Waits before the 2nd and 3rd try of a request that met a network error. */
  retryDelaysMs?: readonly number[]
  hash?: (file: Blob) => Promise<string>
  hashLimitBytes?: number
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>
  /** A readable sentence for a server refusal (defaults to the error's message). */
  describe?: (error: unknown) => string
  onChange?: () => void
  onCompleted?: (item: UploadItem) => void
}

export interface UploadEngine {
  add(files: Iterable<File>): void
  pause(id: string): void
  /** Continues a paused or failed upload from the ranges the server holds. */
  resume(id: string): void
  /** Stops the upload, discards its bytes on the server and removes the row. */
  cancel(id: string): Promise<void>
  /** Removes a finished, refused or failed row. */
  dismiss(id: string): void
  items(): UploadItem[]
  /** Stops everything (the dialog closed): in-flight requests are aborted, open sessions discarded. */
  dispose(): void
}

export const POLICY_CODE_PREFIX = 'workspace.files.policy.'
const INCOMPLETE_CODE = 'workspace.files.upload.incomplete'
const DEFAULT_RETRY_DELAYS_MS = [1000, 3000] as const
const DEFAULT_CHUNK_BYTES = 4 * 1024 * 1024
const FALLBACK_MIME_TYPE = 'application/octet-stream'

type Mutable<T> = { -readonly [K in keyof T]: T[K] }

interface Job {
  item: Mutable<UploadItem>
  file: File
  controller: AbortController | null
  /** Why the run should stop at its next step. */
  stop: 'pause' | 'cancel' | null
  hash: Promise<string | null> | null
  chunkSize: number
}

/** Stopping for a pause or cancel is not a failure. */
class Stopped extends Error {}

/** The session's preferred chunk size, within what one request may carry. */
function chunkSizeOf(session: FileUploadSession): number {
  const preferred = session.ChunkSizeBytes > 0 ? session.ChunkSizeBytes : DEFAULT_CHUNK_BYTES
  return session.MaxChunkSizeBytes > 0 ? Math.min(preferred, session.MaxChunkSizeBytes) : preferred
}

/** No answer, or the server could not answer now: the same request may succeed later. */
function isTransient(error: unknown): boolean {
  return error instanceof ApiError && (error.isNetwork || error.status >= 500)
}

function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 400 && error.issues.some((issue) => issue.Code.startsWith(POLICY_CODE_PREFIX))
}

function refusalMessage(error: ApiError): string {
  return error.issues.find((issue) => issue.Code.startsWith(POLICY_CODE_PREFIX))?.Message ?? error.message
}

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Stopped())
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(new Stopped())
    }, { once: true })
  })
}

export function createUploadEngine(options: UploadEngineOptions): UploadEngine {
  const { api, owner } = options
  const maxParallel = options.maxParallel ?? 2
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS
  const hash = options.hash ?? sha256Hex
  const hashLimit = options.hashLimitBytes ?? HASH_LIMIT_BYTES
  const sleep = options.sleep ?? defaultSleep
  const describe = options.describe ?? ((error: unknown) => (error instanceof Error ? error.message : String(error)))
  const jobs: Job[] = []
  const running = new Set<Job>()
  let nextId = 1
  let disposed = false

  const changed = () => options.onChange?.()
  const find = (id: string) => jobs.find((job) => job.item.id === id)

  function update(job: Job, changes: Partial<Mutable<UploadItem>>): void {
    Object.assign(job.item, changes)
    changed()
  }

  /** Three tries in all when no answer came; any answer (refusal included) ends the tries. */
  async function withRetry<T>(job: Job, signal: AbortSignal, call: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      if (job.stop) throw new Stopped()
      try {
        return await call()
      } catch (error) {
        const delay = retryDelays[attempt]
        if (!isTransient(error) || delay === undefined || job.stop) throw error
        await sleep(delay, signal)
      }
    }
  }

  function startHash(job: Job): void {
    if (job.hash || job.item.sizeBytes > hashLimit) return
    // Computed while the chunks go out; a failed hash only means completing without one.
    job.hash = hash(job.file).catch(() => null)
  }

  /** The session to continue: the one remembered (while it is open), else a new one. */
  async function openSession(job: Job, signal: AbortSignal): Promise<FileUploadSession> {
    const { sessionId } = job.item
    if (sessionId) {
      try {
        const session = await withRetry(job, signal, () => api.get(sessionId, signal))
        if (session.Status === FileUploadStatus.Open || session.Status === FileUploadStatus.Completed) return session
      } catch (error) {
        if (!(error instanceof ApiError && error.isNotFound)) throw error
      }
      // The server no longer keeps it (expired or discarded): nothing is left to continue from.
    }
    const session = await withRetry(job, signal, () =>
      api.start(
        { FileName: job.item.fileName, SizeBytes: job.item.sizeBytes, MimeType: job.item.mimeType, ChecksumSha256: null, Description: null, Owner: owner },
        signal,
      ),
    )
    update(job, { sessionId: session.Id })
    return session
  }

  async function sendMissing(job: Job, session: FileUploadSession, signal: AbortSignal): Promise<void> {
    const size = job.item.sizeBytes
    let ranges = session.ReceivedRanges
    update(job, { sentBytes: presentBytes(ranges, size) })
    for (const chunk of chunksOf(missingRanges(ranges, size), job.chunkSize)) {
      if (job.stop) throw new Stopped()
      const answer = await withRetry(job, signal, () => api.putChunk(session.Id, chunk.Start, job.file.slice(chunk.Start, chunk.End), signal))
      ranges = answer.ReceivedRanges
      update(job, { sentBytes: presentBytes(ranges, size) })
    }
  }

  async function upload(job: Job, signal: AbortSignal): Promise<AttachmentListItem> {
    update(job, { state: 'uploading', message: null, retryable: false })
    startHash(job)
    let session = await openSession(job, signal)
    job.chunkSize = chunkSizeOf(session)
    // A lost answer to a completion: asking again gives the same file.
    for (let round = 0; ; round++) {
      if (session.Status !== FileUploadStatus.Completed) await sendMissing(job, session, signal)
      let checksum: string | null = null
      if (job.hash) {
        update(job, { state: 'hashing' })
        checksum = await job.hash
      }
      if (job.stop) throw new Stopped()
      update(job, { state: 'completing' })
      try {
        return await withRetry(job, signal, () => api.complete(session.Id, checksum, signal))
      } catch (error) {
        // Some bytes never arrived after all: send what the server still lacks, once more.
        if (!(error instanceof ApiError && error.hasCode(INCOMPLETE_CODE)) || round > 0) throw error
        session = await withRetry(job, signal, () => api.get(session.Id, signal))
        update(job, { state: 'uploading' })
      }
    }
  }

  async function run(job: Job): Promise<void> {
    const controller = new AbortController()
    job.controller = controller
    try {
      const result = await upload(job, controller.signal)
      update(job, { state: 'done', sentBytes: job.item.sizeBytes, result })
      options.onCompleted?.({ ...job.item })
    } catch (error) {
      if (job.stop === 'cancel' || disposed) return
      if (job.stop === 'pause') update(job, { state: 'paused' })
      else if (isRefusal(error)) update(job, { state: 'refused', message: refusalMessage(error), retryable: false })
      else if (isTransient(error)) update(job, { state: 'failed', message: null, retryable: true })
      else {
        const lostSession = error instanceof ApiError && (error.isNotFound || error.isConflict)
        update(job, { state: 'failed', message: describe(error), retryable: lostSession })
      }
    } finally {
      job.controller = null
      job.stop = job.stop === 'cancel' ? 'cancel' : null
    }
  }

  function pump(): void {
    while (!disposed && running.size < maxParallel) {
      const next = jobs.find((job) => job.item.state === 'queued')
      if (!next) return
      running.add(next)
      next.item.state = 'uploading'
      void run(next).finally(() => {
        running.delete(next)
        pump()
      })
    }
  }

  function remove(job: Job): void {
    const index = jobs.indexOf(job)
    if (index >= 0) jobs.splice(index, 1)
    changed()
  }

  return {
    add(files) {
      for (const file of files) {
        jobs.push({
          item: {
            id: `upload-${nextId++}`,
            fileName: file.name,
            sizeBytes: file.size,
            mimeType: file.type || FALLBACK_MIME_TYPE,
            state: 'queued',
            sentBytes: 0,
            message: null,
            retryable: false,
            sessionId: null,
            result: null,
          },
          file,
          controller: null,
          stop: null,
          hash: null,
          chunkSize: 0,
        })
      }
      changed()
      pump()
    },
    pause(id) {
      const job = find(id)
      if (!job) return
      if (job.item.state === 'queued') return update(job, { state: 'paused' })
      if (job.item.state !== 'uploading') return
      // The chunk in flight is abandoned; the server keeps only whole chunks, so resuming resends it.
      job.stop = 'pause'
      job.controller?.abort()
    },
    resume(id) {
      const job = find(id)
      if (!job || !(job.item.state === 'paused' || (job.item.state === 'failed' && job.item.retryable))) return
      update(job, { state: 'queued', message: null })
      pump()
    },
    async cancel(id) {
      const job = find(id)
      if (!job || job.item.state === 'done') return
      job.stop = 'cancel'
      job.controller?.abort()
      remove(job)
      const { sessionId } = job.item
      if (sessionId && job.item.state !== 'refused') await api.abort(sessionId).catch(() => undefined)
    },
    dismiss(id) {
      const job = find(id)
      if (job && ['done', 'refused', 'failed'].includes(job.item.state)) remove(job)
    },
    items() {
      return jobs.map((job) => ({ ...job.item }))
    },
    dispose() {
      disposed = true
      for (const job of jobs) {
        const open = !['done', 'refused'].includes(job.item.state)
        job.stop = 'cancel'
        job.controller?.abort()
        if (open && job.item.sessionId) void api.abort(job.item.sessionId).catch(() => undefined)
      }
      jobs.splice(0)
    },
  }
}
