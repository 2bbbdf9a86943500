import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ATTACHMENTS, download, filesApi, pdfBytes, uploadFile } from '../../../test/fixtures/files'
import type { AttachmentList } from '../../files/files.types'
import type { AdminBoard, ItemPayload } from '../../../test/fixtures/boards/runtime'
import { startTestApi, type TestApi } from '../../../test/testApi'

let api: TestApi
let board: AdminBoard

const boards = '/api/workspace/boards'

async function addItem(subject = 'With files'): Promise<ItemPayload> {
  return api.ok<ItemPayload>('POST', `${boards}/${board.Key}/items`, { OperationKey: crypto.randomUUID(), Subject: subject })
}

const ownerOf = (item: ItemPayload) => ({ ModuleKey: 'boards', ResourceKind: 'BoardItem', ContextResourceId: board.Id, ResourceObjectId: item.Id })

beforeAll(async () => {
  api = await startTestApi(filesApi)
  board = await api.ok<AdminBoard>('POST', '/api/workspace/admin/boards/boards', {
    Key: 'files-board', DisplayName: 'Files', BoardType: 0, BoardCycleActivationMode: 0, TagsEnabled: true, UseDefaultStatuses: true,
  })
})
afterAll(() => api.close())

describe('process attachments of board items', () => {
  it('upload through the files module as ProcessAttachment, list, count on the card, download', async () => {
    const item = await addItem()
    const stored = await uploadFile(api, ownerOf(item), pdfBytes(2048))
    expect(stored).toMatchObject({ RelationKind: 2, Owner: { DisplayName: 'With files', SafeLabel: expect.stringMatching(/^Board item FILES-BOARD-\d+$/) } })
    const list = await api.ok<AttachmentList>('POST', ATTACHMENTS, { Resource: ownerOf(item) })
    expect(list.Items.map((entry) => entry.File.Id)).toEqual([stored.File.Id])
    const card = await api.ok<ItemPayload>('GET', `${boards}/${board.Key}/items/${item.Id}`)
    expect(card.Card).toMatchObject({ AttachmentFileCount: 1 })
    expect(card.ProcessContent).toMatchObject({ Attachments: { Count: 1, HasAttachments: true, AccessLevel: 1 } })
    expect((await download(api, stored.File.Id)).status).toBe(200)
  })

  it('follow the target definition policies: Denied blocks uploads and reading', async () => {
    const item = await addItem()
    const target = board.TargetDefinitions[0]!
    const current = await api.ok<AdminBoard>('GET', `/api/workspace/admin/boards/boards/${board.Id}`)
    const rowVersion = (current.TargetDefinitions[0] as unknown as { RowVersion: string }).RowVersion
    const policies = { TargetKind: 0, TargetModelId: null, IsActive: true, RepeatPolicy: 2, CreateCommentPolicy: 0, ReadCommentPolicy: 0 }
    await api.ok('PUT', `/api/workspace/admin/boards/boards/${board.Id}/target-definitions/${target.Id}`, {
      ...policies, CreateAttachmentPolicy: 2, ReadAttachmentPolicy: 0, RowVersion: rowVersion,
    })
    const refused = await api.call('POST', '/api/workspace/filesystem/uploads', { FileName: 'a.pdf', SizeBytes: 10, MimeType: 'application/pdf', Owner: ownerOf(item) })
    expect(refused.status).toBe(400)
    expect(refused.body.Errors[0]?.Code).toBe('workspace.files.resourceNotWritable')
    const again = await api.ok<AdminBoard>('GET', `/api/workspace/admin/boards/boards/${board.Id}`)
    await api.ok('PUT', `/api/workspace/admin/boards/boards/${board.Id}/target-definitions/${target.Id}`, {
      ...policies, CreateAttachmentPolicy: 0, ReadAttachmentPolicy: 2, RowVersion: (again.TargetDefinitions[0] as unknown as { RowVersion: string }).RowVersion,
    })
    const hidden = await api.call('POST', ATTACHMENTS, { Resource: ownerOf(item) })
    expect(hidden.status).toBe(400)
    const restored = await api.ok<AdminBoard>('GET', `/api/workspace/admin/boards/boards/${board.Id}`)
    await api.ok('PUT', `/api/workspace/admin/boards/boards/${board.Id}/target-definitions/${target.Id}`, {
      ...policies, CreateAttachmentPolicy: 0, ReadAttachmentPolicy: 0, RowVersion: (restored.TargetDefinitions[0] as unknown as { RowVersion: string }).RowVersion,
    })
  })

  it('delete by relation id or file id with the manage decision; 404 for foreign, 409 when in the trash or closed', async () => {
    const item = await addItem()
    const [first, second] = [await uploadFile(api, ownerOf(item), pdfBytes(512, 2)), await uploadFile(api, ownerOf(item), pdfBytes(512, 3))]
    const path = (reference: string) => `${boards}/${board.Key}/items/${item.Id}/process-attachments/${reference}`
    expect(await api.ok('DELETE', path(first!.RelationId))).toBe(true)
    expect(await api.ok('DELETE', path(second!.File.Id))).toBe(true)
    const trashed = await api.call('DELETE', path(first!.File.Id))
    expect(trashed.status).toBe(409)
    expect(trashed.body.Errors[0]?.Code).toBe('serviceBoards.runtime.attachmentLocked')
    expect((await api.call('DELETE', path('unknown'))).status).toBe(404)
    const other = await addItem()
    const foreign = await uploadFile(api, ownerOf(other), pdfBytes(256, 4))
    expect((await api.call('DELETE', path(foreign.File.Id))).status).toBe(404)
    await api.db.query('UPDATE board_items SET is_open = false WHERE id = $1', [other.Id])
    const closed = await api.call('DELETE', `${boards}/${board.Key}/items/${other.Id}/process-attachments/${foreign.File.Id}`)
    expect(closed.status).toBe(409)
    const card = await api.ok<ItemPayload>('GET', `${boards}/${board.Key}/items/${item.Id}`)
    expect(card.Card).toMatchObject({ AttachmentFileCount: 0 })
  })
})
