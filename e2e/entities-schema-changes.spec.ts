import { describeViolations, expect, test } from './fixtures'
import { addField, createDefinition, createRecord, FieldType, getDefinition, primaryTableId, uniqueSuffix } from './fixtures/entities'
import { EntityDesignerPage } from './pages/EntityDesignerPage'
import { ExpressionEditorPart } from './pages/ExpressionEditorPart'
import { translateMessage } from '../server/platform/messages/translate'

test.describe('entity designer: constraints and schema changes', () => {
  test('adds a unique constraint; one over duplicate data is refused with the duplicate count', async ({ page, signInAs, api }) => {
    const id = uniqueSuffix()
    const definition = await createDefinition(api, `e2e_uniq_${id}`, 'Contact', 'Contacts')
    const table = primaryTableId(definition)
    await addField(api, table, { Key: 'email', DisplayName: 'Email', FieldType: FieldType.Text })
    await addField(api, table, { Key: 'city', DisplayName: 'City', FieldType: FieldType.Text })
    for (const [email, city] of [['a@example.com', 'Berlin'], ['b@example.com', 'Berlin'], ['c@example.com', 'Hamburg'], ['d@example.com', 'Hamburg'], ['e@example.com', 'Bonn']]) {
      await createRecord(api, definition.Id, { email, city })
    }
    const designer = new EntityDesignerPage(page)
    await signInAs(page, 'admin', '/')
    await designer.goto(definition.Id, 'constraints')
    await expect(page.getByText('No unique constraints.')).toBeVisible()

    // Over City, which holds duplicates: refused, nothing created.
    await page.getByRole('button', { name: 'Add unique constraint' }).click()
    const dialog = designer.constraintDialog('unique constraint')
    await dialog.getByRole('combobox').filter({ hasText: 'Fields' }).first().click()
    await page.getByRole('option', { name: 'City (city)' }).click()
    await page.keyboard.press('Escape')
    const [refused] = await Promise.all([designer.waitForConstraintWrite(), dialog.getByRole('button', { name: 'Create' }).click()])
    expect(refused.status()).toBe(409)
    const refusal = dialog.getByTestId('unique-refusal')
    await expect(refusal).toContainText('Refused: 2 values occur more than once, in 4 records.')
    await expect(refusal).toContainText('Berlin (2×)')
    await expect(refusal).toContainText('Hamburg (2×)')

    // Over Email instead: created and listed.
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await page.getByRole('button', { name: 'Add unique constraint' }).click()
    await dialog.getByRole('combobox').filter({ hasText: 'Fields' }).first().click()
    await page.getByRole('option', { name: 'Email (email)' }).click()
    await page.keyboard.press('Escape')
    const [created] = await Promise.all([designer.waitForConstraintWrite(), dialog.getByRole('button', { name: 'Create' }).click()])
    expect(created.status()).toBe(200)
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('unique-row')).toHaveCount(1)
    await expect(page.getByTestId('unique-row')).toContainText('Email')
    expect((await getDefinition(api, definition.Id)).UniqueConstraints?.map((item) => item.Fields.map((field) => field.Key))).toEqual([['email']])
  })

  test('deleting a field that holds data shows the plan, needs the typed name, and removes the field', async ({ page, signInAs, api, axe }) => {
    const id = uniqueSuffix()
    const definition = await createDefinition(api, `e2e_drop_${id}`, 'Asset', 'Assets')
    const table = primaryTableId(definition)
    const nameField = await addField(api, table, { Key: 'name', DisplayName: 'Name', FieldType: FieldType.Text })
    const serial = await addField(api, table, { Key: 'serial', DisplayName: 'Serial', FieldType: FieldType.Text })
    for (const [name, value] of [['Drill', 'SN-1'], ['Saw', 'SN-2'], ['Lamp', null]]) await createRecord(api, definition.Id, { name, serial: value })
    const designer = new EntityDesignerPage(page)
    await signInAs(page, 'admin', '/')
    await designer.openField(definition.Id, serial.Id)

    const [planned] = await Promise.all([designer.waitForPlan(), designer.editor.getByRole('button', { name: 'Delete field' }).click()])
    expect(planned.status()).toBe(200)
    const plan = page.getByRole('dialog', { name: 'Delete the field Serial?' })
    await expect(plan).toBeVisible()
    await expect(plan).toContainText('2 records lose data.')
    await expect(plan.getByTestId('plan-change')).toContainText('Field removed')
    await expect(plan.getByTestId('plan-change')).toContainText('2 records')
    await expect(plan.getByTestId('plan-change')).toContainText('SN-1')
    await expect(plan.getByTestId('plan-change')).toContainText('SN-2')
    const violations = await axe(page)
    expect(violations, describeViolations(violations)).toEqual([])

    const apply = plan.getByRole('button', { name: 'Delete field' })
    await expect(apply).toBeDisabled()
    const typed = plan.getByRole('textbox', { name: 'Type serial to confirm' })
    await typed.fill(definition.Name)
    await expect(apply).toBeDisabled()
    await typed.fill('serial')
    await expect(apply).toBeEnabled()
    const [deleted] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().includes(`/entity-fields/${serial.Id}`)),
      apply.click(),
    ])
    expect(deleted.status()).toBe(200)
    await expect(plan).toBeHidden()
    await expect(page.getByRole('status').filter({ hasText: 'Field Serial deleted.' })).toBeVisible()
    await expect(designer.fieldRow('Serial')).toHaveCount(0)
    await expect(designer.fieldRow('Name')).toBeVisible()
    // The editor moves on to the neighbouring field instead of reporting the deleted one as missing.
    await expect(page).toHaveURL(new RegExp(`/fields/${nameField.Id}$`))
    await expect(designer.input('Key')).toHaveValue('name')
    await expect(page.getByText('This field does not exist (any more).')).toHaveCount(0)
    const keys = (await getDefinition(api, definition.Id)).Tables.find((t) => t.IsPrimary)!.Fields.map((field) => field.Key)
    expect(keys).toEqual(['name'])
  })

  test('a new key is written into the expressions that name the field, shown before it is saved', async ({ page, signInAs, api }) => {
    const id = uniqueSuffix()
    const definition = await createDefinition(api, `e2e_rekey_${id}`, 'Device', 'Devices')
    const table = primaryTableId(definition)
    const serial = await addField(api, table, { Key: 'serial', DisplayName: 'Serial', FieldType: FieldType.Text })
    const note = await addField(api, table, { Key: 'note', DisplayName: 'Note', FieldType: FieldType.Text, VisibleWhen: "serial <> ''" })
    await api.data('POST', `/api/workspace/admin/entity-definitions/${definition.Id}/validation-rules`, {
      Name: 'has_serial',
      DisplayName: 'Has serial',
      Expression: "serial IS NOT NULL OR note = 'serial'",
      Message: 'Enter the serial number.',
    })
    const designer = new EntityDesignerPage(page)
    await signInAs(page, 'admin', '/')
    await designer.openField(definition.Id, serial.Id)

    await designer.input('Key').fill('serial_no')
    const [planned] = await Promise.all([designer.waitForPlan(), designer.editor.getByRole('button', { name: 'Save', exact: true }).click()])
    expect(planned.status()).toBe(200)
    const plan = page.getByRole('dialog', { name: 'Review the schema change' })
    await expect(plan).toContainText('No stored value is lost.')
    await expect(plan).toContainText(`it becomes: serial_no <> ''`)
    await expect(plan).toContainText(`it becomes: serial_no IS NOT NULL OR note = 'serial'`)
    const [saved] = await Promise.all([designer.waitForFieldWrite(), plan.getByRole('button', { name: 'Apply change' }).click()])
    expect(saved.status()).toBe(200)
    await expect(plan).toBeHidden()

    const stored = await getDefinition(api, definition.Id)
    const fields = stored.Tables.find((t) => t.IsPrimary)!.Fields
    expect(fields.find((f) => f.Id === serial.Id)?.Key).toBe('serial_no')
    expect(fields.find((f) => f.Id === note.Id)?.VisibleWhen).toBe("serial_no <> ''")
    const rules = await api.data<Array<{ Expression: string }>>('GET', `/api/workspace/admin/entity-definitions/${definition.Id}/validation-rules`)
    expect(rules.map((rule) => rule.Expression)).toEqual(["serial_no IS NOT NULL OR note = 'serial'"])
  })

  test("the server's verdict on an expression is in the language of the UI", async ({ page, signInAs, api }) => {
    const id = uniqueSuffix()
    const definition = await createDefinition(api, `e2e_lang_${id}`, 'Tool', 'Tools')
    const table = primaryTableId(definition)
    await addField(api, table, { Key: 'amount', DisplayName: 'Amount', FieldType: FieldType.Integer })
    const serial = await addField(api, table, { Key: 'serial', DisplayName: 'Serial', FieldType: FieldType.Text })
    const designer = new EntityDesignerPage(page)
    await signInAs(page, 'admin', '/')
    await page.getByRole('button', { name: 'Open user menu' }).click()
    await page.getByText('Deutsch', { exact: true }).click()
    await designer.openField(definition.Id, serial.Id)

    await designer.editor.getByRole('button', { name: 'Bedingungen' }).click()
    const visibleWhen = new ExpressionEditorPart(page, designer.editor.getByTestId('field-condition-VisibleWhen'))
    await visibleWhen.focus()
    const [checked] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/expressions/validate') && r.request().postData()?.includes('amountt') === true),
      visibleWhen.type('amountt > 1'),
    ])
    expect(checked.request().headers()['accept-language']).toBe('de')
    const english = 'There is no field with the key “amountt”; did you mean “amount”?'
    const german = translateMessage(english, 'de')
    expect(german).toBe('Es gibt kein Feld mit dem Schlüssel „amountt“; meinten Sie „amount“?')
    await expect(visibleWhen.message).toHaveText(german)
    await expect(visibleWhen.types).toContainText('Ja/Nein')
  })

  test('a stale rename from a second tab opens the conflict dialog and keeps the typed value to apply again', async ({ page, signInAs, api, context }) => {
    const id = uniqueSuffix()
    const definition = await createDefinition(api, `e2e_stale_${id}`, 'Room', 'Rooms')
    const field = await addField(api, primaryTableId(definition), { Key: 'label', DisplayName: 'Label', FieldType: FieldType.Text })
    await signInAs(page, 'admin', '/')
    const first = new EntityDesignerPage(page)
    const second = new EntityDesignerPage(await context.newPage())
    await first.openField(definition.Id, field.Id)
    await second.openField(definition.Id, field.Id)

    // The second tab has typed its rename when the first one saves another.
    await second.input('Name').fill('Room label')
    await first.input('Name').fill('Door sign')
    expect((await first.saveField()).status()).toBe(200)
    await expect(first.page.getByRole('status').filter({ hasText: 'Field Door sign saved.' })).toBeVisible()

    const [stale] = await Promise.all([second.waitForFieldWrite(), second.editor.getByRole('button', { name: 'Save' }).click()])
    expect(stale.status()).toBe(409)
    const conflict = second.conflictDialog
    await expect(conflict).toBeVisible()
    const nameRow = conflict.getByRole('row').filter({ hasText: 'Name' })
    await expect(nameRow).toContainText('Door sign')
    await expect(nameRow).toContainText('Room label')

    await conflict.getByRole('button', { name: 'Keep my changes' }).click()
    await expect(conflict).toBeHidden()
    await expect(second.input('Name')).toHaveValue('Room label')
    expect((await second.saveField()).status()).toBe(200)
    await expect(second.page.getByRole('status').filter({ hasText: 'Field Room label saved.' })).toBeVisible()
    const saved = (await getDefinition(api, definition.Id)).Tables.find((t) => t.IsPrimary)!.Fields.find((f) => f.Id === field.Id)!
    expect(saved.DisplayName).toBe('Room label')
  })
})

test.describe('entity deletion', () => {
  test('requesting deletion freezes the entity, the list says when it will be deleted, and cancelling restores it', async ({ page, signInAs, api }) => {
    const id = uniqueSuffix()
    const definition = await createDefinition(api, `e2e_del_${id}`, `Parcel ${id}`, `Parcels ${id}`)
    const designer = new EntityDesignerPage(page)
    await signInAs(page, 'admin', '/')
    await designer.goto(definition.Id, 'settings')
    await page.getByRole('button', { name: 'Request deletion' }).click()
    const dialog = page.getByRole('dialog', { name: `Delete Parcels ${id}?` })
    await dialog.getByLabel(`Type ${definition.Name} to confirm`).fill(definition.Name)
    await dialog.getByRole('button', { name: 'Request deletion' }).click()
    await expect(page.getByText('This entity is frozen and will be deleted on')).toBeVisible()

    await page.goto(`/entities?search=${definition.Name}`)
    const chip = page.getByTestId('pending-deletion-chip')
    await expect(chip).toContainText('Will be deleted on')
    const purge = (await getDefinition(api, definition.Id)).PurgeAfterUtc
    expect(new Date(purge ?? 0).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000)

    await designer.goto(definition.Id, 'settings')
    await page.getByRole('button', { name: 'Cancel the deletion' }).click()
    await expect(page.getByText('Deletion cancelled.')).toBeVisible()
    await page.goto(`/entities?search=${definition.Name}`)
    await expect(page.getByRole('link', { name: `Parcels ${id}` })).toBeVisible()
    await expect(chip).toHaveCount(0)
  })
})
