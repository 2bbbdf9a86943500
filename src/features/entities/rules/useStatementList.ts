import { useI18n } from 'vue-i18n'
import { useNotify } from '@/platform/composables/useNotify'
import { useDeleteStatement, useStatements } from '../api/statements'
import type { EntityStatement } from './rules.types'
import { useConfirmedDelete } from '@/platform/dialogs/useConfirmedDelete'

/** The statements tab's list and deleting one behind the confirmation (with its RowVersion). */
export function useStatementList(entityDefinitionId: () => string) {
  const { t } = useI18n()
  const notify = useNotify()
  const query = useStatements(entityDefinitionId)
  const remove = useDeleteStatement(entityDefinitionId)
  const deletion = useConfirmedDelete<EntityStatement>({
    remove: (statement) => remove.mutateAsync(statement),
    onDeleted: (statement) => notify.success(t('entityRules.statements.deleted', { name: statement.DisplayName })),
    errorContextKey: 'entityRules.statements.deleteFailed',
  })
  return { query, deletion, deleting: remove.isPending }
}
