import { expect, type Locator, type Page, type Response } from '@playwright/test'

/** The board list (/boards) and the board designer (/boards/:id/design/:tab): tabs, workflow graph, list, lint panel and dialogs. */
export class BoardDesignerPage {
  readonly graph: Locator
  readonly lint: Locator
  readonly workflowList: Locator

  constructor(readonly page: Page) {
    this.graph = page.getByTestId('workflow-graph')
    this.lint = page.getByTestId('lint-panel')
    this.workflowList = page.getByRole('region', { name: 'Statuses and transitions, in order' })
  }

  async gotoList(): Promise<void> {
    await this.page.goto('/boards')
    await expect(this.page.getByRole('heading', { level: 1, name: 'Boards' })).toBeVisible()
  }

  async goto(boardId: string, tab = 'workflow'): Promise<void> {
    await Promise.all([this.waitForBoard(), this.page.goto(`/boards/${boardId}/design/${tab}`)])
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name })
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true })
  }

  /** A Vuetify select or autocomplete in `scope`: opens it and picks the option. */
  async choose(scope: Locator, label: string, option: string): Promise<void> {
    // Vuetify's select opens from its field, not from the (hidden) input named by the label.
    await scope.locator('.v-input').filter({ has: this.page.getByRole('combobox', { name: label, exact: true }) }).locator('.v-field').click()
    await this.page.getByRole('option', { name: option, exact: true }).click()
    await expect(this.page.getByRole('listbox')).toHaveCount(0)
  }

  /** Creates a board from the list's dialog and waits for the designer to open on it; answers its id. */
  async createBoard(displayName: string): Promise<string> {
    await this.page.getByRole('button', { name: 'New board' }).click()
    const dialog = this.dialog('New board')
    await dialog.getByRole('textbox', { name: 'Name' }).fill(displayName)
    const [created] = await Promise.all([
      this.page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/workspace/admin/boards/boards')),
      dialog.getByRole('button', { name: 'Create board' }).click(),
    ])
    expect(created.status(), await created.text()).toBe(200)
    const id = ((await created.json()) as { Data: { Id: string } }).Data.Id
    await expect(this.page).toHaveURL(new RegExp(`/boards/${id}/design/workflow`))
    await expect(this.graph).toBeVisible()
    return id
  }

  async addStatus(displayName: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Add status' }).click()
    const dialog = this.dialog('New status')
    await dialog.getByRole('textbox', { name: 'Name' }).fill(displayName)
    const response = await this.submitDialog(dialog, 'Create', 'POST', /\/statuses$/)
    expect(response.status(), await response.text()).toBe(200)
    await expect(dialog).toHaveCount(0)
  }

  /** Clicks the dialog's button and waits for the board write it sends. */
  async submitDialog(dialog: Locator, button: string, method: string, url: RegExp): Promise<Response> {
    const [response] = await Promise.all([
      this.page.waitForResponse((r) => r.request().method() === method && url.test(new URL(r.url()).pathname)),
      dialog.getByRole('button', { name: button, exact: true }).click(),
    ])
    return response
  }

  /** A lint finding by its text. */
  finding(text: string | RegExp): Locator {
    return this.lint.getByRole('listitem').filter({ hasText: text })
  }

  /** A status node of the graph, by its name. */
  graphStatus(name: string): Locator {
    return this.graph.locator('.vue-flow__node').filter({ has: this.page.getByRole('button', { name, exact: true }) })
  }

  /** The label button of a transition in the graph. */
  graphTransition(name: string): Locator {
    return this.graph.getByRole('button', { name: new RegExp(name) })
  }

  waitForBoard(): Promise<Response> {
    return this.page.waitForResponse((r) => r.request().method() === 'GET' && /\/api\/workspace\/admin\/boards\/boards\/[^/?]+$/.test(r.url()))
  }
}
