import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { keepPreviousData, useQuery } from '@tanstack/vue-query'
import { getOverview, getRunStats } from '../api/catalog'
import { functionOperationsKeys } from '../api/queryKeys'
import { usePageVisible } from './usePageVisible'

export const OVERVIEW_REFRESH_MS = 10_000

export type StatsRange = '24h' | '7d' | '30d'

/** Range length and bucket size of each chart range (about 24–30 bars each). */
export const statsRanges: Record<StatsRange, { hours: number; bucketMinutes: number }> = {
  '24h': { hours: 24, bucketMinutes: 60 },
  '7d': { hours: 24 * 7, bucketMinutes: 6 * 60 },
  '30d': { hours: 24 * 30, bucketMinutes: 24 * 60 },
}

/** Refetch while the page is visible; vue-query does not refetch in the background either. */
function useVisibleInterval() {
  const visible = usePageVisible()
  return { visible, refetchInterval: computed(() => (visible.value ? OVERVIEW_REFRESH_MS : false)) }
}

export function useOverview() {
  const { visible, refetchInterval } = useVisibleInterval()
  const query = useQuery({
    queryKey: functionOperationsKeys.overview(),
    queryFn: ({ signal }) => getOverview(signal),
    refetchInterval,
    refetchIntervalInBackground: false,
  })
  return { query, visible }
}

/** Bucket starts align to the bucket size, so refetches within a bucket share one query key. */
function rangeOf(range: StatsRange, now: number) {
  const { hours, bucketMinutes } = statsRanges[range]
  const bucketMs = bucketMinutes * 60_000
  const end = Math.ceil(now / bucketMs) * bucketMs
  return { fromUtc: new Date(end - hours * 3_600_000).toISOString(), toUtc: new Date(end).toISOString(), bucketMinutes }
}

export function useRunStats(range: MaybeRefOrGetter<StatsRange>) {
  const { refetchInterval } = useVisibleInterval()
  const window = computed(() => rangeOf(toValue(range), Date.now()))
  return useQuery({
    queryKey: computed(() => functionOperationsKeys.runStats(window.value.fromUtc, window.value.toUtc, window.value.bucketMinutes)),
    queryFn: ({ signal }) => getRunStats(window.value.fromUtc, window.value.toUtc, window.value.bucketMinutes, signal),
    placeholderData: keepPreviousData,
    refetchInterval,
    refetchIntervalInBackground: false,
  })
}
