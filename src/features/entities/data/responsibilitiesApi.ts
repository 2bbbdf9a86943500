import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/vue-query'
import { apiClient, unwrap, type ResponsibilitySubjectType, type Schemas } from '@/api'
import type { Complete } from '@/platform/types/complete'
import { entitiesKeys } from '../api/queryKeys'

/** One record's responsibilities: read and replace a subject set (the documented operations), and whom to name. */

export type ResponsibilityAssignment = Complete<Schemas['ResponsibilityAssignment']>
export type SubjectCandidate = Complete<Schemas['SubjectCandidate']>
export interface SubjectInput {
  SubjectType: ResponsibilitySubjectType
  SubjectId: string
}

const PATH = '/api/workspace/entity/{entityIdOrKey}/instances/{instanceId}/responsibilities/{responsibilityKey}'

export function getResponsibility(entityId: string, instanceId: string, key: string): Promise<ResponsibilityAssignment> {
  return unwrap(apiClient.GET(PATH, { params: { path: { entityIdOrKey: entityId, instanceId, responsibilityKey: key } } })) as Promise<ResponsibilityAssignment>
}

export function replaceResponsibility(entityId: string, instanceId: string, key: string, rowVersion: string, subjects: SubjectInput[]): Promise<ResponsibilityAssignment> {
  return unwrap(
    apiClient.PUT(PATH, { params: { path: { entityIdOrKey: entityId, instanceId, responsibilityKey: key } }, body: { RowVersion: rowVersion, Subjects: subjects } }),
  ) as Promise<ResponsibilityAssignment>
}

/** One set as it is now: its subjects and the RowVersion a replacement is based on. */
export function useResponsibility(entityId: () => string, instanceId: () => string, key: () => string) {
  return useQuery({
    queryKey: computed(() => [...entitiesKeys.records.detail(entityId(), instanceId()), 'responsibility', key()] as const),
    queryFn: () => getResponsibility(entityId(), instanceId(), key()),
    staleTime: 0,
  })
}

/** Replaces a set on the version the user saw (a change since answers 409); the record and lists are read again. */
export function useReplaceResponsibility(entityId: MaybeRefOrGetter<string>, instanceId: MaybeRefOrGetter<string>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { key: string; rowVersion: string; subjects: SubjectInput[] }) =>
      replaceResponsibility(toValue(entityId), toValue(instanceId), input.key, input.rowVersion, input.subjects),
    onSettled: () => client.invalidateQueries({ queryKey: entitiesKeys.records.all(toValue(entityId)) }),
  })
}

/** Users and groups whose name contains the text (at most 20 of each). */
export function useSubjectSearch(entityId: MaybeRefOrGetter<string>, search: MaybeRefOrGetter<string>) {
  return useQuery({
    placeholderData: keepPreviousData,
    queryKey: computed(() => entitiesKeys.records.subjects(toValue(entityId), toValue(search))),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient.GET('/api/workspace/entity/{entityIdOrKey}/subjects', { params: { path: { entityIdOrKey: toValue(entityId) }, query: { search: toValue(search) } }, signal }),
      ) as Promise<SubjectCandidate[]>,
  })
}
