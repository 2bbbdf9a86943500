import type { Db } from '../../../db'
import { toDouble } from '../shared/amount'
import { diffPlanTerms, planTermsOf, renewalTermsOf, type PlanTerms, type TermsExtras } from '../shared/planTerms'
import { liveEntitlementsOfGroups, liveSnapshotGroups, overProposedLimits } from './issued.repo'
import { requirePlan } from './plans.read'
import { asPlanRecord, validatePlan, type PlanInput } from './plans.rules'

/**
 * What a proposed plan change would mean for the live (Issued, Active, Suspended) entitlements of the
 * plan: whose snapshot differs from the proposed terms, and who would be over a proposed limit in
 * their current period. Nothing is written.
 */

export interface PlanImpact {
  PlanId: string
  ChangedFields: string[]
  LiveCount: number
  DifferingCount: number
  Differing: Array<{ EntitlementId: string; EntitlementNumber: number; OwnerDisplayName: string; Differences: string[] }>
  OverLimitCount: number
  OverLimit: Array<{
    EntitlementId: string
    EntitlementNumber: number
    OwnerDisplayName: string
    LimitKey: string
    LimitDisplayName: string
    ConsumedAmount: number
    ProposedGrantedAmount: number | null
  }>
}

async function differing(db: Db, planId: string, proposed: PlanTerms, proposedExtras: TermsExtras) {
  const differences = new Map<string, string[]>()
  let liveCount = 0
  let differingCount = 0
  for (const group of await liveSnapshotGroups(db, planId)) {
    liveCount += group.count
    const codes = diffPlanTerms(group.terms, proposed, { before: group.extras, after: proposedExtras })
    if (codes.length === 0) continue
    differences.set(group.groupKey, codes)
    differingCount += group.count
  }
  const rows = differences.size === 0 ? [] : await liveEntitlementsOfGroups(db, planId, [...differences.keys()])
  return {
    liveCount,
    differingCount,
    items: rows.map((row) => ({
      EntitlementId: row.id,
      EntitlementNumber: row.entitlementNumber,
      OwnerDisplayName: row.ownerDisplayName,
      Differences: differences.get(row.groupKey) ?? [],
    })),
  }
}

/** Consumption of the period running now (its grace included) above a proposed granted amount; unlimited never exceeds. */
async function overLimit(db: Db, planId: string, proposed: PlanTerms, now: Date) {
  const limited = proposed.Limits.filter((limit) => limit.GrantedAmount !== null)
  if (limited.length === 0) return { count: 0, items: [] }
  const over = await overProposedLimits(db, planId, limited, now)
  return {
    count: over.count,
    items: over.items.map((item) => ({
      EntitlementId: item.id,
      EntitlementNumber: item.entitlementNumber,
      OwnerDisplayName: item.ownerDisplayName,
      LimitKey: item.limitKey,
      LimitDisplayName: item.limitDisplayName,
      ConsumedAmount: toDouble(item.consumed),
      ProposedGrantedAmount: toDouble(item.proposedGranted),
    })),
  }
}

export async function previewPlanChange(db: Db, planId: string, input: PlanInput, now: Date): Promise<PlanImpact> {
  const plan = await requirePlan(db, planId)
  const proposal = asPlanRecord(await validatePlan(db, input))
  const proposed = planTermsOf(proposal)
  const proposedExtras: TermsExtras = { termsText: proposal.issuedTermsText, renewal: renewalTermsOf(proposal) }
  const currentExtras: TermsExtras = { termsText: plan.issuedTermsText, renewal: renewalTermsOf(plan) }
  const [differ, over] = await Promise.all([differing(db, planId, proposed, proposedExtras), overLimit(db, planId, proposed, now)])
  return {
    PlanId: planId,
    ChangedFields: diffPlanTerms(planTermsOf(plan), proposed, { before: currentExtras, after: proposedExtras }),
    LiveCount: differ.liveCount,
    DifferingCount: differ.differingCount,
    Differing: differ.items,
    OverLimitCount: over.count,
    OverLimit: over.items,
  }
}
