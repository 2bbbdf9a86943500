import { expect, test } from './fixtures'
import { cancelJob, enqueue, JobStatus, RunStatus, startRunning, trackJob, uniqueNumber, waitForJob } from './fixtures/functions'
import { FunctionJobPage } from './pages/FunctionJobPage'
import { FunctionRunPage } from './pages/FunctionRunPage'

const RUN = '/api/workspace/admin/function-operations/runs'

test.describe('cancelling function runs and jobs', () => {
  test('cancels a long run of a cancellable function after confirmation', async ({ page, signInAs, api }) => {
    // Two minutes of report steps: long enough to be cancelled, whatever the machine's load.
    const { jobId, runId } = await startRunning(api, 'export-report', { steps: 240, stepMs: 500, tag: uniqueNumber() })
    try {
      const run = new FunctionRunPage(page)
      await signInAs(page, 'admin', '/')
      await run.goto(runId)
      await expect(run.status()).toHaveText('Running')
      await expect(page.getByText('Running — this page updates until the run ends.')).toBeVisible()

      const response = await run.cancel()
      expect(response.status()).toBe(200)
      await expect(run.status()).toHaveText('Cancelled')
      await expect(page.getByText('The run was cancelled.')).toBeVisible()
      await expect(run.cancelButton).toBeHidden()
      await expect(run.timeline).toContainText('Ended: Cancelled')
      expect((await api.data<{ Status: number }>('GET', `${RUN}/${runId}`)).Status).toBe(RunStatus.Cancelled)
    } finally {
      await cancelJob(api, jobId)
    }
  })

  test('refuses to cancel a run of a function without manual cancellation, and the run goes on', async ({ page, signInAs, api }) => {
    const { runId } = await startRunning(api, 'sync-ledger', { batches: 20, batchMs: 1_000, tag: uniqueNumber() })
    const run = new FunctionRunPage(page)
    await signInAs(page, 'admin', '/')
    await run.goto(runId)
    await expect(run.status()).toHaveText('Running')
    await expect(page.getByText('This function does not support manual cancellation.')).toBeVisible()

    await run.cancelButton.click()
    await expect(run.confirmDialog).toContainText('“Sync ledger” does not support manual cancellation')
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/runs/${runId}/cancel`)),
      run.confirmDialog.getByRole('button', { name: 'Cancel run' }).click(),
    ])
    expect(response.status()).toBe(409)
    await expect(run.refusal).toHaveText(
      '“Sync ledger” does not support manual cancellation, so the workspace refused to cancel it. The run was not changed and continues until it ends.',
    )
    await expect(run.status()).toHaveText('Running')
    expect((await api.data<{ Status: number }>('GET', `${RUN}/${runId}`)).Status).toBe(RunStatus.Running)
  })

  test('cancels a queued job (waiting for its retry) with the queued wording', async ({ page, signInAs, api }) => {
    // The legacy import fails on every order: after its first attempt the job waits Queued for a
    // retry ten seconds later, which is when the test cancels it.
    const jobId = await enqueue(api, 'import-legacy-orders', { orderNumber: uniqueNumber() })
    await waitForJob(api, jobId, (job) => job.Status === JobStatus.Queued && job.AttemptCount >= 1)
    const job = new FunctionJobPage(page)
    await signInAs(page, 'admin', '/')
    await job.goto(jobId)
    await expect(job.status()).toHaveText('Queued')
    await expect(page.locator('.app-page__actions')).toContainText('Retrying')

    const { dialogText, response } = await job.cancel('Cancel queued job')
    expect(dialogText).toContain('“Import legacy orders” is removed from the queue and will not run.')
    expect(response.status()).toBe(200)
    await expect(job.status()).toHaveText('Cancelled')
    await expect(page.getByText('The job was cancelled.')).toBeVisible()
    await expect(job.cancelButton('Cancel queued job')).toBeHidden()
    expect((await trackJob(api, jobId)).Status).toBe(JobStatus.Cancelled)
  })

  test('reads the job again before asking: a job that ended since the page showed it is not offered for cancelling', async ({ page, signInAs, api }) => {
    const jobId = await enqueue(api, 'import-legacy-orders', { orderNumber: uniqueNumber() })
    await waitForJob(api, jobId, (job) => job.Status === JobStatus.Queued && job.AttemptCount >= 1)
    const job = new FunctionJobPage(page)
    await signInAs(page, 'admin', '/')
    // Time stands still on the page, so its polling cannot see the job end elsewhere meanwhile.
    await page.clock.install()
    await job.goto(jobId)
    await expect(job.status()).toHaveText('Queued')
    await api.request('POST', `/api/workspace/admin/function-operations/jobs/${jobId}/cancel`)

    await job.cancelButton('Cancel queued job').click()
    await expect(page.getByText('This job has already ended (completed, failed or cancelled), so it can no longer be cancelled.')).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(job.status()).toHaveText('Cancelled')
  })

  test('asks a leased job’s running execution to stop, with the leased wording', async ({ page, signInAs, api }) => {
    const { jobId, runId } = await startRunning(api, 'export-report', { steps: 240, stepMs: 500, tag: uniqueNumber() })
    const job = new FunctionJobPage(page)
    await signInAs(page, 'admin', '/')
    await job.goto(jobId)
    await expect(job.status()).toHaveText('Leased')

    const { dialogText, response } = await job.cancel('Request cancellation of the running execution')
    expect(dialogText).toContain('The running execution of “Export report” is asked to stop.')
    expect(response.status()).toBe(200)
    await expect(job.status()).toHaveText('Cancelled')
    // The export honours the request between two steps: its run ends as Cancelled too.
    await expect.poll(async () => (await api.data<{ Status: number }>('GET', `${RUN}/${runId}`)).Status).toBe(RunStatus.Cancelled)
  })
})
