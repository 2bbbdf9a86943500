import type { Locator, Page, Response } from '@playwright/test'

/** One run of function operations (/function-operations/runs/:id). */
export class FunctionRunPage {
  readonly heading: Locator
  readonly error: Locator
  readonly cancelButton: Locator
  readonly confirmDialog: Locator
  readonly refusal: Locator
  readonly timeline: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 })
    this.error = page.getByTestId('run-error')
    this.cancelButton = page.getByRole('button', { name: 'Cancel run' })
    this.confirmDialog = page.getByRole('dialog', { name: 'Cancel this run?' })
    this.refusal = page.getByTestId('cancel-refusal')
    this.timeline = page.getByRole('list', { name: 'Timeline' })
  }

  async goto(runId: string): Promise<Response> {
    const [response] = await Promise.all([this.waitForRun(runId), this.page.goto(`/function-operations/runs/${runId}`)])
    return response
  }

  waitForRun(runId: string): Promise<Response> {
    return this.page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname.endsWith(`/function-operations/runs/${runId}`))
  }

  /** The status chip beside the title. */
  status(): Locator {
    return this.page.locator('.app-page__actions .v-chip').first()
  }

  /** The value of a fact in the error card ("Type", "Message"). */
  errorFact(label: string): Locator {
    return this.error.locator(`dt:text-is("${label}") + dd`)
  }

  /** Cancels through the confirmation dialog and answers the cancel response. */
  async cancel(): Promise<Response> {
    await this.cancelButton.click()
    const [response] = await Promise.all([
      this.page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/cancel')),
      this.confirmDialog.getByRole('button', { name: 'Cancel run' }).click(),
    ])
    return response
  }
}
