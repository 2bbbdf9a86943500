import type { Db } from '../../../db'
import type { ConfigSchemas } from '../../../http/contractOperations'
import { notFound } from '../../../http/errors'
import { columnToDouble } from '../shared/amount'
import { readModelPlans, readPlan, type PlanPeriodUnit, type PlanRecord, type RenewalMode, type TimeBoundWindowAnchor } from '../shared/planTerms'
import { issuedCountsOfPlans } from './issued.repo'

/**
 * The EntitlementPlan payload: a plan's terms, limits, issued count and allowed actions. Declared
 * here because its RenewalPolicy also carries LeadDays and ExternalPolicyKey.
 */

export interface PlanPayload {
  Id: string
  EntitlementModelId: string
  Key: string
  DisplayName: string
  Description: string | null
  PlanFamily: { Id: string; Key: string; DisplayName: string } | null
  RenewalPolicy: { Id: string; Key: string; DisplayName: string; Mode: RenewalMode; LeadDays: number | null; ExternalPolicyKey: string | null } | null
  DurationAmount: number | null
  DurationUnit: PlanPeriodUnit
  GracePeriodAmount: number | null
  GracePeriodUnit: PlanPeriodUnit
  TimeBoundWindowAmount: number | null
  TimeBoundWindowUnit: PlanPeriodUnit
  TimeBoundWindowAnchor: TimeBoundWindowAnchor
  IssuedTermsText: string | null
  IsActive: boolean
  SortOrder: number
  Limits: Array<ConfigSchemas['EntitlementPlanLimit']>
  IssuedCount: number
  AllowedActions: { CanUpdate: boolean; CanDelete: boolean }
  RowVersion: string
}

function toPayload(plan: PlanRecord, issuedCount: number): PlanPayload {
  const policy = plan.renewalPolicy
  return {
    Id: plan.id,
    EntitlementModelId: plan.modelId,
    Key: plan.key,
    DisplayName: plan.displayName,
    Description: plan.description,
    PlanFamily: plan.planFamily ? { Id: plan.planFamily.id, Key: plan.planFamily.key, DisplayName: plan.planFamily.displayName } : null,
    RenewalPolicy: policy
      ? { Id: policy.id, Key: policy.key, DisplayName: policy.displayName, Mode: policy.mode, LeadDays: policy.leadDays, ExternalPolicyKey: policy.externalPolicyKey }
      : null,
    DurationAmount: plan.durationAmount,
    DurationUnit: plan.durationUnit,
    GracePeriodAmount: plan.gracePeriodAmount,
    GracePeriodUnit: plan.gracePeriodUnit,
    TimeBoundWindowAmount: plan.timeBoundWindowAmount,
    TimeBoundWindowUnit: plan.timeBoundWindowUnit,
    TimeBoundWindowAnchor: plan.timeBoundWindowAnchor,
    IssuedTermsText: plan.issuedTermsText,
    IsActive: plan.isActive,
    SortOrder: plan.sortOrder,
    Limits: plan.limits.map((limit) => ({
      Id: limit.id,
      Key: limit.key,
      DisplayName: limit.displayName,
      LimitFamily: limit.limitFamily,
      GrantedAmount: columnToDouble(limit.grantedAmount),
      UnitLabel: limit.unitLabel,
      SortOrder: limit.sortOrder,
    })),
    IssuedCount: issuedCount,
    AllowedActions: { CanUpdate: true, CanDelete: issuedCount === 0 },
    RowVersion: plan.rowVersion,
  }
}

/** The stored plan (404 when missing); `forUpdate` locks it. */
export async function requirePlan(db: Db, planId: string, options: { forUpdate?: boolean } = {}): Promise<PlanRecord> {
  const plan = await readPlan(db, planId, options)
  if (!plan) throw notFound(`Entitlement plan "${planId}" does not exist.`, planId)
  return plan
}

export async function readPlanPayload(db: Db, planId: string): Promise<PlanPayload> {
  const plan = await requirePlan(db, planId)
  return toPayload(plan, (await issuedCountsOfPlans(db, [plan.id])).get(plan.id) ?? 0)
}

export async function listPlanPayloads(db: Db, modelId: string): Promise<PlanPayload[]> {
  const plans = await readModelPlans(db, modelId)
  const counts = await issuedCountsOfPlans(db, plans.map((plan) => plan.id))
  return plans.map((plan) => toPayload(plan, counts.get(plan.id) ?? 0))
}
