import { describeViolations, expect, test } from './fixtures'
import { FileSettingsPage } from './pages/FileSettingsPage'

interface Settings { FileTypePolicyVersion: number; FileTypeRules: Array<{ Extensions: string[]; MimeTypes: string[] }> }

test.describe('file storage settings and the policy tester', () => {
  test('the tester names the rule that refuses a type, and refuses a program named .pdf by its first bytes', async ({ page, signInAs, axe }) => {
    const settings = new FileSettingsPage(page)
    await signInAs(page, 'admin', '/')
    await settings.goto()

    const answered = settings.waitForVerdict()
    await settings.testerName.fill('Invoice 2026.PDF')
    await settings.testerType.fill('image/png')
    await answered
    await expect(settings.verdict).toContainText('Refused')
    await expect(settings.verdictCode).toHaveText('workspace.files.policy.mimeMismatch')
    await expect(settings.verdict).toContainText(/Rule \d+ \(\.pdf\) allows application\/pdf/)
    await expect(page.getByTestId('rule-decided')).toBeVisible()
    const violations = await axe(page)
    expect(violations, describeViolations(violations)).toEqual([])

    // A real file: its name, its type and its first bytes (a Windows program's MZ header).
    const picked = settings.waitForVerdict()
    await settings.testerFile.setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00\x03\x00\x00\x00this program cannot be run') })
    await settings.testerType.fill('application/pdf')
    await picked
    await expect(settings.verdictCode).toHaveText('workspace.files.policy.executableRefused')
    await expect(settings.verdict).toContainText('program')
  })

  test('a new rule is tested before it is saved, and saving moves the policy version', async ({ page, signInAs, api }) => {
    const before = await api.data<Settings>('GET', '/api/workspace/filesystem/settings')
    const settings = new FileSettingsPage(page)
    await signInAs(page, 'admin', '/')
    await settings.goto()

    await page.getByRole('button', { name: 'Add rule' }).click()
    const rule = settings.rules.last()
    const extension = `e2e${Date.now().toString(36)}`
    await settings.addEntries(rule, 'Extensions', [`.${extension.toUpperCase()}`])
    await settings.addEntries(rule, 'MIME types', ['text/plain'])

    const answered = settings.waitForVerdict()
    await settings.testerName.fill(`server.${extension}`)
    await settings.testerType.fill('text/plain; charset=utf-8')
    const request = (await answered).request().postDataJSON() as { Draft: { FileTypeRules: unknown[] } | null }
    expect(request.Draft?.FileTypeRules).toContainEqual({ Extensions: [extension], MimeTypes: ['text/plain'] })
    await expect(settings.draftNotice).toBeVisible()
    await expect(settings.verdictCode).toHaveText('workspace.files.policy.allowed')

    const [saved] = await Promise.all([settings.waitForSave(), settings.save.click()])
    expect(saved.status()).toBe(200)
    await expect(page.getByText('File storage settings saved.')).toBeVisible()
    const after = await api.data<Settings>('GET', '/api/workspace/filesystem/settings')
    expect(after.FileTypePolicyVersion).toBe(before.FileTypePolicyVersion + 1)
    expect(after.FileTypeRules).toContainEqual({ Extensions: [extension], MimeTypes: ['text/plain'] })
  })

  test('a Configurator reads the settings and tests the policy but is offered no save', async ({ page, signInAs }) => {
    const settings = new FileSettingsPage(page)
    await signInAs(page, 'configurator', '/')
    await settings.goto()
    await expect(page.getByText(/Only an administrator/)).toBeVisible()
    await expect(settings.save).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Add rule' })).toHaveCount(0)
    const answered = settings.waitForVerdict()
    await settings.testerName.fill('notes.txt')
    await answered
    await expect(settings.verdict).toContainText('Allowed')
  })
})
