import { computed, ref, shallowRef, toValue, watch, type ComputedRef, type MaybeRefOrGetter, type Ref } from 'vue'
import { ConditionOperationMode, FieldType } from '@/api'
import { useSessionStore } from '@/app/session'
import { effectiveTimeZone } from '@/platform/time/zonedTime'
import type { ConditionEngine, EvaluationContext, Verdict } from './conditionEngine'
import { activeFields, childTableOf } from './fieldModel'
import type { EntityDefinition, EntityField, FieldValue, FieldValues, TableRowValue } from './records.types'

/**
 * The record form follows its fields' conditions live (docs/expressions.md): VisibleWhen hides,
 * RequiredWhen requires, EditableWhen makes read-only — each only for the operations its
 * OperationMode names — and calculated fields are read-only. Each row of a Table field follows the
 * conditions of the child table's fields the same way, on that row (a row that was loaded is an
 * update, a new row a create, as the server judges it). The conditions are evaluated in the
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

/** Whether the record form of these (primary) fields has conditions to follow: theirs, or those of their Table fields' rows. */
export function formHasConditions(definition: EntityDefinition, fields: EntityField[]): boolean {
  return fields.some(
    (field) => hasConditions(field) || (field.FieldType === FieldType.Table && activeFields(childTableOf(definition, field)).some(hasConditions)),
  )
}

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

/**
 * What TODAY(), NOW() and CURRENT_USER() mean in the form: the signed-in user, in their time zone
 * (zonedTime.ts), as the server reckons for a request of theirs.
 */
function sessionContext(): () => EvaluationContext {
  const session = useSessionStore()
  return () => ({
    now: Date.now(),
    timeZone: effectiveTimeZone(session.profile?.TimeZone),
    currentUserId: session.profile?.UserId ?? null,
  })
}

/** The rows of a Table field's value (anything else has none). */
export function rowsOf(value: FieldValue | undefined): TableRowValue[] {
  return Array.isArray(value) ? (value as unknown[]).filter((row): row is TableRowValue => !!row && typeof row === 'object' && 'Fields' in row) : []
}

/** The verdict of one condition of a field (its member and text), on the values the member is judged on. */
type VerdictOf = (member: ConditionMember, text: string) => Verdict

/** A field's state from its conditions (of the record, or of one table row) for the operation. */
function stateOf(field: EntityField, isNew: boolean, verdict: VerdictOf | null): FieldConditionState {
  const calculated = isCalculated(field)
  const undecided: ConditionMember[] = []
  const verdictOf = (member: ConditionMember): Verdict | null => {
    const text = conditionOf(field, member)
    if (text === null || !appliesTo(field[`${member}OperationMode`], isNew)) return null
    // Without the language every condition is left to the server.
    const result = verdict ? verdict(member, text) : 'unknown'
    if (result === 'unknown') undecided.push(member)
    return result
  }
  const visible = verdictOf('VisibleWhen') !== false
  const requiredWhen = verdictOf('RequiredWhen') === true
  const editableWhen = verdictOf('EditableWhen') !== false
  const editable = editableWhen && !calculated && !field.IsReadOnly
  return {
    visible,
    required: requiredWhen && visible && editable,
    editable,
    lockedByCondition: !editableWhen && !calculated && !field.IsReadOnly,
    calculated,
    undecided,
  }
}

export interface RecordConditionsOptions {
  definition: MaybeRefOrGetter<EntityDefinition>
  /** The fields the form shows (the primary table's; its Table fields' rows are followed too). */
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
  /** Per Table field (by key), per row (by index in the value), each column's state by key. */
  rowStates: ComputedRef<Record<string, Array<Record<string, FieldConditionState>>>>
  /** The state of one cell: column `key` of row `index` of the Table field `tableKey`. */
  rowStateOf: (tableKey: string, index: number, key: string) => FieldConditionState
}

interface RowTable {
  key: string
  tableId: string
  columns: EntityField[]
}

export function useRecordConditions(options: RecordConditionsOptions): RecordConditions {
  const context = options.context ?? sessionContext()
  const engine = shallowRef<ConditionEngine | null>(null)
  // The Table fields of the form with their child tables, whose rows follow their own columns' conditions.
  const tables = computed<RowTable[]>(() => {
    const definition = toValue(options.definition)
    return toValue(options.fields).flatMap((field) => {
      if (field.FieldType !== FieldType.Table) return []
      const table = childTableOf(definition, field)
      return table ? [{ key: field.Key, tableId: table.Id, columns: activeFields(table) }] : []
    })
  })
  const needsEngine = computed(() => formHasConditions(toValue(options.definition), toValue(options.fields)))
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
    const judge = engine.value
    const result: Record<string, FieldConditionState> = {}
    let current: FieldValues | null = null
    let loaded: FieldValues | null = null
    // An update asks EditableWhen of the record as it was loaded; everything else, of the values entered.
    const verdict: VerdictOf | null = judge
      ? (member, text) =>
          member === 'EditableWhen' && !isNew
            ? judge.judge(text, (loaded ??= options.loaded()), { stored: true })
            : judge.judge(text, (current ??= options.values()))
      : null
    for (const field of toValue(options.fields)) result[field.Key] = stateOf(field, isNew, verdict)
    return result
  })

  const rowStates = computed<Record<string, Array<Record<string, FieldConditionState>>>>(() => {
    const isNew = toValue(options.isNew)
    const judge = engine.value
    const result: Record<string, Array<Record<string, FieldConditionState>>> = {}
    if (tables.value.length === 0) return result
    const current = options.values()
    let loaded: FieldValues | null = null
    for (const table of tables.value) {
      const conditional = table.columns.some(hasConditions)
      // Which rows were loaded (by Id) decides each row's operation, as the server judges it; read only when a column has conditions.
      let loadedRows: Map<string, TableRowValue> | null = null
      const loadedRow = (id: string | undefined): TableRowValue | null => {
        if (isNew || !id || !conditional) return null
        loadedRows ??= new Map(rowsOf((loaded ??= options.loaded())[table.key]).flatMap((row) => (row.Id ? [[row.Id, row] as const] : [])))
        return loadedRows.get(id) ?? null
      }
      result[table.key] = rowsOf(current[table.key]).map((row) => {
        const earlier = loadedRow(row.Id)
        // A row that existed is updated (EditableWhen asks it as it was loaded); a new row is created.
        const verdict: VerdictOf | null = judge
          ? (member, text) =>
              member === 'EditableWhen' && earlier
                ? judge.judge(text, earlier.Fields ?? {}, { stored: true, tableId: table.tableId })
                : judge.judge(text, row.Fields ?? {}, { tableId: table.tableId })
          : null
        return Object.fromEntries(table.columns.map((column) => [column.Key, stateOf(column, isNew || !earlier, verdict)]))
      })
    }
    return result
  })

  /** A cell with no row state (no such row or column): only what the column itself says. */
  const columnOf = (tableKey: string, key: string): EntityField | undefined =>
    tables.value.find((table) => table.key === tableKey)?.columns.find((column) => column.Key === key)

  return {
    ready,
    states,
    stateOf: (key) => states.value[key] ?? FREE,
    rowStates,
    rowStateOf: (tableKey, index, key) => {
      const found = rowStates.value[tableKey]?.[index]?.[key]
      if (found) return found
      const column = columnOf(tableKey, key)
      return column ? stateOf({ ...column, VisibleWhen: null, RequiredWhen: null, EditableWhen: null }, toValue(options.isNew), null) : FREE
    },
  }
}
