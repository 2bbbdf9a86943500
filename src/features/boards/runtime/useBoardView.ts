import { computed, nextTick, ref, shallowRef } from 'vue'
import { useQueryClient } from '@tanstack/vue-query'
import { useI18n } from 'vue-i18n'
import { useFormat } from '@/platform/composables/useFormat'
import { useUrlQuery } from '@/platform/composables/useUrlQuery'
import { useRuntimeBoards } from '../api/runtime'
import { boardsKeys } from '../api/queryKeys'
import { provideBoardContext } from './board/boardContext'
import { columnItems, type ColumnData } from './board/columnCache'
import { reorderIndex } from './board/dropPosition'
import { useBoardDrag } from './board/useBoardDrag'
import { useItemMove } from './board/useItemMove'
import { useBoardFilters } from './filters/useBoardFilters'
import type { BoardItem, BoardItemCard } from './runtime.types'

/**
 * The board view's shared machinery: the drag state, moves (pointer and keyboard), the Move…
 * menu, the item drawer in the address (`?item=&itemTab=`) and the live region's announcements.
 */
export function useBoardView(boardIdOrKey: () => string) {
  const client = useQueryClient()
  const url = useUrlQuery()
  const format = useFormat()
  const { t } = useI18n()

  const liveMessage = ref('')
  function announce(text: string): void {
    // The same sentence twice is still read twice.
    liveMessage.value = ''
    void nextTick(() => (liveMessage.value = text))
  }

  const drag = useBoardDrag(boardIdOrKey)
  const filters = useBoardFilters()
  const { move } = useItemMove(boardIdOrKey, announce, () => filters.column.value.key, () => !!filters.groupBy.value)
  const boards = useRuntimeBoards()
  const boardName = (boardId: string) => boards.data.value?.find((board) => board.Id === boardId)?.DisplayName ?? null

  const menuItem = shallowRef<BoardItem | null>(null)
  const menuActivator = shallowRef<HTMLElement | null>(null)
  const menuOpen = ref(false)

  function focusCard(itemId: string): void {
    void nextTick(() => document.querySelector<HTMLElement>(`[data-card-id="${CSS.escape(itemId)}"]`)?.focus())
  }

  async function moveAndFocus(item: BoardItem, target: { statusId: string; index: number }): Promise<boolean> {
    const moved = await move(item, target)
    focusCard(item.Id)
    return moved
  }

  function reorder(item: BoardItem, delta: -1 | 1): void {
    if (filters.active.value || filters.groupBy.value) {
      announce(t('boardsRuntime.filters.noReorder', { number: item.Card.Number }))
      return
    }
    const column = client.getQueryData<ColumnData>(boardsKeys.runtime.columnView(boardIdOrKey(), item.BoardStatusId, ''))
    const index = reorderIndex(columnItems(column).map((card) => card.Id), item.Id, delta)
    if (index === null) {
      announce(t(delta < 0 ? 'boardsRuntime.move.atTop' : 'boardsRuntime.move.atBottom', { number: item.Card.Number }))
      return
    }
    void moveAndFocus(item, { statusId: item.BoardStatusId, index })
  }

  const openItemId = computed(() => url.param('item') || null)
  function openItem(itemId: string): void {
    url.update({ item: itemId })
  }
  function closeItem(): void {
    const itemId = openItemId.value
    url.update({ item: null, itemTab: null })
    if (itemId) focusCard(itemId)
  }

  function dueText(card: BoardItemCard): string {
    const due = card.DueDate
    if (!due.DueDate && !due.DueAtUtc) return ''
    const instant = due.DueAtUtc ?? `${due.DueDate}T12:00:00Z`
    return due.DueTime ? format.formatDateTime(instant) : format.formatDate(instant)
  }

  provideBoardContext({
    boardIdOrKey,
    drag,
    filters,
    move: moveAndFocus,
    reorder,
    openItem,
    openMenu: (item, element) => {
      menuItem.value = item
      menuActivator.value = element
      menuOpen.value = true
    },
    announce,
    dueText,
    boardName,
  })

  return { liveMessage, announce, filters, menuItem, menuActivator, menuOpen, openItemId, openItem, closeItem }
}
