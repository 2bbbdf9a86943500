import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** Picks `option` in a Vuetify autocomplete after typing `search` into it. */
async function pick(page: Page, field: ReturnType<Page['getByTestId']>, search: string, option: string | RegExp) {
  await field.locator('input[type="text"]').fill(search)
  await page.getByRole('option', { name: option }).first().click()
}

test.describe('HTTP endpoints and publications', () => {
  test('an administrator adds an endpoint, tries it with a body and a secret-looking header, and sees the recorded run, a refusal included', async ({ page, signInAs, api }) => {
    // After `webhook` in key order: the function's page keeps trying its own first endpoint (function-operations-catalog.spec.ts).
    const key = `webhook-e2e-${randomBytes(4).toString('hex')}`
    await signInAs(page, 'admin', '/function-operations/endpoints')
    await expect(page.getByRole('heading', { name: 'HTTP endpoints' })).toBeVisible()
    await page.getByTestId('add-endpoint').click()
    const dialog = page.getByRole('dialog', { name: 'New HTTP endpoint' })
    await dialog.getByTestId('endpoint-key').getByRole('textbox').fill(key)
    await pick(page, dialog.getByTestId('endpoint-function'), 'Webhook', 'Webhook receiver')
    // POST, authentication required and JSON only are what a new endpoint starts with.
    await expect(dialog.getByTestId('endpoint-auth').getByRole('radio', { name: 'Required' })).toBeChecked()
    await expect(dialog.getByRole('checkbox', { name: 'application/json' })).toBeChecked()
    await dialog.getByTestId('endpoint-max-bytes').getByRole('textbox').fill('1024')
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(dialog).toBeHidden()

    const row = page.getByTestId('endpoint-row').filter({ hasText: key })
    await expect(row).toContainText(`/api/workspace/functions/http/${key}`)
    await expect(row).toContainText('Webhook receiver')
    await expect(row).toContainText('1 kB')
    await expect(row).toContainText('no rate limit')
    await expect(row).toContainText('Required')

    // Tried from the page, with the user's sign-in.
    await row.getByRole('button', { name: `Try ${key}` }).click()
    const card = page.getByTestId('endpoint-try')
    await expect(card).toContainText(`/api/workspace/functions/http/${key}`)
    await card.getByTestId('endpoint-query').getByRole('textbox').fill('event=paid&api_token=query-secret-1')
    await card.getByTestId('endpoint-headers').getByRole('textbox').fill('X-Signature-Token: header-secret-2')
    await card.getByTestId('endpoint-body').getByRole('textbox').fill('{ "orderId": 7, "amount": 3 }')
    await card.getByTestId('endpoint-send').click()
    const result = card.getByTestId('endpoint-result')
    await expect(result.getByTestId('endpoint-status')).toHaveText('HTTP 200')
    await expect(result).toContainText('Received POST event "paid" with 2 members.')
    const detail = result.getByTestId('endpoint-run-http')
    await expect(detail).toContainText(key)
    await expect(detail).toContainText('authorization')
    await expect(detail).toContainText('x-signature-token')
    await expect(detail).toContainText('[redacted]')
    for (const secret of ['query-secret-1', 'header-secret-2', await api.token('admin')]) await expect(result).not.toContainText(secret)

    // A body over the limit is refused before the function runs; the run records why.
    await card.getByTestId('endpoint-body').getByRole('textbox').fill(JSON.stringify({ padding: 'x'.repeat(2_000) }))
    await card.getByTestId('endpoint-send').click()
    await expect(result.getByTestId('endpoint-status')).toHaveText('HTTP 413')
    await expect(result.getByTestId('endpoint-run-http')).toContainText('workspace.functions.http.requestTooLarge')
    await expect(result.getByTestId('endpoint-run-http')).toContainText('413')

    // Without the sign-in, a required authentication refuses it too (401), recorded all the same.
    await card.getByTestId('endpoint-body').getByRole('textbox').fill('{ "orderId": 8 }')
    await card.getByTestId('endpoint-with-sign-in').getByRole('checkbox').uncheck()
    await card.getByTestId('endpoint-send').click()
    await expect(result.getByTestId('endpoint-status')).toHaveText('HTTP 401')
    await expect(result.getByTestId('endpoint-run-http')).toContainText('workspace.functions.http.authenticationRequired')
    // The user is still signed in: a refusal of the tried call is not the app's session ending.
    await expect(page.getByRole('dialog', { name: 'Session expired' })).toHaveCount(0)

    // Its runs are a click away: the run list filtered by the endpoint.
    await expect(row.getByRole('link', { name: `Runs of ${key}` })).toHaveAttribute('href', /\/function-operations\/runs\?endpoint=/)

    // Deleted behind a confirmation.
    await row.getByRole('button', { name: `Delete ${key}` }).click()
    await page.getByRole('dialog', { name: `Delete ${key}?` }).getByRole('button', { name: 'Delete' }).click()
    await expect(row).toHaveCount(0)
  })

  test('an administrator publishes a function with an input schema and sees it listed with its runtime path', async ({ page, signInAs, api }) => {
    const key = `e2e-validate-${randomBytes(4).toString('hex')}`
    await signInAs(page, 'admin', '/function-operations/publications')
    await expect(page.getByRole('heading', { name: 'Publications' })).toBeVisible()
    await page.getByTestId('add-publication').click()
    const dialog = page.getByRole('dialog', { name: 'New publication' })
    await dialog.getByTestId('publication-key').getByRole('textbox').fill(key)
    await dialog.getByTestId('publication-description').getByRole('textbox').fill('Partner check before saving')
    await pick(page, dialog.getByTestId('publication-function'), 'Validate', 'Validate customer data')
    await pick(page, dialog.getByTestId('publication-permission'), 'Call published', 'Call published functions')

    // The schema is typed into the code editor; while it does not parse, Create stays off.
    const editor = dialog.getByTestId('publication-schema')
    await expect(editor.locator('.monaco-editor textarea')).toBeAttached({ timeout: 15_000 })
    await editor.locator('.monaco-editor .view-lines').click()
    await expect(editor.getByRole('textbox', { name: 'Input schema' })).toBeFocused()
    await page.keyboard.insertText('type: object')
    await expect(dialog.getByTestId('publication-schema-error')).toContainText('This is not JSON')
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.press('Backspace')
    await page.keyboard.insertText('{ "type": "object", "required": ["Name"], "properties": { "Name": { "type": "string" } } }')
    await expect(dialog.getByTestId('publication-schema-error')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(dialog).toBeHidden()

    const row = page.getByTestId('publication-row').filter({ hasText: key })
    await expect(row.getByTestId('publication-path')).toHaveText(`/api/workspace/functions/${key}/commands`)
    await expect(row).toContainText('Validate customer data')
    await expect(row).toContainText('current')
    await expect(row).toContainText('functions.publications.invoke')
    await expect(row.getByRole('link', { name: `Runs of ${key}` })).toHaveAttribute('href', /\/function-operations\/runs\?publication=/)

    // Callers are held to the schema.
    const refused = await api.request('POST', `/api/workspace/functions/${key}/commands`, { Arguments: { Email: 'a@example.com' } })
    expect(refused.status).toBe(400)
    const accepted = await api.request('POST', `/api/workspace/functions/${key}/commands`, { Arguments: { Name: 'Ada' } })
    expect(accepted.status).toBe(200)
  })
})
