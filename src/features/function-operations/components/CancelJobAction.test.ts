import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api'
import { FunctionJobStatus } from '@/api/enums'
import { renderWithApp, flush } from '@/test/render'
import type { FunctionJob } from '../functionOperations.types'
import CancelJobAction from './CancelJobAction.vue'

const cancelJob = vi.fn<(jobId: string) => Promise<FunctionJob>>()
vi.mock('../api/jobs', () => ({ cancelJob: (jobId: string) => cancelJob(jobId) }))

function job(status: FunctionJob['Status']): FunctionJob {
  return { Id: 'job-1', FunctionId: 'fn-1', FunctionKey: 'syncLedger', FunctionDisplayName: 'Sync ledger', Status: status, AttemptCount: 1, MaxAttempts: 3 }
}

function dialogButton(label: string): HTMLButtonElement | undefined {
  return [...document.querySelectorAll<HTMLButtonElement>('.v-dialog button')].find((button) => button.textContent?.trim() === label)
}

describe('CancelJobAction', () => {
  it('offers to cancel a queued job and cancels it after confirmation', async () => {
    cancelJob.mockResolvedValueOnce(job(FunctionJobStatus.Cancelled))
    const { wrapper } = await renderWithApp(CancelJobAction, { props: { job: job(FunctionJobStatus.Queued) } })
    expect(wrapper.text()).toBe('Cancel queued job')
    await wrapper.get('button').trigger('click')
    await flush()
    expect(document.body.textContent).toContain('“Sync ledger” is removed from the queue and will not run.')
    expect(cancelJob).not.toHaveBeenCalled()
    dialogButton('Cancel queued job')?.click()
    await flush()
    expect(cancelJob).toHaveBeenCalledWith('job-1')
  })

  it('words a leased job as a request to stop the running execution', async () => {
    const { wrapper } = await renderWithApp(CancelJobAction, { props: { job: job(FunctionJobStatus.Leased) } })
    expect(wrapper.text()).toBe('Request cancellation of the running execution')
    await wrapper.get('button').trigger('click')
    await flush()
    expect(document.body.textContent).toContain('The running execution of “Sync ledger” is asked to stop.')
  })

  it('explains a refused cancel: the job has already ended', async () => {
    cancelJob.mockRejectedValueOnce(
      new ApiError({ kind: 'envelope', status: 409, issues: [{ Code: 'workspace.functions.jobNotCancellable', Message: 'The job already completed.', Metadata: {} }] }),
    )
    const { wrapper } = await renderWithApp(CancelJobAction, { props: { job: job(FunctionJobStatus.Queued) } })
    await wrapper.get('button').trigger('click')
    await flush()
    dialogButton('Cancel queued job')?.click()
    await flush()
    expect(wrapper.emitted('refused')?.[0]).toEqual(['This job has already ended (completed, failed or cancelled), so it can no longer be cancelled.'])
  })
})
