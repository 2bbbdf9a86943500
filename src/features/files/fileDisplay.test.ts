import { describe, expect, it } from 'vitest'
import { isPreviewable, resourceLink } from './fileDisplay'
import { recordAllowsAttachments, recordResource } from './recordFiles'
import { sha256Hex } from './upload/sha256'
import { trashItem } from '@/test/files/fixtures'

describe('file display', () => {
  it('previews what the server sends inline: images other than SVG, and PDFs', () => {
    expect(['image/png', 'IMAGE/JPEG', 'application/pdf'].map(isPreviewable)).toEqual([true, true, true])
    expect(['image/svg+xml', 'text/html', 'application/zip'].map(isPreviewable)).toEqual([false, false, false])
  })

  it('links an owner to the record editor only when its OpenTarget names a record it may open', () => {
    const owner = trashItem('f-1', 'a.pdf').Owner
    expect(resourceLink(owner)).toEqual({ name: 'entity-data', params: { entityId: 'def-contracts' }, query: { record: 'rec-7', recordTab: 'files' } })
    expect(resourceLink({ ...owner, CanOpen: false })).toBeNull()
    expect(resourceLink({ ...owner, OpenTarget: { TargetCode: 'boardItem', Parameters: {} } })).toBeNull()
  })

  it('names a record as the files API does and reads its attachment permission', () => {
    expect(recordResource('def-1', 'rec-1')).toEqual({ ModuleKey: 'entities', ResourceKind: 'record', ContextResourceId: 'def-1', ResourceObjectId: 'rec-1' })
    expect(recordAllowsAttachments({ CanPatch: true, CanCreateAttachments: true })).toBe(true)
    expect(recordAllowsAttachments({ CanPatch: true })).toBe(false)
    expect(recordAllowsAttachments(null)).toBe(false)
  })

  it('computes the lower-case hex SHA-256 the server compares', async () => {
    expect(await sha256Hex(new Blob(['abc']))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })
})
