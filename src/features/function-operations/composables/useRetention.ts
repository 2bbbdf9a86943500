import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/vue-query'
import { getRetention, previewRetention, purgeRuns } from '../api/retention'
import { functionOperationsKeys } from '../api/queryKeys'

export function useRetentionSettings() {
  return useQuery({ queryKey: functionOperationsKeys.retention(), queryFn: ({ signal }) => getRetention(signal) })
}

/** How many runs a purge with these (unsaved) settings would delete now; null while the input is invalid. */
export function useRetentionPreview(input: MaybeRefOrGetter<{ mode: number; days: number | null } | null>) {
  return useQuery({
    queryKey: computed(() => {
      const value = toValue(input)
      return functionOperationsKeys.retentionPreview(value?.mode ?? -1, value?.days ?? null)
    }),
    queryFn: ({ signal }) => {
      const value = toValue(input)
      if (!value) throw new Error('invalid retention input')
      return previewRetention(value.mode, value.days, signal)
    },
    enabled: computed(() => toValue(input) !== null),
    placeholderData: keepPreviousData,
  })
}

export function usePurgeRuns() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: purgeRuns,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: functionOperationsKeys.retention() })
      void client.invalidateQueries({ queryKey: functionOperationsKeys.runs.all })
      void client.invalidateQueries({ queryKey: functionOperationsKeys.overview() })
    },
  })
}
