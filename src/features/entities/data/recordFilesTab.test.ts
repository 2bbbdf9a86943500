import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi, FieldType } from '@/api'
import { useSessionStore } from '@/app/session'
import EntityDataTab from './EntityDataTab.vue'
import { withAppRouteStubs } from '@/test/appRouteStubs'
import { flush, renderWithApp } from '@/test/render'
import { makeProfile, stubFetch, ok } from '@/test/profiles'
import { attachment } from '@/test/files/fixtures'

// The record editor hosts the files of a record in a tab of its own (RecordEditorDialog.vue).

const ENTITY = 'def-contracts'
const definition = (attachmentsEnabled: boolean) => ({
  Id: ENTITY,
  Name: 'contracts',
  DisplayNameSingular: 'Contract',
  DisplayNamePlural: 'Contracts',
  AttachmentsEnabled: attachmentsEnabled,
  IsReadOnly: false,
  IsPendingDeletion: false,
  DisabledOperations: 0,
  RowVersion: 'def-rv',
  RecordCount: 1,
  Tables: [
    {
      Id: 'tbl-main',
      IsPrimary: true,
      IsDeleted: false,
      Fields: [{ Id: 'f1', Key: 'title', DisplayName: 'Title', FieldType: FieldType.Text, SortOrder: 0, IsDeleted: false, IsReadOnly: false, AllowMultiple: false, Options: [] }],
    },
  ],
})
const record = {
  Id: 'rec-7',
  Number: 'CT-7',
  DisplayName: 'Seventh',
  CreatedAt: '2026-01-01T00:00:00Z',
  ArchivedAt: null,
  RowVersion: 'rv-1',
  Fields: { title: 'Seventh' },
  ReferenceLabels: {},
  Permissions: { CanRead: true, CanPatch: true, CanArchive: true, CanRestore: false, CanDelete: false, CanCreateAttachments: true },
}
const page = (items: unknown[]) => ok({ Items: items, Page: 1, PageSize: 25, TotalCount: items.length, HasMore: false })

async function openEditor(attachmentsEnabled: boolean, recordParam: string) {
  const session = useSessionStore()
  session.token = 'token'
  session.profile = makeProfile()
  const stub = stubFetch({
    'GET /api/workspace/admin/classifier-catalogs': ok([]),
    [`GET /api/workspace/admin/entity-definitions/${ENTITY}`]: ok(definition(attachmentsEnabled)),
    [`GET /api/workspace/entity/${ENTITY}/instances`]: page([record]),
    [`GET /api/workspace/entity/${ENTITY}/instances/rec-7`]: ok(record),
    'POST /api/workspace/attachments/resource-list': page([attachment('f-1', 'signed.pdf')]),
  })
  vi.stubGlobal('fetch', stub.fetchStub)
  configureApi({ baseUrl: 'http://api.test' })
  await renderWithApp(EntityDataTab, {
    props: { entityDefinitionId: ENTITY },
    routes: withAppRouteStubs([{ path: '/entities/:entityId/data', component: { template: '<div />' } }]),
    initialPath: `/entities/${ENTITY}/data?record=${recordParam}`,
  })
  await flush()
  await flush()
  const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')
  const filesTab = () => dialog()?.querySelector<HTMLElement>('[data-testid="record-files-tab"]') ?? null
  return { dialog, filesTab, calls: stub.calls }
}

afterEach(() => vi.unstubAllGlobals())

describe('the Files tab of the record editor', () => {
  // The Files panel loads lazily: its first import is transformed on the spot, seconds on a loaded machine.
  it('lists the files of a saved record, named as the files API names records', async () => {
    const { dialog, filesTab, calls } = await openEditor(true, 'rec-7')
    filesTab()?.click()
    await vi.waitFor(() => expect(dialog()?.textContent).toContain('signed.pdf'), { timeout: 10_000 })
    const list = calls.find((call) => call.url.endsWith('/attachments/resource-list'))
    expect(JSON.parse(list?.body ?? '{}').Resource).toEqual({ ModuleKey: 'entities', ResourceKind: 'record', ContextResourceId: ENTITY, ResourceObjectId: 'rec-7' })
    expect(dialog()?.querySelector('[data-testid="upload-drop-zone"]')).not.toBeNull()
  })

  it('opens at the files when the address says so (the trash links there)', async () => {
    const { dialog } = await openEditor(true, 'rec-7&recordTab=files')
    await vi.waitFor(() => expect(dialog()?.textContent).toContain('signed.pdf'), { timeout: 10_000 })
  })

  it('asks to save a new record first', async () => {
    const { dialog, filesTab } = await openEditor(true, 'new')
    filesTab()?.click()
    await flush()
    expect(dialog()?.textContent).toContain('Save the record first to attach files.')
  })

  it('is not there when the definition takes no attachments', async () => {
    const { dialog, filesTab } = await openEditor(false, 'rec-7')
    await vi.waitFor(() => expect(dialog()?.textContent).toContain('CT-7'))
    expect(filesTab()).toBeNull()
  })
})
