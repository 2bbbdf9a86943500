import { describeViolations, expect, test } from './fixtures'
import { addField, createDefinition, FieldType, getDefinition, primaryTableId, uniqueSuffix } from './fixtures/entities'
import { EntityDesignerPage } from './pages/EntityDesignerPage'

/** Every field type (0..17): its FieldType name, the label the app shows, and what its editor needs besides a name. */
const allTypes: { name: string; label: string }[] = [
  { name: 'Text', label: 'Text' },
  { name: 'LongText', label: 'Long text' },
  { name: 'Integer', label: 'Integer' },
  { name: 'Decimal', label: 'Decimal' },
  { name: 'Money', label: 'Money' },
  { name: 'Boolean', label: 'Yes/no' },
  { name: 'Date', label: 'Date' },
  { name: 'DateTime', label: 'Date and time' },
  { name: 'Time', label: 'Time' },
  { name: 'Select', label: 'Choice' },
  { name: 'Reference', label: 'Reference' },
  { name: 'Table', label: 'Table' },
  { name: 'Email', label: 'Email' },
  { name: 'Phone', label: 'Phone' },
  { name: 'Url', label: 'Web address' },
  { name: 'Address', label: 'Address' },
  { name: 'Classifier', label: 'Classifier' },
  { name: 'Markdown', label: 'Markdown' },
]

test.describe('entity designer: fields', () => {
  test('creates an entity (refusing a bad internal name) and adds a field of every type', async ({ page, signInAs, api }) => {
    // Eighteen fields, each chosen, named, created and checked: about 30 s on an idle machine and
    // over 90 s on a loaded two-core one, where a tripled timeout ran out.
    test.setTimeout(180_000)
    const id = uniqueSuffix()
    const target = await createDefinition(api, `e2e_tgt_${id}`, `Target ${id}`, `Targets ${id}`)
    const designer = new EntityDesignerPage(page)
    await signInAs(page, 'admin', '/entities')

    await page.getByRole('button', { name: 'New entity' }).click()
    const dialog = page.getByRole('dialog', { name: 'New entity' })
    const singular = dialog.getByRole('textbox', { name: 'Name (singular)' })
    // The dialog focuses its first field once it has opened.
    await expect(singular).toBeFocused()
    await singular.fill('Project')
    await dialog.getByRole('textbox', { name: 'Name (plural)' }).fill('Projects')
    const name = dialog.getByRole('textbox', { name: 'Internal name' })
    await name.fill('Bad Name')
    await expect(dialog.getByText('Lower case letters, digits and underscores, starting with a letter; 2 to 40 characters.')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled()

    await name.fill(`e2e_proj_${id}`)
    const [created] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/entity-definitions')),
      dialog.getByRole('button', { name: 'Create' }).click(),
    ])
    expect(created.status()).toBe(200)
    const definitionId = ((await created.json()) as { Data: { Id: string } }).Data.Id
    await expect(page).toHaveURL(new RegExp(`/entities/${definitionId}/fields`))
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible()
    await expect(page.getByText('No fields yet')).toBeVisible()

    for (const type of allTypes) {
      if (type.name === 'Text') await designer.startNewTextFieldByKeyboard()
      else await designer.startNewField(type.name, type.label)
      await designer.input('Name').fill(`F ${type.label}`)
      if (type.name === 'Select') {
        // The new field's key and the option's key follow their names, snake_case like the workspace's own.
        await expect(designer.input('Key')).toHaveValue(/^f_[a-z0-9_]+$/)
        await expect(designer.input('Name')).toHaveAttribute('maxlength', '200')
        await designer.editor.getByRole('button', { name: 'Add option' }).click()
        const options = designer.editor.getByRole('group', { name: 'Options' })
        await options.getByRole('textbox', { name: 'Label' }).fill('Waiting for customer')
        await expect(options.getByRole('textbox', { name: 'Key' })).toHaveValue('waiting_for_customer')
        await options.getByRole('textbox', { name: 'Label' }).fill('Open')
        await expect(options.getByRole('textbox', { name: 'Key' })).toHaveValue('open')
      }
      if (type.name === 'Reference') {
        // The target counts once the editor offers the paired field for it; under load the first
        // pick can land while the option list is still being replaced, so pick until it counts.
        await expect(async () => {
          await designer.editor.getByRole('combobox', { name: 'Refers to' }).fill(`Target ${id}`)
          await page.getByRole('option', { name: new RegExp(`Target ${id}`) }).click()
          await expect(designer.editor.getByRole('checkbox', { name: /paired field/ })).toBeEnabled({ timeout: 2_000 })
        }).toPass({ timeout: 20_000 })
      }
      if (type.name === 'Classifier') {
        await designer.editor.getByRole('combobox').filter({ hasText: 'Catalog' }).first().click()
        await page.getByRole('option', { name: 'Countries' }).click()
      }
      await designer.input('Name').fill(`F ${type.label}`)
      const response = await designer.createField()
      expect(response.status(), `${type.name}: ${await response.text()}`).toBe(200)
      await designer.dismissNotice(`Field F ${type.label} saved.`)
      const row = designer.fieldRow(`F ${type.label}`)
      await expect(row).toBeVisible()
      await expect(row).toHaveAttribute('aria-selected', 'true')
      await expect(row).toContainText(`· ${type.label}`)
    }

    await expect(designer.fieldList.getByRole('option')).toHaveCount(allTypes.length)
    // The Table field brought its child table with it.
    await expect(page.getByRole('tab', { name: /F Table/ })).toBeVisible()
    const saved = await getDefinition(api, definitionId)
    const primary = saved.Tables.find((table) => table.IsPrimary)!
    expect(primary.Fields.map((field) => field.FieldType)).toEqual(allTypes.map((_, index) => index))
    const reference = primary.Fields.find((field) => field.FieldType === FieldType.Reference) as unknown as { ReferenceToEntityDefinitionId: string }
    expect(reference.ReferenceToEntityDefinitionId).toBe(target.Id)
  })

  test('reorders fields by dragging and by keyboard; the order survives a reload', async ({ page, signInAs, api, axe }) => {
    const id = uniqueSuffix()
    const definition = await createDefinition(api, `e2e_order_${id}`, 'Ticket', 'Tickets')
    for (const key of ['alpha', 'beta', 'gamma', 'delta']) {
      await addField(api, primaryTableId(definition), { Key: key, DisplayName: key[0]!.toUpperCase() + key.slice(1), FieldType: FieldType.Text })
    }
    const designer = new EntityDesignerPage(page)
    await signInAs(page, 'admin', '/')
    await designer.goto(definition.Id)
    expect(await designer.fieldKeys()).toEqual(['alpha', 'beta', 'gamma', 'delta'])
    const violations = await axe(page)
    expect(violations, describeViolations(violations)).toEqual([])

    // Drag Delta onto Alpha: Delta comes first.
    const [dragged] = await Promise.all([designer.waitForFieldOrder(), designer.fieldRow('Delta').dragTo(designer.fieldRow('Alpha'))])
    expect(dragged.status()).toBe(200)
    await expect.poll(() => designer.fieldKeys()).toEqual(['delta', 'alpha', 'beta', 'gamma'])

    // Alt+ArrowDown on the focused Alpha row moves it one down; focus stays on it.
    await designer.fieldRow('Alpha').focus()
    const [moved] = await Promise.all([designer.waitForFieldOrder(), page.keyboard.press('Alt+ArrowDown')])
    expect(moved.status()).toBe(200)
    await expect.poll(() => designer.fieldKeys()).toEqual(['delta', 'beta', 'alpha', 'gamma'])
    await expect(designer.fieldRow('Alpha')).toBeFocused()
    // ArrowUp only moves the focus; Enter opens the focused field.
    await page.keyboard.press('ArrowUp')
    await expect(designer.fieldRow('Beta')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(designer.editor.getByRole('heading', { name: 'Beta' })).toBeVisible()
    // Enter in the editor's name saves, as in any form.
    const name = designer.editor.getByTestId('field-display-name').getByRole('textbox')
    await name.fill('Beta two')
    await name.press('Enter')
    await expect(page.getByText('Field Beta two saved.')).toBeVisible()

    await Promise.all([designer.waitForDefinition(), page.reload()])
    await expect.poll(() => designer.fieldKeys()).toEqual(['delta', 'beta', 'alpha', 'gamma'])
  })

  test('"Add field" over an unsaved new field asks first and keeps the draft when cancelled', async ({ page, signInAs, api }) => {
    const definition = await createDefinition(api, `e2e_draft_${uniqueSuffix()}`, 'Ticket', 'Tickets')
    const designer = new EntityDesignerPage(page)
    await signInAs(page, 'admin', '/')
    await designer.goto(definition.Id)
    await designer.startNewField('Text', 'Text')
    await designer.input('Name').fill('Subject line')

    const leave = page.getByRole('dialog', { name: 'Discard unsaved changes?' })
    await designer.chooseFieldType('Integer', leave)
    await leave.getByRole('button', { name: 'Cancel' }).click()
    await expect(leave).toBeHidden()
    await expect(designer.editor.getByRole('heading', { name: 'New Text field' })).toBeVisible()
    await expect(designer.input('Name')).toHaveValue('Subject line')

    await designer.chooseFieldType('Integer', leave)
    await leave.getByRole('button', { name: 'Discard and leave' }).click()
    await expect(designer.editor.getByRole('heading', { name: 'New Integer field' })).toBeVisible()
    await expect(designer.input('Name')).toHaveValue('')
  })
})
