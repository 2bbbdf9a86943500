import { expect, type Locator, type Page, type Response } from '@playwright/test'

const RUNS_PAGE = '/api/workspace/admin/function-operations/runs/page'

/** The run list of function operations (/function-operations/runs): filters, chips and the table. */
export class FunctionRunsPage {
  readonly table: Locator
  readonly filters: Locator
  readonly chips: Locator
  readonly refresh: Locator

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Function runs' })
    this.filters = page.getByRole('region', { name: 'Filters' })
    this.chips = page.getByRole('group', { name: 'Active filters' })
    this.refresh = page.getByRole('button', { name: 'Refresh' })
  }

  /** Opens the list with `query` (URL parameters of the app, e.g. `status=Timeout`) and waits for its page of runs. */
  async goto(query = ''): Promise<Response> {
    const [response] = await Promise.all([this.waitForPage(), this.page.goto(`/function-operations/runs${query ? `?${query}` : ''}`)])
    return response
  }

  waitForPage(): Promise<Response> {
    return this.page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === RUNS_PAGE)
  }

  /** The query string of the last page request the app sent, as parameters. */
  static query(response: Response): URLSearchParams {
    return new URL(response.url()).searchParams
  }

  chip(key: string): Locator {
    return this.page.getByTestId(`filter-chip-${key}`)
  }

  /** Rows that show a run (not the "no run matches" row): each links to its run. */
  runRows(): Locator {
    return this.table.locator('tbody tr').filter({ has: this.page.getByRole('link') })
  }

  /** A select or autocomplete of the filter panel, by its label. */
  filter(label: string): Locator {
    return this.filters.getByRole('combobox', { name: label })
  }

  /**
   * Types `text` into the picker `label` and waits until it lists what the server offers for that
   * text: the options shown before (for nothing typed) are replaced then, and a click aimed at one of
   * them could land on another option or on none.
   */
  async search(label: string, text: string): Promise<void> {
    const [answer] = await Promise.all([
      this.page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/run-filter-options') && new URL(r.url()).searchParams.get('Search') === text),
      this.filter(label).fill(text),
    ])
    const offered = ((await answer.json()) as { Data: unknown[] }).Data.length
    await expect(this.page.getByRole('listbox', { name: label }).getByRole('option')).toHaveCount(offered)
  }

  /** Types `option` into the autocomplete filter `label`, picks it and waits for the list it leads to. */
  async choose(label: string, option: string): Promise<Response> {
    await this.filter(label).fill(option)
    const choice = this.page.getByRole('listbox', { name: label }).getByRole('option', { name: option, exact: true })
    await expect(choice).toBeVisible()
    const [response] = await Promise.all([this.waitForPage(), choice.click()])
    return response
  }
}
