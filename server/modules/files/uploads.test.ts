import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AttachmentList, AttachmentListItem, FileUploadSession } from './files.types'
import { ATTACHMENTS, download, FILES, filesApi, pdfBytes, plainUser, putChunk, type RecordFixture, recordFixture, sha256, uploadFile } from '../../test/fixtures/files'
import { sweepExpiredUploads } from './uploads.service'
import { startTestApi, type TestApi } from '../../test/testApi'

/** Resumable uploads over real HTTP: chunks in any order and again, checksums, expiry, the policy at the first bytes. */

let api: TestApi
let record: RecordFixture
const KiB = 1024
const MiB = 1024 * KiB

beforeAll(async () => {
  api = await startTestApi(filesApi)
  record = await recordFixture(api)
})
afterAll(async () => {
  await api?.close()
})

async function start(size: number, extra: Record<string, unknown> = {}, who: Parameters<TestApi['call']>[3] = 'admin') {
  return api.call<FileUploadSession>('POST', `${FILES}/uploads`, {
    FileName: 'report.pdf', SizeBytes: size, MimeType: 'application/pdf', Owner: record.owner, ...extra,
  }, who)
}

async function started(size: number, extra: Record<string, unknown> = {}): Promise<FileUploadSession> {
  const reply = await start(size, extra)
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body.Data
}

/** Fisher–Yates with a fixed seed: the same shuffled order on every run. */
function shuffled<T>(items: T[]): T[] {
  const result = [...items]
  let seed = 7
  for (let index = result.length - 1; index > 0; index--) {
    seed = (seed * 16807) % 2147483647
    const other = seed % (index + 1)
    ;[result[index], result[other]] = [result[other] as T, result[index] as T]
  }
  return result
}

describe('a chunked upload', () => {
  it('stores chunks sent out of order, after a dropped and a short chunk, as the very same bytes', async () => {
    const bytes = pdfBytes(5 * MiB + 12_345)
    const session = await started(bytes.length, { ChecksumSha256: sha256(bytes) })
    expect(session).toMatchObject({ Status: 0, ChunkSizeBytes: 4 * MiB, MaxChunkSizeBytes: 8 * MiB, ReceivedBytes: 0, ReceivedRanges: [] })
    const chunkSize = 512 * KiB
    const offsets = shuffled(Array.from({ length: Math.ceil(bytes.length / chunkSize) }, (_, index) => index * chunkSize))
    const [dropped, short] = offsets.filter((offset) => offset > 0)
    for (const offset of offsets) {
      const chunk = bytes.subarray(offset, offset + chunkSize)
      if (offset === dropped) {
        // The connection breaks half-way through the chunk: nothing of it counts.
        const controller = new AbortController()
        const body = new ReadableStream<Uint8Array>({
          start(stream) {
            stream.enqueue(new Uint8Array(chunk.subarray(0, chunk.length / 2)))
            setTimeout(() => controller.abort(), 50)
          },
        })
        await expect(putChunk(api, session.Id, offset, body, 'admin', controller.signal)).rejects.toThrow()
        continue
      }
      if (offset === short) {
        // A chunk that arrived only in part: its part counts, the rest comes again below.
        const partial = await putChunk(api, session.Id, offset, chunk.subarray(0, 1000))
        expect(partial.status).toBe(200)
      }
      const sent = await putChunk(api, session.Id, offset, chunk)
      expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    }
    const progress = await api.ok<FileUploadSession>('GET', `${FILES}/uploads/${session.Id}`)
    const droppedAt = dropped as number
    expect(progress.ReceivedRanges).toEqual([
      ...(droppedAt > 0 ? [{ Start: 0, End: droppedAt }] : []),
      ...(droppedAt + chunkSize < bytes.length ? [{ Start: droppedAt + chunkSize, End: bytes.length }] : []),
    ])
    const early = await api.call('POST', `${FILES}/uploads/${session.Id}/complete`, {})
    expect(early.status).toBe(409)
    expect(early.body.Errors[0]).toMatchObject({ Code: 'workspace.files.upload.incomplete' })
    expect(JSON.parse(early.body.Errors[0]!.Metadata!.MissingRanges!)).toEqual([{ Start: droppedAt, End: Math.min(droppedAt + chunkSize, bytes.length) }])

    expect((await putChunk(api, session.Id, droppedAt, bytes.subarray(droppedAt, droppedAt + chunkSize))).status).toBe(200)
    const item = await api.ok<AttachmentListItem>('POST', `${FILES}/uploads/${session.Id}/complete`, {})
    expect(item.File.Descriptor).toMatchObject({ FileName: 'report.pdf', MimeType: 'application/pdf', SizeBytes: bytes.length, ChecksumSha256: sha256(bytes) })
    expect(item.File.Origin).toEqual({ Source: 'upload', PolicyCode: 'workspace.files.policy.allowed', CorrelationId: session.Id })
    const downloaded = Buffer.from(await (await download(api, item.File.Id)).arrayBuffer())
    expect(downloaded.length).toBe(bytes.length)
    expect(sha256(downloaded)).toBe(sha256(bytes))
    expect(downloaded.equals(bytes)).toBe(true)
    expect(existsSync(join(api.filesDir, '.uploads', `${session.Id}.part`))).toBe(false)
  })

  it('refuses a wrong checksum and keeps the session open for the right bytes', async () => {
    const bytes = pdfBytes(300 * KiB, 2)
    const session = await started(bytes.length)
    const corrupted = Buffer.from(bytes)
    corrupted[1000] = (corrupted[1000] as number) ^ 0xff
    expect((await putChunk(api, session.Id, 0, corrupted)).status).toBe(200)
    const refused = await api.call('POST', `${FILES}/uploads/${session.Id}/complete`, { ChecksumSha256: sha256(bytes) })
    expect(refused.status).toBe(400)
    expect(refused.body.Errors[0]).toMatchObject({ Code: 'workspace.files.upload.checksumMismatch', Field: 'ChecksumSha256' })
    expect(refused.body.Errors[0]!.Metadata).toEqual({ Expected: sha256(bytes), Actual: sha256(corrupted) })
    expect((await putChunk(api, session.Id, 0, bytes)).status).toBe(200)
    const item = await api.ok<AttachmentListItem>('POST', `${FILES}/uploads/${session.Id}/complete`, { ChecksumSha256: sha256(bytes).toUpperCase() })
    expect(item.File.Descriptor.ChecksumSha256).toBe(sha256(bytes))
  })

  it('takes many chunks written at the same time', async () => {
    const bytes = pdfBytes(4 * MiB, 3)
    const session = await started(bytes.length)
    const chunkSize = 128 * KiB
    const offsets = Array.from({ length: bytes.length / chunkSize }, (_, index) => index * chunkSize)
    const replies = await Promise.all(offsets.map((offset) => putChunk(api, session.Id, offset, bytes.subarray(offset, offset + chunkSize))))
    expect(replies.map((reply) => reply.status)).toEqual(offsets.map(() => 200))
    const progress = await api.ok<FileUploadSession>('GET', `${FILES}/uploads/${session.Id}`)
    expect(progress.ReceivedRanges).toEqual([{ Start: 0, End: bytes.length }])
    expect(progress.ReceivedBytes).toBe(bytes.length)
    const item = await api.ok<AttachmentListItem>('POST', `${FILES}/uploads/${session.Id}/complete`, { ChecksumSha256: sha256(bytes) })
    expect(sha256(Buffer.from(await (await download(api, item.File.Id)).arrayBuffer()))).toBe(sha256(bytes))
  })

  it('completes an empty file, and completing again answers the same file', async () => {
    const session = await started(0, { FileName: 'empty.txt', MimeType: 'text/plain' })
    const first = await api.ok<AttachmentListItem>('POST', `${FILES}/uploads/${session.Id}/complete`, {})
    const again = await api.ok<AttachmentListItem>('POST', `${FILES}/uploads/${session.Id}/complete`, {})
    expect(again.File.Id).toBe(first.File.Id)
    expect(first.File.Descriptor).toMatchObject({ SizeBytes: 0, ChecksumSha256: sha256(Buffer.alloc(0)) })
    expect((await api.ok<FileUploadSession>('GET', `${FILES}/uploads/${session.Id}`))).toMatchObject({ Status: 1, FileId: first.File.Id })
    const written = await putChunk(api, session.Id, 0, Buffer.from('late'))
    expect(written.status).toBe(409)
    expect(written.body.Errors[0]!.Code).toBe('workspace.files.upload.notOpen')
  })

  it('shows nothing in the resource list before completion', async () => {
    const other = await recordFixture(api, 'Empty so far')
    const bytes = pdfBytes(64 * KiB, 4)
    const session = await api.ok<FileUploadSession>('POST', `${FILES}/uploads`, {
      FileName: 'pending.pdf', SizeBytes: bytes.length, MimeType: 'application/pdf', Owner: other.owner,
    })
    await putChunk(api, session.Id, 0, bytes)
    const before = await api.ok<AttachmentList>('POST', ATTACHMENTS, { Resource: other.owner, Scope: 2 })
    expect(before).toMatchObject({ Items: [], TotalCount: 0, HasMore: false, Page: 1, PageSize: 50 })
    await api.ok('POST', `${FILES}/uploads/${session.Id}/complete`, {})
    const after = await api.ok<AttachmentList>('POST', ATTACHMENTS, { Resource: other.owner, Scope: 0 })
    expect(after.Items.map((item) => item.File.Descriptor.FileName)).toEqual(['pending.pdf'])
  })

  it('answers 404 to anyone but the uploader and discards the bytes of an aborted session', async () => {
    const session = await started(2048)
    await putChunk(api, session.Id, 0, pdfBytes(1024, 5))
    for (const [method, path] of [['GET', `${FILES}/uploads/${session.Id}`], ['DELETE', `${FILES}/uploads/${session.Id}`], ['POST', `${FILES}/uploads/${session.Id}/complete`]] as const) {
      const answer = await api.call(method, path, method === 'POST' ? {} : undefined, 'operator')
      expect(answer.status, `${method} ${path}`).toBe(404)
    }
    expect((await putChunk(api, session.Id, 1024, pdfBytes(1024, 5), 'operator')).status).toBe(404)
    const part = join(api.filesDir, '.uploads', `${session.Id}.part`)
    expect(existsSync(part)).toBe(true)
    const aborted = await api.ok<FileUploadSession>('DELETE', `${FILES}/uploads/${session.Id}`)
    expect(aborted.Status).toBe(2)
    expect(existsSync(part)).toBe(false)
    expect((await putChunk(api, session.Id, 1024, pdfBytes(1024, 5))).status).toBe(409)
  })

  it('refuses chunks outside the file and empty chunks', async () => {
    const session = await started(1000)
    const beyond = await putChunk(api, session.Id, 900, pdfBytes(200))
    expect(beyond.status).toBe(400)
    expect(beyond.body.Errors[0]).toMatchObject({ Code: 'workspace.files.upload.chunkOutOfRange', Field: 'offset' })
    expect((await putChunk(api, session.Id, -1, pdfBytes(10))).status).toBe(400)
    expect((await putChunk(api, session.Id, 0, new Uint8Array(0))).body.Errors[0]!.Code).toBe('workspace.files.upload.emptyChunk')
  })
})

describe('abandoned uploads', () => {
  it('expire 24 hours after the last chunk, and the sweep removes their part files', async () => {
    const session = await started(4096)
    const part = join(api.filesDir, '.uploads', `${session.Id}.part`)
    api.advance(20 * 3_600_000)
    const touched = await putChunk<FileUploadSession>(api, session.Id, 0, pdfBytes(1024, 6))
    expect(Date.parse(touched.body.Data.ExpiresAt)).toBe(Date.parse(session.ExpiresAt) + 20 * 3_600_000)
    // Sessions of the tests above, never touched again, expire on the way.
    api.advance(24 * 3_600_000 - 1)
    await sweepExpiredUploads(api.db, api.now())
    expect(existsSync(part)).toBe(true)
    expect((await api.ok<FileUploadSession>('GET', `${FILES}/uploads/${session.Id}`)).Status).toBe(0)
    api.advance(1)
    expect(await sweepExpiredUploads(api.db, api.now())).toBe(1)
    expect(existsSync(part)).toBe(false)
    expect((await api.ok<FileUploadSession>('GET', `${FILES}/uploads/${session.Id}`)).Status).toBe(3)
    const late = await putChunk(api, session.Id, 1024, pdfBytes(1024, 6))
    expect(late.status).toBe(409)
  })
})

describe('names and types', () => {
  it('keeps path parts of a name out of the storage path and out of the stored name', async () => {
    for (const [name, stored] of [['../../etc/passwd.pdf', 'passwd.pdf'], ['..\\..\\x.pdf', 'x.pdf']] as const) {
      const item = await uploadFile(api, record.owner, pdfBytes(2048, 7), { fileName: name })
      expect(item.File.Descriptor.FileName).toBe(stored)
      const [row] = await api.db.query<{ storage_root: string; storage_key: string }>('SELECT storage_root, storage_key FROM files WHERE id = $1', [item.File.Id])
      const path = resolve(row!.storage_root, row!.storage_key)
      expect(relative(resolve(api.filesDir), path).startsWith('..')).toBe(false)
      expect(path.endsWith(item.File.Id)).toBe(true)
      expect((await readFile(path)).length).toBe(2048)
    }
    expect(existsSync(resolve(api.filesDir, '../../etc/passwd.pdf'))).toBe(false)
    const withNul = await start(10, { FileName: 'bad\u0000.pdf' })
    expect(withNul.status).toBe(400)
    expect(withNul.body.Errors[0]).toMatchObject({ Code: 'workspace.validation.invalid', Field: 'FileName' })
  })

  it('refuses a file over the largest upload size, naming SizeBytes', async () => {
    const refused = await start(2 * 1024 * MiB)
    expect(refused.status).toBe(400)
    expect(refused.body.Errors[0]).toMatchObject({ Code: 'workspace.files.upload.tooLarge', Field: 'SizeBytes', Metadata: { MaxUploadSizeBytes: String(1024 * MiB) } })
  })

  it('refuses a type the rules do not allow for the extension, naming the rule', async () => {
    const mismatch = await start(10, { FileName: 'report.pdf', MimeType: 'image/png' })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body.Errors[0]).toMatchObject({ Code: 'workspace.files.policy.mimeMismatch', Field: 'MimeType' })
    expect(mismatch.body.Errors[0]!.Metadata).toMatchObject({ RuleIndex: '0', Extension: 'pdf', MimeType: 'image/png' })
    const program = await start(10, { FileName: 'setup.exe', MimeType: 'application/vnd.microsoft.portable-executable' })
    expect(program.status).toBe(400)
    expect(program.body.Errors[0]).toMatchObject({ Code: 'workspace.files.policy.extensionNotAllowed', Field: 'FileName' })
    const unnamed = await start(10, { FileName: 'README', MimeType: 'text/plain' })
    expect(unnamed.body.Errors[0]!.Code).toBe('workspace.files.policy.extensionMissing')
  })

  it('refuses an executable named .pdf at its first chunk and ends the session', async () => {
    const session = await started(4096)
    const program = Buffer.alloc(4096)
    program.write('MZ', 0, 'latin1')
    const refused = await putChunk(api, session.Id, 0, program)
    expect(refused.status).toBe(400)
    expect(['workspace.files.policy.contentMismatch', 'workspace.files.policy.executableRefused']).toContain(refused.body.Errors[0]!.Code)
    expect(refused.body.Errors[0]!.Metadata).toMatchObject({ RuleIndex: '0', Extension: 'pdf' })
    expect((await api.ok<FileUploadSession>('GET', `${FILES}/uploads/${session.Id}`)).Status).toBe(2)
    expect(existsSync(join(api.filesDir, '.uploads', `${session.Id}.part`))).toBe(false)
  })

  it('needs a record that takes files', async () => {
    const unknown = await start(10, { Owner: { ...record.owner, ResourceObjectId: 'no-such-record' } })
    expect(unknown.status).toBe(400)
    expect(unknown.body.Errors[0]).toMatchObject({ Code: 'workspace.files.resourceNotFound', Field: 'Owner' })
    const closed = await recordFixture(api, 'No attachments', false)
    const disabled = await start(10, { Owner: closed.owner })
    expect(disabled.body.Errors[0]).toMatchObject({ Code: 'workspace.files.attachmentsDisabled', Field: 'Owner' })
    const anyone = await plainUser(api)
    expect((await start(10, {}, anyone)).status).toBe(200)
  })
})
