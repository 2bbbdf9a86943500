import { expect, test } from './fixtures'
import { functionByKey, runCommand, RunStatus, scheduleByName, setScheduleCron, uniqueNumber } from './fixtures/functions'
import { FunctionRunPage } from './pages/FunctionRunPage'
import { FunctionRunsPage } from './pages/FunctionRunsPage'

test.describe('function runs', () => {
  test("the overview's queue counts say what they count and each opens those jobs", async ({ page, signInAs }) => {
    await signInAs(page, 'operator', '/function-operations')
    const queue = page.getByRole('region', { name: 'Job queue now' })
    await expect(queue).toContainText('Jobs are never deleted, so Failed counts every job that ever failed')
    const failed = page.getByTestId('queue-count-Failed')
    await expect(failed).toContainText('Failed (all time)')
    await failed.click()
    await expect(page).toHaveURL(/\/function-operations\/jobs\?status=Failed$/)
    await expect(page.getByRole('row').filter({ hasText: 'Failed' }).first()).toBeVisible()
  })

  test('filters runs by status and function through the URL; the panel changes the URL and the back button restores it', async ({ page, signInAs, api }) => {
    const legacy = await functionByKey(api, 'import-legacy-orders')
    const ledger = await functionByKey(api, 'sync-ledger')
    // One failed run of each function for sure, whatever the demo history holds.
    await runCommand(api, 'import-legacy-orders', { orderNumber: uniqueNumber() })
    const runs = new FunctionRunsPage(page)
    await signInAs(page, 'admin', '/')

    const first = await runs.goto(`status=RuntimeException&function=${legacy.Id}`)
    expect(FunctionRunsPage.query(first).get('Status')).toBe(String(RunStatus.RuntimeException))
    expect(FunctionRunsPage.query(first).get('FunctionId')).toBe(legacy.Id)
    await expect(runs.chip('Statuses')).toHaveText('Status: Runtime exception')
    await expect(runs.chip('FunctionId')).toHaveText('Function: Import legacy orders (import-legacy-orders)')
    await expect(runs.runRows().first()).toBeVisible()
    // Every row matches both filters.
    await expect(runs.runRows().filter({ hasNotText: 'Import legacy orders' })).toHaveCount(0)
    await expect(runs.runRows().filter({ hasNotText: 'Runtime exception' })).toHaveCount(0)

    // Another function in the panel: the URL follows (the status stays) and so does the list.
    const second = await runs.choose('Function', 'Sync ledger')
    expect(FunctionRunsPage.query(second).get('FunctionId')).toBe(ledger.Id)
    await expect(page).toHaveURL(new RegExp(`function=${ledger.Id}`))
    await expect(page).toHaveURL(/status=RuntimeException/)
    await expect(runs.chip('FunctionId')).toHaveText('Function: Sync ledger (sync-ledger)')
    await expect(runs.runRows().filter({ hasNotText: 'Sync ledger' })).toHaveCount(0)
    await expect(runs.runRows().filter({ hasNotText: 'Runtime exception' })).toHaveCount(0)

    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`function=${legacy.Id}`))
    await expect(runs.chip('FunctionId')).toHaveText('Function: Import legacy orders (import-legacy-orders)')
    await expect(runs.chip('Statuses')).toHaveText('Status: Runtime exception')
    await expect(runs.runRows().first()).toBeVisible()
    await expect(runs.runRows().filter({ hasNotText: 'Import legacy orders' })).toHaveCount(0)
  })

  test('opens a failed run from the list and reads its error type, message and stack trace', async ({ page, signInAs, api }) => {
    const orderNumber = uniqueNumber()
    const outcome = await runCommand(api, 'import-legacy-orders', { orderNumber })
    expect(outcome.Status).toBe(RunStatus.RuntimeException)
    const legacy = await functionByKey(api, 'import-legacy-orders')
    const runs = new FunctionRunsPage(page)
    const run = new FunctionRunPage(page)
    await signInAs(page, 'admin', '/')

    await runs.goto(`function=${legacy.Id}&status=RuntimeException&q=${orderNumber}`)
    await expect(runs.runRows()).toHaveCount(1)
    await Promise.all([run.waitForRun(outcome.RunId), runs.runRows().first().getByRole('link').click()])

    await expect(run.heading).toHaveText('Import legacy orders')
    await expect(run.status()).toHaveText('Runtime exception')
    await expect(run.errorFact('Type')).toHaveText('LegacyFormatError')
    await expect(run.errorFact('Message')).toHaveText(`Order ${orderNumber} has the unknown currency "XEU".`)
    // Where it failed: the stack frames, down to the function's own file, folded until asked for.
    const stack = page.getByTestId('run-stack')
    await stack.getByText('Stack trace').click()
    await expect(stack.locator('pre')).toBeVisible()
    await expect(stack.locator('pre')).toContainText(/^at .*importLegacyOrders\.ts:\d+:\d+/m)
    await expect(run.timeline).toContainText('Ended: Runtime exception')
  })

  test('a scheduled run appears in the list of its schedule and ends', async ({ page, signInAs, api }) => {
    test.setTimeout(60_000)
    const schedule = await scheduleByName(api, 'Token cleanup every minute')
    const since = new Date(Date.now() - 1_000).toISOString()
    // Every two seconds (croner's six-field form with seconds) while the test watches.
    await setScheduleCron(api, schedule.Id, '*/2 * * * * *')
    try {
      const runs = new FunctionRunsPage(page)
      await signInAs(page, 'admin', '/')
      const first = await runs.goto(`schedule=${schedule.Id}&from=${encodeURIComponent(since)}`)
      expect(FunctionRunsPage.query(first).get('ScheduleId')).toBe(schedule.Id)
      await expect(runs.chip('ScheduleId')).toContainText('Schedule: Token cleanup every minute')

      // The list shows what was there when it loaded; Refresh until the schedule's next run is in.
      const ended = runs.runRows().filter({ hasText: /Skipped|Success/ })
      await expect(async () => {
        await Promise.all([runs.waitForPage(), runs.refresh.click()])
        await expect(ended.first()).toBeVisible({ timeout: 1_000 })
      }).toPass({ timeout: 30_000, intervals: [1_000, 2_000] })
      await expect(runs.runRows().first()).toContainText('Nightly cleanup')
      await expect(runs.runRows().first()).toContainText('Schedule')

      const run = new FunctionRunPage(page)
      await ended.first().getByRole('link').click()
      await expect(run.heading).toHaveText('Nightly cleanup')
      await expect(run.status()).toHaveText(/Skipped|Success/)
      await expect(run.timeline).toContainText(/Ended: (Skipped|Success)/)
      await expect(page.getByRole('link', { name: 'Token cleanup every minute' })).toBeVisible()
    } finally {
      await setScheduleCron(api, schedule.Id, schedule.CronExpression)
    }
  })

  test('several statuses at once, and an actor picked by name rather than typed as an id', async ({ page, signInAs, api }) => {
    await runCommand(api, 'import-legacy-orders', { orderNumber: uniqueNumber() })
    const runs = new FunctionRunsPage(page)
    await signInAs(page, 'admin', '/')
    await runs.goto('status=RuntimeException')

    // The select's value covers its input: the click goes to the field, as a user's would.
    await runs.filter('Status').click({ force: true })
    const [both] = await Promise.all([runs.waitForPage(), page.getByRole('option', { name: 'Timeout' }).click()])
    await page.keyboard.press('Escape')
    expect(FunctionRunsPage.query(both).getAll('Statuses').sort()).toEqual([String(RunStatus.Timeout), String(RunStatus.RuntimeException)].sort())
    await expect(page).toHaveURL(/status=RuntimeException%2CTimeout|status=RuntimeException,Timeout/)
    await expect(runs.chip('Statuses')).toHaveText('Status: Runtime exception, Timeout')
    await expect(runs.runRows().first()).toBeVisible()
    await expect(runs.runRows().filter({ hasNotText: /Runtime exception|Timeout/ })).toHaveCount(0)

    await page.getByRole('button', { name: 'More filters' }).click()
    await runs.search('Actor', 'Ada')
    const [byActor] = await Promise.all([runs.waitForPage(), page.getByRole('option', { name: /Ada Admin/ }).click()])
    expect(FunctionRunsPage.query(byActor).get('ActorUserId')).toBe('usr-admin')
    await expect(runs.chip('ActorUserId')).toHaveText('Actor: Ada Admin (admin@demo.example)')

    // A deep link names the chosen actor in the picker too.
    await runs.goto('actor=usr-admin')
    await expect(runs.filters.getByText('Ada Admin')).toBeVisible()
  })

  test('the job list filters by function, source, date range and actor like the run list', async ({ page, signInAs, api }) => {
    const legacy = await functionByKey(api, 'import-legacy-orders')
    await runCommand(api, 'import-legacy-orders', { orderNumber: uniqueNumber() })
    await signInAs(page, 'operator', '/function-operations/jobs')
    const filters = page.getByRole('region', { name: 'Filters' })
    const jobsPage = (r: { request(): { method(): string }; url(): string }) => r.request().method() === 'GET' && new URL(r.url()).pathname.endsWith('/function-operations/jobs/page')

    await filters.getByRole('combobox', { name: 'Function' }).fill('Import legacy')
    const [byFunction] = await Promise.all([page.waitForResponse(jobsPage), page.getByRole('option', { name: 'Import legacy orders', exact: true }).click()])
    expect(new URL(byFunction.url()).searchParams.get('FunctionId')).toBe(legacy.Id)
    await expect(page).toHaveURL(new RegExp(`function=${legacy.Id}`))
    const rows = page.locator('.app-data-table tbody tr')
    await expect(rows.first()).toContainText('Import legacy orders')
    await expect(rows.filter({ hasNotText: 'Import legacy orders' })).toHaveCount(0)

    await filters.getByRole('combobox', { name: 'Source' }).click({ force: true })
    const [bySource] = await Promise.all([page.waitForResponse(jobsPage), page.getByRole('option', { name: 'Command' }).click()])
    expect(new URL(bySource.url()).searchParams.get('Source')).toBe('0')

    await filters.getByRole('button', { name: 'More filters' }).click()
    // The job list has the run list's filter panel.
    await new FunctionRunsPage(page).search('Actor', 'Ada')
    const [byActor] = await Promise.all([page.waitForResponse(jobsPage), page.getByRole('option', { name: /Ada Admin/ }).click()])
    expect(new URL(byActor.url()).searchParams.get('ActorUserId')).toBe('usr-admin')
    await expect(filters.getByRole('combobox', { name: 'Schedule' })).toBeVisible()

    // Times are entered in the profile's zone (the demo workspace's Europe/Berlin), not the browser's (UTC here), and say so.
    const from = filters.getByLabel('From')
    await expect(from).toHaveAttribute('aria-description', 'Date and time in Europe/Berlin')
    await expect(filters.getByText('GMT+1').first()).toBeVisible()
    // Filling a date-time input fires its change event at once: wait for the request from before.
    const rangeAnswer = page.waitForResponse((r) => jobsPage(r) && new URL(r.url()).searchParams.has('FromUtc'))
    await from.fill('2099-01-01T00:00')
    await from.blur()
    const byRange = await rangeAnswer
    expect(new Date(new URL(byRange.url()).searchParams.get('FromUtc') ?? '').toISOString()).toBe('2098-12-31T23:00:00.000Z')
    await expect(from).toHaveValue('2099-01-01T00:00')
    await expect(page.getByText('No job matches these filters.')).toBeVisible()
    // Run-only filters stay on the Runs page.
    await expect(filters.getByRole('combobox', { name: 'Trigger binding' })).toHaveCount(0)
  })
})
