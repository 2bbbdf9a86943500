import { useQueryClient } from '@tanstack/vue-query'
import { useI18n } from 'vue-i18n'
import { ApiError } from '@/api'
import { useNotify } from '@/platform/composables/useNotify'
import { moveItem, refreshColumns, storeItem } from '../../api/runtime'
import { boardErrorText, notifyBoardError } from '../boardErrors'
import { boardsKeys } from '../../api/queryKeys'
import type { BoardItem, BoardRuntimeModel } from '../runtime.types'
import { columnItems, withCountsMoved, withItemAt, withoutItem, type ColumnData } from './columnCache'
import { viewKey } from '../filters/boardFilters'
import { positionAt } from './dropPosition'

export interface MoveTarget {
  statusId: string
  /** Index among the target column's loaded cards without the moving one; past the end appends. */
  index: number
  /** The swimlane the card moves in (a card stays in its lane). */
  laneKey?: string | null
}

/**
 * Moves a card at once on screen and then on the server: the columns change optimistically, a
 * refusal puts everything back and says why (the server's message), success takes the server's item.
 */
export function useItemMove(
  boardIdOrKey: () => string,
  announce: (text: string) => void,
  filterKey: () => string = () => '',
  /** Whether the board shows swimlanes (a move from the keyboard menu names no lane). */
  inLanes: () => boolean = () => false,
) {
  const client = useQueryClient()
  const notify = useNotify()
  const { t } = useI18n()

  const columnKey = (statusId: string, laneKey: string | null | undefined) => boardsKeys.runtime.columnView(boardIdOrKey(), statusId, viewKey(filterKey(), laneKey))
  const statusName = (statusId: string) =>
    client.getQueryData<BoardRuntimeModel>(boardsKeys.runtime.model(boardIdOrKey()))?.Statuses.find((status) => status.Id === statusId)?.DisplayName ?? ''

  async function move(item: BoardItem, target: MoveTarget): Promise<boolean> {
    const board = boardIdOrKey()
    const fromStatusId = item.BoardStatusId
    // A narrowed column hides cards between those shown, so a place among them cannot be named:
    // reordering waits for the filters to be cleared, and a move to another status appends.
    const filtered = filterKey() !== '' || !!target.laneKey || inLanes()
    if (filtered && fromStatusId === target.statusId) {
      announce(t('boardsRuntime.filters.noReorder', { number: item.Card.Number }))
      return false
    }
    const targetKey = columnKey(target.statusId, target.laneKey)
    const sourceKey = columnKey(fromStatusId, target.laneKey)
    const modelKey = boardsKeys.runtime.model(board)
    await Promise.all([client.cancelQueries({ queryKey: sourceKey }), client.cancelQueries({ queryKey: targetKey })])

    const targetData = client.getQueryData<ColumnData>(targetKey)
    const others = columnItems(targetData).filter((card) => card.Id !== item.Id)
    const hasMore = targetData?.pages[targetData.pages.length - 1]?.HasMore ?? false
    const position = filtered ? null : positionAt(others.map((card) => card.Id), target.index, hasMore)
    const index = filtered ? others.length : target.index

    const snapshot = {
      source: client.getQueryData<ColumnData>(sourceKey),
      target: targetData,
      model: client.getQueryData<BoardRuntimeModel>(modelKey),
    }
    const status = snapshot.model?.Statuses.find((candidate) => candidate.Id === target.statusId)
    const moved: BoardItem = {
      ...item,
      BoardStatusId: target.statusId,
      Card: { ...item.Card, BoardStatusId: target.statusId, BoardStatusDisplayName: status?.DisplayName ?? '', BoardStatusColor: status?.Color ?? '' },
    }
    if (snapshot.source) client.setQueryData(sourceKey, withoutItem(snapshot.source, item.Id))
    const afterRemoval = client.getQueryData<ColumnData>(targetKey)
    if (afterRemoval) client.setQueryData(targetKey, withItemAt(afterRemoval, moved, index))
    if (snapshot.model) client.setQueryData(modelKey, withCountsMoved(snapshot.model, fromStatusId, target.statusId, item.IsOpen, item.IsOpen))

    try {
      const saved = await moveItem(board, item.Id, { BoardStatusId: target.statusId, Position: position, RowVersion: item.RowVersion })
      storeItem(client, board, saved)
      announce(
        fromStatusId === target.statusId
          ? t('boardsRuntime.move.reordered', { number: item.Card.Number, status: statusName(target.statusId) })
          : t('boardsRuntime.move.moved', { number: item.Card.Number, from: statusName(fromStatusId), to: statusName(target.statusId) }),
      )
      return true
    } catch (error) {
      client.setQueryData(sourceKey, snapshot.source)
      client.setQueryData(targetKey, snapshot.target)
      if (snapshot.model) client.setQueryData(modelKey, snapshot.model)
      const message = boardErrorText(error)
      announce(t('boardsRuntime.move.failed', { number: item.Card.Number, message }))
      notifyBoardError(notify, error, 'boardsRuntime.move.failedContext')
      // A stale card or column (someone else moved something) is read again.
      if (error instanceof ApiError && (error.isConflict || error.isNotFound || error.hasCode('serviceBoards.runtime.validation.positionInvalid'))) {
        void client.invalidateQueries({ queryKey: boardsKeys.runtime.item(board, item.Id) })
      }
      return false
    } finally {
      void refreshColumns(client, board, [...new Set([fromStatusId, target.statusId])])
    }
  }

  return { move }
}
