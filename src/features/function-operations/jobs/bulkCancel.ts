import { isApiError } from '@/api'
import { FunctionJobStatus } from '@/api/enums'
import type { FunctionJob } from '../api/functionOperations.types'

/** What cancelling each chosen job came to. */
export interface BulkCancelSummary {
  /** Queued jobs taken off the queue. */
  cancelled: number
  /** Running executions asked to stop. */
  requested: number
  /** Jobs that ended before their turn came (409). */
  alreadyEnded: number
  /** Jobs the server refused for another reason, with its message. */
  failed: Array<{ jobId: string; error: unknown }>
}

/**
 * Cancels the jobs one after the other with the documented single-job cancel, so one refusal does
 * not stop the rest and the queue is never hit by a burst; the summary says what became of each.
 */
export async function cancelJobsOneByOne(jobIds: readonly string[], cancel: (jobId: string) => Promise<FunctionJob>): Promise<BulkCancelSummary> {
  const summary: BulkCancelSummary = { cancelled: 0, requested: 0, alreadyEnded: 0, failed: [] }
  for (const jobId of jobIds) {
    try {
      const job = await cancel(jobId)
      if (job.Status === FunctionJobStatus.Cancelled) summary.cancelled++
      else summary.requested++
    } catch (error) {
      if (isApiError(error) && error.isConflict) summary.alreadyEnded++
      else summary.failed.push({ jobId, error })
    }
  }
  return summary
}
