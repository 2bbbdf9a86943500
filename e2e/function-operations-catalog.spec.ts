import { expect, test } from './fixtures'

test.describe('function catalog', () => {
  test('lists each function with its current version and needs, opens one with its versions, and test-runs it from there', async ({ page, signInAs }) => {
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
    await expect(page).toHaveURL(/\/function-operations\/jobs\//)
  })
})
