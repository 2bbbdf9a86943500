import { useNotify } from '@/platform/composables/useNotify'
import { useConfirmedDelete, type ConfirmedDelete } from '@/platform/dialogs/useConfirmedDelete'
import { useModelMutation } from '../../api/admin'
import type { BoardAdministration } from '../../api/boards.types'

/**
 * Deleting one part of a board behind the confirmation dialog; the answer (or a 409's current model)
 * replaces the cached model, a refusal goes to the notifier with the server's words.
 */
export function useModelDelete<T>(
  boardId: () => string,
  remove: (boardId: string, item: T) => Promise<BoardAdministration>,
  options: { deletedMessage: (item: T) => string; errorContextKey: string },
): ConfirmedDelete<T> & { pending: () => boolean } {
  const notify = useNotify()
  const mutation = useModelMutation(boardId, remove)
  const confirmed = useConfirmedDelete<T>({
    remove: (item) => mutation.mutateAsync(item),
    onDeleted: (item) => notify.success(options.deletedMessage(item)),
    errorContextKey: options.errorContextKey,
  })
  return { ...confirmed, pending: () => mutation.isPending.value }
}
