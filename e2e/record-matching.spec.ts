import { expect, test } from './fixtures'

const DECISIONS = '/api/workspace/entity/customers/record-matching/decisions'

interface Customer { Id: string; DisplayName: string }

test.describe('duplicate review', () => {
  test('scans the demo customers, dismisses a group, and a second scan leaves it out', async ({ page, signInAs, api }) => {
    const profiles = await api.data<Array<{ Id: string; Key: string }>>('GET', '/api/workspace/admin/record-matching')
    const profileId = profiles.find((profile) => profile.Key === 'customer-duplicates')!.Id
    const search = await api.data<{ Items: Customer[] }>('GET', '/api/workspace/entity/customers/instances?Search=Nordlicht&PageSize=10')
    const nordlicht = search.Items.filter((item) => /Nordlicht/.test(item.DisplayName)).map((item) => item.Id)
    expect(nordlicht).toHaveLength(2)
    // An earlier attempt's decision would hide the group from the first scan.
    await api.data('POST', DECISIONS, { ProfileId: profileId, InstanceIds: nordlicht, Decision: null })

    await signInAs(page, 'admin', '/')
    await page.getByRole('navigation').getByRole('link', { name: 'Duplicates' }).click()
    await page.getByRole('link', { name: 'Customer duplicates' }).click()
    await expect(page.getByRole('heading', { name: 'Customer duplicates' })).toBeVisible()

    await page.getByTestId('scan-start').click()
    await expect(page.getByTestId('scan-summary')).toContainText('groups of possible duplicates in', { timeout: 30_000 })
    const group = page.getByTestId('scan-group').filter({ hasText: 'Logistik Nordlicht GmbH' })
    await expect(group).toHaveCount(1)
    await group.getByRole('button', { name: /Logistik Nordlicht GmbH/ }).click()
    await expect(page).toHaveURL(/group=/)
    // The names differ (words swapped): the row is marked; the evidence names the rule and finding.
    await expect(group.getByTestId('group-records').locator('tr[data-differs="true"]').filter({ hasText: 'Name' })).toContainText('Nordlicht Logistik GmbH')
    await expect(group.getByTestId('group-reasons')).toContainText('Similar name')

    await group.getByTestId('decide-not-duplicate').click()
    await expect(page.getByText('Marked as not duplicates')).toBeVisible()
    await expect(group.getByTestId('group-decision')).toHaveText('Not duplicates')

    await page.getByTestId('scan-start').click()
    await expect(page.getByTestId('scan-summary')).toContainText('groups of possible duplicates in', { timeout: 30_000 })
    await expect(page.getByTestId('scan-group').filter({ hasText: 'Spreeblick' })).toHaveCount(1)
    await expect(page.getByTestId('scan-group').filter({ hasText: 'Logistik Nordlicht GmbH' })).toHaveCount(0)
    // Compared with the scan before, the dismissed group is the one no longer grouped.
    await expect(page.getByTestId('scan-comparison')).toContainText('no longer grouped: 1')
    await page.getByRole('button', { name: 'Show those no longer grouped' }).click()
    await expect(page.getByTestId('scan-dissolved')).toContainText('Logistik Nordlicht GmbH')

    await api.data('POST', DECISIONS, { ProfileId: profileId, InstanceIds: nordlicht, Decision: null })
  })
})

test.describe('profile designer', () => {
  test('designs a profile on the customers, tests a pair as it is edited, and saves it', async ({ page, signInAs, api }) => {
    const name = `Similar customers ${Date.now().toString(36)}`
    const demo = (await api.data<Array<{ Key: string; EntityDefinitionId: string }>>('GET', '/api/workspace/admin/record-matching')).find((item) => item.Key === 'customer-duplicates')!
    await signInAs(page, 'admin', '/duplicates')
    await page.getByTestId('add-profile').click()
    await expect(page).toHaveURL(/\/duplicates\/new$/)
    // Other tests make entities called "Customers" too: this one comes with the address, as a link from an entity would.
    await page.goto(`/duplicates/new?entity=${demo.EntityDefinitionId}`)
    await page.getByTestId('profile-name').getByRole('textbox').fill(name)
    await expect(page.getByTestId('profile-key').getByRole('textbox')).toHaveValue(/^similar-customers-/)
    await expect(page.getByTestId('profile-entity')).toContainText('Customers')
    await page.getByTestId('add-rule').click()
    await page.getByTestId('rule-label').getByRole('textbox').fill('Similar name')

    const pick = async (side: string, text: string, option: RegExp) => {
      await page.getByTestId(side).getByRole('combobox', { name: 'Record' }).fill(text)
      await page.getByRole('option', { name: option }).click()
    }
    await pick('tester-left', 'Nordlicht', /Nordlicht Logistik GmbH/)
    await pick('tester-right', 'Logistik', /Logistik Nordlicht GmbH/)
    const tester = page.getByTestId('pair-tester')
    // Swapped words: as written they are not similar enough; ignoring the word order they are the same.
    await expect(tester.getByTestId('tester-result')).toContainText('No rule matches.')
    await page.getByTestId('criterion').getByLabel('Ignore word order').check()
    await expect(tester.getByTestId('tester-result')).toContainText('They match.')
    await expect(tester.getByTestId('tester-score')).toHaveText('90.0 %')
    await expect(tester.getByTestId('tester-rule')).toContainText('gmbh logistik nordlicht')
    // Values typed in instead of the second record: a typo still matches, and the steps show it.
    await page.getByTestId('tester-right-values').click()
    await page.getByTestId('tester-right').getByRole('textbox', { name: 'Name' }).fill('Logistic Nordlicht GmbH')
    await expect(tester.getByTestId('tester-rule')).toContainText('gmbh logistic nordlicht')
    await expect(tester.getByTestId('tester-result')).toContainText('They match.')

    await page.getByTestId('profile-save').click()
    await expect(page.getByText(`Profile “${name}” saved.`)).toBeVisible()
    await expect(page).toHaveURL(/\/duplicates\/[^/]+\/edit$/)
    const profileId = /\/duplicates\/([^/]+)\/edit/.exec(page.url())![1]!
    const saved = await api.data<{ Rules: Array<{ Label: string; Criteria: Array<{ FieldKey: string; TokenOrderMode: number }> }> }>('GET', `/api/workspace/admin/record-matching/${profileId}`)
    expect(saved.Rules).toEqual([expect.objectContaining({ Label: 'Similar name', Criteria: [expect.objectContaining({ FieldKey: 'name', TokenOrderMode: 1 })] })])
    await api.data('DELETE', `/api/workspace/admin/record-matching/${profileId}`)
  })
})

test.describe('possible duplicates of a record', () => {
  test('finds the records one customer may duplicate from its details, by an anchored scan', async ({ page, signInAs, api }) => {
    const profiles = await api.data<Array<{ Id: string; Key: string; EntityDefinitionId: string }>>('GET', '/api/workspace/admin/record-matching')
    const profile = profiles.find((item) => item.Key === 'customer-duplicates')!
    const search = await api.data<{ Items: Customer[] }>('GET', '/api/workspace/entity/customers/instances?Search=Helvetia&PageSize=10')
    const copy = search.Items.find((item) => item.DisplayName === 'Helvetia Prazision SA')!
    await signInAs(page, 'admin', `/entities/${profile.EntityDefinitionId}/data?record=${copy.Id}`)
    await page.getByTestId('record-duplicates-tab').click()
    await expect(page).toHaveURL(/recordTab=panel-duplicates/)
    const panel = page.getByTestId('possible-duplicates')
    await expect(panel).toContainText('By the profile “Customer duplicates”')
    await panel.getByTestId('find-duplicates').click()
    await expect(panel.getByTestId('possible-duplicates-summary')).toContainText('Compared with', { timeout: 30_000 })
    await expect(panel.getByTestId('scan-group')).toContainText('Helvetia Präzision SA')
  })
})

test.describe('matching within a reference', () => {
  test('designs a contracts profile within the customer: the tester says when the customers differ', async ({ page, signInAs, api }) => {
    const name = `Contracts per customer ${Date.now().toString(36)}`
    const { Items } = await api.data<{ Items: Array<{ Id: string; Name: string }> }>('GET', '/api/workspace/admin/entity-definitions?Search=contracts')
    const contracts = Items.find((item) => item.Name === 'contracts')!
    await signInAs(page, 'admin', `/duplicates/new?entity=${contracts.Id}`)
    await page.getByTestId('profile-name').getByRole('textbox').fill(name)
    await page.getByTestId('profile-target').click()
    await page.getByRole('option', { name: /Per referenced record/ }).click()
    // Contracts have one single reference on their main table: it is taken at once.
    await expect(page.getByTestId('profile-scope')).toContainText('Customer')
    await page.getByTestId('add-rule').click()
    await page.getByTestId('rule-label').getByRole('textbox').fill('Same start')

    const tester = page.getByTestId('pair-tester')
    const typeSide = async (side: string, customer: string, start: string) => {
      await page.getByTestId(`${side}-values`).click()
      await page.getByTestId(side).getByRole('combobox', { name: 'Customer' }).fill(customer)
      await page.getByRole('option', { name: new RegExp(customer) }).first().click()
      await page.getByTestId(side).getByRole('textbox', { name: 'Start date' }).fill(start)
    }
    await typeSide('tester-left', 'Nordlicht', '2026-01-01')
    await typeSide('tester-right', 'Spreeblick', '2026-01-01')
    await expect(tester.getByTestId('tester-scope')).toContainText('Not the same Customer: no rule can match')
    await expect(tester.getByTestId('tester-result')).toContainText('No rule matches.')
    await page.getByTestId('tester-right').getByRole('combobox', { name: 'Customer' }).fill('Nordlicht')
    await page.getByRole('option', { name: /Nordlicht/ }).first().click()
    await expect(tester.getByTestId('tester-scope')).toContainText('Same Customer: the rules are compared')
    await expect(tester.getByTestId('tester-result')).toContainText('They match.')

    await page.getByTestId('profile-save').click()
    await expect(page.getByText(`Profile “${name}” saved.`)).toBeVisible()
    const profileId = /\/duplicates\/([^/]+)\/edit/.exec(page.url())![1]!
    const saved = await api.data<{ TargetKind: number; ScopeField: { FieldKey: string } | null }>('GET', `/api/workspace/admin/record-matching/${profileId}`)
    expect(saved).toMatchObject({ TargetKind: 1, ScopeField: { FieldKey: 'customer' } })
    await page.goto('/duplicates')
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('within each Customer')
    await api.data('DELETE', `/api/workspace/admin/record-matching/${profileId}`)
  })
})

test.describe('reviewing without configuring', () => {
  test('an operator picks the demo profile, scans and sees the groups, without the designer', async ({ page, signInAs }) => {
    await signInAs(page, 'operator', '/')
    await page.getByRole('navigation').getByRole('link', { name: 'Duplicates' }).click()
    await expect(page.getByTestId('add-profile')).toHaveCount(0)
    const row = page.getByTestId('matching-profile-row').filter({ hasText: 'Customer duplicates' })
    await expect(row).toContainText('Same e-mail')
    await row.getByRole('link', { name: 'Customer duplicates' }).click()
    await expect(page.getByRole('heading', { name: 'Customer duplicates' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveCount(0)
    await page.getByTestId('scan-start').click()
    await expect(page.getByTestId('scan-summary')).toContainText('groups of possible duplicates in', { timeout: 30_000 })
    await expect(page.getByTestId('scan-group').filter({ hasText: 'Spreeblick' })).toHaveCount(1)
    // The designer stays with those who configure entities.
    await page.goto('/duplicates/new')
    await expect(page.getByText('entities.configure')).toBeVisible()
  })
})
