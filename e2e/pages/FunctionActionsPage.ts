import type { Locator, Page } from '@playwright/test'

/** The Actions tab of function operations (/function-operations/actions) and its action dialog. */
export class FunctionActionsPage {
  readonly dialog: Locator

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: /^(New action|.+)$/ }).filter({ has: page.getByTestId('action-key') })
  }

  async goto(): Promise<void> {
    await this.page.goto('/function-operations/actions')
  }

  row(text: string): Locator {
    return this.page.getByTestId('action-row').filter({ hasText: text })
  }

  /** The input (or text area) of a dialog field by its test id. */
  field(testId: string): Locator {
    return this.dialog.getByTestId(testId).locator('input, textarea').first()
  }

  /** Picks the entity definition by its Name (display names may repeat). */
  async chooseEntity(name: string): Promise<void> {
    await this.dialog.getByTestId('action-entity').click()
    await this.page.getByRole('option').filter({ has: this.page.locator('.v-list-item-subtitle', { hasText: new RegExp(`^${name}$`) }) }).click()
  }

  /** Picks `option` in the dialog's select or autocomplete with `testId`. */
  async choose(testId: string, option: string): Promise<void> {
    await this.dialog.getByTestId(testId).click()
    await this.page.getByRole('option', { name: option, exact: true }).click()
  }
}

/** The entity UI actions of a surface and the run they start (the data tab's toolbar, a record's details). */
export class EntityActionsPart {
  readonly runDialog: Locator
  readonly outcomes: Locator

  constructor(readonly page: Page) {
    this.runDialog = page.getByTestId('action-run-dialog')
    this.outcomes = this.runDialog.getByTestId('action-outcome')
  }

  button(label: string): Locator {
    return this.page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: label })
  }

  confirmDialog(label: string): Locator {
    return this.page.getByRole('dialog', { name: label })
  }
}
