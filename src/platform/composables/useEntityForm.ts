import { computed, ref, shallowRef, toValue, watch, type ComputedRef, type MaybeRefOrGetter, type Ref } from 'vue'
import type { ApiError } from '@/api'
import { useEditFlow, type EditFlow, type EditPlanStep } from '@/platform/edit/useEditFlow'
import { useEditGuard, type LeavesEditor } from './useEditGuard'

export const STALE_CODE = 'workspace.concurrency.stale'

type Values = Record<string, unknown>

/** The plan step of a form's save; a plan that carries what the save needs (a token) saves through `save`. */
export interface EntityFormPlanStep<TEntity, TValues, TPlan> extends EditPlanStep<TPlan> {
  save?: (plan: TPlan, values: TValues) => Promise<TEntity>
}

export interface EntityFormOptions<TEntity extends { RowVersion?: string }, TValues extends Values, TPlan = never> {
  /** The loaded resource; null or undefined while creating (or still loading). */
  source: MaybeRefOrGetter<TEntity | null | undefined>
  /** The editable values of a resource, or of a new one when there is none. */
  toValues: (entity: TEntity | null) => TValues
  /** Sends the values, with the RowVersion the edits are based on (undefined on create). */
  save: (values: TValues, rowVersion: string | undefined) => Promise<TEntity>
  /** Loads the current state when a 409 carries none in its Data. */
  refetch?: () => Promise<TEntity>
  /** After a save, e.g. to put the result into the query cache or navigate. */
  onSaved?: (entity: TEntity) => void
  /** After a conflict resolution moved the form onto the server's current version. */
  onRebased?: (entity: TEntity) => void
  /** i18n key naming what failed, for the notifier. */
  errorContextKey?: string
  /** Wire the unsaved-edits guard; default true. */
  guard?: boolean
  /** Which navigations replace this form (default: a change of path; see `useEditGuard`). */
  leaves?: LeavesEditor
  /** The screen's own checks before anything is sent (see `useEditFlow`). */
  validate?: () => boolean | Promise<boolean>
  /** A plan or preview from the server before the save. */
  plan?: EntityFormPlanStep<TEntity, TValues, TPlan>
  /** A question asked before the save, without a server plan. */
  confirm?: () => boolean
  /** The code of a plan refused as out of date while confirming. */
  staleCode?: string
}

export interface EntityConflict {
  open: Ref<boolean>
  theirs: ComputedRef<Values>
  yours: ComputedRef<Values>
  /** Moves the edits onto the server's current version; the user reviews and saves again. */
  keepMine: () => void
  /** Drops the edits and shows the server's current version. */
  takeTheirs: () => void
  /** Closes the dialog without a choice; the edits stay, unsaved. */
  dismiss: () => void
}

export interface EntityForm<TEntity, TValues extends Values, TPlan = unknown> {
  /** Read and write: reading merges edits over the base, writing records an edit. */
  values: TValues
  edits: Ref<Partial<TValues>>
  hasEdits: ComputedRef<boolean>
  /** The resource the edits apply to (its RowVersion goes with the next save). */
  base: Ref<TEntity | null>
  saving: Ref<boolean>
  fieldErrors: Ref<Record<string, string[]>>
  errorsFor: (field: string) => string[]
  /** validate → plan → confirm → save; a failure keeps the edits. */
  save: () => Promise<TEntity | undefined>
  reset: () => void
  conflict: EntityConflict
  /** The steps of the save: the plan, its confirmation, and the busy states. */
  flow: EditFlow<TPlan, TEntity>
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
}

/**
 * Edit state of one resource: staged edits over the loaded version, saves through the one edit flow
 * that carry RowVersion, server field errors, and the conflict flow of a stale RowVersion.
 */
export function useEntityForm<TEntity extends { RowVersion?: string }, TValues extends Values, TPlan = never>(
  options: EntityFormOptions<TEntity, TValues, TPlan>,
): EntityForm<TEntity, TValues, TPlan> {
  const base = shallowRef<TEntity | null>(toValue(options.source) ?? null) as Ref<TEntity | null>
  const edits = ref({}) as Ref<Partial<TValues>>
  const fieldErrors = ref<Record<string, string[]>>({})
  // Counts edits so a save can tell whether the user typed while it was in flight.
  let revision = 0

  const baseValues = computed(() => options.toValues(base.value))
  const merged = computed(() => ({ ...baseValues.value, ...edits.value }) as TValues)
  const hasEdits = computed(() => Object.keys(edits.value).length > 0)

  // A refetch must not move the RowVersion under the user's edits; only an untouched form follows it.
  watch(
    () => toValue(options.source),
    (entity) => {
      if (entity && !hasEdits.value) base.value = entity
    },
  )

  function setField(key: keyof TValues & string, value: unknown): void {
    revision++
    const next = { ...edits.value } as Record<string, unknown>
    if (same(value, baseValues.value[key])) delete next[key]
    else next[key] = value
    edits.value = next as Partial<TValues>
    if (fieldErrors.value[key]) {
      const { [key]: _cleared, ...rest } = fieldErrors.value
      fieldErrors.value = rest
    }
  }

  const values = new Proxy({} as TValues, {
    get: (_target, key) => (typeof key === 'string' ? merged.value[key] : undefined),
    set: (_target, key, value) => {
      if (typeof key === 'string') setField(key, value)
      return true
    },
    has: (_target, key) => typeof key === 'string' && key in merged.value,
    ownKeys: () => Reflect.ownKeys(merged.value),
    getOwnPropertyDescriptor: (_target, key) =>
      typeof key === 'string' && key in merged.value
        ? { enumerable: true, configurable: true, writable: true, value: merged.value[key] }
        : undefined,
  })

  /** Keeps only the edits that still differ from the (new) base. */
  function pruneEdits(): void {
    const next: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(edits.value)) {
      if (!same(value, baseValues.value[key])) next[key] = value
    }
    edits.value = next as Partial<TValues>
  }

  const conflictOpen = ref(false)
  const theirsEntity = shallowRef<TEntity | null>(null)
  const yoursSnapshot = shallowRef<Values>({})

  async function openConflict(error: ApiError, yours: Values): Promise<void> {
    let theirs = (error.data ?? null) as TEntity | null
    if (!theirs && options.refetch) theirs = await options.refetch()
    if (!theirs) throw error
    theirsEntity.value = theirs
    yoursSnapshot.value = yours
    conflictOpen.value = true
  }

  function rebase(keepEdits: boolean): void {
    const theirs = theirsEntity.value
    conflictOpen.value = false
    if (!theirs) return
    base.value = theirs
    if (keepEdits) pruneEdits()
    else edits.value = {}
    theirsEntity.value = null
    options.onRebased?.(theirs)
  }

  const conflict: EntityConflict = {
    open: conflictOpen,
    theirs: computed(() => (theirsEntity.value ? options.toValues(theirsEntity.value) : {})),
    yours: computed(() => yoursSnapshot.value),
    keepMine: () => rebase(true),
    takeTheirs: () => rebase(false),
    dismiss: () => {
      conflictOpen.value = false
    },
  }

  // The values of the last plan or save: the conflict dialog shows them as mine.
  let sent: Values = {}
  let startRevision = 0

  function send(): TValues {
    startRevision = revision
    fieldErrors.value = {}
    const values = { ...merged.value }
    sent = values
    return values
  }

  const planStep = options.plan
  const flow = useEditFlow<TPlan, TEntity>({
    validate: options.validate,
    plan: planStep && {
      ...planStep,
      run: () => {
        send()
        return planStep.run()
      },
    },
    confirm: options.confirm,
    staleCode: options.staleCode,
    save: (plan) => {
      const values = send()
      return plan !== null && planStep?.save ? planStep.save(plan, values) : options.save(values, base.value?.RowVersion)
    },
    onSaved: (saved) => {
      base.value = saved
      // Edits typed while the save was in flight stay staged (and the form stays dirty).
      if (revision === startRevision) edits.value = {}
      else pruneEdits()
      options.onSaved?.(saved)
    },
    errors: {
      conflict: (error) => openConflict(error, sent),
      conflictCode: STALE_CODE,
      fields: (byField) => {
        fieldErrors.value = byField
      },
      errorContextKey: options.errorContextKey,
    },
  })

  function reset(): void {
    edits.value = {}
    fieldErrors.value = {}
    const latest = toValue(options.source)
    if (latest) base.value = latest
  }

  if (options.guard !== false) useEditGuard(hasEdits, options.leaves)

  return {
    values,
    edits,
    hasEdits,
    base,
    saving: flow.saving,
    fieldErrors,
    errorsFor: (field) => fieldErrors.value[field] ?? [],
    save: flow.run,
    reset,
    conflict,
    flow,
  }
}
