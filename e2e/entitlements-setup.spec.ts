import { describeViolations, expect, test, type ApiHelper } from './fixtures'
import { uniqueSuffix } from './fixtures/entities'
import { EntitlementSetupPage } from './pages/EntitlementSetupPage'

const ADMIN = '/api/workspace/admin/entitlement-operations'

async function enableEntitlementsModule(api: ApiHelper): Promise<void> {
  const current = await api.data<{ Enabled: boolean; RowVersion: string }>('GET', `${ADMIN}/module`)
  if (!current.Enabled) await api.data('PUT', `${ADMIN}/module`, { Enabled: true, RowVersion: current.RowVersion })
}

test.describe('entitlement setup', () => {
  test.beforeAll(async ({ api }) => enableEntitlementsModule(api))

  test('creates an information service access model, fixes its path, and adds a plan with two limits', async ({ page, signInAs, axe }) => {
    test.slow()
    const setup = new EntitlementSetupPage(page)
    const name = `E2E Data ${uniqueSuffix()}`
    await signInAs(page, 'configurator', '/entitlements/setup/models')
    const modelId = await setup.createModel({ type: 'Information service access', name, owner: 'Customers', resource: 'Contracts' })
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(setup.roleCard('OwnerParty').getByRole('combobox', { name: 'Entity definition' })).toHaveValue('Customers')

    // Resources reachable from the owner need a path; a wrong step answers 400 on the path field.
    await page.getByRole('radio', { name: /Reachable from the owner/ }).check()
    const path = setup.roleCard('Resource').getByRole('textbox', { name: 'Resource hierarchy path' })
    await path.fill('contract-list')
    const refused = await setup.saveModel()
    expect(refused.status()).toBe(400)
    // The server's message names the step that failed, beside the path.
    await expect(page.getByTestId('path-hierarchy').getByRole('alert')).toContainText('"contract-list"')
    await expect(path).toHaveValue('contract-list')

    await path.fill('contracts')
    const saved = await setup.saveModel()
    expect(saved.status(), await saved.text()).toBe(200)
    const steps = page.getByTestId('path-hierarchy-steps')
    await expect(steps).toContainText('Customers')
    await expect(steps).toContainText('Contracts')
    await expect(steps.getByText('contracts', { exact: true })).toBeVisible()

    const violations = await axe(page)
    expect(violations, describeViolations(violations)).toEqual([])

    // A plan with two limits, from the Plans tab.
    await setup.tab('Plans').click()
    await expect(page).toHaveURL(new RegExp(`/entitlements/setup/models/${modelId}/plans`))
    await page.getByRole('link', { name: 'New plan' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'New plan' })).toBeVisible()
    await page.getByRole('textbox', { name: 'Name' }).first().fill('Data feed')
    await page.getByTestId('plan-window-unit').locator('.v-field').click()
    await page.getByRole('option', { name: 'Months', exact: true }).click()
    await setup.addLimit(0, { name: 'API calls', family: 'Consumption', amount: '10000' })
    await setup.addLimit(1, { name: 'Exports', unlimited: true })
    await expect(page.getByTestId('plan-live-summary')).toHaveText('12 months · monthly windows from the start')
    const created = await setup.send(page.getByRole('button', { name: 'Create plan' }), 'POST', /\/models\/[^/]+\/plans$/)
    expect(created.status(), await created.text()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Data feed' })).toBeVisible()

    await page.getByRole('link', { name }).click()
    await setup.tab('Plans').click()
    const card = setup.planCard('data-feed')
    await expect(card.getByTestId('plan-summary')).toHaveText('12 months · monthly windows from the start')
    await expect(card.getByTestId('plan-limits')).toHaveText('API calls 10,000 · Exports unlimited')
  })

  test('previews the impact of a demo plan edit on live entitlements before saving it', async ({ page, signInAs }) => {
    const setup = new EntitlementSetupPage(page)
    await signInAs(page, 'admin', '/entitlements/setup/models')
    await page.getByRole('link', { name: 'Support subscription' }).click()
    await setup.tab('Plans').click()
    await setup.planCard('basic').getByRole('link', { name: 'Basic', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Basic' })).toBeVisible()
    await expect(page.getByTestId('plan-live-summary')).toHaveText('12 months · monthly windows from the start · 14 days grace · Auto-renew (30 days ahead)')

    // Seats, not Tickets: the runtime specs, running beside this one, issue Basic and count its tickets.
    await setup.limit(1).getByRole('spinbutton', { name: 'Granted' }).fill('1')
    await expect(page.getByTestId('plan-live-limits')).toContainText('Seats 1')
    const preview = await setup.send(page.getByTestId('plan-save'), 'POST', /\/plans\/[^/]+\/impact$/)
    expect(preview.status(), await preview.text()).toBe(200)
    const impact = page.getByTestId('impact-preview')
    await expect(impact.getByTestId('impact-changed')).toContainText('Granted amount of Seats')
    await expect(impact.getByTestId('impact-differing-count')).toHaveText(/^\d+ of \d+ live entitlements have other terms than these|^One of/)
    const first = impact.getByTestId('impact-differing').getByRole('link').first()
    await expect(first).toHaveAttribute('href', /^\/entitlements\/[^/]+$/)
    // The viewport only: a full-page capture resizes the page, and the Save click after it sent nothing.
    await page.screenshot({ path: test.info().outputPath('plan-impact.png') })

    // Previewed: the same button now saves (with the plan's RowVersion).
    const saved = await setup.send(page.getByRole('button', { name: 'Save', exact: true }), 'PUT', /\/plans\/[^/]+$/)
    expect(saved.status(), await saved.text()).toBe(200)
    await expect(page.getByTestId('impact-preview')).toHaveCount(0)
  })
})
