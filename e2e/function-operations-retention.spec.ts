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
    const [save] = await Promise.all([retention.waitForSave(), retention.save.click()])
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

  test('an operator reads the setting but cannot change it', async ({ page, signInAs }) => {
    const retention = new FunctionRetentionPage(page)
    await signInAs(page, 'operator', '/')
    await retention.goto()
    await expect(page.getByTestId('retention-read-only')).toHaveText(
      'Only the Admin role can change retention and purge runs. You can read the current setting.',
    )
    await expect(retention.mode('Keep forever')).toBeChecked()
    await expect(retention.mode('Keep for a number of days')).toBeDisabled()
    await expect(retention.save).toHaveCount(0)
  })
})
