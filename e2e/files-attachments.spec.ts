import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { describeViolations, expect, test } from './fixtures'
import { arrangeRecordWithAttachments, patternedBytes, uploadThroughApi } from './fixtures/files'
import { RecordFilesPage } from './pages/RecordFilesPage'

const MiB = 1024 * 1024
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

interface AttachmentList { Items: Array<{ File: { Id: string; IsDeleted: boolean; Descriptor: { FileName: string; ChecksumSha256: string; SizeBytes: number } } }> }

test.describe('record attachments', () => {
  test('uploads two files with progress, resumes one after the network drops, and downloads it byte for byte', async ({ page, signInAs, api }) => {
    test.setTimeout(90_000)
    const { definition, record, resource } = await arrangeRecordWithAttachments(api)
    const notes = { name: 'meeting notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Minutes of the kick-off.\n'.repeat(120)) }
    const scan = { name: 'site scan.pdf', mimeType: 'application/pdf', buffer: patternedBytes('%PDF-1.7\n', 18 * MiB) }

    // The network drops for the scan's chunks from 8 MiB on, until the test brings it back.
    let networkDown = true
    const offsetsSent: number[] = []
    await page.route('**/api/workspace/filesystem/uploads/*/chunks?*', async (route) => {
      const offset = Number(new URL(route.request().url()).searchParams.get('offset'))
      if (offset >= 8 * MiB && networkDown) return route.abort('internetdisconnected')
      if (!networkDown) offsetsSent.push(offset)
      return route.continue()
    })

    const files = new RecordFilesPage(page, 'Dossier')
    await signInAs(page, 'admin', '/')
    await files.open(definition.Id, record.Id)
    await files.input.setInputFiles([notes, scan])

    await expect(files.upload(notes.name)).toHaveAttribute('data-state', 'done')
    await expect(files.progress(scan.name)).toHaveAttribute('aria-valuetext', /^[1-9]\d?% of 18 MB$/)
    // Three tries with a pause between them, then the row offers to retry.
    await expect(files.upload(scan.name)).toHaveAttribute('data-state', 'failed', { timeout: 20_000 })
    await expect(files.upload(scan.name)).toContainText('Network error')

    networkDown = false
    await files.upload(scan.name).getByRole('button', { name: 'Retry', exact: true }).click()
    await expect(files.upload(scan.name)).toHaveAttribute('data-state', 'done', { timeout: 30_000 })
    // Resumed, not started over: the first 8 MiB were not sent again.
    expect(offsetsSent.length).toBeGreaterThan(0)
    expect(Math.min(...offsetsSent)).toBeGreaterThanOrEqual(8 * MiB)

    await expect(files.row(scan.name)).toBeVisible()
    await expect(files.row(notes.name)).toBeVisible()
    const list = await api.data<AttachmentList>('POST', '/api/workspace/attachments/resource-list', { Resource: resource, Scope: 0, Page: 1, PageSize: 20 })
    expect(list.Items.find((item) => item.File.Descriptor.FileName === scan.name)?.File.Descriptor).toMatchObject({ SizeBytes: scan.buffer.length, ChecksumSha256: sha256(scan.buffer) })

    const [download] = await Promise.all([page.waitForEvent('download'), files.action('Download', scan.name).click()])
    expect(download.suggestedFilename()).toBe(scan.name)
    const saved = await readFile(await download.path())
    expect(saved.length).toBe(scan.buffer.length)
    expect(saved.equals(scan.buffer)).toBe(true)
  })

  test('refuses a file whose content contradicts its type, naming the rule', async ({ page, signInAs, api }) => {
    const { definition, record } = await arrangeRecordWithAttachments(api)
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Buffer.from('not really a pdf')])
    const files = new RecordFilesPage(page, 'Dossier')
    await signInAs(page, 'admin', '/')
    await files.open(definition.Id, record.Id)
    await files.input.setInputFiles([{ name: 'contract.pdf', mimeType: 'application/pdf', buffer: png }])

    await expect(files.upload('contract.pdf')).toHaveAttribute('data-state', 'refused')
    await expect(files.upload('contract.pdf').getByRole('alert')).toHaveText(/looks like image\/png, not application\/pdf; checked against rule \d+ \(\.pdf\)/)
    await expect(files.editor.getByTestId('attachments-empty')).toBeVisible()
  })

  test('a file moved to the trash is restored from the file trash', async ({ page, signInAs, api, axe }) => {
    const { definition, record, resource, id } = await arrangeRecordWithAttachments(api)
    const name = `offer ${id}.pdf`
    const stored = await uploadThroughApi(api, resource, name, 'application/pdf', patternedBytes('%PDF-1.4\n', 2048))
    const files = new RecordFilesPage(page, 'Dossier')
    await signInAs(page, 'admin', '/')
    await files.open(definition.Id, record.Id)

    await expect(files.row(name)).toBeVisible()
    const panelViolations = await axe(page)
    expect(panelViolations, describeViolations(panelViolations)).toEqual([])
    await Promise.all([files.waitForList(), files.editor.getByRole('button', { name: `Move ${name} to the trash` }).click()])
    await expect(page.getByText(`${name} was moved to the trash.`)).toBeVisible()
    await expect(files.row(name)).toHaveCount(0)

    await page.goto('/files/trash')
    await page.getByRole('searchbox', { name: 'Search by file name' }).fill(id)
    const trashed = page.getByRole('row').filter({ hasText: name })
    await expect(trashed).toContainText('Ada Admin')
    await expect(trashed.getByText(/^(in (4 weeks|30 days|a month)|next month)$/)).toBeVisible()
    const trashViolations = await axe(page)
    expect(trashViolations, describeViolations(trashViolations)).toEqual([])
    await trashed.getByRole('button', { name: `Restore ${name}` }).click()
    await expect(page.getByText(`${name} was restored.`)).toBeVisible()
    await expect(trashed).toHaveCount(0)

    const list = await api.data<AttachmentList>('POST', '/api/workspace/attachments/resource-list', { Resource: resource, Scope: 0, Page: 1, PageSize: 20 })
    expect(list.Items.map((item) => item.File.Id)).toContain(stored.File.Id)
  })

  test('an Operator watches the file trash with when each file is purged', async ({ page, signInAs, api }) => {
    const { resource, id } = await arrangeRecordWithAttachments(api)
    const name = `old draft ${id}.pdf`
    const stored = await uploadThroughApi(api, resource, name, 'application/pdf', patternedBytes('%PDF-1.4\n', 512))
    await api.data('DELETE', `/api/workspace/filesystem/files/${stored.File.Id}`)

    await signInAs(page, 'operator', '/files/trash')
    await expect(page.getByRole('heading', { name: 'File trash' })).toBeVisible()
    await expect(page.getByText(/Deleted files stay in the trash for 30 days/)).toBeVisible()
    const trashed = page.getByRole('row').filter({ hasText: name })
    await expect(trashed.getByRole('button', { name: `Restore ${name}` })).toBeVisible()
    await expect(trashed.getByText(/^(in (4 weeks|30 days|a month)|next month)$/)).toHaveAttribute('title', /^Will be purged on .*\d/)
  })
})
