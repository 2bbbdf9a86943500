import { computed, ref, shallowRef, type ComputedRef, type Ref, type ShallowRef } from 'vue'
import { useQueryClient } from '@tanstack/vue-query'
import { getMoveOptions } from '../../api/runtime'
import { boardsKeys } from '../../api/queryKeys'
import type { BoardItem, BoardMoveOption, BoardMoveOptions } from '../runtime.types'

/** How a column looks while a card is dragged: its own column, checking, open to the drop, or refusing it. */
export type ColumnVerdict = 'idle' | 'source' | 'checking' | 'allowed' | 'refused' | 'unknown'

/**
 * The small reactive state of one drag. Columns read only `verdict` and `hoverStatusId` (they
 * change on drag start and on entering a column); the insertion index changes with every dragover
 * and only the drop indicator reads it, so moving the pointer never re-renders the cards.
 */
export interface BoardDrag {
  item: ShallowRef<BoardItem | null>
  options: ShallowRef<BoardMoveOptions | null>
  optionsFailed: Ref<boolean>
  hoverStatusId: Ref<string | null>
  /** The swimlane of the hovered column (null without lanes): columns of one status repeat per lane. */
  hoverLaneKey: Ref<string | null>
  hoverIndex: Ref<number>
  /** A refused column whose explanation stays open after a drop on it (its links can be followed). */
  pinnedStatusId: Ref<string | null>
  /** The lane of the pinned column (null without lanes). */
  pinnedLaneKey: Ref<string | null>
  isDragging: ComputedRef<boolean>
  verdict: (statusId: string) => ColumnVerdict
  option: (statusId: string) => BoardMoveOption | null
  start: (item: BoardItem) => void
  hover: (statusId: string | null, index?: number, laneKey?: string | null) => void
  /** Whether the pointer is over this column (of this lane). */
  isHovered: (statusId: string, laneKey: string | null) => boolean
  end: () => void
}

export function useBoardDrag(boardIdOrKey: () => string): BoardDrag {
  const client = useQueryClient()
  const item = shallowRef<BoardItem | null>(null)
  const options = shallowRef<BoardMoveOptions | null>(null)
  const optionsFailed = ref(false)
  const hoverStatusId = ref<string | null>(null)
  const hoverLaneKey = ref<string | null>(null)
  const hoverIndex = ref(-1)
  const pinnedStatusId = ref<string | null>(null)
  const pinnedLaneKey = ref<string | null>(null)
  const byStatus = computed(() => new Map((options.value?.Options ?? []).map((option) => [option.BoardStatusId, option])))
  let generation = 0
  // The column the pointer was last over: browsers send dragleave before dragend when a drop is
  // refused, so the hovered column is gone by the time the drag ends. Judged at the end, because
  // the move options may have arrived after the last dragover.
  let lastHovered: string | null = null
  let lastHoveredLane: string | null = null

  function start(dragged: BoardItem): void {
    const current = ++generation
    item.value = dragged
    options.value = null
    optionsFailed.value = false
    pinnedStatusId.value = null
    lastHovered = null
    // Fetched once per drag (and kept for this item while it does not change): every column answers at once.
    client
      .fetchQuery({
        queryKey: [...boardsKeys.runtime.moveOptions(boardIdOrKey(), dragged.Id), dragged.RowVersion],
        queryFn: ({ signal }) => getMoveOptions(boardIdOrKey(), dragged.Id, signal),
        staleTime: 15_000,
      })
      .then((answer) => {
        if (current === generation) options.value = answer
      })
      .catch(() => {
        if (current === generation) optionsFailed.value = true
      })
  }

  function verdict(statusId: string): ColumnVerdict {
    const dragged = item.value
    if (!dragged) return 'idle'
    if (dragged.BoardStatusId === statusId) return 'source'
    if (optionsFailed.value) return 'unknown'
    if (!options.value) return 'checking'
    const option = byStatus.value.get(statusId)
    return option?.Allowed ? 'allowed' : 'refused'
  }

  function hover(statusId: string | null, index = -1, laneKey: string | null = null): void {
    if (statusId !== null) {
      lastHovered = statusId
      lastHoveredLane = laneKey
    }
    if (hoverStatusId.value !== statusId) hoverStatusId.value = statusId
    if (hoverLaneKey.value !== laneKey) hoverLaneKey.value = laneKey
    if (hoverIndex.value !== index) hoverIndex.value = index
  }

  function end(): void {
    // Let go over a refused column: its explanation stays, so the links in it can be followed.
    if (lastHovered && verdict(lastHovered) === 'refused') {
      pinnedStatusId.value = lastHovered
      pinnedLaneKey.value = lastHoveredLane
    }
    lastHovered = null
    generation++
    item.value = null
    hover(null)
  }

  return {
    item,
    options,
    optionsFailed,
    hoverStatusId,
    hoverLaneKey,
    hoverIndex,
    pinnedStatusId,
    pinnedLaneKey,
    isDragging: computed(() => item.value !== null),
    verdict,
    option: (statusId) => byStatus.value.get(statusId) ?? null,
    start,
    hover,
    isHovered: (statusId, laneKey) => hoverStatusId.value === statusId && hoverLaneKey.value === laneKey,
    end,
  }
}
