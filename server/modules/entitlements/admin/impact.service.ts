import type { Db } from '../../../db'
import { fromDecimalString, toDouble } from '../shared/amount'
import { diffPlanTerms, planTermsOf, renewalTermsOf, type PlanTerms, type RenewalMode, type TermsExtras } from '../shared/planTerms'
import { requirePlan } from './plans.read'
import { asPlanRecord, validatePlan, type PlanInput } from './plans.rules'
import { periodRunningAt } from '../shared/runningPeriod'

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

const shown = 100
const live = 'e.plan_id = $1 AND e.status IN (1, 2, 3)'

/** One text per distinct snapshot, so entitlements issued alike are compared once. */
const snapshotGroup = `md5(e.plan_terms_snapshot::text || '|' || coalesce(e.issued_terms_text_snapshot, '') || '|' ||
  coalesce(e.renewal_policy_id_snapshot, '') || '|' || e.renewal_mode_snapshot::text || '|' ||
  coalesce(e.renewal_lead_days_snapshot::text, '') || '|' || coalesce(e.renewal_external_policy_key_snapshot, ''))`

interface SnapshotGroup {
  group_key: string
  plan_terms_snapshot: PlanTerms
  issued_terms_text_snapshot: string | null
  renewal_policy_id_snapshot: string | null
  renewal_policy_key_snapshot: string | null
  renewal_mode_snapshot: RenewalMode
  renewal_lead_days_snapshot: number | null
  renewal_external_policy_key_snapshot: string | null
  n: number
}

const extrasOf = (group: SnapshotGroup): TermsExtras => ({
  termsText: group.issued_terms_text_snapshot,
  renewal: {
    policyId: group.renewal_policy_id_snapshot,
    policyKey: group.renewal_policy_key_snapshot,
    mode: group.renewal_mode_snapshot,
    leadDays: group.renewal_lead_days_snapshot,
    externalPolicyKey: group.renewal_external_policy_key_snapshot,
  },
})

async function differing(db: Db, planId: string, proposed: PlanTerms, proposedExtras: TermsExtras) {
  const groups = await db.query<SnapshotGroup>(
    `SELECT ${snapshotGroup} AS group_key, min(e.plan_terms_snapshot::text)::jsonb AS plan_terms_snapshot,
            min(e.issued_terms_text_snapshot) AS issued_terms_text_snapshot, min(e.renewal_policy_id_snapshot) AS renewal_policy_id_snapshot,
            min(e.renewal_policy_key_snapshot) AS renewal_policy_key_snapshot, min(e.renewal_mode_snapshot) AS renewal_mode_snapshot,
            min(e.renewal_lead_days_snapshot) AS renewal_lead_days_snapshot,
            min(e.renewal_external_policy_key_snapshot) AS renewal_external_policy_key_snapshot, count(*)::int AS n
     FROM entitlements e WHERE ${live} GROUP BY 1`,
    [planId],
  )
  const differences = new Map<string, string[]>()
  let liveCount = 0
  let differingCount = 0
  for (const group of groups) {
    liveCount += group.n
    const codes = diffPlanTerms(group.plan_terms_snapshot, proposed, { before: extrasOf(group), after: proposedExtras })
    if (codes.length === 0) continue
    differences.set(group.group_key, codes)
    differingCount += group.n
  }
  const rows = differences.size === 0 ? [] : await db.query<{ id: string; entitlement_number: string; owner_display_name: string; group_key: string }>(
    `SELECT e.id, e.entitlement_number::text AS entitlement_number, e.owner_display_name, ${snapshotGroup} AS group_key
     FROM entitlements e WHERE ${live} AND ${snapshotGroup} = ANY($2::text[]) ORDER BY e.entitlement_number LIMIT ${shown}`,
    [planId, [...differences.keys()]],
  )
  return {
    liveCount,
    differingCount,
    items: rows.map((row) => ({
      EntitlementId: row.id,
      EntitlementNumber: Number(row.entitlement_number),
      OwnerDisplayName: row.owner_display_name,
      Differences: differences.get(row.group_key) ?? [],
    })),
  }
}

/** Consumption of the period running now (its grace included) above a proposed granted amount; unlimited never exceeds. */
async function overLimit(db: Db, planId: string, proposed: PlanTerms, now: Date) {
  const limited = proposed.Limits.filter((limit) => limit.GrantedAmount !== null)
  if (limited.length === 0) return { count: 0, items: [] }
  const params = [planId, limited.map((limit) => limit.Key.toLowerCase()), limited.map((limit) => limit.GrantedAmount), now]
  const from = `
    FROM entitlements e
    JOIN entitlement_limits l ON l.entitlement_id = e.id
    JOIN entitlement_periods p ON p.id = l.period_id
    JOIN unnest($2::text[], $3::numeric[]) AS proposed(key, granted) ON proposed.key = lower(l.plan_limit_key)
    WHERE ${live} AND ${periodRunningAt('$4')}
      AND l.consumed_amount > proposed.granted`
  const [counted] = await db.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params)
  const rows = await db.query<{
    id: string; entitlement_number: string; owner_display_name: string; plan_limit_key: string; display_name: string; consumed: string; granted: string
  }>(
    `SELECT e.id, e.entitlement_number::text AS entitlement_number, e.owner_display_name, l.plan_limit_key, l.display_name,
            l.consumed_amount::text AS consumed, proposed.granted::text AS granted
     ${from} ORDER BY e.entitlement_number, l.sort_order LIMIT ${shown}`,
    params,
  )
  return {
    count: counted?.n ?? 0,
    items: rows.map((row) => ({
      EntitlementId: row.id,
      EntitlementNumber: Number(row.entitlement_number),
      OwnerDisplayName: row.owner_display_name,
      LimitKey: row.plan_limit_key,
      LimitDisplayName: row.display_name,
      ConsumedAmount: toDouble(fromDecimalString(row.consumed)),
      ProposedGrantedAmount: toDouble(fromDecimalString(row.granted)),
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
