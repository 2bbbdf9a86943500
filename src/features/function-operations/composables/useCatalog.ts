import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/vue-query'
import { createSchedule, deleteSchedule, listFailureClusters, listFunctions, listSchedules, listTriggerBindings, updateSchedule } from '../api/catalog'
import type { FunctionSchedule, FunctionScheduleCreate, FunctionScheduleUpdate } from '../api/functionOperations.types'
import { functionOperationsKeys } from '../api/queryKeys'

// The catalog changes rarely; pickers and labels share one fetch per minute.
const CATALOG_STALE_MS = 60_000

export function useFunctions() {
  return useQuery({ queryKey: functionOperationsKeys.functions(), queryFn: ({ signal }) => listFunctions(signal), staleTime: CATALOG_STALE_MS })
}

export function useSchedules() {
  return useQuery({ queryKey: functionOperationsKeys.schedules(), queryFn: ({ signal }) => listSchedules(signal) })
}

export function useTriggerBindings() {
  return useQuery({
    queryKey: functionOperationsKeys.triggerBindings(),
    queryFn: ({ signal }) => listTriggerBindings(signal),
    staleTime: CATALOG_STALE_MS,
  })
}

export function useUpdateSchedule() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { id: string; body: FunctionScheduleUpdate }) => updateSchedule(input.id, input.body),
    onSuccess: (saved: FunctionSchedule) =>
      client.setQueryData<FunctionSchedule[]>(functionOperationsKeys.schedules(), (list) =>
        list?.map((schedule) => (schedule.Id === saved.Id ? saved : schedule)),
      ),
    onSettled: () => void client.invalidateQueries({ queryKey: functionOperationsKeys.schedules() }),
  })
}

/** Adds or deletes a schedule; the list is read again either way. */
export function useCreateSchedule() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: FunctionScheduleCreate) => createSchedule(body),
    onSettled: () => client.invalidateQueries({ queryKey: functionOperationsKeys.schedules() }),
  })
}

export function useDeleteSchedule() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (schedule: Pick<FunctionSchedule, 'Id' | 'RowVersion'>) => deleteSchedule(schedule),
    onSettled: () => client.invalidateQueries({ queryKey: functionOperationsKeys.schedules() }),
  })
}

export function useFailureClusters(range: MaybeRefOrGetter<{ fromUtc: string; toUtc: string; functionId: string | null }>) {
  return useQuery({
    queryKey: computed(() => {
      const { fromUtc, toUtc, functionId } = toValue(range)
      return functionOperationsKeys.failureClusters(fromUtc, toUtc, functionId)
    }),
    queryFn: ({ signal }) => listFailureClusters(toValue(range), signal),
    placeholderData: keepPreviousData,
  })
}
