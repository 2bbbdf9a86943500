import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { useMutation, useQuery, useQueryClient } from '@tanstack/vue-query'
import { apiClient, unwrap, type Schemas } from '@/api'
import type { Complete } from '@/platform/types/complete'
import { recordMatchingKeys } from './queryKeys'

/** Record-matching profiles: how duplicates of an entity's records are recognised. */

export type ProfileSummary = Complete<Schemas['RecordMatchingProfileSummary']>
export type ProfileDetail = Complete<Schemas['RecordMatchingProfileDetail']>
export type ScannableProfile = Complete<Schemas['RecordMatchingScannableProfile']>

const ROOT = '/api/workspace/admin/record-matching'
const ITEM = '/api/workspace/admin/record-matching/{profileId}'

export function useProfiles() {
  return useQuery({
    queryKey: computed(() => recordMatchingKeys.profiles()),
    queryFn: ({ signal }) => unwrap(apiClient.GET(ROOT, { signal })) as Promise<ProfileSummary[]>,
  })
}

/** The enabled profiles of the entities whose records the user may read: anyone signed in scans and reviews with them. */
export function useScannableProfiles() {
  return useQuery({
    queryKey: computed(() => recordMatchingKeys.scannable()),
    queryFn: ({ signal }) => unwrap(apiClient.GET('/api/workspace/record-matching/profiles', { signal })) as Promise<ScannableProfile[]>,
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
    onSettled: () => Promise.all([
      client.invalidateQueries({ queryKey: recordMatchingKeys.profiles() }),
      client.invalidateQueries({ queryKey: recordMatchingKeys.scannable() }),
    ]),
  })
}

export type ProfileRequest = Schemas['RecordMatchingProfileRequest']
export type PairTest = Complete<Schemas['RecordMatchingPairTest']>
export type PairSide = Schemas['RecordMatchingPairSide']

/** Creates (id null) or replaces a profile; the list and the profile are read again. */
export function useSaveProfile() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { id: string | null; body: ProfileRequest; rowVersion?: string }) =>
      (input.id
        ? unwrap(apiClient.PUT(ITEM, { params: { path: { profileId: input.id } }, body: { ...input.body, RowVersion: input.rowVersion ?? '' } }))
        : unwrap(apiClient.POST(ROOT, { body: input.body }))) as Promise<ProfileDetail>,
    onSuccess: (saved) => client.setQueryData(recordMatchingKeys.profile(saved.Id), saved),
    onSettled: () => Promise.all([
      client.invalidateQueries({ queryKey: recordMatchingKeys.profiles(), exact: true }),
      client.invalidateQueries({ queryKey: recordMatchingKeys.scannable() }),
    ]),
  })
}

/** Scores two records with the configuration as it is being edited (profile id "new" before it is saved). */
export function testPair(profileId: string | null, configuration: ProfileRequest, left: PairSide, right: PairSide): Promise<PairTest> {
  return unwrap(apiClient.POST(`${ITEM}/test-pair`, {
    params: { path: { profileId: profileId ?? 'new' } },
    body: { Left: left, Right: right, Configuration: configuration },
  })) as Promise<PairTest>
}
