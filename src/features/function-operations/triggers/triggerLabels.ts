import { useI18n } from 'vue-i18n'
import type { TriggerBinding } from '../api/triggerBindings'

/** The record operations a trigger binding fires on, in the order a record lives through them. */
export type TriggerOperation = TriggerBinding['Operation']
export const triggerOperations: readonly TriggerOperation[] = ['create', 'patch', 'archive', 'restore', 'delete']

export function useTriggerLabels() {
  const { t } = useI18n()
  return { operationLabel: (operation: TriggerOperation) => t(`functionOperations.triggers.operations.${operation}`) }
}
