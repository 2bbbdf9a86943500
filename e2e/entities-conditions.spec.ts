import { expect, test, type ApiHelper } from './fixtures'
import { addField, createDefinition, FieldType, primaryTableId, uniqueSuffix, type FieldDto } from './fixtures/entities'
import { EntityDataTabPage } from './pages/EntityDataTabPage'

const Decimal = 3

/**
 * An offer entity, arranged through the API: a discount shown only for VIP offers, a validation
 * rule on the quantity (with a German message) and a total the server calculates.
 */
async function arrangeOffers(api: ApiHelper) {
  const id = uniqueSuffix()
  const offers = await createDefinition(api, `e2e_offer_${id}`, 'Offer', 'Offers')
  const table = primaryTableId(offers)
  await addField(api, table, { Key: 'title', DisplayName: 'Title', FieldType: FieldType.Text, StringMaxLength: 80 })
  await addField(api, table, { Key: 'category', DisplayName: 'Category', FieldType: FieldType.Text, StringMaxLength: 40 })
  await addField(api, table, {
    Key: 'discount',
    DisplayName: 'Discount',
    FieldType: Decimal,
    DecimalPrecision: 5,
    DecimalScale: 2,
    VisibleWhen: "category = 'vip'",
  })
  await addField(api, table, { Key: 'vip_reason', DisplayName: 'VIP reason', FieldType: FieldType.Text, StringMaxLength: 80, RequiredWhen: "category = 'vip'" })
  await addField(api, table, { Key: 'quantity', DisplayName: 'Quantity', FieldType: FieldType.Integer })
  await addField(api, table, { Key: 'unit_price', DisplayName: 'Unit price', FieldType: FieldType.Money, BaseCurrencyCode: 'EUR', DecimalPrecision: 12, DecimalScale: 2 })
  const total = await addField(api, table, { Key: 'total', DisplayName: 'Total', FieldType: FieldType.Money, BaseCurrencyCode: 'EUR', DecimalPrecision: 14, DecimalScale: 2 })
  await api.data<{ Field: FieldDto }>('PUT', `/api/workspace/admin/entity-fields/${total.Id}/calculation`, {
    Expression: 'unit_price * quantity',
    RowVersion: total.RowVersion,
  })
  await api.data('POST', `/api/workspace/admin/entity-definitions/${offers.Id}/validation-rules`, {
    Name: 'quantity_positive',
    DisplayName: 'Quantity is positive',
    Expression: 'quantity > 0',
    Message: 'The quantity must be more than zero.',
    MessageTranslations: { de: 'Die Menge muss größer als null sein.' },
  })
  return { id, offers }
}

/** The input's field in the form (label, input and its messages). */
const fieldOf = (data: EntityDataTabPage, key: string) => data.editor.locator(`[data-field-key="${key}"]`)

test.describe('record form conditions', () => {
  test('shows a field once its VisibleWhen holds for what the user types', async ({ page, signInAs, api }, testInfo) => {
    const { offers } = await arrangeOffers(api)
    const data = new EntityDataTabPage(page, 'Offers', 'Offer')
    await signInAs(page, 'admin', '/')
    await data.goto(offers.Id)

    await data.newRecord().click()
    await expect(data.input('Title')).toBeVisible()
    await expect(data.input('Discount')).toHaveCount(0)

    await data.input('Category').fill('vi')
    await expect(data.input('Discount')).toHaveCount(0)
    await data.input('Category').pressSequentially('p')
    await expect(data.input('Discount')).toBeVisible()
    await data.input('Discount').fill('5.5')
    // RequiredWhen holds as well: the field is marked required.
    await expect(data.input('VIP reason')).toHaveAttribute('aria-required', 'true')
    await expect(fieldOf(data, 'vip_reason')).toContainText('VIP reason *')
    await page.screenshot({ path: testInfo.outputPath('field-appears.png'), animations: 'disabled' })

    // The condition stops holding: the field goes, what was typed stays for when it comes back.
    await data.input('Category').fill('regular')
    await expect(data.input('Discount')).toHaveCount(0)
    await data.input('Category').fill('vip')
    await expect(data.input('Discount')).toHaveValue('5.5')
  })

  test('a validation rule blocks the save with its message on the field, in German when the UI is German', async ({ page, signInAs, api }, testInfo) => {
    const { offers } = await arrangeOffers(api)
    const data = new EntityDataTabPage(page, 'Offers', 'Offer')
    await signInAs(page, 'admin', '/')
    await data.goto(offers.Id)

    await data.newRecord().click()
    await data.input('Title').fill('Refused offer')
    await data.input('Quantity').fill('0')
    await expect(data.input('VIP reason')).not.toHaveAttribute('aria-required', 'true')
    const [refused] = await Promise.all([data.waitForWrite('POST'), data.editor.getByRole('button', { name: 'Create' }).click()])
    expect(refused.status()).toBe(400)
    await expect(fieldOf(data, 'quantity')).toContainText('The quantity must be more than zero.')
    // Nothing typed is lost, and the dialog stays open.
    await expect(data.input('Title')).toHaveValue('Refused offer')
    await expect(data.input('Quantity')).toHaveValue('0')
    await expect(data.editor.getByRole('button', { name: 'Create' })).toBeEnabled()
    await page.screenshot({ path: testInfo.outputPath('rule-error-en.png'), animations: 'disabled' })
    await data.editor.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('button', { name: 'Discard and leave' }).click()
    await expect(data.editor).toBeHidden()

    // The UI in German: the server answers the rule's German message.
    await page.getByRole('button', { name: 'Open user menu' }).click()
    await page.getByText('Deutsch', { exact: true }).click()
    await expect(page.getByRole('button', { name: 'Offer anlegen' }).first()).toBeVisible()
    if (await page.getByText('Deutsch', { exact: true }).isVisible()) await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Offer anlegen' }).first().click()
    const editor = page.getByRole('dialog', { name: 'Offer anlegen' })
    await expect(editor).toBeVisible()
    await editor.getByRole('textbox', { name: 'Title', exact: true }).fill('Abgelehntes Angebot')
    await editor.getByRole('textbox', { name: 'Quantity', exact: true }).fill('-2')
    const [refusedInGerman] = await Promise.all([data.waitForWrite('POST'), editor.getByRole('button', { name: 'Anlegen' }).click()])
    expect(refusedInGerman.status()).toBe(400)
    expect(refusedInGerman.request().headers()['accept-language']).toBe('de')
    await expect(editor.locator('[data-field-key="quantity"]')).toContainText('Die Menge muss größer als null sein.')
    await expect(editor.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Abgelehntes Angebot')
    await expect(editor.getByRole('button', { name: 'Anlegen' })).toBeEnabled()
    await page.screenshot({ path: testInfo.outputPath('rule-error-de.png'), animations: 'disabled' })
  })

  test('a calculated field shows the value the server computed after the save', async ({ page, signInAs, api }, testInfo) => {
    const { offers } = await arrangeOffers(api)
    const data = new EntityDataTabPage(page, 'Offers', 'Offer')
    await signInAs(page, 'admin', '/')
    await data.goto(offers.Id)

    await data.newRecord().click()
    const total = data.input('Total')
    await expect(total).toHaveAttribute('readonly', '')
    await expect(fieldOf(data, 'total')).toContainText('Calculated')
    await data.input('Title').fill('Calculated offer')
    await data.input('Quantity').fill('3')
    await data.input('Unit price').fill('19.99')
    const [created] = await Promise.all([data.waitForWrite('POST'), data.editor.getByRole('button', { name: 'Create' }).click()])
    expect(created.status()).toBe(200)
    expect(Object.keys((JSON.parse(created.request().postData() ?? '{}') as { Fields: object }).Fields)).not.toContain('total')
    await expect(data.editor).toBeHidden()

    const row = data.row('Calculated offer')
    await expect(row).toContainText('€59.97')
    await row.getByText('Calculated offer').click()
    await expect(data.editor).toBeVisible()
    await expect(data.input('Total')).toHaveValue('59.97')
    await expect(data.input('Total')).toHaveAttribute('readonly', '')
    await expect(fieldOf(data, 'total')).toContainText('Calculated')
    await page.screenshot({ path: testInfo.outputPath('calculated.png'), animations: 'disabled' })
  })
})
