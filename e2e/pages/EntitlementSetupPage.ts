import { expect, type Locator, type Page, type Response } from '@playwright/test'

const ADMIN = '/api/workspace/admin/entitlement-operations'

/** Entitlement setup: the model list and create dialog, the model designer's tabs and the plan editor. */
export class EntitlementSetupPage {
  constructor(readonly page: Page) {}

  async gotoModels(): Promise<void> {
    await this.page.goto('/entitlements/setup/models')
    await expect(this.page.getByRole('heading', { level: 1, name: 'Entitlement models' })).toBeVisible()
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name })
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true })
  }

  /** A Vuetify select or autocomplete in `scope`: opens it and picks the option. */
  async choose(scope: Locator, label: string, option: string | RegExp): Promise<void> {
    await scope.locator('.v-input').filter({ has: this.page.getByRole('combobox', { name: label, exact: true }) }).locator('.v-field').click()
    await this.page.getByRole('option', { name: option, exact: true }).click()
    await expect(this.page.getByRole('listbox')).toHaveCount(0)
  }

  /** Clicks `button` and waits for the setup write it sends (`url` matches the path's end). */
  async send(button: Locator, method: string, url: RegExp): Promise<Response> {
    const [response] = await Promise.all([
      this.page.waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname.startsWith(ADMIN) && url.test(new URL(r.url()).pathname)),
      button.click(),
    ])
    return response
  }

  /** Creates a model from the list's dialog (the type first) and waits for its designer; answers its id. */
  async createModel(options: { type: string; name: string; owner: string; resource?: string }): Promise<string> {
    await this.page.getByRole('button', { name: 'New model' }).first().click()
    const dialog = this.dialog('New entitlement model')
    await this.choose(dialog, 'Model type', options.type)
    await dialog.getByRole('textbox', { name: 'Name' }).fill(options.name)
    // A definition option reads "<plural name> <technical name>"; other specs add definitions named
    // like the demo ones, so the demo's own (technical name = the plural in lower case) is picked.
    const demoDefinition = (plural: string) => new RegExp(`^${plural} ${plural.toLowerCase()}$`)
    await this.choose(dialog, 'Owner definition', demoDefinition(options.owner))
    if (options.resource) await this.choose(dialog, 'Resource definition', demoDefinition(options.resource))
    const created = await this.send(dialog.getByRole('button', { name: 'Create model' }), 'POST', /\/models(\/information-service-access)?$/)
    expect(created.status(), await created.text()).toBe(200)
    const id = ((await created.json()) as { Data: { Id: string } }).Data.Id
    await expect(this.page).toHaveURL(new RegExp(`/entitlements/setup/models/${id}/definition`))
    return id
  }

  roleCard(member: 'OwnerParty' | 'DelegateParty' | 'Resource' | 'RelatedResource'): Locator {
    return this.page.getByTestId(`role-${member}`)
  }

  /** The model designer's Save, waiting for the model update. */
  saveModel(): Promise<Response> {
    return this.send(this.page.getByTestId('model-save'), 'PUT', /\/models\/[^/]+$/)
  }

  planCard(key: string): Locator {
    return this.page.getByTestId(`plan-card-${key}`)
  }

  /** One row of the plan editor's limits. */
  limit(index: number): Locator {
    return this.page.getByTestId(`limit-row-${index}`)
  }

  async addLimit(index: number, values: { name: string; family?: string; amount?: string; unlimited?: boolean }): Promise<void> {
    await this.page.getByRole('button', { name: 'Add limit' }).click()
    const row = this.limit(index)
    await row.getByRole('textbox', { name: 'Name' }).fill(values.name)
    if (values.family) await this.choose(row, 'Family', values.family)
    if (values.unlimited) await row.getByRole('checkbox', { name: 'Unlimited' }).check()
    else await row.getByRole('spinbutton', { name: 'Granted' }).fill(values.amount ?? '')
  }
}
