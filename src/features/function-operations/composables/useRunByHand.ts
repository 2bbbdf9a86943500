import { computed } from 'vue'
import { useMutation, useQueryClient } from '@tanstack/vue-query'
import { useSessionStore } from '@/app/session'
import { startByHand, type RunByHand } from '../api/runByHand'
import type { FunctionJob } from '../api/functionOperations.types'
import { functionOperationsKeys } from '../api/queryKeys'

/** Whether the signed-in user may start functions by hand (the server answers 403 otherwise). */
export function useCanRunByHand() {
  const session = useSessionStore()
  return computed(() => session.hasPermission('functions.operations.run'))
}

/** After work was started by hand: the lists, the overview and the schedules show the new jobs. */
export function invalidateStartedByHand(client: ReturnType<typeof useQueryClient>): void {
  for (const queryKey of [functionOperationsKeys.jobs.all, functionOperationsKeys.runs.all, functionOperationsKeys.overview(), functionOperationsKeys.schedules()]) {
    void client.invalidateQueries({ queryKey })
  }
}

/** Starts a run, retry or run-now; the lists and the overview then show the new job. */
export function useRunByHand() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (start: RunByHand) => startByHand(start),
    onSuccess: (job: FunctionJob) => {
      if (job.Id) client.setQueryData(functionOperationsKeys.jobs.detail(job.Id), job)
    },
    onSettled: () => invalidateStartedByHand(client),
  })
}
