import { fromDecimalString, normaliseAmount } from './amount'
import { PlanPeriodUnit, RenewalMode, type LimitFamily, type TimeBoundWindowAnchor } from '../../../../shared/enums'
export { PlanPeriodUnit, TimeBoundWindowAnchor, RenewalMode } from '../../../../shared/enums'
export { readModelPlans, readPlan, readPlanLimits } from './plans.repo'

/** One limit as the plan grants it; GrantedAmount is exact decimal text, null = unlimited. */
export interface PlanTermsLimit {
  Key: string
  DisplayName: string
  LimitFamily: LimitFamily
  GrantedAmount: string | null
  UnitLabel: string | null
}

/** Exactly the jsonb kept in entitlements.plan_terms_snapshot. */
export interface PlanTerms {
  DurationAmount: number | null
  DurationUnit: PlanPeriodUnit
  GracePeriodAmount: number | null
  GracePeriodUnit: PlanPeriodUnit
  TimeBoundWindowAmount: number | null
  TimeBoundWindowUnit: PlanPeriodUnit
  TimeBoundWindowAnchor: TimeBoundWindowAnchor
  Limits: PlanTermsLimit[]
}

/** The renewal terms an entitlement keeps (entitlements.renewal_*_snapshot). */
export interface RenewalTerms {
  policyId: string | null
  policyKey: string | null
  mode: RenewalMode
  leadDays: number | null
  externalPolicyKey: string | null
}

export interface PlanRenewalPolicy {
  id: string
  key: string
  displayName: string
  mode: RenewalMode
  leadDays: number | null
  externalPolicyKey: string | null
}

export interface PlanLimitRecord {
  id: string
  key: string
  displayName: string
  limitFamily: LimitFamily
  /** Normalised decimal text ('20', '0.5'); null = unlimited. */
  grantedAmount: string | null
  unitLabel: string | null
  sortOrder: number
}

/** A plan row with its family, renewal policy and limits (in their order). */
export interface PlanRecord {
  id: string
  modelId: string
  key: string
  displayName: string
  description: string | null
  planFamily: { id: string; key: string; displayName: string } | null
  renewalPolicy: PlanRenewalPolicy | null
  durationAmount: number | null
  durationUnit: PlanPeriodUnit
  gracePeriodAmount: number | null
  gracePeriodUnit: PlanPeriodUnit
  timeBoundWindowAmount: number | null
  timeBoundWindowUnit: PlanPeriodUnit
  timeBoundWindowAnchor: TimeBoundWindowAnchor
  issuedTermsText: string | null
  isActive: boolean
  sortOrder: number
  rowVersion: string
  limits: PlanLimitRecord[]
}

/** The plan_terms_snapshot an entitlement issued from this plan keeps. */
export function planTermsOf(plan: Pick<PlanRecord, 'durationAmount' | 'durationUnit' | 'gracePeriodAmount' | 'gracePeriodUnit' | 'timeBoundWindowAmount' | 'timeBoundWindowUnit' | 'timeBoundWindowAnchor' | 'limits'>): PlanTerms {
  return {
    DurationAmount: plan.durationAmount,
    DurationUnit: plan.durationUnit,
    GracePeriodAmount: plan.gracePeriodAmount,
    GracePeriodUnit: plan.gracePeriodUnit,
    TimeBoundWindowAmount: plan.timeBoundWindowAmount,
    TimeBoundWindowUnit: plan.timeBoundWindowUnit,
    TimeBoundWindowAnchor: plan.timeBoundWindowAnchor,
    Limits: plan.limits.map((limit) => ({
      Key: limit.key,
      DisplayName: limit.displayName,
      LimitFamily: limit.limitFamily,
      GrantedAmount: normaliseAmount(limit.grantedAmount),
      UnitLabel: limit.unitLabel,
    })),
  }
}

/** The renewal snapshot an entitlement issued from this plan keeps (no policy = Manual, nothing else). */
export function renewalTermsOf(plan: Pick<PlanRecord, 'renewalPolicy'>): RenewalTerms {
  const policy = plan.renewalPolicy
  if (!policy) return { policyId: null, policyKey: null, mode: RenewalMode.Manual, leadDays: null, externalPolicyKey: null }
  return { policyId: policy.id, policyKey: policy.key, mode: policy.mode, leadDays: policy.leadDays, externalPolicyKey: policy.externalPolicyKey }
}

/** What else an entitlement snapshots besides the plan terms; compared by diffPlanTerms when given. */
export interface TermsExtras {
  termsText: string | null
  renewal: RenewalTerms
}

const sameAmount = (a: string | null, b: string | null): boolean =>
  a === null || b === null ? a === b : fromDecimalString(a) === fromDecimalString(b)

const sameRenewal = (a: RenewalTerms, b: RenewalTerms): boolean =>
  a.policyId === b.policyId && a.mode === b.mode && a.leadDays === b.leadDays && a.externalPolicyKey === b.externalPolicyKey

/**
 * Which terms differ between two sets, as codes: 'terms' (issued terms text), 'duration', 'grace',
 * 'window' (amount, unit or anchor), 'renewal', 'limit-added:<key>', 'limit-removed:<key>',
 * 'limit-amount:<key>'. Limits match by key, case-insensitively; a limit whose family changed is a
 * different limit (removed and added). Display names and unit labels are wording, not terms.
 * Text and renewal are compared only when both extras are given.
 */
export function diffPlanTerms(before: PlanTerms, after: PlanTerms, extras?: { before: TermsExtras; after: TermsExtras }): string[] {
  const codes: string[] = []
  if (extras && (extras.before.termsText ?? '') !== (extras.after.termsText ?? '')) codes.push('terms')
  if (before.DurationUnit !== after.DurationUnit || before.DurationAmount !== after.DurationAmount) codes.push('duration')
  if (before.GracePeriodUnit !== after.GracePeriodUnit || before.GracePeriodAmount !== after.GracePeriodAmount) codes.push('grace')
  if (
    before.TimeBoundWindowUnit !== after.TimeBoundWindowUnit ||
    before.TimeBoundWindowAmount !== after.TimeBoundWindowAmount ||
    (before.TimeBoundWindowUnit !== PlanPeriodUnit.None && before.TimeBoundWindowAnchor !== after.TimeBoundWindowAnchor)
  ) {
    codes.push('window')
  }
  if (extras && !sameRenewal(extras.before.renewal, extras.after.renewal)) codes.push('renewal')
  const beforeLimits = new Map(before.Limits.map((limit) => [limit.Key.toLowerCase(), limit]))
  const afterLimits = new Map(after.Limits.map((limit) => [limit.Key.toLowerCase(), limit]))
  for (const [key, limit] of afterLimits) {
    const old = beforeLimits.get(key)
    if (!old) codes.push(`limit-added:${limit.Key}`)
    else if (old.LimitFamily !== limit.LimitFamily) codes.push(`limit-removed:${old.Key}`, `limit-added:${limit.Key}`)
    else if (!sameAmount(old.GrantedAmount, limit.GrantedAmount)) codes.push(`limit-amount:${limit.Key}`)
  }
  for (const [key, limit] of beforeLimits) if (!afterLimits.has(key)) codes.push(`limit-removed:${limit.Key}`)
  return codes
}
