import { ref, shallowRef, type Ref } from 'vue'
import { ApiError } from '@/api'
import type { SchemaChangePlan } from '../api/entities.types'

/** A plan whose token is bound to a RowVersion that moved on (the data or definition changed). */
export const CONFIRMATION_STALE = 'workspace.entities.confirmationStale'

export interface SchemaChangeOptions<T> {
  /** Asks the server what the change would do. */
  plan: () => Promise<SchemaChangePlan>
  /** Applies the change; `token` is the plan's token, or null when the plan is not destructive. */
  apply: (token: string | null) => Promise<T>
  onApplied?: (result: T) => void
  /** Any failure other than a stale plan (that one the dialog explains). */
  onError?: (error: unknown) => void
  /** Show the plan even when nothing is lost (e.g. deleting an empty field still asks). */
  alwaysConfirm?: boolean
}

export interface SchemaChange {
  open: Ref<boolean>
  plan: Ref<SchemaChangePlan | null>
  busy: Ref<boolean>
  stale: Ref<boolean>
  /** Plans the change: a harmless change applies at once, a destructive one opens the plan dialog. */
  start: () => Promise<void>
  confirm: () => Promise<void>
  cancel: () => void
  replan: () => Promise<void>
}

/**
 * Every destructive schema change goes through its plan first: the user sees what is lost, confirms,
 * and the change is applied with the plan's token. A plan gone stale is planned again on request.
 */
export function useSchemaChange<T>(options: SchemaChangeOptions<T>): SchemaChange {
  const open = ref(false)
  const plan = shallowRef<SchemaChangePlan | null>(null)
  const busy = ref(false)
  const stale = ref(false)

  async function apply(token: string | null): Promise<void> {
    try {
      const result = await options.apply(token)
      open.value = false
      plan.value = null
      options.onApplied?.(result)
    } catch (error) {
      if (error instanceof ApiError && error.hasCode(CONFIRMATION_STALE) && open.value) {
        stale.value = true
        return
      }
      open.value = false
      options.onError?.(error)
    }
  }

  async function makePlan(): Promise<void> {
    stale.value = false
    const next = await options.plan()
    plan.value = next
    if (!next.IsDestructive && !options.alwaysConfirm) await apply(null)
    else open.value = true
  }

  async function run(step: () => Promise<void>): Promise<void> {
    if (busy.value) return
    busy.value = true
    try {
      await step()
    } catch (error) {
      open.value = false
      options.onError?.(error)
    } finally {
      busy.value = false
    }
  }

  return {
    open,
    plan,
    busy,
    stale,
    start: () => run(makePlan),
    confirm: () => run(() => apply(plan.value?.Token ?? null)),
    cancel: () => {
      open.value = false
      stale.value = false
    },
    replan: () => run(makePlan),
  }
}
