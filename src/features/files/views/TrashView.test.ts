import { describe, expect, it, vi } from 'vitest'
import { useSessionStore } from '@/app/session'
import { notifications } from '@/platform/composables/notifications'
import { withAppRouteStubs } from '@/test/appRouteStubs'
import { flush, renderWithApp } from '@/test/render'
import { makeProfile } from '@/test/profiles'
import type { FileTrashPage, TrashListParams } from '../files.types'
import { trashItem } from '@/test/files/fixtures'
import TrashView from './TrashView.vue'

const listTrash = vi.fn<(params: TrashListParams) => Promise<FileTrashPage>>()
const restoreFile = vi.fn(async (fileId: string) => ({ File: { Id: fileId } }))
vi.mock('../api/files', () => ({
  listTrash: (params: TrashListParams) => listTrash(params),
  restoreFile: (fileId: string) => restoreFile(fileId),
}))

function trashPage(items = [trashItem('f-1', 'contract.pdf'), trashItem('f-2', 'scan.png')]): FileTrashPage {
  return { Items: items, Page: 1, PageSize: 25, TotalCount: items.length, HasMore: false, TrashRetentionTimeHours: 720, NextPurgeAt: '2099-01-01T12:00:00Z' }
}

async function render(permissions: string[], path = '/files/trash') {
  const session = useSessionStore()
  session.token = 'token'
  session.profile = makeProfile({ Roles: ['Operator'], Permissions: permissions })
  const routes = withAppRouteStubs([
    { path: '/files/trash', component: TrashView },
    { path: '/:pathMatch(.*)*', component: { template: '<div />' } },
  ])
  const rendered = await renderWithApp(TrashView, { routes, initialPath: path })
  await flush()
  return rendered
}

const rows = () => [...document.querySelectorAll<HTMLElement>('tbody tr')]

describe('TrashView', () => {
  it('lists every trashed file with its record, who deleted it and when it is purged, under the retention note', async () => {
    listTrash.mockResolvedValue(trashPage())
    await render(['files.manage', 'entities.configure'])

    expect(listTrash).toHaveBeenLastCalledWith({ page: 1, pageSize: 25, search: '' })
    expect(rows().map((row) => row.querySelector('[data-testid="trash-name"]')?.textContent)).toEqual(['contract.pdf', 'scan.png'])
    const first = rows()[0]
    expect(first?.textContent).toContain('Olga Operator')
    const link = first?.querySelector('a')
    expect(link?.textContent).toBe('Contract CT-7')
    expect(link?.getAttribute('href')).toBe('/entities/def-contracts/data?record=rec-7&recordTab=files')
    expect(first?.querySelector('time[title^="Will be purged on"]')).not.toBeNull()
    expect(document.querySelector('[data-testid="trash-retention"]')?.textContent).toContain('30 days')
    expect(document.querySelector('[data-testid="trash-retention"]')?.textContent).toContain('Next purge:')
  })

  it('names the record without a link for operators who cannot open records', async () => {
    listTrash.mockResolvedValue(trashPage())
    await render(['files.manage'])
    expect(rows()[0]?.textContent).toContain('Contract CT-7')
    expect(rows()[0]?.querySelector('a')).toBeNull()
  })

  it('restores a file from its row and says so', async () => {
    listTrash.mockResolvedValue(trashPage())
    await render(['files.manage'])
    rows()[1]?.querySelector<HTMLButtonElement>('button[aria-label="Restore scan.png"]')?.click()
    await flush()
    expect(restoreFile).toHaveBeenCalledWith('f-2')
    expect(notifications.at(-1)?.text).toBe('scan.png was restored.')
  })

  it('searches by the name in the address, and shows the empty trash as such', async () => {
    listTrash.mockResolvedValue(trashPage([]))
    await render(['files.manage'], '/files/trash?q=contract&page=2')
    expect(listTrash).toHaveBeenLastCalledWith({ page: 2, pageSize: 25, search: 'contract' })
    expect(document.body.textContent).toContain('No file in the trash matches “contract”.')

    await render(['files.manage'])
    expect(document.body.textContent).toContain('The trash is empty')
  })
})
