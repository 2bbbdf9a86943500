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

/**
 * A shipment entity with lines: a line's reason is required once its quantity is over 10, and not
 * shown for a quantity of 100 or more (the server still requires it: VisibleWhen only shapes forms);
 * its weight the server calculates.
 */
async function arrangeShipments(api: ApiHelper) {
  const id = uniqueSuffix()
  const shipments = await createDefinition(api, `e2e_ship_${id}`, 'Shipment', 'Shipments')
  const table = primaryTableId(shipments)
  await addField(api, table, { Key: 'title', DisplayName: 'Title', FieldType: FieldType.Text, StringMaxLength: 80 })
  const lines = await addField(api, table, { Key: 'lines', DisplayName: 'Lines', FieldType: FieldType.Table })
  await addField(api, lines.ChildTableId!, { Key: 'qty', DisplayName: 'Quantity', FieldType: FieldType.Integer })
  await addField(api, lines.ChildTableId!, {
    Key: 'reason',
    DisplayName: 'Reason',
    FieldType: FieldType.Text,
    StringMaxLength: 80,
    RequiredWhen: 'qty > 10',
    VisibleWhen: 'qty IS NULL OR qty < 100',
  })
  const weight = await addField(api, lines.ChildTableId!, { Key: 'weight', DisplayName: 'Weight', FieldType: FieldType.Integer })
  await api.data<{ Field: FieldDto }>('PUT', `/api/workspace/admin/entity-fields/${weight.Id}/calculation`, { Expression: 'qty * 5', RowVersion: weight.RowVersion })
  return { id, shipments }
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

  test("a table row's field is required by its row as the user types, and the server's refusal shows at that row", async ({ page, signInAs, api }, testInfo) => {
    const { shipments } = await arrangeShipments(api)
    const data = new EntityDataTabPage(page, 'Shipments', 'Shipment')
    await signInAs(page, 'admin', '/')
    await data.goto(shipments.Id)
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/instances')) posts.push(request.url())
    })

    await data.newRecord().click()
    await data.input('Title').fill('Row conditions')
    await data.editor.getByRole('button', { name: 'Add row' }).click()
    await data.cellInput(1, 'Quantity').fill('2')
    await data.editor.getByRole('button', { name: 'Add row' }).click()
    await data.cellInput(2, 'Quantity').pressSequentially('1')
    await expect(data.cellInput(2, 'Reason')).not.toHaveAttribute('aria-required', 'true')
    // Over 10 in this row: its reason is required — and only this row's.
    await data.cellInput(2, 'Quantity').pressSequentially('2')
    await expect(data.cellInput(2, 'Reason')).toHaveAttribute('aria-required', 'true')
    await expect(data.cell(2, 'reason')).toContainText('*')
    await expect(data.cellInput(1, 'Reason')).not.toHaveAttribute('aria-required', 'true')
    // A row's calculated column is read-only, with its reason.
    await expect(data.cellInput(1, 'Weight')).toHaveAttribute('readonly', '')
    await expect(data.cell(1, 'weight').getByRole('img', { name: /^Calculated/ })).toBeVisible()

    // The form refuses to save the row without it, at that row; nothing goes to the server.
    await data.editor.getByRole('button', { name: 'Create' }).click()
    await expect(data.cell(2, 'reason')).toContainText('Required.')
    await expect(data.cell(1, 'reason')).not.toContainText('Required.')
    expect(posts).toHaveLength(0)
    await page.screenshot({ path: testInfo.outputPath('row-required-in-form.png'), animations: 'disabled' })

    // From 100 the reason is not shown, so the form asks nothing; the server still requires it and names the row.
    await data.cellInput(2, 'Quantity').fill('150')
    await expect(data.cellInput(2, 'Reason')).toHaveCount(0)
    const [refused] = await Promise.all([data.waitForWrite('POST'), data.editor.getByRole('button', { name: 'Create' }).click()])
    expect(refused.status()).toBe(400)
    const issues = ((await refused.json()) as { Errors: { Field?: string }[] }).Errors
    expect(issues.map((issue) => issue.Field)).toContain('Fields.lines[1].Fields.reason')
    // Calculated cells are never sent.
    const sentRows = (JSON.parse(refused.request().postData() ?? '{}') as { Fields: { lines: { Fields: object }[] } }).Fields.lines
    expect(sentRows.map((row) => Object.keys(row.Fields))).toEqual([
      ['qty', 'reason'],
      ['qty', 'reason'],
    ])
    await expect(data.cellInput(2, 'Reason')).toBeVisible()
    await expect(data.cell(2, 'reason')).toContainText('Reason is required.')
    await expect(data.cell(1, 'reason')).not.toContainText('Reason is required.')
    // Nothing typed is lost.
    await expect(data.input('Title')).toHaveValue('Row conditions')
    await expect(data.cellInput(1, 'Quantity')).toHaveValue('2')
    await expect(data.cellInput(2, 'Quantity')).toHaveValue('150')
    await page.screenshot({ path: testInfo.outputPath('row-required-by-server.png'), animations: 'disabled' })

    // Answering it at that row saves the record.
    await data.cellInput(2, 'Reason').fill('Oversized load')
    await expect(data.cell(2, 'reason')).not.toContainText('Reason is required.')
    const [created] = await Promise.all([data.waitForWrite('POST'), data.editor.getByRole('button', { name: 'Create' }).click()])
    expect(created.status()).toBe(200)
    await expect(data.editor).toBeHidden()
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
