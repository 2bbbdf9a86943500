import type { Locator, Page, Response } from '@playwright/test'

const RETENTION = '/api/workspace/admin/function-operations/settings/retention'

/** Run-history retention (/function-operations/retention). */
export class FunctionRetentionPage {
  readonly days: Locator
  readonly preview: Locator
  readonly save: Locator
  readonly conflictDialog: Locator
  /** The question before a shorter retention is saved. */
  readonly confirmShorten: Locator

  constructor(readonly page: Page) {
    this.days = page.getByRole('spinbutton', { name: 'Days to keep' })
    this.preview = page.getByTestId('retention-preview')
    this.save = page.getByRole('button', { name: 'Save', exact: true })
    this.conflictDialog = page.getByRole('dialog', { name: /changed/i })
    this.confirmShorten = page.getByRole('dialog', { name: /^Keep runs for only/ })
  }

  async goto(): Promise<Response> {
    const [response] = await Promise.all([
      this.page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === RETENTION),
      this.page.goto('/function-operations/retention'),
    ])
    return response
  }

  mode(label: 'Keep forever' | 'Keep for a number of days'): Locator {
    return this.page.getByRole('radio', { name: label })
  }

  /** The preview request for `days` (sent a moment after typing stops). */
  waitForPreview(days: number): Promise<Response> {
    return this.page.waitForResponse((r) => {
      const url = new URL(r.url())
      return url.pathname === `${RETENTION}/preview` && url.searchParams.get('Days') === String(days)
    })
  }

  waitForSave(): Promise<Response> {
    return this.page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === RETENTION)
  }
}
