import { computed, ref, shallowRef, toValue, watch, type ComputedRef, type MaybeRefOrGetter, type Ref } from 'vue'
import { ApiError } from '@/api'
import { useEditGuard } from './useEditGuard'
import { useNotify } from './useNotify'

export const STALE_CODE = 'workspace.concurrency.stale'

type Values = Record<string, unknown>

export interface EntityFormOptions<TEntity extends { RowVersion?: string }, TValues extends Values> {
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
  /** Wire the unsaved-edits guard (needs a route component); default true. */
  guard?: boolean
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

export interface EntityForm<TEntity, TValues extends Values> {
  /** Read and write: reading merges edits over the base, writing records an edit. */
  values: TValues
  edits: Ref<Partial<TValues>>
  hasEdits: ComputedRef<boolean>
  /** The resource the edits apply to (its RowVersion goes with the next save). */
  base: Ref<TEntity | null>
  saving: Ref<boolean>
  fieldErrors: Ref<Record<string, string[]>>
  errorsFor: (field: string) => string[]
  save: () => Promise<TEntity | undefined>
  reset: () => void
  conflict: EntityConflict
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
}

/**
 * Edit state of one resource: staged edits over the loaded version, saves that carry RowVersion,
 * server field errors, and the conflict flow of a stale RowVersion.
 */
export function useEntityForm<TEntity extends { RowVersion?: string }, TValues extends Values>(
  options: EntityFormOptions<TEntity, TValues>,
): EntityForm<TEntity, TValues> {
  const notify = useNotify()
  const base = shallowRef<TEntity | null>(toValue(options.source) ?? null) as Ref<TEntity | null>
  const edits = ref({}) as Ref<Partial<TValues>>
  const saving = ref(false)
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

  async function save(): Promise<TEntity | undefined> {
    if (saving.value) return undefined
    const startRevision = revision
    const sent = { ...merged.value }
    saving.value = true
    fieldErrors.value = {}
    try {
      const saved = await options.save(sent, base.value?.RowVersion)
      base.value = saved
      // Edits typed while the save was in flight stay staged (and the form stays dirty).
      if (revision === startRevision) edits.value = {}
      else pruneEdits()
      options.onSaved?.(saved)
      return saved
    } catch (error) {
      await handleSaveError(error, sent)
      return undefined
    } finally {
      saving.value = false
    }
  }

  async function handleSaveError(error: unknown, sent: Values): Promise<void> {
    try {
      if (error instanceof ApiError && error.isConflict && error.hasCode(STALE_CODE)) {
        await openConflict(error, sent)
        return
      }
      if (error instanceof ApiError) {
        fieldErrors.value = error.fieldErrors()
        // Field issues show beside their fields; the notifier says what is left.
        const general = error.generalIssues()
        if (general.length === 0 && Object.keys(fieldErrors.value).length > 0) return
        if (general.length < error.issues.length) {
          notify.error(new ApiError({ kind: error.kind, status: error.status, issues: general, problem: error.problem, data: error.data }), options.errorContextKey)
          return
        }
      }
      notify.error(error, options.errorContextKey)
    } catch (followUp) {
      notify.error(followUp, options.errorContextKey)
    }
  }

  function reset(): void {
    edits.value = {}
    fieldErrors.value = {}
    const latest = toValue(options.source)
    if (latest) base.value = latest
  }

  if (options.guard !== false) useEditGuard(hasEdits)

  return {
    values,
    edits,
    hasEdits,
    base,
    saving,
    fieldErrors,
    errorsFor: (field) => fieldErrors.value[field] ?? [],
    save,
    reset,
    conflict,
  }
}
