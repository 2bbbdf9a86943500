import { computed, ref } from 'vue'
import type { EditPlanStep } from '@/platform/edit/useEditFlow'
import { usePreviewPlanChange } from '../../api/setupPlans'
import type { EntitlementPlan, EntitlementPlanImpact } from '../../entitlements.types'
import { planValues, toPlanRequest, toPlanUpdateRequest, type PlanFormValues } from './planForm'

/** The request members that make up the terms issued entitlements snapshot (names and family do not). */
const termMembers = ['DurationAmount', 'DurationUnit', 'GracePeriodAmount', 'GracePeriodUnit', 'TimeBoundWindowAmount', 'TimeBoundWindowUnit', 'TimeBoundWindowAnchor', 'IssuedTermsText', 'RenewalPolicyId', 'Limits'] as const

export function termsOf(values: PlanFormValues): string {
  const request = toPlanRequest(values)
  return JSON.stringify(termMembers.map((member) => request[member] ?? null))
}

/**
 * The impact preview of a plan edit, the plan step of its form's save: a plan with issued
 * entitlements shows what its proposed terms mean for them before the save; a later change of the
 * terms makes the preview stale and asks for a new one.
 */
export function usePlanImpact(source: {
  plan: () => EntitlementPlan | null
  /** The form's values and the version they edit. */
  values: () => PlanFormValues
  base: () => EntitlementPlan | null
  /** The last preview the save flow holds. */
  previewed: () => EntitlementPlanImpact | null
}) {
  const { plan } = source
  const preview = usePreviewPlanChange(() => plan()?.Id ?? '')
  const previewedTerms = ref<string | null>(null)
  const impact = computed(() => source.previewed())

  const hasIssued = computed(() => (plan()?.IssuedCount ?? 0) > 0)
  const currentTerms = computed(() => termsOf(source.values()))
  const termsEdited = computed(() => currentTerms.value !== termsOf(planValues(source.base())))
  /** A save must wait for a preview of exactly these terms. */
  const previewRequired = computed(() => hasIssued.value && termsEdited.value && previewedTerms.value !== currentTerms.value)
  const stale = computed(() => impact.value !== null && previewedTerms.value !== currentTerms.value)

  /** The plan step: the server's preview of the terms as they are now. */
  const step: EditPlanStep<EntitlementPlanImpact> = {
    when: () => previewRequired.value,
    run: async () => {
      const current = plan()
      if (!current) throw new Error('Only a saved plan has an impact to preview.')
      const terms = currentTerms.value
      const result = await preview.mutateAsync(toPlanUpdateRequest(source.values(), current.RowVersion, current.SortOrder))
      previewedTerms.value = terms
      return result
    },
    // The preview on the page is the question: the next save (of the same terms) answers it.
    confirm: () => true,
    errorContextKey: 'entitlementsSetup.impact.failed',
  }

  return { step, impact, hasIssued, previewRequired, stale, running: preview.isPending, clear: () => void (previewedTerms.value = null) }
}
