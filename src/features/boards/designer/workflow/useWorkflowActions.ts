import { nextTick } from 'vue'
import { useI18n } from 'vue-i18n'
import { ApiError } from '@/api'
import { useNotify } from '@/platform/composables/useNotify'
import {
  deleteStatus,
  deleteTransition,
  reorderStatuses,
  reorderTransitions,
  updateStatus,
  updateTransition,
  useModelMutation,
} from '../../api/admin'
import type { BoardAdministration, BoardStatus, BoardTransition } from '../../api/boards.types'
import { statusValues, toStatusUpdateRequest } from './statusForm'
import { toTransitionUpdateRequest, transitionValues } from './transitionForm'

export type Move = -1 | 1

/** Swaps an id with its neighbour; the same list when it is at the edge. */
export function moved(ids: readonly string[], id: string, by: Move): string[] {
  const from = ids.indexOf(id)
  const to = from + by
  if (from < 0 || to < 0 || to >= ids.length) return [...ids]
  const next = [...ids]
  next[from] = ids[to]!
  next[to] = id
  return next
}

/**
 * The workflow list's one-click changes: reorder, activate / deactivate, delete. Each answers the
 * model; a refusal (a status with items, a stale RowVersion — the list shows the current model
 * then) goes to the notifier.
 */
export function useWorkflowActions(board: () => BoardAdministration) {
  const { t } = useI18n()
  const notify = useNotify()
  const boardId = () => board().Id
  const statusOrder = useModelMutation(boardId, reorderStatuses)
  const transitionOrder = useModelMutation(boardId, (id, input: { statusId: string; ids: string[] }) => reorderTransitions(id, input.statusId, input.ids))
  const statusUpdate = useModelMutation(boardId, (id, status: BoardStatus) =>
    updateStatus(id, status.Id, toStatusUpdateRequest({ ...statusValues(status), IsActive: !status.IsActive }, status.RowVersion)),
  )
  const transitionUpdate = useModelMutation(boardId, (id, transition: BoardTransition) =>
    updateTransition(id, transition.Id, toTransitionUpdateRequest({ ...transitionValues(transition), IsActive: !transition.IsActive }, transition.RowVersion)),
  )
  const statusDelete = useModelMutation(boardId, (id, input: { status: BoardStatus; reason: string }) =>
    deleteStatus(id, input.status.Id, input.status.RowVersion, input.reason.trim() || null),
  )
  const transitionDelete = useModelMutation(boardId, (id, transition: BoardTransition) => deleteTransition(id, transition.Id, transition.RowVersion))

  async function run<T>(action: () => Promise<T>, contextKey: string): Promise<T | undefined> {
    try {
      return await action()
    } catch (error) {
      notify.error(error, contextKey)
      return undefined
    }
  }

  /** A reorder moves the row: the keyboard stays on the button that moved it (or its twin when at the edge). */
  async function keepFocus(testId: string): Promise<void> {
    await nextTick()
    document.querySelector<HTMLElement>(`[data-testid="${testId}"]`)?.focus()
  }

  return {
    async moveStatus(status: BoardStatus, by: Move): Promise<void> {
      const ids = board().Statuses.filter((entry) => !entry.IsDeleted).map((entry) => entry.Id)
      const saved = await run(() => statusOrder.mutateAsync(moved(ids, status.Id, by)), 'boardsDesigner.workflow.orderFailed')
      if (saved) await keepFocus(`status-${by < 0 ? 'up' : 'down'}-${status.Id}`)
    },
    async moveTransition(transition: BoardTransition, by: Move): Promise<void> {
      const ids = board().Transitions.filter((entry) => entry.FromBoardStatusId === transition.FromBoardStatusId).map((entry) => entry.Id)
      const saved = await run(
        () => transitionOrder.mutateAsync({ statusId: transition.FromBoardStatusId, ids: moved(ids, transition.Id, by) }),
        'boardsDesigner.workflow.orderFailed',
      )
      if (saved) await keepFocus(`transition-${by < 0 ? 'up' : 'down'}-${transition.Id}`)
    },
    async toggleStatus(status: BoardStatus): Promise<void> {
      const saved = await run(() => statusUpdate.mutateAsync(status), 'boardsDesigner.status.saveFailed')
      if (saved) notify.success(t(status.IsActive ? 'boardsDesigner.status.deactivated' : 'boardsDesigner.status.activated', { name: status.DisplayName }))
    },
    async toggleTransition(transition: BoardTransition): Promise<void> {
      const saved = await run(() => transitionUpdate.mutateAsync(transition), 'boardsDesigner.transition.saveFailed')
      if (saved) notify.success(t(transition.IsActive ? 'boardsDesigner.transition.deactivated' : 'boardsDesigner.transition.activated', { name: transition.DisplayName }))
    },
    /** Deletes a status; refused while items are in it: the answer's count is returned to show. */
    async deleteStatus(status: BoardStatus, reason: string): Promise<{ refusedCount: number | null }> {
      try {
        await statusDelete.mutateAsync({ status, reason })
        notify.success(t('boardsDesigner.status.deleted', { name: status.DisplayName }))
        return { refusedCount: null }
      } catch (error) {
        const refusal = error instanceof ApiError ? error.issues.find((issue) => issue.Code === 'serviceBoards.admin.statusHasItems') : undefined
        if (refusal) return { refusedCount: Number(refusal.Metadata.count ?? status.CurrentItemCount) }
        notify.error(error, 'boardsDesigner.status.deleteFailed')
        return { refusedCount: null }
      }
    },
    async deleteTransition(transition: BoardTransition): Promise<void> {
      const saved = await run(() => transitionDelete.mutateAsync(transition), 'boardsDesigner.transition.deleteFailed')
      if (saved) notify.success(t('boardsDesigner.transition.deleted', { name: transition.DisplayName }))
    },
    deleting: () => statusDelete.isPending.value || transitionDelete.isPending.value,
  }
}
