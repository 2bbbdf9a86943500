import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '@/api'
import { useSessionStore } from '@/app/session'
import { flush, renderWithApp } from '@/test/render'
import { makeProfile } from '@/test/profiles'
import { attachment, recordOwner } from '@/test/files/fixtures'
import type { AttachmentListItem } from '../files.types'
import AttachmentsPanel from './AttachmentsPanel.vue'

interface Call {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
  contentType: string | null
  authorization: string | null
}

const envelope = (data: unknown) => ({ Success: true, Data: data, Errors: null, Warnings: null })
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** A fetch stub that answers through `handle` and records every request. */
function stubApi(handle: (call: Call) => Response | undefined) {
  const calls: Call[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const url = new URL(request.url)
    const text = request.method === 'GET' ? '' : await request.text()
    let body: unknown = text
    try {
      body = text ? JSON.parse(text) : null
    } catch {
      // a chunk's bytes
    }
    const call = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      body,
      contentType: request.headers.get('Content-Type'),
      authorization: request.headers.get('Authorization'),
    }
    calls.push(call)
    const answer = handle(call)
    if (!answer) throw new TypeError('Failed to fetch')
    return answer
  })
  configureApi({ baseUrl: 'http://api.test', getToken: () => 'token' })
  return calls
}

const LIST = '/api/workspace/attachments/resource-list'
const page = (items: AttachmentListItem[]) => envelope({ Items: items, Page: 1, PageSize: 20, TotalCount: items.length, HasMore: false })

async function render(handle: (call: Call) => Response | undefined, canUpload = true) {
  const session = useSessionStore()
  session.token = 'token'
  session.profile = makeProfile()
  const calls = stubApi(handle)
  const { wrapper } = await renderWithApp(AttachmentsPanel, { props: { resource: recordOwner, canUpload } })
  await flush()
  return { wrapper, calls }
}

const rowOf = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('tbody tr')].find((row) => row.querySelector('[data-testid="attachment-name"]')?.textContent === name)
const labelsIn = (element: HTMLElement | undefined) =>
  [...(element?.querySelectorAll('button') ?? [])].map((button) => button.getAttribute('aria-label') ?? button.textContent?.trim())

async function choose(wrapper: Awaited<ReturnType<typeof render>>['wrapper'], files: File[]): Promise<void> {
  const input = wrapper.find('input[type="file"]')
  Object.defineProperty(input.element, 'files', { value: files, configurable: true })
  await input.trigger('change')
}

describe('AttachmentsPanel', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks for the active files of the record, a page of 20, and offers per file only what its Permissions allow', async () => {
    const { calls } = await render((call) =>
      call.path === LIST
        ? json(200, page([
            attachment('f-1', 'contract.pdf'),
            attachment('f-2', 'scan.png', { mimeType: 'image/png', permissions: { CanRename: false, CanDelete: false } }),
            attachment('f-3', 'secret.zip', { mimeType: 'application/zip', permissions: { CanDownload: false, CanRename: false, CanDelete: false } }),
          ]))
        : undefined,
    )

    expect(calls[0]?.body).toEqual({ Resource: recordOwner, Scope: 0, Page: 1, PageSize: 20 })
    expect(labelsIn(rowOf('contract.pdf'))).toEqual([
      'Preview contract.pdf',
      'Download contract.pdf',
      'Rename contract.pdf',
      'Move contract.pdf to the trash',
    ])
    expect(labelsIn(rowOf('scan.png'))).toEqual(['Preview scan.png', 'Download scan.png'])
    // A ZIP has no preview, and this one may not even be downloaded.
    expect(labelsIn(rowOf('secret.zip'))).toEqual([])
    expect(rowOf('contract.pdf')?.textContent).toContain('Ada Admin')
  })

  it('shows the rule the policy names on the row of a refused file, and uploads the others', async () => {
    const { wrapper, calls } = await render((call) => {
      if (call.path === LIST) return json(200, page([]))
      if (call.path === '/api/workspace/filesystem/uploads') {
        const request = call.body as { FileName: string; SizeBytes: number }
        if (request.FileName.endsWith('.exe')) {
          return json(400, {
            Success: false,
            Data: null,
            Errors: [{ Code: 'workspace.files.policy.extensionNotAllowed', Message: 'No file-type rule allows .exe files.', Metadata: {} }],
            Warnings: null,
          })
        }
        return json(200, envelope({ Id: 'up-1', ChunkSizeBytes: 4, MaxChunkSizeBytes: 8, ReceivedRanges: [], ReceivedBytes: 0, Status: 0, SizeBytes: request.SizeBytes }))
      }
      if (call.path === '/api/workspace/filesystem/uploads/up-1/chunks') {
        const offset = Number(call.query.get('offset'))
        const end = Math.min(offset + 4, 6)
        return json(200, envelope({ Id: 'up-1', ChunkSizeBytes: 4, MaxChunkSizeBytes: 8, ReceivedRanges: [{ Start: 0, End: end }], ReceivedBytes: end, Status: 0 }))
      }
      if (call.path === '/api/workspace/filesystem/uploads/up-1/complete') return json(200, envelope(attachment('f-9', 'notes.txt')))
      return undefined
    })

    expect(document.body.textContent).toContain('No files are attached yet.')
    await choose(wrapper, [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }), new File(['abcdef'], 'notes.txt', { type: 'text/plain' })])
    await vi.waitFor(() => expect(calls.some((call) => call.path.endsWith('/complete'))).toBe(true))
    await flush()

    const rows = [...document.querySelectorAll<HTMLElement>('[data-testid="upload-row"]')]
    const refused = rows.find((row) => row.textContent?.includes('setup.exe'))
    expect(refused?.dataset.state).toBe('refused')
    expect(refused?.querySelector('[role="alert"]')?.textContent).toBe('No file-type rule allows .exe files.')
    expect(labelsIn(refused)).toEqual(['Remove setup.exe from the uploads'])
    // One start each, no second try of the refused one; the other went in chunks at their offsets.
    expect(calls.filter((call) => call.path === '/api/workspace/filesystem/uploads')).toHaveLength(2)
    const chunks = calls.filter((call) => call.path.endsWith('/chunks'))
    expect(chunks.map((call) => [call.query.get('offset'), call.body, call.contentType])).toEqual([
      ['0', 'abcd', 'application/octet-stream'],
      ['4', 'ef', 'application/octet-stream'],
    ])
    expect(chunks.every((call) => call.authorization === 'Bearer token')).toBe(true)
    const done = rows.find((row) => row.textContent?.includes('notes.txt'))
    expect(done?.dataset.state).toBe('done')
    // Nothing is left on its way (the record editor asks before closing while something is).
    expect(wrapper.emitted('pending')?.at(-1)).toEqual([0])
    // The list asks again once a file is stored.
    expect(calls.filter((call) => call.path === LIST).length).toBeGreaterThan(1)
  })

  it('moves a file to the trash and brings it back with Undo', async () => {
    const { calls } = await render((call) => {
      if (call.path === LIST) return json(200, page([attachment('f-1', 'contract.pdf')]))
      if (call.path === '/api/workspace/filesystem/files/f-1') return json(200, envelope(attachment('f-1', 'contract.pdf')))
      if (call.path === '/api/workspace/filesystem/files/f-1/restore') return json(200, envelope(attachment('f-1', 'contract.pdf')))
      return undefined
    })
    rowOf('contract.pdf')?.querySelector<HTMLButtonElement>('button[aria-label="Move contract.pdf to the trash"]')?.click()
    await flush()
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/workspace/filesystem/files/f-1')).toBe(true)
    expect(document.body.textContent).toContain('contract.pdf was moved to the trash.')

    const undo = [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Undo')
    undo?.click()
    await flush()
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/workspace/filesystem/files/f-1/restore')).toBe(true)
  })

  it('lists the record\'s trash with Restore only where CanRestore says so', async () => {
    const { wrapper, calls } = await render((call) => {
      if (call.path !== LIST) return undefined
      const scope = (call.body as { Scope: number }).Scope
      return json(200, page(scope === 1
        ? [attachment('f-4', 'old.pdf', { deletedAt: '2026-03-02T09:00:00Z', permissions: { CanRestore: true, CanRename: false, CanDelete: false, CanView: false, CanDownload: false } }),
           attachment('f-5', 'theirs.pdf', { deletedAt: '2026-03-02T09:00:00Z', permissions: { CanRestore: false, CanRename: false, CanDelete: false, CanView: false, CanDownload: false } })]
        : []))
    })
    await wrapper.find('input[type="checkbox"]').setValue(true)
    await flush()

    expect(calls.at(-1)?.body).toMatchObject({ Scope: 1, Page: 1 })
    expect(labelsIn(rowOf('old.pdf'))).toEqual(['Restore old.pdf'])
    expect(labelsIn(rowOf('theirs.pdf'))).toEqual([])
    // Uploading is for active files only.
    expect(document.querySelector('[data-testid="upload-drop-zone"]')).toBeNull()
  })

  it('says so when the caller may not see the files, and offers no upload when the record takes none', async () => {
    await render(
      (call) => (call.path === LIST ? json(403, { title: 'Forbidden', status: 403, requiredPermissions: [] }) : undefined),
      false,
    )
    expect(document.querySelector('[data-testid="attachments-forbidden"]')?.textContent).toContain('You are not allowed to see the files of this record.')
    expect(document.querySelector('[data-testid="upload-drop-zone"]')).toBeNull()
    expect(document.body.textContent).toContain('Files cannot be added to this record.')
  })
})
