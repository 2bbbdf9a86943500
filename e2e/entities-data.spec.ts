import { expect, test, type ApiHelper } from './fixtures'
import { addField, createDefinition, FieldType, primaryTableId, uniqueSuffix, type DefinitionDto as Definition } from './fixtures/entities'
import { EntityDataTabPage } from './pages/EntityDataTabPage'

/** Arranges a customer entity with one record and an order entity referencing it, all through the API. */
async function arrangeEntities(api: ApiHelper) {
  const id = uniqueSuffix()
  const customers = await createDefinition(api, `e2e_cust_${id}`, 'Customer', 'Customers')
  await addField(api, primaryTableId(customers), { Key: 'name', DisplayName: 'Name', FieldType: FieldType.Text, StringMaxLength: 80 })
  await api.data('POST', `/api/workspace/entity/${customers.Id}/instances`, { Fields: { name: `Acme ${id}` } })

  const orders = await createDefinition(api, `e2e_ord_${id}`, 'Order', 'Orders')
  const table = primaryTableId(orders)
  await addField(api, table, { Key: 'title', DisplayName: 'Title', FieldType: FieldType.Text, StringMaxLength: 80 })
  await addField(api, table, { Key: 'amount', DisplayName: 'Amount', FieldType: FieldType.Money, BaseCurrencyCode: 'EUR', DecimalPrecision: 12, DecimalScale: 2 })
  await addField(api, table, {
    Key: 'status',
    DisplayName: 'Status',
    FieldType: FieldType.Select,
    Options: [
      { Key: 'open', Value: 'Open' },
      { Key: 'done', Value: 'Done' },
    ],
  })
  await addField(api, table, { Key: 'customer', DisplayName: 'Customer', FieldType: FieldType.Reference, ReferenceToEntityDefinitionId: customers.Id })
  const lines = await addField(api, table, { Key: 'lines', DisplayName: 'Lines', FieldType: FieldType.Table })
  await addField(api, lines.ChildTableId!, { Key: 'qty', DisplayName: 'Quantity', FieldType: FieldType.Integer })
  return { id, customers, orders }
}

test.describe('entity data and YAML tabs', () => {
  test('enters a record with text, money, select, reference and table rows; archives and restores it', async ({ page, signInAs, api }) => {
    const { id, orders } = await arrangeEntities(api)
    const data = new EntityDataTabPage(page, 'Orders', 'Order')
    await signInAs(page, 'admin', '/')
    await data.goto(orders.Id)

    await data.newRecord().click()
    await expect(data.editor).toBeVisible()
    await data.input('Title').fill('First order')
    await data.input('Amount').fill('1250.50')
    await data.select('Status').click()
    await page.getByRole('option', { name: 'Done' }).click()
    await data.combobox('Customer').click()
    await data.combobox('Customer').fill('Acme')
    await page.getByRole('option', { name: new RegExp(`Acme ${id}`) }).click()
    await data.editor.getByRole('button', { name: 'Add row' }).click()
    await data.editor.getByRole('textbox', { name: 'Quantity' }).fill('3')
    await data.editor.getByRole('button', { name: 'Add row' }).click()
    await data.editor.getByRole('textbox', { name: 'Quantity' }).nth(1).fill('5')

    const [created] = await Promise.all([data.waitForWrite('POST'), data.editor.getByRole('button', { name: 'Create' }).click()])
    expect(created.status()).toBe(200)
    const result = ((await created.json()) as { Data: { Instance: { Number: string; Fields: Record<string, unknown> } } }).Data
    expect(result.Instance.Fields).toMatchObject({
      title: 'First order',
      amount: { Amount: 1250.5, CurrencyCode: 'EUR' },
      status: 'done',
    })
    expect((result.Instance.Fields.lines as { Fields: { qty: number } }[]).map((row) => row.Fields.qty)).toEqual([3, 5])
    await expect(data.editor).toBeHidden()

    const row = data.row('First order')
    await expect(row).toContainText('Done')
    await expect(row).toContainText(`Acme ${id}`)
    await expect(row).toContainText('2 rows')

    // Archive (confirmed), find it under Archived, restore it.
    await row.getByRole('button', { name: `Archive record ${result.Instance.Number}` }).click()
    await expect(data.confirmDialog).toBeVisible()
    await Promise.all([data.waitForWrite('DELETE'), data.confirmDialog.getByRole('button', { name: 'Archive' }).click()])
    await expect(data.row('First order')).toHaveCount(0)
    await data.filter('Archived').click()
    await expect(page).toHaveURL(/state=archived/)
    const archived = data.row('First order')
    await expect(archived).toContainText('Archived')
    await Promise.all([data.waitForWrite('POST'), archived.getByRole('button', { name: `Restore record ${result.Instance.Number}` }).click()])
    await expect(data.row('First order')).toHaveCount(0)
    await data.filter('Active').click()
    await expect(data.row('First order')).toBeVisible()
  })

  test("a demo contract's line items show product, prices and totals in full", async ({ page, signInAs, api }) => {
    const { Items } = await api.data<{ Items: { Id: string; Name: string }[] }>('GET', '/api/workspace/admin/entity-definitions?Search=contracts')
    const contracts = Items.find((definition) => definition.Name === 'contracts')!
    const data = new EntityDataTabPage(page, 'Contracts', 'Contract')
    await page.setViewportSize({ width: 1440, height: 900 })
    await signInAs(page, 'admin', '/')
    await data.goto(contracts.Id)
    await data.table.getByRole('row').nth(1).getByRole('link').first().click()
    await expect(data.editor).toBeVisible()

    // Every value of the first row is there and none is cut: no input scrolls its text.
    const first = data.tableRow(1)
    await expect(data.cell(1, 'product')).toContainText(/PRD-\d{6} · \S+/)
    await expect(data.cell(1, 'unit_price').getByRole('textbox', { name: 'Unit price', exact: true })).toHaveValue(/^\d+/)
    await expect(data.cell(1, 'line_total').getByRole('textbox', { name: 'Line total', exact: true })).toHaveValue(/^\d+/)
    const cut = await first.evaluate((row) =>
      Array.from(row.querySelectorAll<HTMLElement>('input, .v-autocomplete__selection, .v-select__selection'))
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => element.closest('td')?.dataset.columnKey),
    )
    expect(cut).toEqual([])
  })

  test('exports the YAML and imports it as a copy with the same fields', async ({ page, signInAs, api }) => {
    const { id, orders } = await arrangeEntities(api)
    const copyName = `e2e_copy_${id}`
    await signInAs(page, 'admin', `/entities/${orders.Id}/yaml`)

    const exported = page.getByTestId('yaml-export')
    await expect(exported).toContainText(`e2e_ord_${id}`)
    const yaml = (await exported.textContent()) ?? ''

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download', exact: true }).click()
    expect((await download).suggestedFilename()).toBe(`e2e_ord_${id}.yaml`)

    await page.getByTestId('yaml-import-text').locator('textarea').fill(yaml)
    await page.getByRole('radio', { name: 'As a copy under a new name' }).check()
    await page.getByRole('textbox', { name: 'Name of the copy' }).fill(copyName)
    await page.getByRole('button', { name: 'Check import' }).click()
    const diff = page.getByTestId('yaml-diff')
    await expect(diff).toContainText(copyName)
    await expect(diff).toContainText('New definition')

    const [imported] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/entity-definitions/yaml/import')),
      page.getByRole('button', { name: 'Apply import' }).click(),
    ])
    expect(imported.status()).toBe(200)
    await expect(page.getByText(`Imported: ${copyName}.`)).toBeVisible()

    // The copy is in the entity list, with the fields of the original.
    await page.goto(`/entities?q=${copyName}`)
    await expect(page.getByRole('row').filter({ hasText: copyName })).toBeVisible()
    const list = await api.data<{ Items: { Id: string; Name: string }[] }>('GET', `/api/workspace/admin/entity-definitions?Search=${copyName}`)
    const copy = await api.data<Definition>('GET', `/api/workspace/admin/entity-definitions/${list.Items.find((d) => d.Name === copyName)!.Id}`)
    const original = await api.data<Definition>('GET', `/api/workspace/admin/entity-definitions/${orders.Id}`)
    const shape = (definition: Definition) =>
      definition.Tables.map((table) => ({
        primary: table.IsPrimary,
        fields: table.Fields.map((field) => `${field.Key}:${field.FieldType}`).sort(),
      })).sort((a, b) => Number(b.primary) - Number(a.primary))
    expect(shape(copy)).toEqual(shape(original))
  })

  test('the grid right-aligns numbers, shows Markdown emphasis, and shows when columns continue behind the actions', async ({ page, signInAs, api }) => {
    const id = uniqueSuffix()
    const wide = await createDefinition(api, `e2e_wide_${id}`, 'Measurement', 'Measurements')
    const table = primaryTableId(wide)
    await addField(api, table, { Key: 'count', DisplayName: 'Count', FieldType: FieldType.Integer })
    await addField(api, table, { Key: 'price', DisplayName: 'Price', FieldType: FieldType.Money, BaseCurrencyCode: 'EUR', DecimalPrecision: 12, DecimalScale: 2 })
    await addField(api, table, { Key: 'notes', DisplayName: 'Notes', FieldType: FieldType.Markdown })
    const texts = Array.from({ length: 8 }, (_, index) => `text_${index}`)
    for (const key of texts) await addField(api, table, { Key: key, DisplayName: `Column ${key}`, FieldType: FieldType.Text })
    await api.data('POST', `/api/workspace/entity/${wide.Id}/instances`, {
      Fields: { count: 42, price: { Amount: 1234.5, CurrencyCode: 'EUR' }, notes: 'Ships **today**, see `PO-7`', ...Object.fromEntries(texts.map((key) => [key, `A fairly long value in ${key}`])) },
    })
    await page.setViewportSize({ width: 1440, height: 900 })
    await signInAs(page, 'admin', '/')
    const data = new EntityDataTabPage(page, 'Measurements', 'Measurement')
    await data.goto(wide.Id)

    const row = data.table.locator('tbody tr').first()
    const align = (text: string) => row.getByRole('cell', { name: text }).evaluate((cell) => getComputedStyle(cell).textAlign)
    expect(await align('42')).toMatch(/^(end|right)$/)
    expect(await align('€1,234.50')).toMatch(/^(end|right)$/)
    expect(await align('A fairly long value in text_0')).toMatch(/^(start|left)$/)
    await expect(row.locator('strong', { hasText: 'today' })).toBeVisible()
    await expect(row.locator('code', { hasText: 'PO-7' })).toBeVisible()
    await expect(row.getByText('**today**')).toHaveCount(0)

    const grid = page.locator('.record-grid')
    await expect(grid).toHaveAttribute('data-more-right', 'true')
    await page.locator('.record-grid .v-table__wrapper').evaluate((wrapper) => wrapper.scrollTo({ left: wrapper.scrollWidth }))
    await expect(grid).toHaveAttribute('data-more-right', 'false')
  })
})
