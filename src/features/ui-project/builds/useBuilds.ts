import { useSourceProject } from '@/platform/source-project/context'
import type { SourceProjectKeys } from '@/platform/source-project/queryKeys'
import { computed, toValue, watch, type MaybeRefOrGetter } from 'vue'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/vue-query'
import type { BuildKind, BuildStatus } from '@/api'
import type { ListState } from '@/platform/lists/listState'
import { useServerList } from '@/platform/lists/useServerList'

import type { UiProjectBuild } from '../api/uiProject.types'
import { buildPollInterval, isLiveBuild, listPollInterval } from './buildStatus'

export interface BuildListParams {
  page: number
  pageSize: number
  kind?: BuildKind
  status?: BuildStatus
}

/**
 * A page of builds. It polls while one of them is queued or running — and only while the tab is
 * visible (vue-query pauses intervals in the background) — and stops once all have ended.
 */
export function useBuildList(params: MaybeRefOrGetter<BuildListParams>) {
  const { api, keys } = useSourceProject()
  return useQuery({
    queryKey: computed(() => keys.builds.list(toValue(params))),
    queryFn: ({ signal }) => api.listBuilds(toValue(params), signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => listPollInterval(query.state.data?.Items),
    refetchIntervalInBackground: false,
  })
}

/** The builds list's page of the list state and filters, polling as `useBuildList` does. */
export function useBuildsPage(state: ListState, params: MaybeRefOrGetter<BuildListParams>, hasFilters: MaybeRefOrGetter<boolean>) {
  const { api, keys } = useSourceProject()
  return useServerList({
    state,
    params: () => toValue(params),
    queryKey: keys.builds.list,
    fetchPage: api.listBuilds,
    hasFilters: () => toValue(hasFilters),
    refetchInterval: (page) => listPollInterval(page?.Items),
  })
}

/** One build, followed live while it is queued or running; when it ends, what it produced is read again. */
export function useBuild(buildId: MaybeRefOrGetter<string>) {
  const { api, keys } = useSourceProject()
  const client = useQueryClient()
  const query = useQuery({
    queryKey: computed(() => keys.builds.build(toValue(buildId))),
    queryFn: ({ signal }) => api.getBuild(toValue(buildId), signal),
    enabled: computed(() => !!toValue(buildId)),
    refetchInterval: (q) => buildPollInterval(q.state.data),
    refetchIntervalInBackground: false,
  })
  watch(
    () => isLiveBuild(query.data.value),
    (live, wasLive) => {
      if (wasLive && !live) invalidateAfterBuild(client, keys)
    },
  )
  return query
}

/** The lists that show the build, its artifact and the project move on; the build itself was just read. */
function invalidateAfterBuild(client: ReturnType<typeof useQueryClient>, keys: SourceProjectKeys): void {
  void client.invalidateQueries({ queryKey: [...keys.builds.all, 'list'] })
  for (const queryKey of [keys.artifacts.all, keys.project]) void client.invalidateQueries({ queryKey })
}

/** Starts a check or a build of a revision (null: the working one); the answer is the queued build. */
export function useStartBuild() {
  const { api, keys } = useSourceProject()
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { kind: BuildKind; revisionId: string | null }) => api.startBuild(input.kind, input.revisionId),
    onSuccess: (build: UiProjectBuild) => {
      if (build.Id) client.setQueryData(keys.builds.build(build.Id), build)
      void client.invalidateQueries({ queryKey: keys.builds.all })
    },
  })
}

export function useCancelBuild() {
  const { api, keys } = useSourceProject()
  const client = useQueryClient()
  return useMutation({
    mutationFn: (buildId: string) => api.cancelBuild(buildId),
    onSuccess: (build: UiProjectBuild) => {
      if (build.Id) client.setQueryData(keys.builds.build(build.Id), build)
    },
    onSettled: () => void client.invalidateQueries({ queryKey: keys.builds.all }),
  })
}
