import { computed, ref, shallowRef } from 'vue'
import { ApiError } from '@/api'
import type { EntityForm } from '@/platform/composables/useEntityForm'
import { useNotify } from '@/platform/composables/useNotify'
import { usePreviewPlanChange } from '../../api/setupPlans'
import type { EntitlementPlan, EntitlementPlanImpact } from '../../api/entitlements.types'
import { planValues, toPlanRequest, toPlanUpdateRequest, type PlanFormValues } from './planForm'

/** The request members that make up the terms issued entitlements snapshot (names and family do not). */
const termMembers = ['DurationAmount', 'DurationUnit', 'GracePeriodAmount', 'GracePeriodUnit', 'TimeBoundWindowAmount', 'TimeBoundWindowUnit', 'TimeBoundWindowAnchor', 'IssuedTermsText', 'RenewalPolicyId', 'Limits'] as const

export function termsOf(values: PlanFormValues): string {
  const request = toPlanRequest(values)
  return JSON.stringify(termMembers.map((member) => request[member] ?? null))
}

/**
 * The impact preview of a plan edit: a plan with issued entitlements shows what its proposed terms
 * mean for them before the save; a later change of the terms makes the preview stale.
 */
export function usePlanImpact(plan: () => EntitlementPlan | null, form: EntityForm<EntitlementPlan, PlanFormValues>) {
  const notify = useNotify()
  const preview = usePreviewPlanChange(() => plan()?.Id ?? '')
  const impact = shallowRef<EntitlementPlanImpact | null>(null)
  const previewedTerms = ref<string | null>(null)

  const hasIssued = computed(() => (plan()?.IssuedCount ?? 0) > 0)
  const currentTerms = computed(() => termsOf(form.values))
  const termsEdited = computed(() => currentTerms.value !== termsOf(planValues(form.base.value)))
  /** A save must wait for a preview of exactly these terms. */
  const previewRequired = computed(() => hasIssued.value && termsEdited.value && previewedTerms.value !== currentTerms.value)
  const stale = computed(() => impact.value !== null && previewedTerms.value !== currentTerms.value)

  async function run(): Promise<void> {
    const current = plan()
    if (!current || preview.isPending.value) return
    const terms = currentTerms.value
    try {
      impact.value = await preview.mutateAsync(toPlanUpdateRequest(form.values, current.RowVersion, current.SortOrder))
      previewedTerms.value = terms
    } catch (error) {
      // The preview checks the body like a save: its field messages show beside the fields.
      if (error instanceof ApiError && Object.keys(error.fieldErrors()).length > 0) form.fieldErrors.value = error.fieldErrors()
      else notify.error(error, 'entitlementsSetup.impact.failed')
    }
  }

  function clear(): void {
    impact.value = null
    previewedTerms.value = null
  }

  return { impact, hasIssued, previewRequired, stale, running: preview.isPending, run, clear }
}
