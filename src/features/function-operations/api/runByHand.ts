import { apiClient, unwrap } from '@/api'
import type { FunctionJob } from './functionOperations.types'

const ROOT = '/api/workspace/admin/function-operations'

/** What an operator starts by hand; each answers the job it queued (or, retrying now, the same job). */
export type RunByHand =
  | { kind: 'rerun'; runId: string }
  | { kind: 'retry'; jobId: string }
  | { kind: 'schedule'; scheduleId: string }
  | { kind: 'function'; functionId: string; arguments: Record<string, unknown> }

export function startByHand(start: RunByHand): Promise<FunctionJob> {
  switch (start.kind) {
    case 'rerun':
      return unwrap(apiClient.POST(`${ROOT}/runs/{runId}/rerun`, { params: { path: { runId: start.runId } } }))
    case 'retry':
      return unwrap(apiClient.POST(`${ROOT}/jobs/{jobId}/retry`, { params: { path: { jobId: start.jobId } } }))
    case 'schedule':
      return unwrap(apiClient.POST(`${ROOT}/schedules/{scheduleId}/run-now`, { params: { path: { scheduleId: start.scheduleId } } }))
    case 'function':
      return unwrap(
        apiClient.POST(`${ROOT}/functions/{functionId}/run-now`, {
          params: { path: { functionId: start.functionId } },
          body: { Arguments: start.arguments },
        }),
      )
  }
}

/** A failure group again: each distinct function and arguments of its failed runs in the range, once. */
export function rerunFailureGroup(clusterKey: string, range: { FromUtc: string; ToUtc: string }) {
  return unwrap(apiClient.POST(`${ROOT}/failure-clusters/{clusterKey}/rerun`, { params: { path: { clusterKey } }, body: range }))
}
