import { expect, type Locator, type Page, type Response } from '@playwright/test'

/** The runtime board: its columns of cards, the add dialog, drag and drop, and the item drawer. */
export class BoardRuntimePage {
  readonly columns: Locator
  readonly addDialog: Locator
  readonly drawer: Locator
  readonly live: Locator

  constructor(readonly page: Page, readonly boardKey: string) {
    this.columns = page.getByTestId('board-column')
    this.addDialog = page.getByTestId('add-item-dialog')
    this.drawer = page.getByTestId('item-drawer')
    this.live = page.getByTestId('board-live')
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/boards/${this.boardKey}${query}`)
    await expect(this.columns.first()).toBeVisible()
  }

  column(name: string): Locator {
    return this.columns.filter({ has: this.page.getByRole('heading', { name, exact: true }) })
  }

  card(subject: string): Locator {
    return this.page.getByTestId('board-card').filter({ hasText: subject })
  }

  refusal(columnName: string): Locator {
    return this.column(columnName).getByTestId('column-refusal')
  }

  /** Adds an item through the top "Add item" button and waits for it on the board. */
  async addItem(subject: string): Promise<void> {
    await this.page.getByTestId('add-item').click()
    await this.addDialog.getByLabel('Subject').fill(subject)
    await Promise.all([this.waitFor('POST', /\/items$/), this.addDialog.getByTestId('add-item-save').click()])
    await expect(this.addDialog).toBeHidden()
    await expect(this.card(subject)).toBeVisible()
  }

  waitFor(method: string, path: RegExp): Promise<Response> {
    return this.page.waitForResponse((response) => response.request().method() === method && path.test(new URL(response.url()).pathname))
  }

  waitForMove(): Promise<Response> {
    return this.waitFor('POST', /\/items\/[^/]+\/move$/)
  }

  /**
   * Starts a native drag of the card and moves the pointer over the column without letting go
   * (Chromium runs HTML5 drag and drop from these mouse events).
   */
  async startDragOver(subject: string, columnName: string): Promise<void> {
    const card = this.card(subject)
    await card.hover()
    await this.page.mouse.down()
    const source = await card.boundingBox()
    if (source) await this.page.mouse.move(source.x + source.width / 2 + 20, source.y + source.height / 2 + 10, { steps: 4 })
    const target = await this.column(columnName).boundingBox()
    if (!target) throw new Error(`no column ${columnName}`)
    await this.page.mouse.move(target.x + target.width / 2, target.y + 120, { steps: 8 })
  }

  async openItem(subject: string): Promise<void> {
    await this.card(subject).click()
    await expect(this.drawer).toBeVisible()
  }

  tab(name: string): Locator {
    return this.drawer.getByRole('tab', { name, exact: true })
  }
}
