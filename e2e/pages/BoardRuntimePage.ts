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

  // Search and filters

  get search(): Locator {
    return this.page.getByTestId('board-search').getByRole('textbox')
  }

  get filterChips(): Locator {
    return this.page.getByTestId('filter-chip')
  }

  /** Opens the list of one filter control by its label. */
  private openFilter(label: string): Promise<void> {
    const filters = this.page.getByTestId('board-filters')
    return filters.locator('.v-input').filter({ has: this.page.getByRole('combobox', { name: label, exact: true }) }).locator('.v-field').click()
  }

  /** Picks options of a Select field's filter by their labels, then closes its list. */
  async filterByField(fieldLabel: string, ...options: string[]): Promise<void> {
    await this.openFilter(fieldLabel)
    for (const option of options) await this.page.getByRole('option', { name: option, exact: true }).click()
    await this.page.keyboard.press('Escape')
  }

  async filterByDue(label: string): Promise<void> {
    await this.openFilter('Due')
    await this.page.getByRole('option', { name: label, exact: true }).click()
  }

  removeChip(label: string): Promise<void> {
    return this.page.getByRole('button', { name: `Remove filter ${label}` }).click()
  }

  clearFilters(): Promise<void> {
    return this.page.getByTestId('filters-clear').click()
  }

  // Swimlanes

  async groupBy(label: string): Promise<void> {
    await this.openFilter('Group by')
    await this.page.getByRole('option', { name: label, exact: true }).click()
  }

  lane(name: string): Locator {
    return this.page.getByTestId('board-lane').and(this.page.getByRole('region', { name, exact: true }))
  }

  laneColumn(laneName: string, columnName: string): Locator {
    return this.lane(laneName).getByTestId('board-column').filter({ has: this.page.getByRole('heading', { name: columnName, exact: true }) })
  }

  /** Like startDragOver, from a card of one lane over a column of a lane. */
  async startDragOverLane(subject: string, laneName: string, columnName: string): Promise<void> {
    const card = this.card(subject)
    await card.hover()
    await this.page.mouse.down()
    const source = await card.boundingBox()
    if (source) await this.page.mouse.move(source.x + source.width / 2 + 20, source.y + source.height / 2 + 10, { steps: 4 })
    const target = await this.laneColumn(laneName, columnName).boundingBox()
    if (!target) throw new Error(`no column ${columnName} in lane ${laneName}`)
    // Near the column's foot, below its first cards.
    await this.page.mouse.move(target.x + target.width / 2, target.y + target.height - 60, { steps: 8 })
  }
}
