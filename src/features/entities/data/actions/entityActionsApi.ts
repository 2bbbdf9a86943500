import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/vue-query'
import { apiClient, unwrap, type EntityActionPlacement, type Schemas } from '@/api'
import type { Complete } from '@/platform/types/complete'
import { entitiesKeys } from '../../api/queryKeys'

/** Entity UI actions at runtime: what a surface offers on a selection, running one, following its run. */

export type EntityActionAvailability = Complete<Schemas['EntityActionAvailability']>
export type EntityActionRun = Complete<Schemas['EntityActionRun']>
export type RecordOutcome = Complete<Schemas['FunctionRecordOutcome']>

const LIST = '/api/workspace/entity/{entityIdOrKey}/actions'
const EXECUTE = '/api/workspace/entity/{entityIdOrKey}/actions/{actionKey}/execute'
const RUN = '/api/workspace/entity/{entityIdOrKey}/actions/runs/{runId}'
/** How often a running action's run is read again. */
export const RUN_POLL_MS = 800

/** The actions of the surface with whether each runs on the selection (the server decides). */
export function useEntityActions(
  entityDefinitionId: MaybeRefOrGetter<string>,
  placement: MaybeRefOrGetter<EntityActionPlacement>,
  instanceIds: MaybeRefOrGetter<readonly string[]>,
) {
  return useQuery({
    queryKey: computed(() => entitiesKeys.actions.available(toValue(entityDefinitionId), toValue(placement), toValue(instanceIds))),
    queryFn: ({ signal }) => {
      const ids = toValue(instanceIds)
      return unwrap(
        apiClient.GET(LIST, {
          params: {
            path: { entityIdOrKey: toValue(entityDefinitionId) },
            query: { placement: toValue(placement), ...(ids.length > 0 ? { instanceIds: ids.join(',') } : {}) },
          },
          signal,
        }),
      ) as Promise<EntityActionAvailability[]>
    },
    // The buttons keep their place while a new selection is asked about.
    placeholderData: keepPreviousData,
  })
}

export function useExecuteAction(entityDefinitionId: MaybeRefOrGetter<string>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { actionKey: string; instanceIds: readonly string[] }) =>
      unwrap(
        apiClient.POST(EXECUTE, {
          params: { path: { entityIdOrKey: toValue(entityDefinitionId), actionKey: input.actionKey } },
          body: { InstanceIds: [...input.instanceIds] },
        }),
      ),
    // The function may have changed the records (and so what the actions offer).
    onSettled: () => client.invalidateQueries({ queryKey: entitiesKeys.actions.all(toValue(entityDefinitionId)) }),
  })
}

/** The action's run, read again until it has ended (not while the browser tab is hidden). */
export function useActionRun(entityDefinitionId: MaybeRefOrGetter<string>, runId: MaybeRefOrGetter<string | null>) {
  const client = useQueryClient()
  return useQuery({
    queryKey: computed(() => entitiesKeys.actions.run(toValue(entityDefinitionId), toValue(runId) ?? '')),
    queryFn: async ({ signal }) => {
      const run = (await unwrap(
        apiClient.GET(RUN, { params: { path: { entityIdOrKey: toValue(entityDefinitionId), runId: toValue(runId) ?? '' } }, signal }),
      )) as EntityActionRun
      // Once it has ended the records may show new values.
      if (run.IsTerminal) void client.invalidateQueries({ queryKey: entitiesKeys.records.all(toValue(entityDefinitionId)) })
      return run
    },
    enabled: computed(() => !!toValue(runId)),
    refetchInterval: (query) => (query.state.data?.IsTerminal ? false : RUN_POLL_MS),
    refetchIntervalInBackground: false,
  })
}
