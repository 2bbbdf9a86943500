import { computed, ref, shallowRef, type ComputedRef, type Ref } from 'vue'
import { ApiError } from '@/api'
import { routeSaveError, type SaveErrorRoutes } from './saveErrors'

/** The optional server step before a save: a dry run or an impact plan. */
export interface EditPlanStep<TPlan> {
  /** Whether this save needs a plan first; default always. */
  when?: () => boolean
  /**
   * Whether a plan already shown (a preview) still holds for this save: the run then asks its
   * confirmation and saves on it without planning again. Default never.
   */
  reuse?: (plan: TPlan) => boolean
  /** Asks the server what the save would do. */
  run: () => Promise<TPlan>
  /** Whether the user confirms this plan before the save; default always. */
  confirm?: (plan: TPlan) => boolean
  /** i18n key naming a failed plan for the notifier; default the save's. */
  errorContextKey?: string
}

export interface EditFlowOptions<TPlan, TResult> {
  /** The screen's own checks (messages show beside the fields); false stops before anything is sent. */
  validate?: () => boolean | Promise<boolean>
  plan?: EditPlanStep<TPlan>
  /** A question asked without a server plan (e.g. what a deactivation leaves stuck); true asks. */
  confirm?: () => boolean
  /** Sends the edits, with the plan they were confirmed on (null without one). */
  save: (plan: TPlan | null) => Promise<TResult>
  onSaved?: (result: TResult) => void
  /** Where a failed plan or save goes. */
  errors: SaveErrorRoutes
  /**
   * The code of a plan the server refused as out of date while the user confirmed it: the
   * confirmation stays open, marked stale, and offers to plan again. With it the confirmation stays
   * open while the save runs; a plain question closes when answered.
   */
  staleCode?: string
}

export interface EditFlow<TPlan, TResult> {
  /** The last plan, shown while confirming (and after, for a preview that stays on the page). */
  plan: Ref<TPlan | null>
  /** The confirmation is open; bind it to its dialog (closing the dialog cancels). */
  confirming: Ref<boolean>
  stale: Ref<boolean>
  planning: Ref<boolean>
  saving: Ref<boolean>
  busy: ComputedRef<boolean>
  /** validate → plan (when needed) → confirm (when asked) → save. A shown plan the step reuses is confirmed and saved on; a plan no longer needed saves at once. */
  run: () => Promise<TResult | undefined>
  /** Only the plan step, e.g. a preview button; the plan is kept for the next run (null when it failed). */
  preview: () => Promise<TPlan | null>
  /** The user confirmed: saves on the plan. */
  confirm: () => Promise<TResult | undefined>
  cancel: () => void
  /** Plans again after the plan went stale; then confirms or saves as a first plan would. */
  replan: () => Promise<TResult | undefined>
}

/**
 * The one way a screen checks before it saves: its own validation, an optional plan or preview from
 * the server, an optional confirmation, then the save. Failures are routed (conflict dialog, field
 * messages, notifier); the screen's draft is never touched here, so nothing typed is lost.
 */
export function useEditFlow<TPlan, TResult>(options: EditFlowOptions<TPlan, TResult>): EditFlow<TPlan, TResult> {
  const plan = shallowRef<TPlan | null>(null) as Ref<TPlan | null>
  const confirming = ref(false)
  const stale = ref(false)
  const planning = ref(false)
  const saving = ref(false)
  const busy = computed(() => planning.value || saving.value)

  const planErrors = (): SaveErrorRoutes => ({ ...options.errors, errorContextKey: options.plan?.errorContextKey ?? options.errors.errorContextKey })

  async function save(chosen: TPlan | null): Promise<TResult | undefined> {
    saving.value = true
    if (!options.staleCode) confirming.value = false
    try {
      const result = await options.save(chosen)
      confirming.value = false
      stale.value = false
      plan.value = null
      options.onSaved?.(result)
      return result
    } catch (error) {
      if (confirming.value && options.staleCode && error instanceof ApiError && error.hasCode(options.staleCode)) {
        stale.value = true
        return undefined
      }
      confirming.value = false
      await routeSaveError(error, options.errors)
      return undefined
    } finally {
      saving.value = false
    }
  }

  /** Runs the plan step; null when it failed (the failure is routed). */
  async function makePlan(step: EditPlanStep<TPlan>): Promise<TPlan | null> {
    planning.value = true
    stale.value = false
    try {
      const next = await step.run()
      plan.value = next
      return next
    } catch (error) {
      confirming.value = false
      await routeSaveError(error, planErrors())
      return null
    } finally {
      planning.value = false
    }
  }

  async function planThenSave(step: EditPlanStep<TPlan>): Promise<TResult | undefined> {
    const next = await makePlan(step)
    if (next === null) return undefined
    return confirmOrSave(step, next)
  }

  function confirmOrSave(step: EditPlanStep<TPlan>, chosen: TPlan): Promise<TResult | undefined> | undefined {
    if (step.confirm?.(chosen) ?? true) {
      confirming.value = true
      return undefined
    }
    return save(chosen)
  }

  async function run(): Promise<TResult | undefined> {
    if (busy.value) return undefined
    if (options.validate && !(await options.validate())) return undefined
    const step = options.plan
    const shown = plan.value
    if (step && shown !== null && step.reuse?.(shown)) return confirmOrSave(step, shown)
    if (step && (step.when?.() ?? true)) return planThenSave(step)
    if (options.confirm?.()) {
      plan.value = null
      confirming.value = true
      return undefined
    }
    return save(null)
  }

  return {
    plan,
    confirming,
    stale,
    planning,
    saving,
    busy,
    run,
    preview: async () => {
      if (busy.value || !options.plan) return null
      return makePlan(options.plan)
    },
    confirm: async () => {
      if (busy.value || !confirming.value || stale.value) return undefined
      return save(plan.value)
    },
    cancel: () => {
      confirming.value = false
      stale.value = false
    },
    replan: async () => {
      if (busy.value || !options.plan) return undefined
      return planThenSave(options.plan)
    },
  }
}
