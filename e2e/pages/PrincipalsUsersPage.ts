import type { Locator, Page } from '@playwright/test'

/** The users list under /principals/users. */
export class PrincipalsUsersPage {
  readonly heading: Locator
  readonly search: Locator
  readonly table: Locator
  readonly newUser: Locator
  /** The Users tab of the principal screens: in-app navigation to the list. */
  readonly tab: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Users' })
    this.search = page.getByRole('searchbox', { name: 'Search users' })
    this.table = page.getByRole('table', { name: 'Users' })
    this.newUser = page.getByRole('link', { name: 'New user' })
    this.tab = page.getByRole('navigation', { name: 'Users and roles' }).getByRole('tab', { name: 'Users' })
  }

  async goto(): Promise<void> {
    await Promise.all([this.waitForList(), this.page.goto('/principals/users')])
  }

  /** Opens the list from the tabs (no reload) and waits for its answer. */
  async openFromTab(): Promise<void> {
    await Promise.all([this.waitForList(), this.tab.click()])
  }

  /** Resolves with the next users list answer. */
  waitForList() {
    return this.page.waitForResponse(
      (response) => response.request().method() === 'GET' && /\/api\/workspace\/admin\/users\?/.test(response.url()),
    )
  }

  async searchFor(text: string): Promise<void> {
    await Promise.all([this.waitForList(), this.search.fill(text)])
  }

  row(text: string): Locator {
    return this.table.getByRole('row').filter({ hasText: text })
  }
}
