import { expect, type Locator, type Page } from '@playwright/test'

/**
 * One expression editor (AppExpressionEditor: Monaco with the server's diagnostics), found by the
 * element around it. Monaco takes keys through its hidden textarea; what it shows is in `.view-lines`.
 */
export class ExpressionEditorPart {
  readonly textarea: Locator
  /** The server's diagnostics as error markers in the text. */
  readonly markers: Locator
  /** The first problem under the editor, as plain text. */
  readonly message: Locator
  /** "Result: … · expected: …" under the editor. */
  readonly types: Locator
  /** Monaco's completion list while it is open. */
  readonly suggestions: Locator
  /** "For this record: …" under the editor, once a preview record is picked. */
  readonly preview: Locator

  constructor(
    readonly page: Page,
    readonly root: Locator,
  ) {
    this.textarea = root.locator('.monaco-editor textarea')
    this.markers = root.locator('.monaco-editor .squiggly-error')
    this.message = root.getByTestId('expression-message')
    this.types = root.getByTestId('expression-types')
    this.suggestions = page.locator('.monaco-editor .suggest-widget.visible')
    this.preview = root.getByTestId('expression-preview')
  }

  /** Waits until Monaco has loaded, then puts the cursor at the end of the text. */
  async focus(): Promise<void> {
    await expect(this.textarea).toBeAttached({ timeout: 15_000 })
    await this.root.locator('.monaco-editor .view-lines').click()
    await expect(this.textarea).toBeFocused()
    await this.page.keyboard.press('End')
  }

  /** Picks the record the preview evaluates against, in the "Preview with record" box inside `area`. */
  async pickPreviewRecord(area: Locator, search: string): Promise<void> {
    const picker = area.getByRole('combobox', { name: 'Preview with record' })
    await picker.fill(search)
    await this.page.getByRole('option', { name: new RegExp(search) }).click()
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text)
  }

  /** The text as the editor shows it (Monaco draws spaces as non-breaking ones). */
  async text(): Promise<string> {
    const shown = await this.root.locator('.monaco-editor .view-lines').innerText()
    return shown.replace(/\u00a0/g, ' ').trim()
  }
}
