import { expect, test } from './fixtures'

test.describe('function catalog', () => {
  test('lists each function with its current version and needs, opens one with its versions, and test-runs it there in place', async ({ page, signInAs }) => {
    await signInAs(page, 'admin', '/function-operations')
    await page.getByRole('tab', { name: 'Functions' }).click()
    await expect(page).toHaveURL(/\/function-operations\/functions$/)
    const row = page.getByTestId('catalog-row').filter({ hasText: 'sign-payload' })
    await expect(row).toContainText('v1')
    await expect(row).toContainText('secrets export-signing-key')
    await expect(page.getByTestId('catalog-row').filter({ hasText: 'webhook-receiver' })).toContainText('HTTP endpoint')

    await page.getByRole('link', { name: 'Export report' }).click()
    await expect(page.getByRole('heading', { name: 'Export report', level: 1 })).toBeVisible()
    const versions = page.getByTestId('catalog-version')
    await expect(versions.first()).toContainText('current')
    await versions.first().getByRole('link', { name: 'Runs of this version' }).click()
    await expect(page).toHaveURL(/\/function-operations\/runs\?.*version=/)
    await page.goBack()

    await page.getByTestId('catalog-test-run').click()
    const dialog = page.getByRole('dialog', { name: 'Run a function now' })
    await expect(dialog.getByTestId('run-function-facts')).toContainText('Key export-report')
    await dialog.getByRole('textbox', { name: 'Arguments (JSON object)' }).fill('{ "steps": 1, "stepMs": 1 }')
    await dialog.getByRole('button', { name: 'Run now' }).click()
    // The test run opens in place: its run as it goes, then its outcome.
    const result = page.getByTestId('test-run')
    await expect(result.getByTestId('test-run-status')).toContainText('Success')
    await expect(result.getByTestId('test-run-summary')).toBeVisible()
    await result.getByRole('link', { name: 'Open the run' }).click()
    await expect(page).toHaveURL(/\/function-operations\/runs\//)
  })

  test('an endpoint is tried from its function: the call is recorded with its HTTP detail, the credentials redacted', async ({ page, signInAs }) => {
    await signInAs(page, 'admin', '/function-operations/functions')
    await page.getByRole('link', { name: 'Webhook receiver' }).click()
    const card = page.getByTestId('endpoint-try')
    await card.getByTestId('endpoint-query').getByRole('textbox').fill('event=refund&api_key=abc123')
    await card.getByTestId('endpoint-body').getByRole('textbox').fill('{ "orderId": 7, "amount": 3 }')
    await card.getByTestId('endpoint-send').click()
    const result = card.getByTestId('endpoint-result')
    await expect(result).toContainText('Received POST event "refund" with 2 members.')
    await expect(result).toContainText('[redacted]')
    await expect(result).not.toContainText('abc123')
    await result.getByRole('link', { name: 'Open the run' }).click()
    await expect(page.getByTestId('run-http')).toContainText('webhook')
  })
})

test.describe('function versions and state', () => {
  test('a settings change is a new version: compared with the one before, the earlier made current again; the function disabled and enabled', async ({ page, signInAs }) => {
    await signInAs(page, 'admin', '/function-operations/functions')
    await page.getByRole('link', { name: 'Rebuild search index' }).click()
    await expect(page.getByRole('heading', { name: 'Rebuild search index', level: 1 })).toBeVisible()
    const versions = page.getByTestId('catalog-version')
    const before = await versions.count()

    await page.getByTestId('catalog-edit-settings').click()
    const dialog = page.getByRole('dialog', { name: 'Settings of Rebuild search index' })
    await dialog.getByTestId('settings-timeout').getByRole('spinbutton').fill('2')
    await dialog.getByTestId('settings-note').getByRole('textbox').fill('Bigger index since the import')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(dialog).toBeHidden()
    await expect(versions).toHaveCount(before + 1)
    await expect(versions.first()).toContainText('current')
    await expect(versions.first()).toContainText('Bigger index since the import')
    await expect(page.getByText('2 s', { exact: false }).first()).toBeVisible()

    // The new version against the one before: the time limit is what changed.
    await page.getByTestId('compare-versions').click()
    const diff = page.getByRole('dialog').filter({ has: page.getByTestId('version-diff') })
    await expect(diff.getByRole('heading')).toContainText('compared with')
    await expect(diff.getByTestId('version-diff')).toContainText('2000')
    await diff.getByRole('button', { name: 'Close' }).click()

    // The way back: the earlier version is current again.
    await versions.nth(1).getByTestId('make-current').click()
    await page.getByRole('dialog').getByRole('button', { name: 'Make current' }).click()
    await expect(versions.nth(1).getByText('current', { exact: true })).toBeVisible()
    await expect(versions.first().getByText('current', { exact: true })).toHaveCount(0)

    await page.getByTestId('catalog-enabled').getByRole('checkbox').click()
    await page.getByRole('dialog', { name: /Disable Rebuild search index/ }).getByRole('button', { name: 'Disable' }).click()
    await expect(page.getByTestId('catalog-enabled')).toContainText('Disabled')
    await expect(page.getByTestId('catalog-test-run')).toBeDisabled()
    await page.getByTestId('catalog-enabled').getByRole('checkbox').click()
    await expect(page.getByTestId('catalog-enabled')).toContainText('Enabled')
    await expect(page.getByTestId('catalog-test-run')).toBeEnabled()
  })
})
