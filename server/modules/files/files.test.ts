import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AttachmentList, AttachmentListItem } from './files.types'
import { addRecord, ATTACHMENTS, download, FILES, filesApi, pdfBytes, plainUser, type RecordFixture, recordFixture, uploadFile } from '../../test/fixtures/files'
import { startTestApi, type TestApi, type Who } from '../../test/testApi'

/** Downloads, renames, the trash and back, and who may do what, over real HTTP. */

let api: TestApi
let record: RecordFixture
let plain: Who

beforeAll(async () => {
  api = await startTestApi(filesApi)
  record = await recordFixture(api, 'Site survey')
  plain = await plainUser(api)
})
afterAll(async () => {
  await api?.close()
})

const itemOf = async (fileId: string, who: Who = 'admin', owner = record.owner) => {
  const list = await api.ok<AttachmentList>('POST', ATTACHMENTS, { Resource: owner, Scope: 2, PageSize: 200 }, who)
  return list.Items.find((item) => item.File.Id === fileId) as AttachmentListItem
}

describe('downloads', () => {
  it('send the bytes with their type, as an attachment, never sniffed or cached', async () => {
    const bytes = pdfBytes(10_000)
    const item = await uploadFile(api, record.owner, bytes, { fileName: 'Bericht März "final".pdf' })
    const response = await download(api, item.File.Id, plain)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-length')).toBe('10000')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const disposition = response.headers.get('content-disposition') as string
    expect(disposition).toBe(`attachment; filename="Bericht M_rz _final_.pdf"; filename*=UTF-8''${encodeURIComponent('Bericht März "final".pdf')}`)
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true)
    const inline = await download(api, item.File.Id, 'admin', '?disposition=inline')
    expect(inline.headers.get('content-disposition')).toMatch(/^inline; /)
    await inline.arrayBuffer()
  })

  it('never show an SVG inline, and keep line breaks of a name out of the headers', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const item = await uploadFile(api, record.owner, svg, { fileName: 'logo\r\nSet-Cookie: x=1.svg', mimeType: 'image/svg+xml' })
    expect(item.File.Descriptor.FileName).not.toMatch(/[\r\n]/)
    const response = await download(api, item.File.Id, 'admin', '?disposition=inline')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; /)
    expect(response.headers.get('set-cookie')).toBeNull()
    await response.arrayBuffer()
  })

  it('answer 404 for a file that does not exist', async () => {
    const response = await download(api, 'no-such-file')
    expect(response.status).toBe(404)
    expect(((await response.json()) as { Errors: Array<{ Code: string }> }).Errors[0]!.Code).toBe('workspace.notFound')
  })
})

describe("someone else's file", () => {
  it('can be viewed and downloaded but not renamed or deleted without files.manage', async () => {
    const item = await uploadFile(api, record.owner, pdfBytes(500), { fileName: 'admins.pdf' })
    expect(item.Permissions).toEqual({ CanView: true, CanDownload: true, CanRename: true, CanDelete: true, CanRestore: false })
    expect((await itemOf(item.File.Id, plain)).Permissions).toEqual({ CanView: true, CanDownload: true, CanRename: false, CanDelete: false, CanRestore: false })
    const rename = await api.call('PATCH', `${FILES}/files/${item.File.Id}`, { FileName: 'mine.pdf' }, plain)
    expect(rename.status).toBe(403)
    expect(rename.body.requiredPermissions).toEqual(['files.manage'])
    const remove = await api.call('DELETE', `${FILES}/files/${item.File.Id}`, undefined, plain)
    expect(remove.status).toBe(403)
    // An operator has files.manage.
    const renamed = await api.ok<AttachmentListItem>('PATCH', `${FILES}/files/${item.File.Id}`, { FileName: 'by operator.pdf', Description: 'Checked' }, 'operator')
    expect(renamed.File.Descriptor).toMatchObject({ FileName: 'by operator.pdf', Description: 'Checked', ModifiedByUserId: 'usr-operator', ModifiedByUserName: 'Olivia Operator', CreatedByUserName: 'Ada Admin' })
  })
})

describe('one\'s own file', () => {
  it('is renamed within its type, deleted to the trash and restored', async () => {
    const item = await uploadFile(api, record.owner, pdfBytes(800), { fileName: 'notes.pdf', who: plain })
    expect(item.Permissions).toMatchObject({ CanRename: true, CanDelete: true })
    const otherType = await api.call('PATCH', `${FILES}/files/${item.File.Id}`, { FileName: 'notes.png' }, plain)
    expect(otherType.status).toBe(400)
    expect(otherType.body.Errors[0]).toMatchObject({ Code: 'workspace.files.policy.mimeMismatch', Field: 'FileName' })
    const renamed = await api.ok<AttachmentListItem>('PATCH', `${FILES}/files/${item.File.Id}`, { FileName: 'folder/../Minutes.PDF' }, plain)
    expect(renamed.File.Descriptor.FileName).toBe('Minutes.PDF')

    const deleted = await api.ok<AttachmentListItem>('DELETE', `${FILES}/files/${item.File.Id}`, undefined, plain)
    expect(deleted.File.IsDeleted).toBe(true)
    expect(deleted.Permissions).toEqual({ CanView: false, CanDownload: false, CanRename: false, CanDelete: false, CanRestore: true })
    expect(deleted.File.Relations.map((relation) => relation.DeletedAt)).toEqual([api.now().toISOString()])
    const active = await api.ok<AttachmentList>('POST', ATTACHMENTS, { Resource: record.owner, Scope: 0, PageSize: 200 }, plain)
    expect(active.Items.map((listed) => listed.File.Id)).not.toContain(item.File.Id)
    const trash = await api.ok<AttachmentList>('POST', ATTACHMENTS, { Resource: record.owner, Scope: 1, PageSize: 200 }, plain)
    expect(trash.Items.map((listed) => listed.File.Id)).toContain(item.File.Id)

    expect((await download(api, item.File.Id, plain)).status).toBe(403)
    const asAdmin = await download(api, item.File.Id)
    expect(asAdmin.status).toBe(200)
    await asAdmin.arrayBuffer()
    const again = await api.call('DELETE', `${FILES}/files/${item.File.Id}`, undefined, plain)
    expect(again.status).toBe(409)
    expect(again.body.Errors[0]!.Code).toBe('workspace.files.inTrash')
    expect((await api.call('PATCH', `${FILES}/files/${item.File.Id}`, { FileName: 'x.pdf' }, plain)).status).toBe(409)

    const restored = await api.ok<AttachmentListItem>('POST', `${FILES}/files/${item.File.Id}/restore`, undefined, plain)
    expect(restored.File.IsDeleted).toBe(false)
    expect(restored.File.Relations[0]!.DeletedAt).toBeNull()
    const notInTrash = await api.call('POST', `${FILES}/files/${item.File.Id}/restore`, undefined, plain)
    expect(notInTrash.status).toBe(409)
    expect(notInTrash.body.Errors[0]!.Code).toBe('workspace.files.notInTrash')
  })

  it("of another user cannot be restored by someone who neither created nor deleted it", async () => {
    const other = await plainUser(api)
    const item = await uploadFile(api, record.owner, pdfBytes(300), { fileName: 'theirs.pdf', who: plain })
    await api.ok('DELETE', `${FILES}/files/${item.File.Id}`, undefined, plain)
    expect((await itemOf(item.File.Id, other)).Permissions.CanRestore).toBe(false)
    const refused = await api.call('POST', `${FILES}/files/${item.File.Id}/restore`, undefined, other)
    expect(refused.status).toBe(403)
    expect((await api.call('POST', `${FILES}/files/${item.File.Id}/restore`, undefined, 'operator')).status).toBe(200)
  })
})

describe('the record a file belongs to', () => {
  it('takes no new files and lets none be deleted while archived', async () => {
    const archivable = await recordFixture(api, 'To be archived')
    const item = await uploadFile(api, archivable.owner, pdfBytes(100))
    const instance = await api.ok<{ RowVersion: string }>('GET', `/api/workspace/entity/${archivable.definitionName}/instances/${archivable.instanceId}`)
    await api.ok('DELETE', `/api/workspace/entity/${archivable.definitionName}/instances/${archivable.instanceId}/archive`, { RowVersion: instance.RowVersion })
    const start = await api.call('POST', `${FILES}/uploads`, { FileName: 'late.pdf', SizeBytes: 10, MimeType: 'application/pdf', Owner: archivable.owner })
    expect(start.status).toBe(400)
    expect(start.body.Errors[0]!.Code).toBe('workspace.files.resourceNotWritable')
    const remove = await api.call('DELETE', `${FILES}/files/${item.File.Id}`)
    expect(remove.status).toBe(409)
    expect(remove.body.Errors[0]!.Code).toBe('workspace.files.resourceNotWritable')
    expect((await itemOf(item.File.Id, 'admin', archivable.owner)).Permissions).toMatchObject({ CanView: true, CanRename: false, CanDelete: false })
  })

  it('deleted for good sends its files to the trash', async () => {
    const id = await addRecord(api, record.definitionName, 'Short-lived')
    const owner = { ...record.owner, ResourceObjectId: id }
    const item = await uploadFile(api, owner, pdfBytes(100))
    const path = `/api/workspace/entity/${record.definitionName}/instances/${id}`
    const instance = await api.ok<{ RowVersion: string }>('GET', path)
    const archived = await api.ok<{ RowVersion: string }>('DELETE', `${path}/archive`, { RowVersion: instance.RowVersion })
    await api.ok('DELETE', `${path}?rowVersion=${archived.RowVersion}`)
    const [row] = await api.db.query<{ deleted_at: Date | null; purge_after: Date | null }>('SELECT deleted_at, purge_after FROM files WHERE id = $1', [item.File.Id])
    expect(row!.deleted_at?.toISOString()).toBe(api.now().toISOString())
    expect(row!.purge_after?.toISOString()).toBe(new Date(api.now().getTime() + 720 * 3_600_000).toISOString())
    const restore = await api.call('POST', `${FILES}/files/${item.File.Id}/restore`)
    expect(restore.status).toBe(409)
    expect(restore.body.Errors[0]!.Code).toBe('workspace.files.ownerGone')
    const inTrash = await api.ok<{ Items: Array<{ File: { Id: string }; Owner: { DisplayName: string; CanOpen: boolean; OpenTarget: unknown } }> }>('GET', `${FILES}/trash?pageSize=200`, undefined, 'operator')
    expect(inTrash.Items.find((entry) => entry.File.Id === item.File.Id)?.Owner).toMatchObject({ DisplayName: 'Deleted record', CanOpen: false, OpenTarget: null })
    const gone = await api.call('POST', ATTACHMENTS, { Resource: owner, Scope: 2 })
    expect(gone.status).toBe(400)
    expect(gone.body.Errors[0]).toMatchObject({ Code: 'workspace.files.resourceNotFound', Field: 'Resource' })
  })
})
