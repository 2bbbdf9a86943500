import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/vue-query'
import { apiClient, RecordMatchingFullScanStatus as ScanStatus, unwrap, type ArchiveMode, type Schemas } from '@/api'
import type { Complete } from '@/platform/types/complete'
import { recordMatchingKeys } from './queryKeys'

/** Full scans of a profile as the caller may see them, and reviewers' decisions on their groups. */

export type FullScan = Complete<Schemas['RecordMatchingFullScan']>
export type ScanGroup = Complete<Schemas['RecordMatchingScanGroup']>
export type ScanReason = Complete<Schemas['RecordMatchingScanReason']>
export type DecisionRequest = Schemas['RecordMatchingDecisionRequest']

const SCANS = '/api/workspace/entity/{entityIdOrKey}/record-matching/full-scans'
const LATEST = '/api/workspace/entity/{entityIdOrKey}/record-matching/full-scans/latest'
const DECISIONS = '/api/workspace/entity/{entityIdOrKey}/record-matching/decisions'
const RECORD = '/api/workspace/entity/{entityIdOrKey}/instances/{instanceId}'

export const scanPageSize = 25
/** How often a queued or running scan is read again. */
const pollMs = 1000

export const scanIsActive = (scan: FullScan | undefined) => scan?.Status === ScanStatus.Queued || scan?.Status === ScanStatus.Running

export interface LatestScanParams {
  entity: string
  profileId: string
  archiveMode: ArchiveMode
  page: number
  /** The latest scan of this record's duplicates instead of the latest target-wide one. */
  anchorInstanceId?: string
}

export function useLatestScan(params: MaybeRefOrGetter<LatestScanParams | null>) {
  return useQuery({
    queryKey: computed(() => {
      const at = toValue(params)
      return at ? recordMatchingKeys.latestScan(at.entity, at.profileId, at.archiveMode, at.page, at.anchorInstanceId ?? null) : recordMatchingKeys.all
    }),
    enabled: computed(() => toValue(params) !== null),
    queryFn: ({ signal }) => {
      const at = toValue(params)!
      return unwrap(apiClient.GET(LATEST, {
        params: {
          path: { entityIdOrKey: at.entity },
          query: { profileId: at.profileId, archiveMode: at.archiveMode, page: at.page, pageSize: scanPageSize, ...(at.anchorInstanceId ? { anchorInstanceId: at.anchorInstanceId } : {}) },
        },
        signal,
      })) as Promise<FullScan>
    },
    // A missing scan (404) or one the data has outgrown (409) is an answer to show, not to retry.
    retry: false,
    refetchInterval: (query) => (scanIsActive(query.state.data as FullScan | undefined) ? pollMs : false),
  })
}

/** Scans and decisions change what the latest scan reads: every page of it is read again. */
function useScanMutation<TInput, TResult>(entity: MaybeRefOrGetter<string>, profileId: MaybeRefOrGetter<string>, mutationFn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: recordMatchingKeys.latestScans(toValue(entity), toValue(profileId)) }),
  })
}

export function useStartScan(entity: MaybeRefOrGetter<string>, profileId: MaybeRefOrGetter<string>) {
  return useScanMutation(entity, profileId, (input: { archiveMode: ArchiveMode; anchorInstanceId?: string }) =>
    unwrap(apiClient.POST(SCANS, {
      params: { path: { entityIdOrKey: toValue(entity) } },
      body: { ProfileId: toValue(profileId), ArchiveMode: input.archiveMode, AnchorInstanceId: input.anchorInstanceId ?? null },
    })) as Promise<FullScan>,
  )
}

export function useDecide(entity: MaybeRefOrGetter<string>, profileId: MaybeRefOrGetter<string>) {
  const mutation = useScanMutation(entity, profileId, (input: Pick<DecisionRequest, 'InstanceIds' | 'Decision'>) =>
    unwrap(apiClient.POST(DECISIONS, { params: { path: { entityIdOrKey: toValue(entity) } }, body: { ProfileId: toValue(profileId), ...input } })),
  )
  /** Whether the decision being saved is this group's (only its buttons wait). */
  const isDeciding = (group: ScanGroup) => mutation.isPending.value && mutation.variables.value?.InstanceIds[0] === group.Candidates[0]?.InstanceId
  return Object.assign(mutation, { isDeciding })
}

/** The owner cancels their scan (or a holder of the host's cancel permission). */
export function useCancelScan(entity: MaybeRefOrGetter<string>, profileId: MaybeRefOrGetter<string>) {
  return useScanMutation(entity, profileId, (scanId: string) =>
    unwrap(apiClient.POST(`${SCANS}/{scanId}/cancel`, { params: { path: { entityIdOrKey: toValue(entity), scanId } } })) as Promise<FullScan>,
  )
}

type CandidateRecord = Complete<Schemas['EntityInstance']>

/** The field values of a group's records, read as the caller may read them (to show them side by side). */
export function useCandidateRecords(entity: MaybeRefOrGetter<string>, ids: MaybeRefOrGetter<readonly string[]>) {
  return useQueries({
    queries: computed(() =>
      toValue(ids).map((instanceId) => ({
        queryKey: recordMatchingKeys.candidate(toValue(entity), instanceId),
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          unwrap(apiClient.GET(RECORD, { params: { path: { entityIdOrKey: toValue(entity), instanceId } }, signal })) as Promise<CandidateRecord>,
      })),
    ),
  })
}
