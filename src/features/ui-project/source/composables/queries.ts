import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/vue-query'
import type { ListState } from '@/platform/lists/listState'
import { useServerList } from '@/platform/lists/useServerList'
import { diffRevisions, getFile, getRevision, listRevisions, listTemplates } from '../../api/uiProject'
import { uiProjectKeys } from '../../queryKeys'
import type { UiProject, UiProjectFile, UiProjectRevision } from '../../uiProject.types'

/** The source screens' reads. Revisions and their files never change, so those entries never go stale. */

export function useTemplates(enabled: MaybeRefOrGetter<boolean> = true) {
  return useQuery({ queryKey: uiProjectKeys.templates, queryFn: ({ signal }) => listTemplates(signal), staleTime: 5 * 60_000, enabled: computed(() => toValue(enabled)) })
}

export function useRevision(revisionId: MaybeRefOrGetter<string | null | undefined>) {
  return useQuery({
    queryKey: computed(() => uiProjectKeys.revisions.revision(toValue(revisionId) ?? '')),
    queryFn: ({ signal }) => getRevision(toValue(revisionId) ?? '', signal),
    enabled: computed(() => !!toValue(revisionId)),
    staleTime: Infinity,
  })
}

/** The revision history's page of the list state, newest first. */
export function useRevisionPage(state: ListState) {
  return useServerList({
    state,
    params: (base) => ({ page: base.page, pageSize: base.pageSize }),
    queryKey: (params) => uiProjectKeys.revisions.list(params.page, params.pageSize),
    fetchPage: (params, signal) => listRevisions(params.page, params.pageSize, signal),
  })
}

export function useRevisionDiff(from: MaybeRefOrGetter<string | null>, to: MaybeRefOrGetter<string | null>) {
  return useQuery({
    queryKey: computed(() => uiProjectKeys.revisions.diff(toValue(from) ?? '', toValue(to) ?? '')),
    queryFn: ({ signal }) => diffRevisions(toValue(from) ?? '', toValue(to) ?? '', false, signal),
    enabled: computed(() => !!toValue(from) && !!toValue(to)),
    staleTime: Infinity,
  })
}

/** One file of a revision, read once through the cache. */
export function fetchRevisionFile(client: QueryClient, revisionId: string, path: string): Promise<UiProjectFile> {
  return client.fetchQuery({
    queryKey: uiProjectKeys.revisions.file(revisionId, path),
    queryFn: ({ signal }) => getFile(revisionId, path, signal),
    staleTime: Infinity,
  })
}

export function useRevisionFile(revisionId: MaybeRefOrGetter<string | null>, path: MaybeRefOrGetter<string | null>) {
  return useQuery({
    queryKey: computed(() => uiProjectKeys.revisions.file(toValue(revisionId) ?? '', toValue(path) ?? '')),
    queryFn: ({ signal }) => getFile(toValue(revisionId) ?? '', toValue(path) ?? '', signal),
    enabled: computed(() => !!toValue(revisionId) && !!toValue(path)),
    staleTime: Infinity,
  })
}

/**
 * A new working revision (saved, from a template, generated, uploaded): cached as it is, the project
 * and the revision lists read again. Revisions and files already cached stay (they never change).
 */
export function useRevisionCreated() {
  const client = useQueryClient()
  return (revision: UiProjectRevision) => {
    client.setQueryData(uiProjectKeys.revisions.revision(revision.Id), revision)
    client.setQueryData<UiProject>(uiProjectKeys.project, (project) =>
      project ? { ...project, WorkingRevisionId: revision.Id, WorkingRevisionNumber: revision.Number } : project,
    )
    void client.invalidateQueries({ queryKey: uiProjectKeys.project })
    void client.invalidateQueries({ queryKey: [...uiProjectKeys.revisions.all, 'list'] })
  }
}
