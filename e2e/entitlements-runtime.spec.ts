import { expect, test } from './fixtures'
import { activeLimit, adjustThroughApi, issueSupportBasic, ledgerCount } from './fixtures/entitlements'
import { EntitlementPage } from './pages/EntitlementPage'

/**
 * An operator issues a "Support subscription" Basic entitlement (20 tickets a month) to a demo
 * customer and corrects its consumption: with the preview, after a lost answer (one ledger entry)
 * and after someone else changed the balance first.
 */
test.describe('entitlements runtime', () => {
  test('the list filters say what Recorded status and State now filter by, and why Plan waits for a model, in readable contrast', async ({ page, signInAs, axe }) => {
    const entitlements = new EntitlementPage(page)
    await signInAs(page, 'operator', '/')
    await entitlements.openList()
    const filters = page.getByRole('group', { name: 'Filters' })
    await expect(filters).toContainText('As last recorded by an action')
    await expect(filters).toContainText('Today, from its dates and grace')
    await expect(page.getByRole('combobox', { name: 'Plan' })).toHaveAccessibleDescription('Choose a model first')
    const violations = await axe(page)
    expect(violations.filter((violation) => violation.id === 'color-contrast')).toEqual([])
  })

  test('the list shows each entitlement\'s use of this period and filters those over a limit', async ({ page, signInAs, api }) => {
    const issued = await issueSupportBasic(api, 'Elbtal Bau GmbH')
    await adjustThroughApi(api, issued.Id, activeLimit(issued, 'tickets'), 27)
    const entitlements = new EntitlementPage(page)
    await signInAs(page, 'operator', '/')
    await entitlements.openList()
    await page.getByRole('combobox', { name: 'Use' }).click({ force: true })
    await page.getByRole('option', { name: 'Over a limit' }).click()
    await expect(page).toHaveURL(/overLimit=true/)
    const row = page.getByRole('row').filter({ hasText: `#${issued.EntitlementNumber}` })
    await expect(row.getByTestId('usage-cell')).toContainText('Tickets 27 of 20 tickets Over')
    // Every row the filter leaves has a limit over.
    const cells = page.getByTestId('usage-cell')
    await expect.poll(async () => (await cells.allTextContents()).every((text) => text.includes('Over'))).toBe(true)
  })

  test('issues an entitlement to a demo customer and adjusts its tickets with the preview checked', async ({ page, signInAs }) => {
    const entitlements = new EntitlementPage(page)
    await signInAs(page, 'operator', '/')
    await entitlements.openList()
    await entitlements.issue('Support subscription', 'Basic', 'Atlantic Freight Ltd')
    await expect(page.getByTestId('entitlement-facts')).toContainText('Atlantic Freight Ltd')
    await expect(page.getByTestId('entitlement-facts')).toContainText('Active')
    await expect(entitlements.limit('tickets').getByTestId('limit-summary')).toHaveText('0 of 20 tickets used · 20 available')

    await entitlements.openAdjust('tickets')
    await entitlements.setChange('consume', '3')
    await expect(entitlements.preview.getByTestId('preview-consumed')).toHaveText(/0 tickets\s*becomes\s*3 tickets/)
    await expect(entitlements.preview.getByTestId('preview-delta')).toHaveText('+3 tickets')
    await expect(entitlements.preview.getByTestId('preview-available')).toHaveText('17 tickets of 20')
    // Over the granted amount is allowed, and the preview says so before anything is sent.
    await entitlements.setChange('set', '21')
    await expect(entitlements.preview.getByTestId('preview-over-limit')).toContainText('21 is over the granted 20 by 1')
    await entitlements.setChange('consume', '3')
    await entitlements.adjustDialog.getByTestId('adjust-reason-code').locator('input').fill('support.ticket')
    const [adjusted] = await Promise.all([entitlements.waitFor('POST', /\/quantity\/adjust$/), entitlements.submit().click()])
    expect(adjusted.status()).toBe(200)
    await expect(entitlements.adjustDialog).toBeHidden()
    await expect(entitlements.limit('tickets').getByTestId('limit-summary')).toHaveText('3 of 20 tickets used · 17 available')

    await entitlements.tab('Ledger').click()
    await expect(entitlements.ledgerRows()).toHaveCount(1)
    await expect(entitlements.ledgerRows().first()).toContainText('support.ticket')
    await expect(entitlements.ledgerRows().first().getByTestId('ledger-quantity')).toHaveText('+3')
  })

  test('retries an adjust whose answer was lost: the server applied it once', async ({ page, signInAs, api }) => {
    const issued = await issueSupportBasic(api, 'Brabant Agro BV')
    const entitlements = new EntitlementPage(page)
    await signInAs(page, 'operator', '/')
    await entitlements.openDetail(issued.Id, issued.EntitlementNumber)

    // The first adjust reaches the server, which applies it; the browser never gets the answer.
    let lost = false
    await page.route(entitlements.adjustPath(issued.Id), async (route) => {
      if (lost) return route.continue()
      lost = true
      await route.fetch()
      await route.abort('failed')
    })
    await entitlements.openAdjust('tickets')
    await entitlements.setChange('set', '5')
    await entitlements.submit().click()
    await expect(entitlements.adjustDialog.getByTestId('adjust-errors')).toContainText('may or may not have been applied')
    await expect(entitlements.submit()).toHaveText('Retry')
    expect(await ledgerCount(api, issued.Id)).toBe(1)

    const [retried] = await Promise.all([entitlements.waitFor('POST', entitlements.adjustPath(issued.Id)), entitlements.submit().click()])
    expect(retried.status()).toBe(200)
    await expect(entitlements.adjustDialog).toBeHidden()
    await expect(entitlements.limit('tickets').getByTestId('limit-summary')).toHaveText('5 of 20 tickets used · 15 available')
    expect(await ledgerCount(api, issued.Id)).toBe(1)
    await entitlements.tab('Ledger').click()
    await expect(entitlements.ledgerRows()).toHaveCount(1)
  })

  test('explains a concurrent change and applies only after a fresh confirmation', async ({ page, signInAs, api }) => {
    const issued = await issueSupportBasic(api, 'Main Finanzberatung AG')
    const entitlements = new EntitlementPage(page)
    await signInAs(page, 'operator', '/')
    await entitlements.openDetail(issued.Id, issued.EntitlementNumber)
    await entitlements.openAdjust('tickets')
    await entitlements.setChange('consume', '2')
    await expect(entitlements.preview.getByTestId('preview-consumed')).toHaveText(/0 tickets\s*becomes\s*2 tickets/)

    // Meanwhile the help desk books 7 tickets.
    await adjustThroughApi(api, issued.Id, activeLimit(issued, 'tickets'), 7)
    const [refused] = await Promise.all([entitlements.waitFor('POST', entitlements.adjustPath(issued.Id)), entitlements.submit().click()])
    expect(refused.status()).toBe(409)
    await expect(entitlements.adjustDialog.getByTestId('adjust-conflict')).toHaveText(
      'Someone else changed this balance (now 7) — review the new preview and apply again.',
    )
    await expect(entitlements.preview.getByTestId('preview-consumed')).toHaveText(/7 tickets\s*becomes\s*9 tickets/)
    expect(await ledgerCount(api, issued.Id)).toBe(1)

    const [applied] = await Promise.all([entitlements.waitFor('POST', entitlements.adjustPath(issued.Id)), entitlements.submit().click()])
    expect(applied.status()).toBe(200)
    await expect(entitlements.limit('tickets').getByTestId('limit-summary')).toHaveText('9 of 20 tickets used · 11 available')
    expect(await ledgerCount(api, issued.Id)).toBe(2)
  })
})
