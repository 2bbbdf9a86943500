import type { Locator, Page, Response } from '@playwright/test'

const SETTINGS = '/api/workspace/filesystem/settings'
const POLICY_TEST = '/api/workspace/filesystem/policy/test'

/** Settings → File storage (/settings/files): the settings form, the rule editor and the policy tester. */
export class FileSettingsPage {
  readonly save: Locator
  readonly rules: Locator
  readonly testerName: Locator
  readonly testerType: Locator
  readonly testerFile: Locator
  readonly verdict: Locator
  readonly verdictCode: Locator
  readonly draftNotice: Locator

  constructor(readonly page: Page) {
    this.save = page.getByRole('button', { name: 'Save', exact: true })
    this.rules = page.getByTestId('file-type-rule')
    this.testerName = page.getByTestId('tester-file-name').getByRole('textbox')
    this.testerType = page.getByTestId('tester-mime-type').getByRole('textbox')
    this.testerFile = page.getByTestId('tester-file-input')
    this.verdict = page.getByTestId('policy-verdict')
    this.verdictCode = page.getByTestId('verdict-code')
    this.draftNotice = page.getByTestId('tester-draft')
  }

  async goto(): Promise<Response> {
    const [response] = await Promise.all([
      this.page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === SETTINGS),
      this.page.goto('/settings/files'),
    ])
    return response
  }

  /** The tester's next answer (it asks a moment after typing stops). */
  waitForVerdict(): Promise<Response> {
    return this.page.waitForResponse((r) => new URL(r.url()).pathname === POLICY_TEST && r.request().method() === 'POST')
  }

  waitForSave(): Promise<Response> {
    return this.page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === SETTINGS)
  }

  /** Types entries into a rule's chips input, each confirmed with Enter. */
  async addEntries(rule: Locator, label: 'Extensions' | 'MIME types', entries: string[]): Promise<void> {
    const input = rule.getByRole('combobox', { name: label }).or(rule.getByRole('textbox', { name: label })).first()
    for (const entry of entries) {
      await input.fill(entry)
      await input.press('Enter')
    }
  }
}
