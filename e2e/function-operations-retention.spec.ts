import { expect, test } from './fixtures'
import { getRetention, setRetention } from './fixtures/functions'
import { FunctionRetentionPage } from './pages/FunctionRetentionPage'

const Forever = 0
const Days = 1

// Retention is one setting for the whole workspace: these tests run one after the other.
test.describe.configure({ mode: 'serial' })

test.describe('run-history retention', () => {
  test.afterEach(async ({ api }) => {
    await setRetention(api, Forever, null)
  })

  test('an administrator sets a number of days, sees what a purge would delete, and meets a stale save with the conflict dialog', async ({ page, signInAs, api }) => {
    expect((await getRetention(api)).Mode).toBe(Forever)
    const retention = new FunctionRetentionPage(page)
    await signInAs(page, 'admin', '/')
    await retention.goto()
    await expect(retention.preview).toHaveText('Runs are kept forever; a purge deletes nothing.')

    await retention.mode('Keep for a number of days').check()
    const [preview] = await Promise.all([retention.waitForPreview(25), retention.days.fill('25')])
    const { Data } = (await preview.json()) as { Data: { DeletableRunCount: number } }
    // The demo history reaches 30 days back, so some of it is older than 25 days.
    expect(Data.DeletableRunCount).toBeGreaterThan(0)
    await expect(retention.preview).toContainText(`A purge now would delete ${Data.DeletableRunCount} runs`)

    // Someone else saves other settings meanwhile; this save is then stale.
    await setRetention(api, Days, 36_500)
    await retention.save.click()
    // Shorter than what this page loaded (forever): it asks first.
    const [save] = await Promise.all([retention.waitForSave(), retention.confirmShorten.getByRole('button', { name: 'Save' }).click()])
    expect(save.status()).toBe(409)
    await expect(retention.conflictDialog).toBeVisible()
    await expect(retention.conflictDialog).toContainText('36500')
    await expect(retention.conflictDialog).toContainText('25')

    await retention.conflictDialog.getByRole('button', { name: 'Discard mine' }).click()
    await expect(retention.conflictDialog).toBeHidden()
    await expect(retention.days).toHaveValue('36500')
    const saved = await getRetention(api)
    expect(saved).toMatchObject({ Mode: Days, Days: 36_500 })
  })

  test('saving a shorter retention says how many runs the next purge deletes and when, and asks first', async ({ page, signInAs, api }) => {
    const retention = new FunctionRetentionPage(page)
    await signInAs(page, 'admin', '/')
    await retention.goto()
    await retention.mode('Keep for a number of days').check()

    // An invalid day count shows no number that contradicts the message under the field.
    await retention.days.fill('0')
    await expect(retention.page.getByText('Enter a whole number of days from 1 to 36,500.')).toBeVisible()
    await expect(retention.preview).toHaveText('Enter a valid number of days to see what a purge would delete.')

    const [preview] = await Promise.all([retention.waitForPreview(20), retention.days.fill('20')])
    const { Data } = (await preview.json()) as { Data: { NextPurgeRunCount: number } }
    expect(Data.NextPurgeRunCount).toBeGreaterThan(0)
    await retention.save.click()
    await expect(retention.confirmShorten).toContainText('Keep runs for only 20 days?')
    await expect(retention.confirmShorten).toContainText(`The next automatic purge, at`)
    await expect(retention.confirmShorten).toContainText(`deletes ${Data.NextPurgeRunCount.toLocaleString('en-US')} finished runs`)
    await retention.confirmShorten.getByRole('button', { name: 'Cancel' }).click()
    await expect(retention.confirmShorten).toBeHidden()
    expect((await getRetention(api)).Mode).toBe(Forever)
    await expect(retention.days).toHaveValue('20')

    await retention.save.click()
    const [save] = await Promise.all([retention.waitForSave(), retention.confirmShorten.getByRole('button', { name: 'Save' }).click()])
    expect(save.status()).toBe(200)
    expect(await getRetention(api)).toMatchObject({ Mode: Days, Days: 20 })
    await expect(page.getByTestId('retention-next-purge')).toContainText('Next automatic purge:')
    // Nothing was deleted by saving: the same runs are still there to purge.
    await expect(retention.preview).toContainText('A purge now would delete')
  })

  test('an operator reads the setting but cannot change it', async ({ page, signInAs }) => {
    const retention = new FunctionRetentionPage(page)
    await signInAs(page, 'operator', '/')
    await retention.goto()
    await expect(page.getByTestId('retention-read-only')).toHaveText(
      'Only the Admin role holding the permission Manage function settings (functions.settings.manage) can change retention and purge runs. You can read the current setting.',
    )
    await expect(retention.mode('Keep forever')).toBeChecked()
    await expect(retention.mode('Keep for a number of days')).toBeDisabled()
    await expect(retention.save).toHaveCount(0)
  })
})
