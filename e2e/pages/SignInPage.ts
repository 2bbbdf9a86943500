import type { Locator, Page } from '@playwright/test'
import { demoPasswords, type DemoRole } from '../fixtures/demo'

/** The sign-in screen: installation check, password and API-key sign-in. */
export class SignInPage {
  readonly userNameOrEmail: Locator
  readonly password: Locator
  readonly apiKey: Locator
  readonly submit: Locator
  readonly error: Locator
  readonly versionLabel: Locator
  readonly installationAddress: Locator

  constructor(readonly page: Page) {
    this.userNameOrEmail = page.getByLabel('User name or email')
    this.password = page.getByLabel('Password', { exact: true })
    this.apiKey = page.getByLabel('API key', { exact: true })
    this.submit = page.getByRole('button', { name: 'Sign in' })
    this.error = page.getByRole('alert').filter({ hasText: /\S/ })
    this.versionLabel = page.getByTestId('installation-version')
    this.installationAddress = page.getByTestId('installation-address')
  }

  async goto(redirect?: string): Promise<void> {
    await this.page.goto(redirect ? `/sign-in?redirect=${encodeURIComponent(redirect)}` : '/sign-in')
    await this.userNameOrEmail.waitFor()
  }

  /** Signs in with a password and waits for the login answer. */
  async signIn(userNameOrEmail: string, password: string): Promise<void> {
    await this.userNameOrEmail.fill(userNameOrEmail)
    await this.password.fill(password)
    await Promise.all([
      this.page.waitForResponse((response) => response.url().endsWith('/api/workspace/auth/login')),
      this.submit.click(),
    ])
  }

  async signInAs(role: Exclude<DemoRole, 'service'>): Promise<void> {
    const { userName, password } = demoPasswords[role]
    await this.signIn(userName, password)
  }

  async signInWithApiKey(key: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Service API key' }).click()
    await this.apiKey.fill(key)
    await Promise.all([
      this.page.waitForResponse((response) => response.url().endsWith('/api/workspace/auth/me')),
      this.submit.click(),
    ])
  }
}
