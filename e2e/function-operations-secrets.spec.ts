import { randomBytes } from 'node:crypto'
import { expect, test } from './fixtures'

interface CommandResult {
  RunId: string
  Result: { Signature: string; KeyVersion: number } | null
}

test.describe('managed secrets', () => {
  test('an administrator adds a secret a function uses, rotates it, and neither value is ever shown again', async ({ page, signInAs, api }) => {
    const first = `e2e-first-${randomBytes(8).toString('hex')}`
    const second = `e2e-second-${randomBytes(8).toString('hex')}`
    const sign = () => api.data<CommandResult>('POST', '/api/workspace/functions/sign-payload/commands', { Arguments: { Payload: 'order 7' } })

    await signInAs(page, 'admin', '/function-operations/secrets')
    await expect(page.getByRole('heading', { name: 'Secrets' })).toBeVisible()
    await page.getByTestId('add-secret').click()
    const dialog = page.getByRole('dialog', { name: 'New secret' })
    await dialog.getByTestId('secret-name').getByRole('textbox').fill('export-signing-key')
    await dialog.getByTestId('secret-description').getByRole('textbox').fill('Signs partner exports')
    const value = dialog.getByTestId('secret-value').getByRole('textbox')
    await value.fill(first)
    await expect(value).toHaveAttribute('type', 'password')
    await dialog.getByRole('button', { name: 'Create' }).click()
    const row = page.getByTestId('secret-row').filter({ hasText: 'export-signing-key' })
    await expect(row).toContainText('Sign payload')
    await expect(row).toContainText('Signs partner exports')
    await expect(row.getByRole('cell').nth(2)).toHaveText('1')

    // The function signs with it; the run says which version, never the value.
    expect((await sign()).Result?.KeyVersion).toBe(1)

    await row.getByRole('button', { name: 'Rotate export-signing-key' }).click()
    const rotate = page.getByRole('dialog', { name: 'Rotate export-signing-key' })
    await rotate.getByTestId('secret-new-value').getByRole('textbox').fill(second)
    await rotate.getByRole('button', { name: 'Save' }).click()
    await expect(row.getByRole('cell').nth(2)).toHaveText('2')
    const signed = await sign()
    expect(signed.Result?.KeyVersion).toBe(2)

    await page.goto(`/function-operations/runs/${signed.RunId}`)
    await expect(page.getByText('Signed with export-signing-key version 2.').first()).toBeVisible()
    for (const text of [first, second]) await expect(page.locator('body')).not.toContainText(text)

    // The audit names the secret and its versions.
    await page.goto('/function-operations/audit')
    await expect(page.getByText('export-signing-key: version 1 → 2')).toBeVisible()

    // Editing shows the name and description only: the value is not there to read.
    await page.goto('/function-operations/secrets')
    await page.getByRole('button', { name: 'Edit export-signing-key' }).click()
    const edit = page.getByRole('dialog', { name: 'export-signing-key' })
    await expect(edit.getByTestId('secret-value')).toHaveCount(0)
    await expect(edit.getByTestId('secret-description').getByRole('textbox')).toHaveValue('Signs partner exports')
    await page.keyboard.press('Escape')

    // Deleting says which function then fails.
    await row.getByRole('button', { name: 'Delete export-signing-key' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete export-signing-key?' })
    await expect(confirm).toContainText('Sign payload will fail')
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText('No secrets')).toBeVisible()
  })

  test('the Secrets tab is offered to administrators only', async ({ page, signInAs }) => {
    await signInAs(page, 'operator', '/function-operations')
    await expect(page.getByRole('tab', { name: 'Runs' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Secrets' })).toHaveCount(0)
  })
})
