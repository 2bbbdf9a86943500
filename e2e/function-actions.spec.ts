import { randomBytes } from 'node:crypto'
import { expect, test } from './fixtures'
import { EntityDataTabPage } from './pages/EntityDataTabPage'
import { EntityActionsPart, FunctionActionsPage } from './pages/FunctionActionsPage'

interface Definition { Id: string; Name: string }

test.describe('entity UI actions', () => {
  test('an administrator adds an action to customers, runs it on three records and sees an outcome per record', async ({ page, signInAs, api }) => {
    const suffix = randomBytes(3).toString('hex')
    const names = ['A', 'B', 'C'].map((letter) => `Actions ${suffix} ${letter}`)
    // Three customers of this test: the second has no email, so its validation fails.
    for (const [index, name] of names.entries()) {
      await api.data('POST', '/api/workspace/entity/customers/instances', {
        Fields: { name, email: index === 1 ? null : `${letter(index)}-${suffix}@example.org` },
      })
    }
    const customers = (await api.data<{ Items: Definition[] }>('GET', '/api/workspace/admin/entity-definitions?PageSize=100')).Items.find((item) => item.Name === 'customers')!

    await signInAs(page, 'admin', '/function-operations/actions')
    const design = new FunctionActionsPage(page)
    await expect(page.getByRole('heading', { name: 'Entity UI actions' })).toBeVisible()
    await page.getByTestId('add-action').click()
    await expect(design.dialog).toBeVisible()
    await design.chooseEntity('customers')
    await design.field('action-key').fill(`check-${suffix}`)
    await design.field('action-label').fill(`Check ${suffix}`)
    await design.field('action-label-de').fill(`Prüfen ${suffix}`)
    await design.choose('action-placement', 'List toolbar')
    await design.field('action-max-selection').fill('5')
    await design.choose('action-function', 'Validate customer data')
    await design.field('action-confirmation').fill('Check the selected customers?')
    await design.dialog.getByRole('button', { name: 'Create' }).click()
    await expect(design.row(`Check ${suffix}`)).toContainText('Validate customer data')
    await expect(design.row(`Check ${suffix}`)).toContainText('Up to 5 records')

    const data = new EntityDataTabPage(page, 'Customers', 'Customer')
    await data.goto(customers.Id)
    await data.search.fill(`Actions ${suffix}`)
    for (const name of names) await expect(data.row(name)).toBeVisible()
    const actions = new EntityActionsPart(page)
    // Nothing selected: the action says why it cannot run.
    await expect(actions.button(`Check ${suffix}`)).toBeDisabled()
    for (const name of names) await data.row(name).getByRole('checkbox').check()
    await expect(actions.button(`Check ${suffix}`)).toBeEnabled()
    await actions.button(`Check ${suffix}`).click()
    const confirm = actions.confirmDialog(`Check ${suffix}`)
    await expect(confirm).toContainText('Check the selected customers?')
    await confirm.getByRole('button', { name: 'Run' }).click()

    await expect(actions.outcomes).toHaveCount(3)
    await expect(actions.runDialog.getByTestId('action-outcome-counts')).toContainText('2 succeeded')
    await expect(actions.runDialog.getByTestId('action-outcome-counts')).toContainText('1 failed')
    const failed = actions.outcomes.filter({ hasText: names[1]! })
    await expect(failed).toHaveAttribute('data-status', 'Failed')
    await expect(failed).toContainText('Email is missing.')
    await expect(actions.outcomes.filter({ hasText: names[0]! })).toHaveAttribute('data-status', 'Succeeded')
    await expect(actions.runDialog.getByTestId('action-run-link')).toBeVisible()

    // The operations run page shows the same outcome per record.
    await actions.runDialog.getByTestId('action-run-link').click()
    const outcomes = page.getByTestId('run-outcomes').getByTestId('action-outcome')
    await expect(outcomes).toHaveCount(3)
    await expect(outcomes.filter({ hasText: names[1]! })).toContainText('Email is missing.')
  })
})

function letter(index: number): string {
  return ['a', 'b', 'c'][index]!
}
