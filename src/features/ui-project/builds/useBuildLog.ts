import { useSourceProject } from '@/platform/source-project/context'
import { computed, ref, shallowRef, toValue, watch, type MaybeRefOrGetter } from 'vue'
import { useQuery, useQueryClient } from '@tanstack/vue-query'

import type { UiProjectBuildLog } from '../api/uiProject.types'
import {
  LOG_MAX_LINES,
  LOG_PAGE_SIZE,
  emptyLogWindow,
  hasEarlier,
  hasLater,
  mergeLogPage,
  nextOffset,
  previousOffset,
  tailOffset,
  type LogWindow,
} from './logWindow'

export interface BuildLogSource {
  buildId: string
  /** The BuildStage whose log is read, or null for none. */
  stage: number | null
  /** Lines the stage had when the build was last read (its LogLineCount). */
  lineCount: number
  /** The stage is still writing its log (the build's running stage). */
  live: boolean
}

export const LOG_POLL_MS = 1500

/**
 * One stage's log, read in windows of UiProject_GetBuildLog: a finished stage opens at its first
 * page and reads on page by page ("load more"), a running one follows its tail — polled with
 * vue-query while the stage writes and the tab is visible, stopped once it is done. The page holds at
 * most LOG_MAX_LINES lines; reading past them drops lines at the other end ("load earlier").
 */
export function useBuildLog(source: MaybeRefOrGetter<BuildLogSource>, options: { pageSize?: number; maxLines?: number } = {}) {
  const { api, keys } = useSourceProject()
  const pageSize = options.pageSize ?? LOG_PAGE_SIZE
  const maxLines = options.maxLines ?? LOG_MAX_LINES
  const client = useQueryClient()
  const window = shallowRef<LogWindow>(emptyLogWindow())
  /** Where the polled page starts: the tail of a live log, or the page a finished stage opens with. */
  const offset = ref(0)
  const follow = ref(true)
  const loadingMore = ref(false)
  const error = shallowRef<unknown>(null)

  const identity = computed(() => {
    const value = toValue(source)
    return `${value.buildId}|${value.stage}`
  })
  watch(
    identity,
    () => {
      const value = toValue(source)
      window.value = emptyLogWindow()
      error.value = null
      follow.value = value.live
      offset.value = value.live ? tailOffset(value.lineCount, pageSize) : 0
    },
    { immediate: true },
  )

  const following = computed(() => toValue(source).live && follow.value)
  const query = useQuery({
    queryKey: computed(() => keys.builds.log(toValue(source).buildId, toValue(source).stage ?? -1, offset.value)),
    queryFn: ({ signal }) => api.getBuildLog(toValue(source).buildId, toValue(source).stage ?? -1, offset.value, pageSize, signal),
    enabled: computed(() => toValue(source).stage !== null && !!toValue(source).buildId),
    staleTime: 0,
    refetchInterval: () => (following.value ? LOG_POLL_MS : false),
    refetchIntervalInBackground: false,
  })

  watch(
    () => query.data.value,
    (page) => {
      if (!page) return
      accept(page)
      // Following: a full page means more lines are waiting now, so the next page is read at once;
      // otherwise the next poll reads this page again with what was added to it.
      if (following.value && page.Lines.length >= pageSize && page.Offset + page.Lines.length > offset.value) offset.value = page.Offset + page.Lines.length
    },
  )
  watch(
    () => query.error.value,
    (value) => (error.value = value ?? null),
  )
  // Following again jumps to the newest lines.
  watch(following, (on) => {
    if (on) offset.value = Math.max(nextOffset(window.value), tailOffset(window.value.total, pageSize))
  })
  // When the stage ends, its last lines are read once more.
  watch(
    () => toValue(source).live,
    (live, wasLive) => {
      if (wasLive && !live) void query.refetch()
    },
  )

  function accept(page: UiProjectBuildLog): void {
    window.value = mergeLogPage(window.value, page, maxLines)
  }

  async function fetchPage(at: number): Promise<void> {
    const { buildId, stage } = toValue(source)
    if (stage === null) return
    loadingMore.value = true
    error.value = null
    try {
      accept(
        await client.fetchQuery({
          queryKey: keys.builds.log(buildId, stage, at),
          queryFn: ({ signal }) => api.getBuildLog(buildId, stage, at, pageSize, signal),
          staleTime: 0,
        }),
      )
    } catch (failure) {
      error.value = failure
    } finally {
      loadingMore.value = false
    }
  }

  return {
    window,
    follow,
    following,
    loading: computed(() => query.isPending.value && query.fetchStatus.value !== 'idle'),
    loadingMore,
    error,
    canLoadEarlier: computed(() => hasEarlier(window.value)),
    canLoadMore: computed(() => hasLater(window.value)),
    loadEarlier: () => fetchPage(previousOffset(window.value, pageSize)),
    loadMore: () => fetchPage(nextOffset(window.value)),
    /** Replaces the window with the last page (a jump to the end). */
    loadEnd: () => fetchPage(tailOffset(window.value.total, pageSize)),
    retry: () => query.refetch(),
  }
}
