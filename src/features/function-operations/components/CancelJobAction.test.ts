import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/api'
import { FunctionJobStatus, FunctionRunStatus } from '@/api/enums'
import { renderWithApp, flush } from '@/test/render'
import type { FunctionJob } from '../api/functionOperations.types'
import CancelJobAction from './CancelJobAction.vue'

const cancelJob = vi.fn<(jobId: string) => Promise<FunctionJob>>()
// The job as the server has it when the button is pressed; by default as the page shows it.
let serverJob: FunctionJob | null = null
vi.mock('../api/jobs', () => ({
  cancelJob: (jobId: string) => cancelJob(jobId),
  getJob: async () => serverJob,
}))

function job(status: FunctionJob['Status'], extra: Partial<FunctionJob> = {}): FunctionJob {
  return { Id: 'job-1', FunctionId: 'fn-1', FunctionKey: 'syncLedger', FunctionDisplayName: 'Sync ledger', Status: status, AttemptCount: 1, MaxAttempts: 3, ...extra }
}

function dialogButton(label: string): HTMLButtonElement | undefined {
  return [...document.querySelectorAll<HTMLButtonElement>('.v-dialog button')].find((button) => button.textContent?.trim() === label)
}

async function render(shown: FunctionJob, onServer: FunctionJob = shown) {
  serverJob = onServer
  return renderWithApp(CancelJobAction, { props: { job: shown } })
}

describe('CancelJobAction', () => {
  it('offers to cancel a queued job and cancels it after confirmation', async () => {
    cancelJob.mockResolvedValueOnce(job(FunctionJobStatus.Cancelled))
    const { wrapper } = await render(job(FunctionJobStatus.Queued))
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
    const { wrapper } = await render(job(FunctionJobStatus.Leased))
    expect(wrapper.text()).toBe('Request cancellation of the running execution')
    await wrapper.get('button').trigger('click')
    await flush()
    expect(document.body.textContent).toContain('The running execution of “Sync ledger” is asked to stop.')
  })

  it('explains a refused cancel: the job has already ended', async () => {
    cancelJob.mockRejectedValueOnce(
      new ApiError({ kind: 'envelope', status: 409, issues: [{ Code: 'workspace.functions.jobNotCancellable', Message: 'The job already completed.', Metadata: {} }] }),
    )
    const { wrapper } = await render(job(FunctionJobStatus.Queued))
    await wrapper.get('button').trigger('click')
    await flush()
    dialogButton('Cancel queued job')?.click()
    await flush()
    expect(wrapper.emitted('refused')?.[0]).toEqual(['This job has already ended (completed, failed or cancelled), so it can no longer be cancelled.'])
  })

  it('reads the job again before asking: a queued job whose execution has started is asked to stop', async () => {
    const { wrapper } = await render(job(FunctionJobStatus.Queued), job(FunctionJobStatus.Leased, { RunStatus: FunctionRunStatus.Running }))
    expect(wrapper.text()).toBe('Cancel queued job')
    await wrapper.get('button').trigger('click')
    await flush()
    expect(document.body.textContent).toContain('The running execution of “Sync ledger” is asked to stop.')
    expect(dialogButton('Request cancellation of the running execution')).toBeDefined()
    expect(dialogButton('Cancel queued job')).toBeUndefined()
  })

  it('says a job that ended meanwhile can no longer be cancelled, without asking', async () => {
    const { wrapper } = await render(job(FunctionJobStatus.Queued), job(FunctionJobStatus.Completed))
    await wrapper.get('button').trigger('click')
    await flush()
    expect(wrapper.emitted('refused')?.[0]).toEqual(['This job has already ended (completed, failed or cancelled), so it can no longer be cancelled.'])
    expect(document.querySelector('.v-dialog')).toBeNull()
  })
})
