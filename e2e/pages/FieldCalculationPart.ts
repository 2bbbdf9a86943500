import { expect, type Locator, type Page, type Response } from '@playwright/test'
import { ExpressionEditorPart } from './ExpressionEditorPart'

/** The Calculation section of the field editor (saved Integer, Decimal and Money fields) and its dialogs. */
export class FieldCalculationPart {
  readonly section: Locator
  readonly title: Locator
  readonly editor: ExpressionEditorPart
  readonly saveButton: Locator
  readonly removeButton: Locator
  /** "Calculated" beside the section's title. */
  readonly calculatedChip: Locator
  readonly confirmDialog: Locator

  constructor(
    readonly page: Page,
    fieldEditor: Locator,
  ) {
    this.section = fieldEditor.getByTestId('field-calculation')
    this.title = this.section.getByRole('button', { name: /^Calculation/ })
    this.editor = new ExpressionEditorPart(page, this.section.getByTestId('field-calculation-editor'))
    this.saveButton = this.section.getByRole('button', { name: 'Save calculation' })
    this.removeButton = this.section.getByRole('button', { name: 'Remove calculation' })
    this.calculatedChip = this.section.getByTestId('field-calculated-chip')
    this.confirmDialog = page.getByRole('dialog', { name: /^(Save|Remove) the calculation\?$/ })
  }

  /** Opens the section (closed while the field is not calculated). */
  async open(): Promise<void> {
    if ((await this.title.getAttribute('aria-expanded')) !== 'true') await this.title.click()
    await expect(this.title).toHaveAttribute('aria-expanded', 'true')
  }

  waitForSave(): Promise<Response> {
    return this.page.waitForResponse((r) => r.request().method() === 'PUT' && /\/entity-fields\/[^/]+\/calculation$/.test(r.url()))
  }

  /** Confirms the open question (recalculation or removal) and waits for the save. */
  async confirm(label: 'Save calculation' | 'Remove calculation'): Promise<Response> {
    const [response] = await Promise.all([this.waitForSave(), this.confirmDialog.getByRole('button', { name: label }).click()])
    await expect(this.confirmDialog).toBeHidden()
    return response
  }
}
