/** What other features may use of entity definitions, their records and the expression language. */
import { defineAsyncComponent } from 'vue'

export type { EntityField } from './api/entities.types'
export { useDefinitionOptions, useEntityDefinition } from './api/definitions'
export {
  evaluateExpression,
  fetchDefinitionForExpressions,
  useExpressionLanguage,
  validateExpression,
  type ExpressionEvaluationResult,
  type ExpressionValidationResult,
} from './api/expressions'
export { useDesignerTables } from './composables/useDesignerTables'
export { fieldTypeLabelKey } from './designer/fieldTypes'
export type { FieldValue, FieldValues, LookupItem } from './data/records.types'
export { errorsForField, unplacedErrors } from './data/fieldModel'
export { useRecord, useRecordLookup } from './data/useRecords'
export { default as FieldInput } from './data/inputs/FieldInput.vue'
/** Entity UI actions as the surfaces show them: the button (the action designer previews it) and the icons it offers. */
export { default as EntityActionButton } from './data/actions/EntityActionButton.vue'
export { actionIconPath, actionIcons } from './data/actions/actionIcons'
/** An action run's outcome per selected record (the run page shows it too). */
export { default as ActionOutcomeList } from './data/actions/ActionOutcomeList.vue'
export { useActionRun } from './data/actions/entityActionsApi'
/** Picks one stored record of a definition (previews of expressions and actions). */
export { default as RecordPicker } from './components/ExpressionRecordPicker.vue'
/** The field designer, hosted by other designers (a board's data model); a chunk of its own, loaded when shown. */
export const EntityFieldsTab = defineAsyncComponent(() => import('./views/EntityFieldsTab.vue'))
