import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFunctionHost, type FunctionHost } from '../functions/host'
import type { AttachmentListItem, FileTrashPage, FileUploadSession } from './files.types'
import { ATTACHMENTS, download, FILES, filesApi, pdfBytes, plainUser, type RecordFixture, recordFixture, uploadFile } from '../../test/fixtures/files'
import { startTestApi, type TestApi } from '../../test/testApi'
import { runScheduleOnlyByHand } from '../../test/fixtures/functions'

/** The trash as operators see it, and the scheduled purge at its boundaries (the clock moved by the test). */

const OPS = '/api/workspace/admin/function-operations'
const hour = 3_600_000
let api: TestApi
let record: RecordFixture
let host: FunctionHost

beforeAll(async () => {
  api = await startTestApi(filesApi)
  record = await recordFixture(api, 'Trash bin')
  await runScheduleOnlyByHand(api.db, 'sch-file-trash')
  host = await startFunctionHost(api.db, { autoTick: false, clock: api.now })
})
afterAll(async () => {
  await host?.stop()
  await api?.close()
})

const trash = (query = '', who: Parameters<TestApi['call']>[3] = 'operator') => api.call<FileTrashPage>('GET', `${FILES}/trash${query}`, undefined, who)

async function storedPath(fileId: string): Promise<string | null> {
  const [row] = await api.db.query<{ storage_root: string; storage_key: string }>('SELECT storage_root, storage_key FROM files WHERE id = $1', [fileId])
  return row ? resolve(row.storage_root, row.storage_key) : null
}

/** Runs the seeded schedule now and waits for its run: the run's summary. */
async function runPurge(): Promise<string> {
  const job = await api.ok<{ Id: string }>('POST', `${OPS}/schedules/sch-file-trash/run-now`, undefined, 'operator')
  await host.tick()
  await host.idle()
  const settled = await api.ok<{ Status: number; RunId: string }>('GET', `${OPS}/jobs/${job.Id}`, undefined, 'operator')
  const run = await api.ok<{ ResultSummary: string }>('GET', `${OPS}/runs/${settled.RunId}`, undefined, 'operator')
  return run.ResultSummary
}

describe('the trash', () => {
  it('lists deleted files newest deletion first, searches names literally, and tells when the purge comes', async () => {
    const names = ['price 50%_off.pdf', 'price 50 xoff.pdf', 'plain.pdf']
    const items: AttachmentListItem[] = []
    for (const fileName of names) items.push(await uploadFile(api, record.owner, pdfBytes(100), { fileName }))
    for (const item of items) {
      await api.ok('DELETE', `${FILES}/files/${item.File.Id}`)
      api.advance(1000)
    }
    const page = await trash('?pageSize=2')
    expect(page.status).toBe(200)
    expect(page.body.Data.Items.map((item) => item.File.Descriptor.FileName)).toEqual(['plain.pdf', 'price 50 xoff.pdf'])
    expect(page.body.Data).toMatchObject({ Page: 1, PageSize: 2, TotalCount: 3, HasMore: true, TrashRetentionTimeHours: 720 })
    const [first] = page.body.Data.Items
    expect(first).toMatchObject({ DeletedByUserId: 'usr-admin', DeletedByUserName: 'Ada Admin', Owner: { DisplayName: 'Trash bin', CanOpen: true } })
    expect(Date.parse(first!.PurgeAfterUtc) - Date.parse(first!.DeletedAt)).toBe(720 * hour)
    const schedules = await api.ok<Array<{ Id: string; NextRunAt: string | null }>>('GET', `${OPS}/schedules`, undefined, 'operator')
    expect(page.body.Data.NextPurgeAt).toBe(schedules.find((schedule) => schedule.Id === 'sch-file-trash')!.NextRunAt)
    expect(page.body.Data.NextPurgeAt).not.toBeNull()

    const search = await trash(`?search=${encodeURIComponent('50%_')}`)
    expect(search.body.Data.Items.map((item) => item.File.Descriptor.FileName)).toEqual(['price 50%_off.pdf'])
    expect((await trash('?search=PRICE')).body.Data.TotalCount).toBe(2)
    for (const item of items) await api.ok('POST', `${FILES}/files/${item.File.Id}/restore`)
  })

  it('is for files.manage only, and refuses a bad page size', async () => {
    const refused = await trash('', await plainUser(api))
    expect(refused.status).toBe(403)
    expect(refused.body.requiredPermissions).toEqual(['files.manage'])
    const bad = await trash('?pageSize=500')
    expect(bad.status).toBe(400)
    expect(bad.body.Errors[0]).toMatchObject({ Code: 'workspace.validation.invalid', Field: 'pageSize' })
  })
})

describe('the scheduled purge', () => {
  it('removes files whose purge time has come, to the millisecond, with their bytes, and expired uploads', async () => {
    const due = await uploadFile(api, record.owner, pdfBytes(1000, 11), { fileName: 'due.pdf' })
    const bytesGone = await uploadFile(api, record.owner, pdfBytes(1000, 12), { fileName: 'bytes-gone.pdf' })
    const later = await uploadFile(api, record.owner, pdfBytes(1000, 13), { fileName: 'later.pdf' })
    const abandoned = await api.ok<FileUploadSession>('POST', `${FILES}/uploads`, {
      FileName: 'abandoned.pdf', SizeBytes: 100, MimeType: 'application/pdf', Owner: record.owner,
    })
    const deletedAt = api.now().getTime()
    await api.ok('DELETE', `${FILES}/files/${due.File.Id}`)
    await api.ok('DELETE', `${FILES}/files/${bytesGone.File.Id}`)
    api.advance(1)
    await api.ok('DELETE', `${FILES}/files/${later.File.Id}`)
    const duePath = (await storedPath(due.File.Id)) as string
    await rm((await storedPath(bytesGone.File.Id)) as string)

    api.advance(deletedAt + 720 * hour - 1 - api.now().getTime())
    expect(await runPurge()).toBe('Purged 0 files; discarded 1 expired upload.')
    expect(existsSync(duePath)).toBe(true)
    expect((await api.ok<FileUploadSession>('GET', `${FILES}/uploads/${abandoned.Id}`)).Status).toBe(3)

    api.advance(1)
    expect(await runPurge()).toBe('Purged 2 files (1 without bytes on disk); discarded 0 expired uploads.')
    expect(await storedPath(due.File.Id)).toBeNull()
    expect(existsSync(duePath)).toBe(false)
    expect(await storedPath(bytesGone.File.Id)).toBeNull()
    expect(await api.db.query('SELECT 1 FROM file_relations WHERE file_id = $1', [due.File.Id])).toEqual([])
    const laterPath = (await storedPath(later.File.Id)) as string
    expect(existsSync(laterPath)).toBe(true)
    expect((await download(api, due.File.Id)).status).toBe(404)

    api.advance(1)
    expect(await runPurge()).toBe('Purged 1 file; discarded 0 expired uploads.')
    expect(await runPurge()).toBe('Nothing to purge: no file is due and no upload has expired.')
    // The totals of the record's list follow the purge.
    for (const scope of [0, 1, 2]) {
      const listed = await api.ok<{ Items: unknown[]; TotalCount: number }>('POST', ATTACHMENTS, { Resource: record.owner, Scope: scope, PageSize: 200 })
      expect(listed.TotalCount).toBe(listed.Items.length)
    }
    expect(existsSync(laterPath)).toBe(false)
  })
})

describe('a purged entity definition', () => {
  it('sends the files of its records to the trash, to be purged after the retention', async () => {
    const doomed = await recordFixture(api, 'Doomed record')
    const file = await uploadFile(api, doomed.owner, pdfBytes(500, 21), { fileName: 'doomed.pdf' })
    const definitions = '/api/workspace/admin/entity-definitions'
    const current = await api.ok<{ RowVersion: string }>('GET', `${definitions}/${doomed.definitionId}`)
    await api.ok('POST', `${definitions}/${doomed.definitionId}/deletion-request`, { RowVersion: current.RowVersion })
    api.advance(30 * 24 * hour + 60_000)
    await api.ok('POST', `${definitions}/${doomed.definitionId}/purge`)

    const listed = await trash('?search=doomed')
    expect(listed.status).toBe(200)
    const item = listed.body.Data.Items.find((candidate) => candidate.File.Id === file.File.Id)
    expect(item?.PurgeAfterUtc).toBe(new Date(api.now().getTime() + 720 * hour).toISOString())
    expect(item?.DeletedByUserId).toBeNull()
  })
})
