import { ref } from 'vue'
import { useQueryClient } from '@tanstack/vue-query'
import { useI18n } from 'vue-i18n'
import { ApiError } from '@/api'
import { addItem, refreshColumns } from '../../api/runtime'
import { boardsKeys } from '../../queryKeys'
import { createIdempotencyKey } from '@/platform/edit/idempotencyKey'
import { boardErrorText } from '../boardErrors'
import type { BoardItem, BoardItemAddRequest } from '../runtime.types'

export const OPERATION_KEY_REUSED = 'serviceBoards.runtime.operationKeyReused'

/**
 * Adding one item. The OperationKey is made once per dialog (one intent) and goes with every try,
 * so a retry after a network failure returns the item the first try may already have created
 * instead of adding a second one.
 */
export function useAddItem(boardIdOrKey: () => string) {
  const client = useQueryClient()
  const { t } = useI18n()
  const operationKey = createIdempotencyKey()
  const saving = ref(false)
  const fieldErrors = ref<Record<string, string[]>>({})
  const generalErrors = ref<string[]>([])

  async function submit(request: Omit<BoardItemAddRequest, 'OperationKey'>): Promise<BoardItem | null> {
    if (saving.value) return null
    saving.value = true
    fieldErrors.value = {}
    generalErrors.value = []
    try {
      const item = await addItem(boardIdOrKey(), { ...request, OperationKey: operationKey.current() })
      void refreshColumns(client, boardIdOrKey(), [item.BoardStatusId])
      return item
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'network') {
        generalErrors.value = [t('boardsRuntime.add.networkRetry')]
      } else if (error instanceof ApiError && error.hasCode(OPERATION_KEY_REUSED)) {
        // The first try did create an item (with the values before this edit): show it, and let a new try be a new item.
        operationKey.renew()
        generalErrors.value = [t('boardsRuntime.add.alreadyCreated')]
        void client.invalidateQueries({ queryKey: boardsKeys.runtime.board(boardIdOrKey()) })
      } else if (error instanceof ApiError) {
        fieldErrors.value = error.fieldErrors()
        generalErrors.value = error.generalIssues().map((issue) => issue.Message).filter(Boolean)
        if (error.issues.length === 0) generalErrors.value = [boardErrorText(error)]
      } else {
        generalErrors.value = [boardErrorText(error)]
      }
      return null
    } finally {
      saving.value = false
    }
  }

  return { submit, saving, fieldErrors, generalErrors, operationKey: () => operationKey }
}
