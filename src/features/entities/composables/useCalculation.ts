import { computed, ref, shallowRef, watch, type ComputedRef, type Ref, type ShallowRef } from 'vue'
import { useI18n } from 'vue-i18n'
import { FieldType } from '@/api'
import type { ConflictField } from '@/platform/components/AppConflictDialog.vue'
import { useEntityForm, type EntityForm } from '@/platform/composables/useEntityForm'
import { useNotify } from '@/platform/composables/useNotify'
import { useSaveCalculation, validateCalculation, type FieldCalculationResult } from '../api/expressions'
import type { EntityDefinition, EntityField } from '../api/entities.types'
import { useDesignerAccess } from './useDesignerAccess'

/** The field types a calculation can target: stored numbers and money (docs/expressions.md). */
export const CALCULABLE_FIELD_TYPES: readonly FieldType[] = [FieldType.Integer, FieldType.Decimal, FieldType.Money]

/** Route name of a job's page in the function-operations module (src/features/function-operations/routes.ts). */
export const JOB_ROUTE_NAME = 'function-operations-job'

export type CalculationValues = { CalculationExpression: string }

/** What the user is asked before saving: the stored values a save recomputes, or removing the calculation. */
export type CalculationConfirmation = { kind: 'recalculate'; count: number } | { kind: 'remove' }

export interface CalculationOptions {
  definition: () => EntityDefinition
  /** The saved field; null while a new field is created (no calculation yet). */
  field: () => EntityField | null
  /** After a save, with the RowVersion the field had before it (the field form follows the new one). */
  onSaved?: (field: EntityField, previousRowVersion: string | undefined) => void
}

export interface Calculation {
  form: EntityForm<EntityField, CalculationValues>
  /** A saved Integer, Decimal or Money field: the section is shown. */
  calculable: ComputedRef<boolean>
  /** The saved field has a calculation: its value is computed by the server. */
  isCalculated: ComputedRef<boolean>
  canEdit: ComputedRef<boolean>
  readOnlyReason: ComputedRef<string | null>
  hasEdits: ComputedRef<boolean>
  /** The type the field takes, until the server names it ("Money (EUR), 2 places"). */
  expectedType: ComputedRef<string | null>
  /** The editor's check: EntityFields_ValidateCalculation (stable, so the editor does not check again). */
  validate: (expression: string, signal: AbortSignal) => Promise<FieldCalculationResult>
  /** The editor reports its latest check here. */
  onValidated: (result: unknown) => void
  /** The latest check of the text as it is now; null while none. */
  check: ShallowRef<FieldCalculationResult | null>
  /** Messages of a refused save (400) the editor does not show already; kept until the text changes. */
  errors: ComputedRef<string[]>
  /** Saving, or finding out what a save recomputes first. */
  busy: ComputedRef<boolean>
  /** There is something to save: edits whose latest check found no mistake (or none yet). */
  canSave: ComputedRef<boolean>
  confirmation: Ref<CalculationConfirmation | null>
  /** Saves the text as typed: asks first when it recomputes stored values, or when the text is empty (removes). */
  save: () => Promise<void>
  /** Asks, then removes the calculation (Expression null). */
  remove: () => void
  /** The user confirmed the open question. */
  confirm: () => Promise<void>
  discard: () => void
  conflictFields: ComputedRef<ConflictField[]>
  /** What this editor sent, for the conflict dialog (a removal shows as no calculation). */
  conflictYours: ComputedRef<Record<string, unknown>>
}

const text = (field: EntityField | null) => field?.CalculationExpression ?? ''

/** The type a field's calculation must have, worded as the server words it (server/modules/entities/expressions/check.ts). */
export function expectedTypeOf(field: Pick<EntityField, 'FieldType' | 'DecimalScale' | 'BaseCurrencyCode'> | null): string | null {
  if (!field) return null
  const places = `${field.DecimalScale ?? 0} places`
  if (field.FieldType === FieldType.Integer) return 'Integer'
  if (field.FieldType === FieldType.Decimal) return `Decimal, ${places}`
  if (field.FieldType === FieldType.Money) return `Money${field.BaseCurrencyCode ? ` (${field.BaseCurrencyCode})` : ''}, ${places}`
  return null
}

/**
 * The calculation of one saved field: its own draft over the field (RowVersion, the server's 400
 * messages, the conflict flow of a stale RowVersion), checked by the field's calculation endpoint,
 * saved by its own action — asking first when the save recomputes stored values — with a notice
 * leading to the recalculation job.
 */
export function useCalculation(options: CalculationOptions): Calculation {
  const { t } = useI18n()
  const notify = useNotify()
  const access = useDesignerAccess(options.definition)
  const mutation = useSaveCalculation(() => options.definition().Id)

  const calculable = computed(() => {
    const field = options.field()
    return !!field && CALCULABLE_FIELD_TYPES.includes(field.FieldType)
  })
  const isCalculated = computed(() => calculable.value && text(options.field()).trim() !== '')

  /** Set for a removal: the save sends null whatever the draft holds, so nothing typed is lost if it fails. */
  let removing = false
  const sentExpression = ref<string | null>(null)
  const sentRemoval = ref(false)
  let lastResult: FieldCalculationResult | null = null
  let previousRowVersion: string | undefined

  const form = useEntityForm<EntityField, CalculationValues>({
    source: options.field,
    toValues: (field) => ({ CalculationExpression: text(field) }),
    save: async (values, rowVersion) => {
      const field = options.field()
      if (!field) throw new Error('A calculation belongs to a saved field.')
      const expression = removing || values.CalculationExpression.trim() === '' ? null : values.CalculationExpression
      sentRemoval.value = expression === null
      sentExpression.value = values.CalculationExpression
      const result = await mutation.mutateAsync({
        fieldId: field.Id,
        body: { Expression: expression, RowVersion: rowVersion ?? field.RowVersion },
      })
      lastResult = result
      return (result.Field as EntityField | null | undefined) ?? { ...field, CalculationExpression: expression }
    },
    onSaved: (saved) => {
      const result = lastResult
      const name = saved.DisplayName
      if (sentRemoval.value) notify.success(t('expressions.calculation.removed', { name }))
      else {
        const jobId = result?.RecalculationJobId
        notify.success(
          t('expressions.calculation.saved', { name }),
          jobId ? { text: t('expressions.calculation.openJob'), to: { name: JOB_ROUTE_NAME, params: { jobId } } } : undefined,
        )
      }
      options.onSaved?.(saved, previousRowVersion)
    },
    errorContextKey: 'expressions.calculation.saveFailed',
    // The field editor guards its form and this draft together (one question on leaving).
    guard: false,
  })
  const { values } = form

  // The field saved by the field form (or refetched) with the same calculation: this draft moves onto it,
  // since the calculation it edits did not change; a changed calculation stays a conflict to resolve.
  watch(options.field, (field) => {
    const base = form.base.value
    if (field && base && form.hasEdits.value && field.Id === base.Id && text(field) === text(base)) form.base.value = field
  })

  const check = shallowRef<FieldCalculationResult | null>(null)
  /** Each check by its text: a save asks with the count of the check of the text it saves. */
  const checks = new Map<string, FieldCalculationResult>()

  function validate(expression: string, signal: AbortSignal): Promise<FieldCalculationResult> {
    const field = options.field()
    if (!field) return Promise.reject(new Error('A calculation belongs to a saved field.'))
    return validateCalculation(field.Id, expression, signal).then((result) => {
      checks.clear()
      checks.set(expression, result)
      return result
    })
  }

  function onValidated(result: unknown): void {
    check.value = result ? (result as FieldCalculationResult) : null
  }
  // A check belongs to the text it was made for.
  watch(
    () => values.CalculationExpression,
    (expression) => {
      if (check.value && !checks.has(expression)) check.value = null
    },
  )

  const errors = computed(() => {
    if (sentExpression.value === null || values.CalculationExpression !== sentExpression.value) return []
    const shown = new Set((check.value?.Diagnostics ?? []).map((issue) => issue.Message))
    return Object.entries(form.fieldErrors.value)
      .flatMap(([member, messages]) => (member.toLowerCase() === 'expression' ? messages : []))
      .filter((message) => !shown.has(message))
  })

  const preparing = ref(false)
  const busy = computed(() => preparing.value || form.saving.value)
  const confirmation = ref<CalculationConfirmation | null>(null)
  // A text the check found mistakes in is not offered for saving; the server would refuse it.
  const canSave = computed(() => form.hasEdits.value && check.value?.IsValid !== false)

  async function checkOf(expression: string): Promise<FieldCalculationResult | null> {
    const known = checks.get(expression)
    if (known) return known
    const field = options.field()
    if (!field) return null
    try {
      return await validateCalculation(field.Id, expression)
    } catch {
      // The save itself reports what is wrong.
      return null
    }
  }

  async function commit(removal: boolean): Promise<void> {
    removing = removal
    previousRowVersion = form.base.value?.RowVersion
    try {
      await form.save()
    } finally {
      removing = false
    }
  }

  async function save(): Promise<void> {
    if (!access.canEdit.value || !calculable.value || busy.value) return
    const expression = values.CalculationExpression
    if (expression.trim() === '') {
      if (isCalculated.value) confirmation.value = { kind: 'remove' }
      return
    }
    preparing.value = true
    let result: FieldCalculationResult | null
    try {
      result = await checkOf(expression)
    } finally {
      preparing.value = false
    }
    // A text the user changed meanwhile waits for the next click.
    if (values.CalculationExpression !== expression) return
    if (result?.IsValid && result.AffectedRecordCount > 0) {
      confirmation.value = { kind: 'recalculate', count: result.AffectedRecordCount }
      return
    }
    // Invalid or nothing stored yet: the server judges, a refusal shows under the editor.
    await commit(false)
  }

  function remove(): void {
    if (access.canEdit.value && isCalculated.value && !busy.value) confirmation.value = { kind: 'remove' }
  }

  async function confirm(): Promise<void> {
    const asked = confirmation.value
    confirmation.value = null
    if (!asked) return
    await commit(asked.kind === 'remove')
  }

  function discard(): void {
    form.reset()
    sentExpression.value = null
  }

  const conflictFields = computed<ConflictField[]>(() => [
    { key: 'CalculationExpression', label: t('expressions.calculation.title') },
  ])
  const conflictYours = computed(() =>
    sentRemoval.value ? { CalculationExpression: '' } : form.conflict.yours.value,
  )

  return {
    form,
    calculable,
    isCalculated,
    canEdit: access.canEdit,
    readOnlyReason: access.readOnlyReason,
    hasEdits: form.hasEdits,
    expectedType: computed(() => expectedTypeOf(options.field())),
    validate,
    onValidated,
    check,
    errors,
    busy,
    canSave,
    confirmation,
    save,
    remove,
    confirm,
    discard,
    conflictFields,
    conflictYours,
  }
}
