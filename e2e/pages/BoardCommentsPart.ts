import { expect, type Locator, type Page, type Response } from '@playwright/test'

/** The Comments tab of the board item drawer: the composer, the list, edit and delete. */
export class BoardCommentsPart {
  readonly tab: Locator
  readonly composer: Locator
  readonly comments: Locator
  readonly suggestions: Locator

  constructor(readonly page: Page) {
    this.tab = page.getByTestId('comments-tab')
    this.composer = this.tab.getByRole('combobox', { name: 'Write a comment (Markdown)' })
    this.comments = this.tab.getByTestId('comment')
    this.suggestions = this.tab.getByTestId('mention-suggestions')
  }

  /** Opens the item's drawer on the Comments tab through its deep link. */
  async open(boardKey: string, itemId: string): Promise<void> {
    await this.page.goto(`/boards/${boardKey}?item=${itemId}&itemTab=comments`)
    await expect(this.tab).toBeVisible()
  }

  comment(text: string | RegExp): Locator {
    return this.comments.filter({ hasText: text })
  }

  waitFor(method: string): Promise<Response> {
    return this.page.waitForResponse((response) => response.request().method() === method && /\/comments(\/[^/]+)?$/.test(new URL(response.url()).pathname))
  }

  /** Types `@` and the start of a name, then picks the first suggestion with Enter. */
  async mention(start: string, displayName: string): Promise<void> {
    await this.composer.pressSequentially(`@${start}`)
    await expect(this.suggestions.getByRole('option').first()).toContainText(displayName)
    await this.composer.press('Enter')
    await expect(this.suggestions).toBeHidden()
  }

  /** Sends the composer's text with Ctrl+Enter and waits for the answer. */
  async send(): Promise<Response> {
    const [response] = await Promise.all([this.waitFor('POST'), this.composer.press('Control+Enter')])
    return response
  }

  async edit(current: string | RegExp, text: string): Promise<Response> {
    await this.comment(current).getByRole('button', { name: 'Edit comment' }).click()
    // While edited, the text is in the box, so the comment is the one with the edit box.
    const editing = this.comments.filter({ has: this.page.getByRole('combobox', { name: 'Edit the comment (Markdown)' }) })
    await editing.getByRole('combobox').fill(text)
    const [response] = await Promise.all([this.waitFor('PUT'), editing.getByRole('button', { name: 'Save' }).click()])
    return response
  }

  async delete(current: string | RegExp): Promise<Response> {
    await this.comment(current).getByRole('button', { name: 'Delete comment' }).click()
    const dialog = this.page.getByRole('dialog', { name: 'Delete this comment?' })
    await expect(dialog).toBeVisible()
    const [response] = await Promise.all([this.waitFor('DELETE'), dialog.getByRole('button', { name: 'Delete comment' }).click()])
    return response
  }
}
