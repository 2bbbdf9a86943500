import { expect, test } from './fixtures'
import { scheduleByName } from './fixtures/functions'

const OPS = '/api/workspace/admin/function-operations'

test.describe('schedule editing', () => {
  test('a configurator changes a schedule’s CRON and time zone, seeing it in words and its next firings before saving', async ({ page, signInAs, api }) => {
    const before = await scheduleByName(api, 'Legacy order import')
    try {
      await signInAs(page, 'configurator', '/function-operations/schedules')
      const card = page.getByTestId(`schedule-${before.Id}`)
      await expect(card.getByLabel('Show times in')).toBeVisible()
      await card.getByRole('button', { name: 'Edit schedule Legacy order import' }).click()
      const dialog = page.getByRole('dialog', { name: 'Edit schedule “Legacy order import”' })
      const cron = dialog.getByTestId('schedule-cron').getByRole('textbox')

      await cron.fill('61 * * * *')
      await expect(dialog.getByText('The minute part allows 0 to 59; 61 is outside.')).toBeVisible()
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled()

      await cron.fill('30 6 * * 1-5')
      await expect(dialog.getByTestId('schedule-cron-words')).toContainText('06:30')
      await dialog.getByRole('combobox', { name: 'Runs in time zone' }).fill('Asia/Tokyo')
      await page.getByRole('option', { name: 'Asia/Tokyo', exact: true }).click()
      await expect(dialog.getByText('Next 5 firings (Asia/Tokyo)')).toBeVisible()
      await expect(dialog.getByTestId('schedule-edit-firings').getByRole('listitem')).toHaveCount(5)
      await expect(dialog.getByTestId('schedule-edit-firings').getByRole('listitem').first()).toContainText('6:30:00')

      const [saved] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes(`/schedules/${before.Id}`)),
        dialog.getByRole('button', { name: 'Save' }).click(),
      ])
      expect(saved.status()).toBe(200)
      await expect(dialog).toBeHidden()
      await expect(page.getByText('Schedule “Legacy order import” saved.')).toBeVisible()
      await expect(card).toContainText('30 6 * * 1-5')
      expect(await scheduleByName(api, 'Legacy order import')).toMatchObject({ CronExpression: '30 6 * * 1-5', TimeZone: 'Asia/Tokyo', IsEnabled: false })
    } finally {
      const current = await scheduleByName(api, 'Legacy order import')
      await api.data('PUT', `${OPS}/schedules/${before.Id}`, { IsEnabled: before.IsEnabled, CronExpression: before.CronExpression, TimeZone: before.TimeZone, RowVersion: current.RowVersion })
    }
  })

  test('a configurator adds a schedule with arguments, sees it listed, and deletes it behind a confirmation', async ({ page, signInAs }) => {
    const name = `Ledger sync e2e ${Date.now().toString(36)}`
    await signInAs(page, 'configurator', '/function-operations/schedules')
    await page.getByTestId('add-schedule').click()
    const dialog = page.getByRole('dialog', { name: 'New schedule' })
    await dialog.getByTestId('schedule-name').getByRole('textbox').fill(name)
    await dialog.getByTestId('schedule-function').locator('input[type="text"]').fill('Sync')
    await page.getByRole('option', { name: /Sync ledger/ }).first().click()
    await dialog.getByTestId('schedule-cron').getByRole('textbox').fill('15 3 * * *')
    await expect(dialog.getByTestId('schedule-cron-words')).toContainText('03:15')
    await dialog.getByTestId('schedule-arguments').getByRole('textbox').fill('[1]')
    await expect(dialog.getByText('The arguments must be a JSON object in braces, not a list or a single value.')).toBeVisible()
    await expect(dialog.getByTestId('schedule-save')).toBeDisabled()
    await dialog.getByTestId('schedule-arguments').getByRole('textbox').fill('{ "batches": 1 }')
    await dialog.getByTestId('schedule-save').click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText(`Schedule “${name}” added.`)).toBeVisible()
    const card = page.locator('[data-testid^="schedule-"]').filter({ hasText: name }).first()
    await expect(card).toContainText('15 3 * * *')

    await card.getByRole('button', { name: `Delete ${name}` }).click()
    await page.getByRole('dialog', { name: `Delete the schedule “${name}”?` }).getByRole('button', { name: 'Delete' }).click()
    await expect(page.getByText(`Schedule “${name}” deleted.`)).toBeVisible()
    await expect(page.getByText(name, { exact: true })).toHaveCount(0)
  })

  test('an operator sees schedules without an edit action', async ({ page, signInAs }) => {
    await signInAs(page, 'operator', '/function-operations/schedules')
    await expect(page.getByText('Changing schedules needs the Admin or Configurator role.')).toBeVisible()
    await expect(page.getByRole('button', { name: /^Edit schedule/ })).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0)
    await expect(page.getByTestId('add-schedule')).toBeDisabled()
  })
})

test.describe('function audit log', () => {
  test('an operator finds who changed a schedule and what, by a deep link with the action filter', async ({ page, signInAs, api }) => {
    const schedule = await scheduleByName(api, 'Ledger sync every 5 minutes')
    const changed = await api.data<{ RowVersion: string }>(
      'PUT',
      `${OPS}/schedules/${schedule.Id}`,
      { IsEnabled: schedule.IsEnabled, CronExpression: '*/7 * * * *', TimeZone: schedule.TimeZone, RowVersion: schedule.RowVersion },
      'configurator',
    )
    try {
      await signInAs(page, 'operator', '/function-operations')
      await page.getByRole('tab', { name: 'Audit log' }).click()
      await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible()
      await page.getByRole('combobox').filter({ hasText: 'Action' }).first().click()
      await page.getByRole('option', { name: 'Schedule changed' }).click()
      await expect(page).toHaveURL(/action=ScheduleChanged/)

      const row = page.getByRole('row').filter({ hasText: 'CRON */5 * * * * → */7 * * * *' }).first()
      await expect(row).toContainText('Schedule changed')
      await expect(row).toContainText('Conrad Config')
      await page.reload()
      await expect(page.getByRole('row').filter({ hasText: 'CRON */5 * * * * → */7 * * * *' }).first()).toBeVisible()
      await row.getByRole('link', { name: /^Schedule / }).click()
      await expect(page).toHaveURL(/\/function-operations\/schedules$/)
    } finally {
      await api.data('PUT', `${OPS}/schedules/${schedule.Id}`, {
        IsEnabled: schedule.IsEnabled,
        CronExpression: schedule.CronExpression,
        TimeZone: schedule.TimeZone,
        RowVersion: changed.RowVersion,
      })
    }
  })
})
