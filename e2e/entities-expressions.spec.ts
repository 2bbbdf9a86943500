import type { Page } from '@playwright/test'
import { describeViolations, expect, test, type ApiHelper, type SignInAs } from './fixtures'
import { addField, createDefinition, createRecord, FieldType, primaryTableId, uniqueSuffix } from './fixtures/entities'
import { EntityDataTabPage } from './pages/EntityDataTabPage'
import { EntityDesignerPage } from './pages/EntityDesignerPage'
import { EntityRulesPage } from './pages/EntityRulesPage'
import { ExpressionEditorPart } from './pages/ExpressionEditorPart'
import { FieldCalculationPart } from './pages/FieldCalculationPart'

const money = { FieldType: FieldType.Money, BaseCurrencyCode: 'EUR', DecimalPrecision: 12, DecimalScale: 2 }

/** An order entity with a title, Money "price", Integer "quantity" and Money "total", and one stored order; all through the API. */
async function arrangeOrders(api: ApiHelper) {
  const id = uniqueSuffix()
  const definition = await createDefinition(api, `e2e_calc_${id}`, 'Order', 'Orders')
  const table = primaryTableId(definition)
  await addField(api, table, { Key: 'title', DisplayName: 'Title', FieldType: FieldType.Text, StringMaxLength: 80 })
  await addField(api, table, { Key: 'price', DisplayName: 'Price', ...money })
  await addField(api, table, { Key: 'quantity', DisplayName: 'Quantity', FieldType: FieldType.Integer })
  const total = await addField(api, table, { Key: 'total', DisplayName: 'Total', ...money })
  await createRecord(api, definition.Id, { title: 'Stored order', price: { Amount: 10.5, CurrencyCode: 'EUR' }, quantity: 3 })
  return { definition, total }
}

/** Signed in as admin, the field's designer open at its conditions, the cursor in Visible when. */
async function openVisibleWhen(page: Page, signInAs: SignInAs, definitionId: string, fieldId: string) {
  const designer = new EntityDesignerPage(page)
  await signInAs(page, 'admin', '/')
  await designer.openField(definitionId, fieldId)
  await designer.editor.getByRole('button', { name: 'Conditions' }).click()
  const visibleWhen = new ExpressionEditorPart(page, designer.editor.getByTestId('field-condition-VisibleWhen'))
  await visibleWhen.focus()
  return { designer, visibleWhen }
}

/** Signed in as admin, the order's Total open in the designer with `price * quantity` typed as its calculation. */
async function typeTotalCalculation(page: Page, signInAs: SignInAs, api: ApiHelper) {
  const { definition, total } = await arrangeOrders(api)
  const designer = new EntityDesignerPage(page)
  const calculation = new FieldCalculationPart(page, designer.editor)
  await signInAs(page, 'admin', '/')
  await designer.openField(definition.Id, total.Id)
  await calculation.open()
  await calculation.editor.focus()
  await calculation.editor.type('price * quantity')
  return { definition, total, designer, calculation }
}

test.describe('entity designer: writing expressions', () => {
  test('a calculation and a validation rule show their value for a picked record while they are written', async ({ page, signInAs, api }) => {
    const { definition, calculation } = await typeTotalCalculation(page, signInAs, api)
    await calculation.editor.pickPreviewRecord(calculation.section, 'Stored order')
    await expect(calculation.editor.preview).toHaveText(/^For this record: 31\.5/)
    // The preview follows the text; nothing is saved.
    await calculation.editor.focus()
    await calculation.editor.type(' * 2')
    await expect(calculation.editor.preview).toHaveText(/^For this record: 63/)
    await calculation.section.getByRole('button', { name: 'Discard changes' }).click()

    const rules = new EntityRulesPage(page)
    await rules.goto(definition.Id, 'validation-rules')
    await page.getByRole('button', { name: 'Add rule' }).click()
    const dialog = rules.dialog('New validation rule')
    const expression = rules.expression(dialog, 'rule-expression')
    await rules.typeExpression(expression, 'quantity > 5')
    await expression.pickPreviewRecord(dialog, 'Stored order')
    await expect(expression.preview).toHaveText('For this record: FALSE \u2014 saving it is refused with the rule\u2019s message.')
    await rules.typeExpression(expression, 'quantity > 2')
    await expect(expression.preview).toHaveText('For this record: TRUE \u2014 the rule holds.')
  })

  test('a calculation typed with a mistake is marked, fixed by completion, saved with its recalculation, and computes the total of records', async ({
    page,
    signInAs,
    api,
    axe,
  }) => {
    test.slow()
    const { definition, total } = await arrangeOrders(api)
    const designer = new EntityDesignerPage(page)
    const calculation = new FieldCalculationPart(page, designer.editor)
    const editor = calculation.editor
    await signInAs(page, 'admin', '/')
    await designer.openField(definition.Id, total.Id)
    await expect(designer.editor.getByRole('heading', { name: 'Total' })).toBeVisible()

    // A mistake: the unknown key is marked in the text and named under the editor.
    await calculation.open()
    await editor.focus()
    await editor.type('price * quantityy')
    await expect(editor.markers.first()).toBeVisible()
    await expect(editor.message).toHaveText('There is no field with the key “quantityy”; did you mean “quantity”?')
    await expect(calculation.saveButton).toBeDisabled()
    const violations = await axe(page)
    expect(violations, describeViolations(violations)).toEqual([])

    // Fixed with completion: the wrong word goes, "quan" offers the field, Enter takes it.
    await page.keyboard.press('Escape')
    for (let i = 0; i < 'quantityy'.length; i++) await page.keyboard.press('Backspace')
    await editor.type('quan')
    await expect(editor.suggestions).toBeVisible()
    await expect(editor.suggestions.getByRole('listitem', { name: /^quantity\b/ })).toBeVisible()
    await page.keyboard.press('Enter')
    await expect.poll(() => editor.text()).toBe('price * quantity')
    await expect(editor.markers).toHaveCount(0)
    await expect(editor.message).toBeHidden()
    await expect(editor.types).toHaveText('Result: Money (EUR) · expected: Money (EUR), 2 places')
    await expect(calculation.section.getByText('Saving recalculates the stored value of 1 record.')).toBeVisible()

    // Saving asks first (one stored order is recalculated), then leads to the recalculation job.
    await calculation.saveButton.click()
    await expect(calculation.confirmDialog).toBeVisible()
    await expect(calculation.confirmDialog).toContainText('Saving recalculates the stored value of 1 record.')
    const saved = await calculation.confirm('Save calculation')
    expect(saved.status(), await saved.text()).toBe(200)
    const result = ((await saved.json()) as { Data: { RecalculationJobId: string | null; Field: { CalculationExpression: string } } }).Data
    expect(result.Field.CalculationExpression).toBe('price * quantity')
    expect(result.RecalculationJobId).toBeTruthy()

    const notice = page.getByRole('status').filter({ hasText: 'Calculation of Total saved.' })
    await expect(notice).toBeVisible()
    const jobLink = notice.getByRole('link', { name: 'Open the recalculation job' })
    await expect(jobLink).toHaveAttribute('href', `/function-operations/jobs/${result.RecalculationJobId}`)
    await expect(calculation.calculatedChip).toBeVisible()
    await expect(designer.editor.getByTestId('field-calculated')).toContainText('This field is calculated')
    await expect(calculation.saveButton).toBeDisabled()
    await expect(calculation.removeButton).toBeVisible()

    // The job's page in function operations.
    await jobLink.click()
    await expect(page).toHaveURL(new RegExp(`/function-operations/jobs/${result.RecalculationJobId}$`))

    // The stored order was recalculated by the job; a new one is calculated when it is saved.
    const data = new EntityDataTabPage(page, 'Orders', 'Order')
    await expect(async () => {
      await data.goto(definition.Id)
      await expect(data.row('Stored order')).toContainText('€31.50', { timeout: 1_000 })
    }).toPass({ timeout: 20_000 })

    await data.newRecord().click()
    await expect(data.editor).toBeVisible()
    await data.input('Title').fill('New order')
    await data.input('Price').fill('4.25')
    await data.input('Quantity').fill('4')
    const [created] = await Promise.all([data.waitForWrite('POST'), data.editor.getByRole('button', { name: 'Create' }).click()])
    expect(created.status(), await created.text()).toBe(200)
    const instance = ((await created.json()) as { Data: { Instance: { Number: string; Fields: Record<string, unknown> } } }).Data.Instance
    expect(instance.Fields.total).toEqual({ Amount: 17, CurrencyCode: 'EUR' })
    await expect(data.editor).toBeHidden()
    await expect(data.row('New order')).toContainText('€17.00')

    // Changed and saved again: the total follows.
    await data.row('New order').getByRole('link', { name: `Open record ${instance.Number}` }).click()
    await expect(data.editor).toBeVisible()
    await expect(data.input('Total')).toHaveValue(/17/)
    await data.input('Quantity').fill('5')
    const [patched] = await Promise.all([data.waitForWrite('PATCH'), data.editor.getByRole('button', { name: 'Save', exact: true }).click()])
    expect(patched.status(), await patched.text()).toBe(200)
    await expect(data.editor).toBeHidden()
    await expect(data.row('New order')).toContainText('€21.25')
  })

  test('a condition with a mistake shows its marker and message in the conditions section', async ({ page, signInAs, api }) => {
    const { definition, total } = await arrangeOrders(api)
    const { designer, visibleWhen } = await openVisibleWhen(page, signInAs, definition.Id, total.Id)
    await visibleWhen.type('quantity > 0 AND pricee IS NOT NULL')
    await expect(visibleWhen.markers.first()).toBeVisible()
    await expect(visibleWhen.message).toHaveText('There is no field with the key “pricee”; did you mean “price”?')
    await expect(designer.editor.getByTestId('field-condition-RequiredWhen').locator('.squiggly-error')).toHaveCount(0)
  })

  test('a choice field’s options are offered as values, and a value it does not have is marked with the one meant', async ({ page, signInAs, api }) => {
    const { definition, total } = await arrangeOrders(api)
    await addField(api, primaryTableId(definition), {
      Key: 'stage',
      DisplayName: 'Stage',
      FieldType: FieldType.Select,
      Options: [{ Key: 'draft', Value: 'Draft' }, { Key: 'won', Value: 'Won' }],
    })
    const { visibleWhen } = await openVisibleWhen(page, signInAs, definition.Id, total.Id)

    await visibleWhen.type('stage = ')
    await page.keyboard.press('Control+Space')
    await expect(visibleWhen.suggestions).toContainText('draft')
    await expect(visibleWhen.suggestions).toContainText('won')
    await page.keyboard.press('Escape')

    await visibleWhen.type("'Won'")
    await expect(visibleWhen.message).toHaveText("Stage has no option “Won”; did you mean 'won'? Its options are 'draft', 'won'.")
    await expect(visibleWhen.markers.first()).toBeVisible()
  })

  test('a calculation saved by someone else meanwhile opens the conflict; keeping mine saves it, and it can be removed', async ({ page, signInAs, api }) => {
    const { total, designer, calculation } = await typeTotalCalculation(page, signInAs, api)
    await page.keyboard.press('Escape')
    await expect(calculation.editor.types).toHaveText('Result: Money (EUR) · expected: Money (EUR), 2 places')

    // Someone else saves another calculation with the RowVersion this editor started from.
    await api.data('PUT', `/api/workspace/admin/entity-fields/${total.Id}/calculation`, { Expression: 'price * 2', RowVersion: total.RowVersion })

    await calculation.saveButton.click()
    const stale = await calculation.confirm('Save calculation')
    expect(stale.status()).toBe(409)
    await expect(designer.conflictDialog).toBeVisible()
    const row = designer.conflictDialog.getByRole('row', { name: /^Calculation/ })
    await expect(row).toContainText('price * 2')
    await expect(row).toContainText('price * quantity')
    await designer.conflictDialog.getByRole('button', { name: 'Keep my changes' }).click()
    await expect(designer.conflictDialog).toBeHidden()
    await expect.poll(() => calculation.editor.text()).toBe('price * quantity')

    await calculation.saveButton.click()
    const saved = await calculation.confirm('Save calculation')
    expect(saved.status(), await saved.text()).toBe(200)
    await designer.dismissNotice('Calculation of Total saved.')
    await expect(calculation.calculatedChip).toBeVisible()

    await calculation.removeButton.click()
    await expect(calculation.confirmDialog).toContainText('Total is then no longer calculated')
    const removed = await calculation.confirm('Remove calculation')
    expect(removed.status(), await removed.text()).toBe(200)
    await expect(page.getByRole('status').filter({ hasText: 'Calculation of Total removed.' })).toBeVisible()
    await expect(calculation.calculatedChip).toBeHidden()
    await expect(designer.editor.getByTestId('field-calculated')).toBeHidden()
    await expect(calculation.removeButton).toBeHidden()
    await expect.poll(() => calculation.editor.text()).toBe('')
  })
})
