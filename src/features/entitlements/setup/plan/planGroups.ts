import type { EntitlementPlan, EntitlementPlanFamily, EntitlementRenewalPolicy } from '../../api/entitlements.types'
import type { RenewalForSummary } from './planSummary'

export interface PlanGroup {
  /** The family's id; null for the plans without a family. */
  familyId: string | null
  familyName: string | null
  plans: EntitlementPlan[]
}

/** Plans grouped by family in the families' order (plans without a family last), each group in plan order. */
export function groupPlansByFamily(plans: readonly EntitlementPlan[], families: readonly EntitlementPlanFamily[]): PlanGroup[] {
  const order = new Map(families.map((family) => [family.Id, family.SortOrder]))
  const groups = new Map<string | null, PlanGroup>()
  for (const plan of [...plans].sort((a, b) => a.SortOrder - b.SortOrder || a.DisplayName.localeCompare(b.DisplayName))) {
    const familyId = plan.PlanFamily?.Id ?? null
    let group = groups.get(familyId)
    if (!group) {
      group = { familyId, familyName: plan.PlanFamily?.DisplayName ?? null, plans: [] }
      groups.set(familyId, group)
    }
    group.plans.push(plan)
  }
  const rank = (group: PlanGroup) => (group.familyId === null ? Number.MAX_SAFE_INTEGER : (order.get(group.familyId) ?? Number.MAX_SAFE_INTEGER - 1))
  return [...groups.values()].sort((a, b) => rank(a) - rank(b) || (a.familyName ?? '').localeCompare(b.familyName ?? ''))
}

/** A plan's renewal policy with the lead days the plan's short summary leaves out. */
export function renewalOf(policyId: string | null | undefined, policies: readonly EntitlementRenewalPolicy[]): RenewalForSummary | null {
  const policy = policies.find((entry) => entry.Id === policyId)
  return policy ? { DisplayName: policy.DisplayName, Mode: policy.Mode, LeadDays: policy.LeadDays } : null
}
