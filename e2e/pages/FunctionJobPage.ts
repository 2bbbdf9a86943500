import type { Locator, Page, Response } from '@playwright/test'

/** One job of function operations (/function-operations/jobs/:id) and its cancel action. */
export class FunctionJobPage {
  constructor(readonly page: Page) {}

  async goto(jobId: string): Promise<Response> {
    const [response] = await Promise.all([
      this.page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname.endsWith(`/function-operations/jobs/${jobId}`)),
      this.page.goto(`/function-operations/jobs/${jobId}`),
    ])
    return response
  }

  /** The job status chip beside the title. */
  status(): Locator {
    return this.page.locator('.app-page__actions .v-chip').first()
  }

  /** The cancel button; its wording tells a queued job from a leased one. */
  cancelButton(label: 'Cancel queued job' | 'Request cancellation of the running execution'): Locator {
    return this.page.locator('.app-page__actions').getByRole('button', { name: label })
  }

  dialog(label: string): Locator {
    return this.page.getByRole('dialog', { name: `${label}?` })
  }

  /** Opens the dialog with the button `label`, confirms it and answers the cancel response. */
  async cancel(label: 'Cancel queued job' | 'Request cancellation of the running execution'): Promise<{ dialogText: string; response: Response }> {
    await this.cancelButton(label).click()
    const dialog = this.dialog(label)
    const dialogText = (await dialog.textContent()) ?? ''
    const [response] = await Promise.all([
      this.page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/cancel')),
      dialog.getByRole('button', { name: label }).click(),
    ])
    return { dialogText, response }
  }
}
