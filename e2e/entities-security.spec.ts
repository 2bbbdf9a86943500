import { expect, test } from './fixtures'
import { addField, createDefinition, FieldType, primaryTableId, uniqueSuffix } from './fixtures/entities'
import { EntityDataTabPage } from './pages/EntityDataTabPage'
import { ExpressionEditorPart } from './pages/ExpressionEditorPart'
import { SignInPage } from './pages/SignInPage'

interface Created {
  InstanceId: string
}

test.describe('entity security', () => {
  test('owners see exactly their records, inherit an account\'s deals, and the access check says why', async ({ page, signInAs, api }) => {
    const id = uniqueSuffix()
    const accounts = await createDefinition(api, `e2e_acct_${id}`, 'Account', 'Accounts')
    await addField(api, primaryTableId(accounts), { Key: 'name', DisplayName: 'Name', FieldType: FieldType.Text, SemanticRole: 1 })
    await api.data('POST', `/api/workspace/admin/entity-definitions/${accounts.Id}/responsibilities`, { Key: 'Owner', DisplayName: 'Owner', Cardinality: 1, SubjectMode: 2 })
    const south = await api.data<Created>('POST', `/api/workspace/entity/${accounts.Id}/instances`, { Fields: { name: `South ${id}` } })
    const deals = await createDefinition(api, `e2e_deal_${id}`, 'Deal', 'Deals')
    await addField(api, primaryTableId(deals), { Key: 'title', DisplayName: 'Title', FieldType: FieldType.Text, SemanticRole: 1 })
    await addField(api, primaryTableId(deals), { Key: 'account', DisplayName: 'Account', FieldType: FieldType.Reference, ReferenceToEntityDefinitionId: accounts.Id })
    const dealIds: string[] = []
    for (const title of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']) {
      const fields = { title: `${title} ${id}`, ...(title === 'Echo' ? { account: south.InstanceId } : {}) }
      const created = await api.data<Created>('POST', `/api/workspace/entity/${deals.Id}/instances`, { Fields: fields })
      dealIds.push(created.InstanceId)
    }
    const userName = `owner.${id}`
    const password = 'Owner#2026!'
    const user = (await api.data('POST', '/api/workspace/admin/users', {
      UserName: userName,
      FirstName: 'Olga',
      LastName: `Owner ${id}`,
      UserType: 0,
      Password: password,
      RoleIds: ['role-configurator'],
    })) as { Id: string; DisplayName: string }

    // The administrator adds the responsibility and restricts reads to owners.
    await signInAs(page, 'admin', `/entities/${deals.Id}/security`)
    await expect(page.getByTestId('security-mode')).toContainText('every signed-in user may read and change every record')
    await page.getByTestId('add-responsibility').click()
    const responsibilityDialog = page.getByRole('dialog', { name: 'New responsibility' })
    await responsibilityDialog.getByLabel('Display name').fill('Owner')
    await expect(responsibilityDialog.getByLabel('Key')).toHaveValue('Owner')
    await responsibilityDialog.getByRole('button', { name: 'Create' }).click()
    await expect(page.getByTestId('responsibility-row')).toContainText('Owner')

    await page.getByTestId('add-permission').click()
    const grantDialog = page.getByRole('dialog', { name: 'Grant operations' })
    await expect(grantDialog.getByTestId('permission-responsibility')).toContainText('Owner')
    await grantDialog.getByRole('checkbox', { name: 'Change', exact: true }).check()
    await grantDialog.getByRole('button', { name: 'Create' }).click()
    const row = page.getByTestId('permission-row')
    await expect(row).toContainText('Owner')
    await expect(row.getByRole('cell', { name: 'Read: granted' })).toBeVisible()
    await expect(row.getByRole('cell', { name: 'Change: granted' })).toBeVisible()
    await expect(page.getByTestId('security-mode')).toContainText('Permission assignments decide who may do what')

    // One record gets its owner in the record's People tab, two through the documented operation.
    const data = new EntityDataTabPage(page, 'Deals', 'Deal')
    await data.goto(deals.Id)
    await data.row(`Alpha ${id}`).getByRole('link').click()
    await data.editor.getByTestId('record-people-tab').click()
    await data.editor.getByTestId('change-Owner').click()
    const subjects = data.editor.getByRole('combobox', { name: 'Owner' })
    await subjects.fill(`Owner ${id}`)
    await page.getByRole('option', { name: new RegExp(`Olga Owner ${id}`) }).click()
    await subjects.press('Tab')
    await data.editor.getByTestId('subject-save').click()
    await expect(data.editor.getByTestId('record-responsibilities')).toContainText(`Olga Owner ${id}`)
    await page.keyboard.press('Escape')
    for (const instanceId of dealIds.slice(1, 3)) {
      const path = `/api/workspace/entity/${deals.Id}/instances/${instanceId}/responsibilities/Owner`
      const current = (await api.data('GET', path)) as { RowVersion: string }
      await api.data('PUT', path, { RowVersion: current.RowVersion, Subjects: [{ SubjectType: 0, SubjectId: user.Id }] })
    }

    // The grant's preview shows the list as the owner would see it with the row as edited.
    await page.goto(`/entities/${deals.Id}/security`)
    await page.getByRole('button', { name: 'Edit what Owner may do' }).click()
    const editGrant = page.getByRole('dialog', { name: 'Owner' })
    const previewUser = editGrant.getByRole('combobox', { name: 'See the list as' })
    await previewUser.fill(`Owner ${id}`)
    await page.getByRole('option', { name: new RegExp(`Olga Owner ${id}`) }).click()
    await expect(editGrant.getByTestId('list-as-user')).toContainText('3 records')
    await editGrant.getByRole('checkbox', { name: 'Read', exact: true }).uncheck()
    await expect(editGrant.getByTestId('list-as-user')).toContainText('no records')
    await editGrant.getByRole('checkbox', { name: 'Read', exact: true }).check()
    await editGrant.getByRole('button', { name: 'Cancel' }).click()
    await expect(editGrant).toBeHidden()

    // The access check explains a refused and an allowed read, and lists what the owner sees.
    await page.goto(`/entities/${deals.Id}/security?asUser=${user.Id}&record=${dealIds[4]}`)
    const check = page.getByTestId('access-check')
    const read = check.locator('[data-operation="Read"]')
    await expect(read).toContainText('None of the assignments that grant this applies here.')
    await expect(read).toContainText(`is not Owner of this record`)
    await expect(check.getByTestId('list-as-user')).toContainText('3 records')
    await expect(check.getByTestId('list-as-user-item')).toHaveCount(3)
    await page.goto(`/entities/${deals.Id}/security?asUser=${user.Id}&record=${dealIds[0]}`)
    await expect(check.locator('[data-operation="Read"]')).toContainText('Granted through Owner.')
    await expect(check.getByTestId('access-summary')).toContainText(`Olga Owner ${id} can see this record.`)

    // Deals inherit their account's owners: the owner of South owns Echo once the job has passed it down.
    await page.getByRole('button', { name: 'Edit Owner' }).click()
    const editOwner = page.getByRole('dialog', { name: 'Owner' })
    await editOwner.getByTestId('responsibility-inherit').click()
    await page.getByRole('option', { name: 'Account' }).click()
    await editOwner.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByTestId('responsibility-inherits')).toContainText('Inherited along Account')
    const southOwner = `/api/workspace/entity/${accounts.Id}/instances/${south.InstanceId}/responsibilities/Owner`
    const southSet = (await api.data('GET', southOwner)) as { RowVersion: string }
    await api.data('PUT', southOwner, { RowVersion: southSet.RowVersion, Subjects: [{ SubjectType: 0, SubjectId: user.Id }] })
    await expect(async () => {
      await page.reload()
      await expect(check.getByTestId('list-as-user')).toContainText('4 records', { timeout: 1000 })
    }).toPass({ timeout: 20_000 })

    // Signed in as the owner (a configurator, not an administrator): exactly their four records.
    await page.evaluate(() => window.localStorage.clear())
    const signIn = new SignInPage(page)
    await signIn.goto(`/entities/${deals.Id}/data`)
    await signIn.signIn(userName, password)
    await expect(data.table.getByRole('row').filter({ hasText: id })).toHaveCount(4)
    for (const title of ['Alpha', 'Bravo', 'Charlie', 'Echo']) await expect(data.row(`${title} ${id}`)).toBeVisible()
    await expect(data.row(`Delta ${id}`)).toHaveCount(0)
    // They may change their records but not create new ones.
    await expect(data.newRecord()).toBeDisabled()
    // Echo shows where its owner comes from.
    await data.row(`Echo ${id}`).getByRole('link').click()
    await data.editor.getByTestId('record-people-tab').click()
    await expect(data.editor.getByTestId('inherited-from')).toContainText(`South ${id}`)
  })

  test('a Reference Eligibility rule is checked against existing references and stored disabled', async ({ page, signInAs, api }) => {
    const id = uniqueSuffix()
    const accounts = await createDefinition(api, `e2e_eacct_${id}`, 'Account', 'Accounts')
    await addField(api, primaryTableId(accounts), { Key: 'region', DisplayName: 'Region', FieldType: FieldType.Text, SemanticRole: 1 })
    const north = await api.data<Created>('POST', `/api/workspace/entity/${accounts.Id}/instances`, { Fields: { region: 'north' } })
    const deals = await createDefinition(api, `e2e_edeal_${id}`, 'Deal', 'Deals')
    await addField(api, primaryTableId(deals), { Key: 'region', DisplayName: 'Region', FieldType: FieldType.Text, SemanticRole: 1 })
    await addField(api, primaryTableId(deals), { Key: 'account', DisplayName: 'Account', FieldType: FieldType.Reference, ReferenceToEntityDefinitionId: accounts.Id })
    for (const region of ['north', 'south']) await api.data('POST', `/api/workspace/entity/${deals.Id}/instances`, { Fields: { region, account: north.InstanceId } })

    await signInAs(page, 'admin', `/entities/${deals.Id}/security`)
    const card = page.getByTestId('eligibility-card')
    await card.getByTestId('add-eligibility').click()
    const dialog = page.getByRole('dialog', { name: 'New rule for Account' })
    await dialog.getByLabel('Display name').fill('Same region')
    const editor = new ExpressionEditorPart(page, dialog.getByTestId('eligibility-expression'))
    await editor.focus()
    // After "Candidate." the candidate's fields are offered.
    await editor.type('Candidate.')
    await expect(editor.suggestions.getByRole('listitem', { name: /^region\b/ })).toBeVisible()
    await page.keyboard.press('Escape')
    await editor.type('region = Current.region')
    await expect(editor.types).toContainText('Boolean')
    await dialog.getByTestId('eligibility-impact').click()
    await expect(dialog.getByTestId('eligibility-impact-result')).toHaveText('1 of 2 existing references would not be eligible.')
    await expect(dialog.getByTestId('eligibility-samples')).toContainText('south')
    await expect(dialog.getByRole('switch', { name: 'Enabled' }).or(dialog.getByLabel('Enabled'))).toBeDisabled()
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(card.getByTestId('eligibility-row')).toContainText('Same region')
    await expect(card.getByTestId('eligibility-row')).toContainText('Disabled')
  })

  test('a mutation effect sets a field when a record is created', async ({ page, signInAs, api }) => {
    const id = uniqueSuffix()
    const tickets = await createDefinition(api, `e2e_tick_${id}`, 'Ticket', 'Tickets')
    await addField(api, primaryTableId(tickets), { Key: 'title', DisplayName: 'Title', FieldType: FieldType.Text, SemanticRole: 1 })
    await addField(api, primaryTableId(tickets), { Key: 'state', DisplayName: 'State', FieldType: FieldType.Text })

    await signInAs(page, 'admin', `/entities/${tickets.Id}/security`)
    const card = page.getByTestId('effects-card')
    await card.getByTestId('add-effect').click()
    const dialog = page.getByRole('dialog', { name: 'New effect' })
    await dialog.getByTestId('effect-name').getByRole('textbox').fill('Opened')
    await dialog.getByTestId('effect-key').getByRole('textbox').fill('Opened')
    await dialog.getByTestId('effect-field').click()
    await page.getByRole('option', { name: 'State' }).click()
    await dialog.getByRole('textbox', { name: 'Value' }).fill('open')
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(card.getByTestId('effect-row')).toContainText('State becomes "open"')

    await api.data('POST', `/api/workspace/entity/${tickets.Id}/instances`, { Fields: { title: `Printer ${id}` } })
    const data = new EntityDataTabPage(page, 'Tickets', 'Ticket')
    await data.goto(tickets.Id)
    await expect(data.row(`Printer ${id}`)).toContainText('open')
  })

  test('a rollup keeps an account\'s deal count, and each record\'s history says what changed, by whom and why', async ({ page, signInAs, api }) => {
    const id = uniqueSuffix()
    const keepHistory = async (definitionId: string) => {
      const current = await api.data<{ RowVersion: string }>('GET', `/api/workspace/admin/entity-definitions/${definitionId}`)
      await api.data('PUT', `/api/workspace/admin/entity-definitions/${definitionId}/options`, { AuditTrailEnabled: true, RowVersion: current.RowVersion })
    }
    const accounts = await createDefinition(api, `e2e_racct_${id}`, 'Account', 'Accounts')
    await addField(api, primaryTableId(accounts), { Key: 'name', DisplayName: 'Name', FieldType: FieldType.Text, SemanticRole: 1 })
    await addField(api, primaryTableId(accounts), { Key: 'dealCount', DisplayName: 'Deal count', FieldType: FieldType.Integer })
    const deals = await createDefinition(api, `e2e_rdeal_${id}`, 'Deal', 'Deals')
    await addField(api, primaryTableId(deals), { Key: 'title', DisplayName: 'Title', FieldType: FieldType.Text, SemanticRole: 1 })
    await addField(api, primaryTableId(deals), { Key: 'account', DisplayName: 'Account', FieldType: FieldType.Reference, ReferenceToEntityDefinitionId: accounts.Id })
    await keepHistory(accounts.Id)
    await keepHistory(deals.Id)
    const north = await api.data<Created>('POST', `/api/workspace/entity/${accounts.Id}/instances`, { Fields: { name: `North ${id}` } })

    // The rollup is declared in the deals' Security tab.
    await signInAs(page, 'admin', `/entities/${deals.Id}/security`)
    const card = page.getByTestId('effects-card')
    await card.getByTestId('add-effect').click()
    const dialog = page.getByRole('dialog', { name: 'New effect' })
    await dialog.getByTestId('effect-name').getByRole('textbox').fill('Count deals')
    await dialog.getByTestId('effect-key').getByRole('textbox').fill('CountDeals')
    await dialog.getByTestId('effect-kind').click()
    await page.getByRole('option', { name: 'Recalculate a rollup on the parent' }).click()
    await dialog.getByTestId('effect-reference').click()
    await page.getByRole('option', { name: 'Account' }).click()
    await dialog.getByTestId('effect-aggregate').click()
    await page.getByRole('option', { name: 'Number of records' }).click()
    await dialog.getByTestId('effect-parent-field').click()
    await page.getByRole('option', { name: 'Deal count' }).click()
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(card.getByTestId('effect-row')).toContainText('Number of records along Account')

    // A deal created for the account counts; the account's history names the effect and the deal.
    await api.data('POST', `/api/workspace/entity/${deals.Id}/instances`, { Fields: { title: `Pumps ${id}`, account: north.InstanceId } })
    const accountData = new EntityDataTabPage(page, 'Accounts', 'Account')
    await accountData.goto(accounts.Id)
    await expect(accountData.row(`North ${id}`)).toContainText('1')
    await accountData.row(`North ${id}`).getByRole('link').click()
    await accountData.editor.getByTestId('record-history-tab').click()
    const latest = accountData.editor.getByTestId('history-entry').first()
    await expect(latest).toContainText('Changed')
    await expect(latest.getByTestId('history-cause')).toHaveText(/^Set by Count deals \(Deal \d{6}\)$/)
    await expect(latest.getByRole('row', { name: /Deal count/ })).toContainText('—1')
    await expect(page).toHaveURL(/recordTab=history/)
    await page.keyboard.press('Escape')

    // A change made in the editor shows in the deal's history, before and after.
    const dealData = new EntityDataTabPage(page, 'Deals', 'Deal')
    await dealData.goto(deals.Id)
    await dealData.row(`Pumps ${id}`).getByRole('link').click()
    await dealData.input('Title').fill(`Valves ${id}`)
    await dealData.editor.getByRole('button', { name: 'Save' }).click()
    await expect(dealData.row(`Valves ${id}`)).toBeVisible()
    await dealData.row(`Valves ${id}`).getByRole('link').click()
    await dealData.editor.getByTestId('record-history-tab').click()
    const entries = dealData.editor.getByTestId('history-entry')
    await expect(entries).toHaveCount(2)
    await expect(entries.first()).toContainText('by Ada')
    await expect(entries.first().getByRole('row', { name: /Title/ })).toContainText(`Pumps ${id}Valves ${id}`)
    await expect(entries.nth(1)).toContainText('Created')
  })
})
