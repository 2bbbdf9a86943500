import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AttachmentList, AttachmentListItem } from './files.types'
import { ATTACHMENTS, FILES, filesApi, pdfBytes, recordFixture, type RecordFixture, uploadFile } from '../../test/fixtures/files'
import { startTestApi, type TestApi } from '../../test/testApi'

/** The attachment list of a record: pages, scopes, the owner's display and refusals. */

let api: TestApi
let record: RecordFixture
const names = ['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf', 'e.pdf', 'f.pdf', 'g.pdf']
const uploaded: AttachmentListItem[] = []

beforeAll(async () => {
  api = await startTestApi(filesApi)
  record = await recordFixture(api, 'Pump station 7')
  for (const [index, fileName] of names.entries()) {
    uploaded.push(await uploadFile(api, record.owner, pdfBytes(200, index + 1), { fileName }))
    api.advance(1000)
  }
})
afterAll(async () => {
  await api?.close()
})

const list = (body: Record<string, unknown>) => api.call<AttachmentList>('POST', ATTACHMENTS, { Resource: record.owner, ...body })

describe('the attachment list of a record', () => {
  it('pages the newest first', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list({ Scope: 0, Page: page, PageSize: 3 })))
    expect(pages.map((page) => page.body.Data.Items.map((item) => item.File.Descriptor.FileName))).toEqual([
      ['g.pdf', 'f.pdf', 'e.pdf'], ['d.pdf', 'c.pdf', 'b.pdf'], ['a.pdf'],
    ])
    expect(pages.map((page) => [page.body.Data.TotalCount, page.body.Data.HasMore, page.body.Data.Page, page.body.Data.PageSize])).toEqual([
      [7, true, 1, 3], [7, true, 2, 3], [7, false, 3, 3],
    ])
    const beyond = await list({ Page: 9, PageSize: 3 })
    expect(beyond.body.Data).toMatchObject({ Items: [], TotalCount: 7, HasMore: false })
  })

  it('shows the record as the owner and the people by name', async () => {
    const [first] = (await list({ PageSize: 1 })).body.Data.Items
    expect(first).toMatchObject({
      Placement: 0,
      RelationKind: 0,
      RelatedTarget: null,
      Source: null,
      PolicyCode: 'workspace.files.policy.allowed',
      Owner: {
        Identity: record.owner,
        DisplayName: 'Pump station 7',
        SafeLabel: 'Document D-000001',
        OpenTarget: { TargetCode: 'entityRecord', Parameters: { entityDefinitionId: record.definitionId, instanceId: record.instanceId } },
        CanOpen: true,
      },
    })
    expect(first!.File.Descriptor).toMatchObject({ FileName: 'g.pdf', CreatedByUserId: 'usr-admin', CreatedByUserName: 'Ada Admin', ModifiedAt: null })
    expect(first!.File.Relations).toEqual([expect.objectContaining({ Id: first!.RelationId, Target: record.owner, RelationKind: 0, Source: 'upload', DeletedAt: null })])
    expect(first!.File.Owner).toEqual(record.owner)
  })

  it('lists active files, the trash, or both by Scope', async () => {
    await api.ok('DELETE', `${FILES}/files/${uploaded[1]!.File.Id}`)
    await api.ok('DELETE', `${FILES}/files/${uploaded[4]!.File.Id}`)
    const namesIn = async (scope: number) => (await list({ Scope: scope, PageSize: 200 })).body.Data.Items.map((item) => item.File.Descriptor.FileName)
    expect(await namesIn(0)).toEqual(['g.pdf', 'f.pdf', 'd.pdf', 'c.pdf', 'a.pdf'])
    expect(await namesIn(1)).toEqual(['e.pdf', 'b.pdf'])
    expect(await namesIn(2)).toEqual(['g.pdf', 'f.pdf', 'e.pdf', 'd.pdf', 'c.pdf', 'b.pdf', 'a.pdf'])
    const trashed = (await list({ Scope: 1 })).body.Data.Items[0]!
    expect(trashed.File.IsDeleted).toBe(true)
    expect(await Promise.all([0, 1, 2].map(async (scope) => (await list({ Scope: scope })).body.Data.TotalCount))).toEqual([5, 2, 7])
    expect((await list({})).body.Data.TotalCount).toBe(5)
  })

  it('refuses a bad scope or page size, and resources that do not exist or take no files', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ Scope: 3 }, 'workspace.validation.invalid', 'Scope'],
      [{ PageSize: 201 }, 'workspace.validation.invalid', 'PageSize'],
      [{ PageSize: 0 }, 'workspace.validation.invalid', 'PageSize'],
      [{ Page: 0 }, 'workspace.validation.invalid', 'Page'],
      [{ Resource: { ...record.owner, ResourceObjectId: 'nothing' } }, 'workspace.files.resourceNotFound', 'Resource'],
      [{ Resource: { ...record.owner, ModuleKey: 'boards' } }, 'workspace.files.resourceNotFound', 'Resource'],
      [{ Resource: null }, 'workspace.validation.invalid', 'Resource'],
    ]
    for (const [body, code, field] of cases) {
      const answer = await list(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body.Errors[0], JSON.stringify(body)).toMatchObject({ Code: code, Field: field })
    }
    const closed = await recordFixture(api, 'Closed', false)
    const disabled = await api.call('POST', ATTACHMENTS, { Resource: closed.owner })
    expect(disabled.body.Errors[0]).toMatchObject({ Code: 'workspace.files.attachmentsDisabled', Field: 'Resource' })
    const missing = await api.call('POST', ATTACHMENTS, {})
    expect(missing.body.Errors[0]).toMatchObject({ Code: 'workspace.files.resourceNotFound', Field: 'Resource' })
  })

  it('pages 10,000 attachments of one record to the last page', async () => {
    const crowded = await recordFixture(api, 'Crowded')
    const { ContextResourceId: context, ResourceObjectId: object } = crowded.owner
    await api.db.query(
      `INSERT INTO files (id, storage_root, storage_key, owner_module, owner_kind, owner_context_id, owner_object_id, file_name,
         mime_type, size_bytes, checksum_sha256, origin_source, policy_version, created_at, created_by_user_id)
       SELECT 'bulk-' || n, $1, 'bulk-' || n, 'entities', 'record', $2, $3, 'bulk-' || lpad(n::text, 5, '0') || '.pdf',
         'application/pdf', 1, repeat('0', 64), 'upload', 1, $4::timestamptz + n * interval '1 second', 'usr-admin'
       FROM generate_series(1, 10000) n`,
      [api.filesDir, context, object, api.now()],
    )
    await api.db.query(
      `INSERT INTO file_relations (id, file_id, target_module, target_kind, target_context_id, target_object_id, relation_kind, source, created_at)
       SELECT 'rel-' || id, id, owner_module, owner_kind, owner_context_id, owner_object_id, 0, 'upload', created_at FROM files WHERE id LIKE 'bulk-%'`,
    )
    const last = await api.call<AttachmentList>('POST', ATTACHMENTS, { Resource: crowded.owner, Page: 200, PageSize: 50 })
    expect(last.body.Data).toMatchObject({ TotalCount: 10000, HasMore: false })
    expect(last.body.Data.Items).toHaveLength(50)
    expect(last.body.Data.Items.at(-1)!.File.Descriptor.FileName).toBe('bulk-00001.pdf')
    const first = await api.call<AttachmentList>('POST', ATTACHMENTS, { Resource: crowded.owner, PageSize: 50 })
    expect(first.body.Data.Items[0]!.File.Descriptor.FileName).toBe('bulk-10000.pdf')
    expect(first.body.Data.HasMore).toBe(true)
  })
})
