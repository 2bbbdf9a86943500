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
    await expect(group.getByTestId('group-records').locator('tr[data-differs="true"]').first()).toContainText('Name')
    await expect(group.getByTestId('group-reasons')).toContainText('Similar name')

    await group.getByTestId('decide-not-duplicate').click()
    await expect(page.getByText('Marked as not duplicates')).toBeVisible()
    await expect(group.getByTestId('group-decision')).toHaveText('Not duplicates')

    await page.getByTestId('scan-start').click()
    await expect(page.getByTestId('scan-summary')).toContainText('groups of possible duplicates in', { timeout: 30_000 })
    await expect(page.getByTestId('scan-group').filter({ hasText: 'Spreeblick' })).toHaveCount(1)
    await expect(page.getByTestId('scan-group').filter({ hasText: 'Logistik Nordlicht GmbH' })).toHaveCount(0)

    await api.data('POST', DECISIONS, { ProfileId: profileId, InstanceIds: nordlicht, Decision: null })
  })
})
