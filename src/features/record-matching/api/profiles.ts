import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { useMutation, useQuery, useQueryClient } from '@tanstack/vue-query'
import { apiClient, unwrap, type Schemas } from '@/api'
import type { Complete } from '@/platform/types/complete'
import { recordMatchingKeys } from './queryKeys'

/** Record-matching profiles: how duplicates of an entity's records are recognised. */

export type ProfileSummary = Complete<Schemas['RecordMatchingProfileSummary']>
export type ProfileDetail = Complete<Schemas['RecordMatchingProfileDetail']>

const ROOT = '/api/workspace/admin/record-matching'
const ITEM = '/api/workspace/admin/record-matching/{profileId}'

export function useProfiles() {
  return useQuery({
    queryKey: computed(() => recordMatchingKeys.profiles()),
    queryFn: ({ signal }) => unwrap(apiClient.GET(ROOT, { signal })) as Promise<ProfileSummary[]>,
  })
}

export function useProfile(profileId: MaybeRefOrGetter<string>) {
  return useQuery({
    queryKey: computed(() => recordMatchingKeys.profile(toValue(profileId))),
    queryFn: ({ signal }) => unwrap(apiClient.GET(ITEM, { params: { path: { profileId: toValue(profileId) } }, signal })) as Promise<ProfileDetail>,
  })
}

export function useDeleteProfile() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (profile: Pick<ProfileSummary, 'Id' | 'RowVersion'>) =>
      unwrap(apiClient.DELETE(ITEM, { params: { path: { profileId: profile.Id }, query: { rowVersion: profile.RowVersion } } })),
    onSettled: () => client.invalidateQueries({ queryKey: recordMatchingKeys.profiles() }),
  })
}
