import { useSourceProject, type SourceProjectContext } from '@/platform/source-project/context'
import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/vue-query'
import type { ListState } from '@/platform/lists/listState'
import { useServerList } from '@/platform/lists/useServerList'

import type { UiProject, UiProjectFile, UiProjectRevision } from '../../api/uiProject.types'

/** The source screens' reads. Revisions and their files never change, so those entries never go stale. */

export function useTemplates(enabled: MaybeRefOrGetter<boolean> = true) {
  const { api, keys } = useSourceProject()
  return useQuery({ queryKey: keys.templates, queryFn: ({ signal }) => api.listTemplates(signal), staleTime: 5 * 60_000, enabled: computed(() => toValue(enabled)) })
}

export function useRevision(revisionId: MaybeRefOrGetter<string | null | undefined>) {
  const { api, keys } = useSourceProject()
  return useQuery({
    queryKey: computed(() => keys.revisions.revision(toValue(revisionId) ?? '')),
    queryFn: ({ signal }) => api.getRevision(toValue(revisionId) ?? '', signal),
    enabled: computed(() => !!toValue(revisionId)),
    staleTime: Infinity,
  })
}

/** The revision history's page of the list state, newest first. */
export function useRevisionPage(state: ListState) {
  const { api, keys } = useSourceProject()
  return useServerList({
    state,
    params: (base) => ({ page: base.page, pageSize: base.pageSize }),
    queryKey: (params) => keys.revisions.list(params.page, params.pageSize),
    fetchPage: (params, signal) => api.listRevisions(params.page, params.pageSize, signal),
  })
}

export function useRevisionDiff(from: MaybeRefOrGetter<string | null>, to: MaybeRefOrGetter<string | null>) {
  const { api, keys } = useSourceProject()
  return useQuery({
    queryKey: computed(() => keys.revisions.diff(toValue(from) ?? '', toValue(to) ?? '')),
    queryFn: ({ signal }) => api.diffRevisions(toValue(from) ?? '', toValue(to) ?? '', false, signal),
    enabled: computed(() => !!toValue(from) && !!toValue(to)),
    staleTime: Infinity,
  })
}

/** One file of a revision, read once through the cache. */
export function fetchRevisionFile(project: SourceProjectContext, client: QueryClient, revisionId: string, path: string): Promise<UiProjectFile> {
  const { api, keys } = project
  return client.fetchQuery({
    queryKey: keys.revisions.file(revisionId, path),
    queryFn: ({ signal }) => api.getFile(revisionId, path, signal),
    staleTime: Infinity,
  })
}

export function useRevisionFile(revisionId: MaybeRefOrGetter<string | null>, path: MaybeRefOrGetter<string | null>) {
  const { api, keys } = useSourceProject()
  return useQuery({
    queryKey: computed(() => keys.revisions.file(toValue(revisionId) ?? '', toValue(path) ?? '')),
    queryFn: ({ signal }) => api.getFile(toValue(revisionId) ?? '', toValue(path) ?? '', signal),
    enabled: computed(() => !!toValue(revisionId) && !!toValue(path)),
    staleTime: Infinity,
  })
}

/**
 * A new working revision (saved, from a template, generated, uploaded): cached as it is, the project
 * and the revision lists read again. Revisions and files already cached stay (they never change).
 */
export function useRevisionCreated() {
  const { keys } = useSourceProject()
  const client = useQueryClient()
  return (revision: UiProjectRevision) => {
    client.setQueryData(keys.revisions.revision(revision.Id), revision)
    client.setQueryData<UiProject>(keys.project, (project) =>
      project ? { ...project, WorkingRevisionId: revision.Id, WorkingRevisionNumber: revision.Number } : project,
    )
    void client.invalidateQueries({ queryKey: keys.project })
    void client.invalidateQueries({ queryKey: [...keys.revisions.all, 'list'] })
  }
}
