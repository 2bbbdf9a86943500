import { computed, ref, shallowRef, watch } from 'vue'
import { useQueryClient } from '@tanstack/vue-query'
import { useI18n } from 'vue-i18n'
import { isApiError } from '@/api'
import { STALE_CODE } from '@/platform/composables/useEntityForm'
import { useNotify } from '@/platform/composables/useNotify'
import {
  useDeleteValidationRule,
  useOrderValidationRules,
  useUpdateValidationRule,
  useValidationRules,
} from '../api/validationRules'
import { entitiesKeys } from '../api/queryKeys'
import { ruleValues, toggledRequest } from './ruleForm'
import type { ValidationRule } from './rules.types'
import { useConfirmedDelete } from '@/platform/dialogs/useConfirmedDelete'

/**
 * The validation rules tab's list: rules in check order (a new order shows at once and goes back
 * when saving it fails), enabling and disabling with the rule's RowVersion (a stale one opens the
 * conflict dialog), and deleting behind the confirmation.
 */
export function useRuleList(entityDefinitionId: () => string) {
  const { t } = useI18n()
  const notify = useNotify()
  const client = useQueryClient()
  const query = useValidationRules(entityDefinitionId)
  const update = useUpdateValidationRule(entityDefinitionId)
  const order = useOrderValidationRules(entityDefinitionId)
  const remove = useDeleteValidationRule(entityDefinitionId)

  // The order just chosen shows at once; the saved list replaces it.
  const pendingOrder = ref<string[] | null>(null)
  watch(
    () => query.data.value,
    () => {
      if (!order.isPending.value) pendingOrder.value = null
    },
  )
  const rules = computed<ValidationRule[]>(() => {
    const list = query.data.value ?? []
    const ids = pendingOrder.value
    if (!ids) return list
    const byId = new Map(list.map((rule) => [rule.Id, rule]))
    return ids.map((id) => byId.get(id)).filter((rule) => rule !== undefined)
  })

  async function reorder(ruleIds: string[]): Promise<void> {
    pendingOrder.value = ruleIds
    try {
      await order.mutateAsync(ruleIds)
    } catch (error) {
      pendingOrder.value = null
      notify.error(error, 'entityRules.rules.orderFailed')
    }
  }

  const toggling = ref<string[]>([])
  /** A toggle refused as stale: the rule as the user saw it, the server's current one, and the state chosen. */
  const conflict = shallowRef<{ mine: ValidationRule; theirs: ValidationRule; enabled: boolean } | null>(null)
  // Apart from the data: the dialog closes itself before it says which way the user chose.
  const conflictOpen = ref(false)

  async function toggle(rule: ValidationRule, enabled: boolean): Promise<void> {
    if (toggling.value.includes(rule.Id)) return
    toggling.value = [...toggling.value, rule.Id]
    try {
      const saved = await update.mutateAsync({ ruleId: rule.Id, body: toggledRequest(rule, enabled) })
      notify.success(t(saved.Enabled ? 'entityRules.rules.enabledDone' : 'entityRules.rules.disabledDone', { name: saved.DisplayName }))
    } catch (error) {
      const theirs = isApiError(error) && error.hasCode(STALE_CODE) ? (error.data as ValidationRule | null) : null
      if (theirs?.RowVersion) {
        conflict.value = { mine: rule, theirs, enabled }
        conflictOpen.value = true
      } else notify.error(error, 'entityRules.rules.toggleFailed')
    } finally {
      toggling.value = toggling.value.filter((id) => id !== rule.Id)
    }
  }

  const conflictValues = computed(() => {
    const pending = conflict.value
    if (!pending) return { theirs: {}, yours: {} }
    return { theirs: ruleValues(pending.theirs), yours: { ...ruleValues(pending.mine), Enabled: pending.enabled } }
  })
  /** Applies the chosen state over the server's current rule (its other changes stay). */
  function keepMine(): void {
    const pending = conflict.value
    conflict.value = null
    if (pending) void toggle(pending.theirs, pending.enabled)
  }
  function takeTheirs(): void {
    const pending = conflict.value
    conflict.value = null
    if (!pending) return
    client.setQueryData<ValidationRule[]>(entitiesKeys.definitions.validationRules(entityDefinitionId()), (list) =>
      list?.map((rule) => (rule.Id === pending.theirs.Id ? pending.theirs : rule)),
    )
  }

  const deletion = useConfirmedDelete<ValidationRule>({
    remove: (rule) => remove.mutateAsync(rule),
    onDeleted: (rule) => notify.success(t('entityRules.rules.deleted', { name: rule.DisplayName })),
    errorContextKey: 'entityRules.rules.deleteFailed',
  })

  return {
    query,
    rules,
    reorder,
    toggle,
    toggling,
    conflict: { open: conflictOpen, values: conflictValues, keepMine, takeTheirs },
    deletion,
    deleting: remove.isPending,
  }
}
