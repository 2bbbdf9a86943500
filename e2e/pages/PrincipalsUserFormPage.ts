import type { Locator, Page, Response } from '@playwright/test'

const USERS_API = /\/api\/workspace\/admin\/users(\/[^/?]+)?(\?.*)?$/

/** The user create and edit screen (/principals/users/new, /principals/users/:userId). */
export class PrincipalsUserFormPage {
  readonly userName: Locator
  readonly email: Locator
  readonly firstName: Locator
  readonly lastName: Locator
  readonly password: Locator
  readonly roles: Locator
  readonly save: Locator
  readonly create: Locator
  readonly delete: Locator
  readonly dialog: Locator
  /** The re-authentication dialog the app shows over the page when the session has expired. */
  readonly reauth: Locator

  constructor(readonly page: Page) {
    this.userName = page.getByLabel('User name', { exact: true })
    this.email = page.getByLabel('Email', { exact: true })
    this.firstName = page.getByLabel('First name', { exact: true })
    this.lastName = page.getByLabel('Last name', { exact: true })
    this.password = page.getByLabel('Initial password', { exact: true })
    this.roles = page.getByRole('combobox', { name: 'Roles' })
    this.save = page.getByRole('button', { name: 'Save', exact: true })
    this.create = page.getByRole('button', { name: 'Create', exact: true })
    this.delete = page.getByRole('button', { name: 'Delete', exact: true })
    this.dialog = page.getByRole('dialog')
    this.reauth = page.getByRole('dialog', { name: 'Session expired' })
  }

  async open(userId: string): Promise<void> {
    await Promise.all([this.waitFor('GET'), this.page.goto(`/principals/users/${encodeURIComponent(userId)}`)])
  }

  waitFor(method: 'GET' | 'POST' | 'PUT' | 'DELETE'): Promise<Response> {
    return this.page.waitForResponse(
      (response) => response.request().method() === method && USERS_API.test(new URL(response.url()).pathname),
    )
  }

  /** Opens the user type select (its field takes the click, not the inner combobox). */
  async openUserType(): Promise<void> {
    await this.page.locator('.v-input').filter({ has: this.page.getByRole('combobox', { name: 'Type', exact: true }) }).locator('.v-field').click()
  }

  async chooseRole(name: string): Promise<void> {
    await this.roles.click()
    await this.page.getByRole('option', { name, exact: true }).click()
    await this.page.keyboard.press('Escape')
  }

  /** Clicks Save and returns the PUT's answer. */
  async saveChanges(): Promise<Response> {
    const [response] = await Promise.all([this.waitFor('PUT'), this.save.click()])
    return response
  }

  /**
   * Answers the next save (PUT) of `userId` as an installation answers an expired token: 401 with a
   * ProblemDetails body. Every other request goes through.
   */
  async expireSessionOnNextSave(userId: string): Promise<void> {
    let expired = true
    await this.page.route(`**/api/workspace/admin/users/${encodeURIComponent(userId)}`, async (route) => {
      if (!expired || route.request().method() !== 'PUT') return route.fallback()
      expired = false
      await route.fulfill({
        status: 401,
        contentType: 'application/problem+json',
        body: JSON.stringify({ type: 'about:blank', title: 'Unauthorized', status: 401, detail: 'The access token has expired.' }),
      })
    })
  }

  /** Signs in again in the re-authentication dialog and waits for the login answer. */
  async signInAgain(password: string): Promise<Response> {
    await this.reauth.getByLabel('Password', { exact: true }).fill(password)
    const [response] = await Promise.all([
      this.page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/workspace/auth/login')),
      this.reauth.getByRole('button', { name: 'Sign in', exact: true }).click(),
    ])
    return response
  }

  async confirmDelete(): Promise<Response> {
    await this.delete.click()
    const [response] = await Promise.all([
      this.waitFor('DELETE'),
      this.dialog.getByRole('button', { name: 'Delete', exact: true }).click(),
    ])
    return response
  }
}
