import { computed, ref, shallowRef, toValue, watch, type ComputedRef, type MaybeRefOrGetter, type Ref } from 'vue'
import { ConditionOperationMode } from '@/api'
import { useSessionStore } from '@/app/session'
import type { ConditionEngine, EvaluationContext, Verdict } from './conditionEngine'
import type { EntityDefinition, EntityField, FieldValue, FieldValues } from './records.types'

/**
 * The record form follows its fields' conditions live (docs/expressions.md): VisibleWhen hides,
 * RequiredWhen requires, EditableWhen makes read-only — each only for the operations its
 * OperationMode names — and calculated fields are read-only. The conditions are evaluated in the
 * browser by the language's one implementation (server/expressions, via conditionEngine.ts), which
 * is loaded here on demand: never on the first load, only when a form has conditions to follow.
 */

type EngineModule = typeof import('./conditionEngine')

let engineModule: Promise<EngineModule> | null = null

/** Loads the expression language once (also ahead of time, when the data tab opens). */
export function loadConditionEngine(): Promise<EngineModule> {
  if (!engineModule) {
    const loading = import('./conditionEngine')
    engineModule = loading
    // A failed load (e.g. the network went away) may be tried again by the next form.
    loading.catch(() => {
      if (engineModule === loading) engineModule = null
    })
  }
  return engineModule
}

export type ConditionMember = 'VisibleWhen' | 'RequiredWhen' | 'EditableWhen'
const MEMBERS: readonly ConditionMember[] = ['VisibleWhen', 'RequiredWhen', 'EditableWhen']

export interface FieldConditionState {
  visible: boolean
  /** Required now (only for a field the user can fill: shown, editable, not calculated). */
  required: boolean
  /** False when EditableWhen does not hold (or the field is calculated or IsReadOnly). */
  editable: boolean
  /** EditableWhen does not hold: the field is read-only because of its condition. */
  lockedByCondition: boolean
  /** The server computes the value (CalculationExpression): shown read-only, never sent. */
  calculated: boolean
  /** Conditions the form cannot judge (they read a referenced record): the server decides on save. */
  undecided: ConditionMember[]
}

const FREE: FieldConditionState = {
  visible: true,
  required: false,
  editable: true,
  lockedByCondition: false,
  calculated: false,
  undecided: [],
}

const conditionOf = (field: EntityField, member: ConditionMember): string | null => {
  const text = field[member]
  return typeof text === 'string' && text.trim() !== '' ? text : null
}

export const isCalculated = (field: EntityField): boolean =>
  typeof field.CalculationExpression === 'string' && field.CalculationExpression.trim() !== ''

export const hasConditions = (field: EntityField): boolean => MEMBERS.some((member) => conditionOf(field, member) !== null)

/** Whether a condition's OperationMode names the operation (all, create only, update only). */
export function appliesTo(mode: number | null | undefined, isNew: boolean): boolean {
  const value = mode ?? ConditionOperationMode.AllOperations
  return (
    value === ConditionOperationMode.AllOperations ||
    (isNew ? value === ConditionOperationMode.CreateOnly : value === ConditionOperationMode.UpdateOnly)
  )
}

/** Empty as the server's RequiredWhen sees it: nothing, no items, or blank text. */
export function isEmptyValue(value: FieldValue | undefined): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object' && !('Amount' in value)) {
    // An address with no part filled in.
    return Object.values(value).every((part) => part === null || part === undefined || String(part).trim() === '')
  }
  return false
}

function validTimeZone(zone: string | null | undefined): string | null {
  if (!zone) return null
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return zone
  } catch {
    return null
  }
}

/**
 * What TODAY(), NOW() and CURRENT_USER() mean in the form: the signed-in user, in their profile's
 * time zone (the workspace's unless the user has their own; the server reckons in the workspace's).
 */
function sessionContext(): () => EvaluationContext {
  const session = useSessionStore()
  return () => ({
    now: Date.now(),
    timeZone: validTimeZone(session.profile?.TimeZone) ?? 'UTC',
    currentUserId: session.profile?.UserId ?? null,
  })
}

export interface RecordConditionsOptions {
  definition: MaybeRefOrGetter<EntityDefinition>
  /** The fields the form shows (the primary table's). */
  fields: MaybeRefOrGetter<EntityField[]>
  isNew: MaybeRefOrGetter<boolean>
  /** The values being entered (loaded record with the edits over it). */
  values: () => FieldValues
  /** The record as it was loaded: EditableWhen is judged on it when updating. */
  loaded: () => FieldValues
  /** TODAY(), NOW(), CURRENT_USER(); by default from the session. */
  context?: () => EvaluationContext
}

export interface RecordConditions {
  /** False while the expression language loads for a form that has conditions. */
  ready: Ref<boolean>
  states: ComputedRef<Record<string, FieldConditionState>>
  stateOf: (key: string) => FieldConditionState
}

export function useRecordConditions(options: RecordConditionsOptions): RecordConditions {
  const context = options.context ?? sessionContext()
  const engine = shallowRef<ConditionEngine | null>(null)
  const needsEngine = computed(() => toValue(options.fields).some(hasConditions))
  const ready = ref(!needsEngine.value)
  let generation = 0

  watch(
    [() => toValue(options.definition), needsEngine],
    async ([definition, needed]) => {
      const current = ++generation
      if (!needed) {
        ready.value = true
        return
      }
      try {
        const { createConditionEngine } = await loadConditionEngine()
        if (current !== generation) return
        engine.value = createConditionEngine(definition, context)
      } catch {
        // Without the language every condition is left to the server: fields show, nothing is locked.
        if (current !== generation) return
        engine.value = null
      }
      ready.value = true
    },
    { immediate: true },
  )

  const states = computed<Record<string, FieldConditionState>>(() => {
    const isNew = toValue(options.isNew)
    const fields = toValue(options.fields)
    const judge = engine.value
    const result: Record<string, FieldConditionState> = {}
    let current: FieldValues | null = null
    let loaded: FieldValues | null = null
    for (const field of fields) {
      const calculated = isCalculated(field)
      const undecided: ConditionMember[] = []
      const verdictOf = (member: ConditionMember): Verdict | null => {
        const text = conditionOf(field, member)
        if (text === null || !appliesTo(field[`${member}OperationMode`], isNew)) return null
        if (!judge) {
          undecided.push(member)
          return 'unknown'
        }
        // An update asks EditableWhen of the record as it was loaded; everything else, of the values entered.
        const onLoaded = member === 'EditableWhen' && !isNew
        const verdict = onLoaded
          ? judge.judge(text, (loaded ??= options.loaded()), { stored: true })
          : judge.judge(text, (current ??= options.values()))
        if (verdict === 'unknown') undecided.push(member)
        return verdict
      }
      const visible = verdictOf('VisibleWhen') !== false
      const requiredWhen = verdictOf('RequiredWhen') === true
      const editableWhen = verdictOf('EditableWhen') !== false
      const editable = editableWhen && !calculated && !field.IsReadOnly
      result[field.Key] = {
        visible,
        required: requiredWhen && visible && editable,
        editable,
        lockedByCondition: !editableWhen && !calculated && !field.IsReadOnly,
        calculated,
        undecided,
      }
    }
    return result
  })

  return { ready, states, stateOf: (key) => states.value[key] ?? FREE }
}
