import { computed, ref, shallowRef } from 'vue'
import { useI18n } from 'vue-i18n'
import { ApiError } from '@/api'
import { pathOrQueryChanges } from '@/platform/composables/useEditGuard'
import { useEntityForm, type EntityForm } from '@/platform/composables/useEntityForm'
import type { BoardAdministration } from '../../api/boards.types'

type Values = Record<string, unknown>

/** A client-side finding: the message key and its parameters (pure checks stay testable without i18n). */
export interface Problem {
  key: string
  params?: Record<string, unknown>
}
export type Problems = Record<string, Problem>

export interface ModelItemFormOptions<TItem extends { RowVersion: string }, TValues extends Values> {
  /** The saved item; null while creating one. */
  item: () => TItem | null
  /** Finds the item in a model the server answered (after a save, or the current state in a 409). */
  find: (model: BoardAdministration, values: TValues) => TItem | null
  toValues: (item: TItem | null) => TValues
  /** Sends the values; every board admin write answers the whole model. */
  save: (values: TValues, rowVersion: string | undefined) => Promise<BoardAdministration>
  /** The form's own checks by member (e.g. `LinkPrerequisites[0].MinimumCount`); the server stays the judge. */
  check?: (values: TValues) => Problems
  onSaved: (saved: TItem, created: boolean) => void
  errorContextKey: string
  /** The query parameter naming the open dialog: changing it with unsaved edits asks first. */
  queryParam: string
  /** A question asked after the checks pass and before the save (its dialog binds `form.flow`). */
  confirm?: () => boolean
}

export interface ModelItemForm<TItem, TValues extends Values> {
  form: EntityForm<TItem, TValues>
  values: TValues
  isNew: () => boolean
  /** The form's own message once the member is edited (or a save was tried), then the server's. */
  errors: (member: string) => string[]
  valid: () => boolean
  submit: () => Promise<TItem | undefined>
}

const isModel = (value: unknown): value is BoardAdministration =>
  typeof value === 'object' && value !== null && Array.isArray((value as { Statuses?: unknown }).Statuses)

/**
 * The edit form of one part of a board (a status, a transition, a cycle …): `useEntityForm`'s
 * RowVersion, field errors, conflict dialog and leave guard, over writes that answer the whole model.
 */
export function useModelItemForm<TItem extends { RowVersion: string }, TValues extends Values>(
  options: ModelItemFormOptions<TItem, TValues>,
): ModelItemForm<TItem, TValues> {
  const { t } = useI18n()
  const isNew = () => options.item() === null
  /** Each member as last sent: a server message about a part of it stays while the member is unchanged. */
  const sent = shallowRef<Record<string, string>>({})

  const form = useEntityForm<TItem, TValues>({
    source: options.item,
    // The dialog opens by its query parameter: Back or another item replaces it.
    leaves: pathOrQueryChanges(options.queryParam),
    validate: (): boolean => {
      attempted.value = true
      return Object.keys(problems.value).length === 0
    },
    confirm: options.confirm,
    toValues: options.toValues,
    save: async (values, rowVersion) => {
      sent.value = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, JSON.stringify(value)]))
      try {
        const saved = options.find(await options.save(values, rowVersion), values)
        if (!saved) throw new Error('The saved item is missing from the answer.')
        return saved
      } catch (error) {
        // A stale RowVersion answers the whole model: the conflict dialog compares this item.
        if (error instanceof ApiError && error.isConflict && isModel(error.data)) {
          throw new ApiError({ kind: error.kind, status: error.status, issues: error.issues, problem: error.problem, data: options.find(error.data, values) })
        }
        throw error
      }
    },
    onSaved: (saved) => options.onSaved(saved, isNew()),
    errorContextKey: options.errorContextKey,
  })
  const { values } = form

  const attempted = ref(false)
  const problems = computed(() => options.check?.(values) ?? {})

  function serverErrors(member: string): string[] {
    const wanted = member.toLowerCase()
    // Read before any early return: a render that asked once follows the errors from then on.
    const found = Object.entries(form.fieldErrors.value).flatMap(([field, messages]) => (field.toLowerCase() === wanted ? messages : []))
    const root = member.split(/[.[]/)[0] ?? member
    if (root !== member && JSON.stringify(values[root]) !== sent.value[root]) return []
    return found
  }

  function errors(member: string): string[] {
    const root = member.split(/[.[]/)[0] ?? member
    const problem = attempted.value || root in form.edits.value ? problems.value[member] : undefined
    return [...new Set([...(problem ? [t(problem.key, problem.params ?? {})] : []), ...serverErrors(member)])]
  }

  return { form, values, isNew, errors, valid: () => Object.keys(problems.value).length === 0, submit: form.save }
}
