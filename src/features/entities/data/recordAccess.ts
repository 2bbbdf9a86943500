import type { EntityDefinition } from './records.types'

/** Flag values of EntityDisabledOperations (a bitwise combination, so no generated enum object). */
const DISABLED_FLAG = { Create: 1, Update: 2, Archive: 4, Restore: 8, Delete: 16 } as const

export type RecordOperation = 'Create' | 'Update' | 'Archive' | 'Restore' | 'Delete'

/**
 * Why the definition refuses a record operation (pending deletion, read-only, disabled in the
 * definition's settings), as an i18n key; null when it allows it. Per-record permissions
 * (e.g. archived records take no update) come from the server on each record.
 */
export function blockedReasonKey(definition: EntityDefinition, operation: RecordOperation): string | null {
  if (definition.IsPendingDeletion) return 'entityData.reasons.pendingDeletion'
  if (definition.IsReadOnly) return 'entityData.reasons.readOnly'
  const flag = DISABLED_FLAG[operation]
  if ((definition.DisabledOperations & flag) === flag) return `entityData.reasons.${operation.toLowerCase()}Disabled`
  return null
}
