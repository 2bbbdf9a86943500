import { expect, type Locator, type Page, type Response } from '@playwright/test'

/** The entitlement list and detail: the issue dialog, the limits, the adjust dialog and the ledger. */
export class EntitlementPage {
  readonly issueDialog: Locator
  readonly adjustDialog: Locator
  readonly preview: Locator

  constructor(readonly page: Page) {
    this.issueDialog = page.getByTestId('issue-dialog')
    this.adjustDialog = page.getByTestId('adjust-dialog')
    this.preview = page.getByTestId('adjust-preview')
  }

  async openList(): Promise<void> {
    await this.page.goto('/entitlements')
    await expect(this.page.getByRole('heading', { name: 'Entitlements', level: 1 })).toBeVisible()
  }

  async openDetail(entitlementId: string, number: number, tab = ''): Promise<void> {
    await this.page.goto(`/entitlements/${entitlementId}${tab ? `?tab=${tab}` : ''}`)
    await expect(this.page.getByRole('heading', { name: `Entitlement #${number}`, level: 1 })).toBeVisible()
  }

  /** A Vuetify select or autocomplete in `scope`: opens it (typing `search` for an autocomplete) and picks the option. */
  async choose(scope: Locator, testid: string, option: string, search?: string): Promise<void> {
    const field = scope.getByTestId(testid)
    if (search) await field.locator('input').fill(search)
    else await field.locator('.v-field').click()
    await this.page.getByRole('option', { name: option }).first().click()
    await expect(this.page.getByRole('listbox')).toHaveCount(0)
  }

  /** Issues from the list's dialog and waits for the new entitlement's page; answers its id. */
  async issue(model: string, plan: string, owner: string): Promise<string> {
    await this.page.getByTestId('issue-entitlement').click()
    await expect(this.issueDialog).toBeVisible()
    await this.choose(this.issueDialog, 'issue-model', model)
    await this.choose(this.issueDialog, 'issue-plan', plan)
    await this.choose(this.issueDialog, 'issue-owner', owner, owner.slice(0, 8))
    const [issued] = await Promise.all([this.waitFor('POST', /\/entitlement-operations\/entitlements$/), this.issueDialog.getByTestId('issue-save').click()])
    expect(issued.status()).toBe(200)
    const body = (await issued.json()) as { Data: { Id: string } }
    await expect(this.page).toHaveURL(new RegExp(`/entitlements/${body.Data.Id}$`))
    return body.Data.Id
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true })
  }

  limit(key: string): Locator {
    return this.page.getByTestId(`limit-${key}`)
  }

  async openAdjust(key: string): Promise<void> {
    await this.page.getByTestId(`adjust-${key}`).click()
    await expect(this.adjustDialog).toBeVisible()
  }

  async setChange(mode: 'set' | 'consume' | 'release', amount: string): Promise<void> {
    await this.adjustDialog.getByTestId(`adjust-mode-${mode}`).click()
    await this.adjustDialog.getByTestId('adjust-amount').locator('input').fill(amount)
  }

  submit(): Locator {
    return this.adjustDialog.getByTestId('adjust-submit')
  }

  waitFor(method: string, path: RegExp): Promise<Response> {
    return this.page.waitForResponse((response) => response.request().method() === method && path.test(new URL(response.url()).pathname))
  }

  adjustPath(entitlementId: string): RegExp {
    return new RegExp(`/entitlements/${entitlementId}/quantity/adjust$`)
  }

  ledgerRows(): Locator {
    return this.page.getByTestId('ledger-table').locator('tbody tr').filter({ has: this.page.getByTestId('ledger-quantity') })
  }
}
