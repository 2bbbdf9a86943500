import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** Picks `option` in a Vuetify autocomplete after typing `search` into it. */
async function pick(page: Page, field: ReturnType<Page['getByTestId']>, search: string, option: string | RegExp) {
  await field.locator('input[type="text"]').fill(search)
  await page.getByRole('option', { name: option }).first().click()
}

test.describe('record triggers', () => {
  test('an administrator adds a trigger on new customers, sees its run after a customer is added, then switches it off and deletes it', async ({ page, signInAs, api }) => {
    const key = `e2e-trigger-${randomBytes(4).toString('hex')}`
    await signInAs(page, 'admin', '/function-operations')
    await page.getByRole('tab', { name: 'Record triggers' }).click()
    await expect(page.getByRole('heading', { name: 'Record triggers' })).toBeVisible()
    await expect(page.getByTestId('trigger-row').filter({ hasText: 'contract-totals-on-create' })).toContainText('Contracts: created')

    await page.getByTestId('add-trigger').click()
    const dialog = page.getByRole('dialog', { name: 'New record trigger' })
    await dialog.getByTestId('trigger-key').getByRole('textbox').fill(key)
    await pick(page, dialog.getByTestId('trigger-function'), 'Validate', 'Validate customer data')
    await pick(page, dialog.getByTestId('trigger-entity'), 'Cust', /^Customers/)
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText(`Record trigger “${key}” added.`)).toBeVisible()
    const row = page.getByTestId('trigger-row').filter({ hasText: key })
    await expect(row).toContainText('Customers: created')
    await expect(row).toContainText('Validate customer data')

    // A new customer starts the function through the trigger: its runs are one click away.
    await api.data('POST', '/api/workspace/entity/customers/instances', { Fields: { name: `Triggered ${key}`, email: 'e2e@example.com' } })
    await row.getByRole('link', { name: `Runs started by ${key}` }).click()
    await expect(page).toHaveURL(/\/function-operations\/runs\?binding=/)
    await expect(page.getByRole('row').filter({ hasText: 'Validate customer data' }).first()).toBeVisible({ timeout: 15_000 })

    await page.goBack()
    await row.getByRole('button', { name: `Edit ${key}` }).click()
    const editing = page.getByRole('dialog', { name: key })
    await editing.getByTestId('trigger-enabled').getByRole('checkbox').uncheck()
    await editing.getByRole('button', { name: 'Save' }).click()
    await expect(editing).toBeHidden()
    await expect(row).toContainText('No')

    await row.getByRole('button', { name: `Delete ${key}` }).click()
    await page.getByRole('dialog', { name: `Delete the record trigger “${key}”?` }).getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText(`Record trigger “${key}” deleted.`)).toBeVisible()
    await expect(page.getByTestId('trigger-row').filter({ hasText: key })).toHaveCount(0)
  })
})
