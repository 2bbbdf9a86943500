import { expect, test } from './fixtures'
import { cancelJob, enqueue, JobStatus, runCommand, scheduleByName, trackJob, uniqueNumber, waitForJob } from './fixtures/functions'

const OPS = '/api/workspace/admin/function-operations'

/** The job id of the page the app opened after queuing (/function-operations/jobs/:id). */
function openedJobId(url: string): string {
  return new URL(url).pathname.split('/').at(-1)!
}

test.describe('running functions by hand', () => {
  test('an operator runs a finished run again with the same arguments; its new job opens', async ({ page, signInAs, api }) => {
    const tag = uniqueNumber()
    const finished = await runCommand(api, 'export-report', { steps: 1, stepMs: 1, tag })
    await signInAs(page, 'operator', `/function-operations/runs/${finished.RunId}`)
    await page.getByRole('button', { name: 'Run again' }).click()
    const dialog = page.getByRole('dialog', { name: 'Run “Export report” again?' })
    await expect(dialog).toContainText('same arguments as this run')
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/runs/${finished.RunId}/rerun`)),
      dialog.getByRole('button', { name: 'Run again' }).click(),
    ])
    expect(response.status()).toBe(200)
    await expect(page).toHaveURL(/\/function-operations\/jobs\/[^/]+$/)
    await expect(page.getByText('“Export report” was queued; its job opens here.')).toBeVisible()
    const jobId = openedJobId(page.url())
    const done = await waitForJob(api, jobId, (job) => job.Status === JobStatus.Completed)
    const run = await api.data<{ ArgumentsSnapshot: unknown }>('GET', `${OPS}/runs/${done.RunId}`)
    expect(run.ArgumentsSnapshot).toEqual({ steps: 1, stepMs: 1, tag })
  })

  test('retries a job waiting for its next attempt now, then a cancelled one as a new job', async ({ page, signInAs, api }) => {
    // The legacy import fails on every order, so after its first attempt the job waits for a retry.
    const jobId = await enqueue(api, 'import-legacy-orders', { orderNumber: uniqueNumber() })
    await waitForJob(api, jobId, (job) => job.Status === JobStatus.Queued && job.AttemptCount === 1)
    await signInAs(page, 'operator', `/function-operations/jobs/${jobId}`)
    await page.getByRole('button', { name: 'Retry now' }).click()
    await page.getByRole('dialog', { name: 'Retry “Import legacy orders” now?' }).getByRole('button', { name: 'Retry now' }).click()
    await expect(page.getByText('The next attempt of the job starts now.')).toBeVisible()
    await waitForJob(api, jobId, (job) => job.AttemptCount >= 2)

    await cancelJob(api, jobId)
    await page.reload()
    await page.getByRole('button', { name: 'Retry', exact: true }).click()
    await page.getByRole('dialog', { name: 'Retry “Import legacy orders”?' }).getByRole('button', { name: 'Retry', exact: true }).click()
    await expect(page).not.toHaveURL(new RegExp(`/jobs/${jobId}$`))
    const newJobId = openedJobId(page.url())
    expect((await trackJob(api, newJobId)).JobId).toBe(newJobId)
    await cancelJob(api, newJobId)
  })

  test('runs a schedule now from its card, and a function picked by name with JSON arguments', async ({ page, signInAs, api }) => {
    const schedule = await scheduleByName(api, 'Token cleanup every minute')
    await signInAs(page, 'operator', '/function-operations/schedules')
    await page.getByRole('button', { name: 'Run schedule Token cleanup every minute now' }).click()
    const [queued] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/schedules/${schedule.Id}/run-now`)),
      page.getByRole('dialog', { name: 'Run “Token cleanup every minute” now?' }).getByRole('button', { name: 'Run now' }).click(),
    ])
    expect(queued.status()).toBe(200)
    await expect(page).toHaveURL(/\/function-operations\/jobs\//)
    await expect(page.getByText('Source').locator('..')).toContainText('Schedule')

    await page.goto('/function-operations/runs')
    await page.getByRole('button', { name: 'Run a function' }).click()
    const dialog = page.getByRole('dialog', { name: 'Run a function now' })
    await dialog.getByRole('combobox', { name: 'Function' }).fill('Export')
    await page.getByRole('option', { name: /Export report/ }).click()
    await expect(dialog.getByTestId('run-function-facts')).toContainText('Key export-report')
    const argumentsBox = dialog.getByRole('textbox', { name: 'Arguments (JSON object)' })
    await argumentsBox.fill('{ steps: 1 }')
    await expect(dialog.getByText(/This is not valid JSON/)).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Run now' })).toBeDisabled()
    await argumentsBox.fill('[1, 2]')
    await expect(dialog.getByText('The arguments must be a JSON object in braces, not a list or a single value.')).toBeVisible()
    const tag = uniqueNumber()
    await argumentsBox.fill(`{ "steps": 1, "stepMs": 1, "tag": ${tag} }`)
    await dialog.getByRole('button', { name: 'Run now' }).click()
    await expect(page).toHaveURL(/\/function-operations\/jobs\//)
    const done = await waitForJob(api, openedJobId(page.url()), (job) => job.Status === JobStatus.Completed)
    expect((await api.data<{ ArgumentsSnapshot: unknown }>('GET', `${OPS}/runs/${done.RunId}`)).ArgumentsSnapshot).toEqual({ steps: 1, stepMs: 1, tag })
  })

  test('cancels several selected jobs at once after confirmation, with a summary', async ({ page, signInAs, api }) => {
    const order = uniqueNumber()
    const jobIds = [await enqueue(api, 'import-legacy-orders', { orderNumber: order }), await enqueue(api, 'import-legacy-orders', { orderNumber: order })]
    for (const jobId of jobIds) await waitForJob(api, jobId, (job) => job.Status === JobStatus.Queued && job.AttemptCount === 1)
    // Both jobs' runs failed naming the order: the search finds exactly them.
    await signInAs(page, 'operator', `/function-operations/jobs?q=${order}`)
    const rows = page.locator('.app-data-table tbody tr')
    await expect(rows).toHaveCount(2)
    for (const row of await rows.all()) await row.getByRole('checkbox').check()
    await page.getByTestId('bulk-cancel').click()
    const dialog = page.getByRole('dialog', { name: 'Cancel 2 selected jobs?' })
    await expect(dialog).toContainText('Queued jobs are removed from the queue')
    await dialog.getByRole('button', { name: 'Cancel 2 jobs' }).click()
    await expect(page.getByText('2 jobs cancelled.')).toBeVisible()
    for (const jobId of jobIds) expect((await trackJob(api, jobId)).Status).toBe(JobStatus.Cancelled)
    await expect(page.getByTestId('bulk-cancel')).toBeHidden()
  })

  test('an operator re-runs a failure group: each distinct order once, as new jobs', async ({ page, signInAs, api }) => {
    const first = uniqueNumber()
    const second = first + 1
    for (const orderNumber of [first, second, first]) await runCommand(api, 'import-legacy-orders', { orderNumber })
    await signInAs(page, 'operator', '/function-operations/failures')
    const group = page.getByRole('row').filter({ hasText: 'Import legacy orders' }).filter({ hasText: 'unknown currency' })
    await group.getByRole('button', { name: /^Re-run all failed runs of Import legacy orders/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Re-run the failed runs of Import legacy orders?' })
    await expect(dialog).toContainText('Each distinct set of arguments')
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && /\/failure-clusters\/[^/]+\/rerun$/.test(r.url())),
      dialog.getByRole('button', { name: 'Re-run all' }).click(),
    ])
    expect(response.status()).toBe(200)
    const { Data } = (await response.json()) as { Data: { EnqueuedCount: number; JobIds: string[] } }
    await expect(page.getByTestId('notification-stack')).toContainText(`${Data.EnqueuedCount} jobs queued.`)
    const orders: number[] = []
    for (const jobId of Data.JobIds) orders.push((await api.data<{ Arguments: { orderNumber: number } }>('GET', `${OPS}/jobs/${jobId}`)).Arguments.orderNumber)
    expect(orders.filter((order) => order === first)).toHaveLength(1)
    expect(orders).toContain(second)
    await page.getByTestId('notification-stack').getByRole('link', { name: 'Open the jobs' }).click()
    await expect(page).toHaveURL(/\/function-operations\/jobs$/)
  })
})
