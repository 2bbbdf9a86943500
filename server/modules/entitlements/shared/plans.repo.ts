import { RenewalMode, type LimitFamily, type PlanPeriodUnit, type TimeBoundWindowAnchor } from '../../../../shared/enums'
import type { Db } from '../../../db'
import { normaliseAmount } from './amount'
import type { PlanLimitRecord, PlanRecord } from './planTerms'

/** Plans as records: each with its family, renewal policy and limits, as issuing, renewing and the setup read them. */

interface PlanRow {
  id: string
  model_id: string
  key: string
  display_name: string
  description: string | null
  family_id: string | null
  family_key: string | null
  family_display_name: string | null
  policy_id: string | null
  policy_key: string | null
  policy_display_name: string | null
  policy_mode: RenewalMode | null
  policy_lead_days: number | null
  policy_external_key: string | null
  duration_amount: number | null
  duration_unit: PlanPeriodUnit
  grace_period_amount: number | null
  grace_period_unit: PlanPeriodUnit
  time_bound_window_amount: number | null
  time_bound_window_unit: PlanPeriodUnit
  time_bound_window_anchor: TimeBoundWindowAnchor
  issued_terms_text: string | null
  is_active: boolean
  sort_order: number
  row_version: string
}

interface LimitRow {
  id: string
  plan_id: string
  key: string
  display_name: string
  limit_family: LimitFamily
  granted_amount: string | null
  unit_label: string | null
  sort_order: number
}

const planSelect = `
  SELECT p.id, p.model_id, p.key, p.display_name, p.description,
         f.id AS family_id, f.key AS family_key, f.display_name AS family_display_name,
         r.id AS policy_id, r.key AS policy_key, r.display_name AS policy_display_name, r.mode AS policy_mode,
         r.lead_days AS policy_lead_days, r.external_policy_key AS policy_external_key,
         p.duration_amount, p.duration_unit, p.grace_period_amount, p.grace_period_unit,
         p.time_bound_window_amount, p.time_bound_window_unit, p.time_bound_window_anchor,
         p.issued_terms_text, p.is_active, p.sort_order, p.row_version
  FROM entitlement_plans p
  LEFT JOIN entitlement_plan_families f ON f.id = p.plan_family_id
  LEFT JOIN entitlement_renewal_policies r ON r.id = p.renewal_policy_id`

function toPlanRecord(row: PlanRow, limits: PlanLimitRecord[]): PlanRecord {
  return {
    id: row.id,
    modelId: row.model_id,
    key: row.key,
    displayName: row.display_name,
    description: row.description,
    planFamily: row.family_id ? { id: row.family_id, key: row.family_key ?? '', displayName: row.family_display_name ?? '' } : null,
    renewalPolicy: row.policy_id
      ? {
          id: row.policy_id,
          key: row.policy_key ?? '',
          displayName: row.policy_display_name ?? '',
          mode: row.policy_mode ?? RenewalMode.Manual,
          leadDays: row.policy_lead_days,
          externalPolicyKey: row.policy_external_key,
        }
      : null,
    durationAmount: row.duration_amount,
    durationUnit: row.duration_unit,
    gracePeriodAmount: row.grace_period_amount,
    gracePeriodUnit: row.grace_period_unit,
    timeBoundWindowAmount: row.time_bound_window_amount,
    timeBoundWindowUnit: row.time_bound_window_unit,
    timeBoundWindowAnchor: row.time_bound_window_anchor,
    issuedTermsText: row.issued_terms_text,
    isActive: row.is_active,
    sortOrder: row.sort_order,
    rowVersion: row.row_version,
    limits,
  }
}

function toLimitRecord(row: LimitRow): PlanLimitRecord {
  return {
    id: row.id,
    key: row.key,
    displayName: row.display_name,
    limitFamily: row.limit_family,
    grantedAmount: normaliseAmount(row.granted_amount),
    unitLabel: row.unit_label,
    sortOrder: row.sort_order,
  }
}

/** Limits of the given plans, in their order, keyed by plan id. */
export async function readPlanLimits(db: Db, planIds: readonly string[]): Promise<Map<string, PlanLimitRecord[]>> {
  const byPlan = new Map<string, PlanLimitRecord[]>(planIds.map((id) => [id, []]))
  if (planIds.length === 0) return byPlan
  const rows = await db.query<LimitRow>(
    `SELECT id, plan_id, key, display_name, limit_family, granted_amount::text AS granted_amount, unit_label, sort_order
     FROM entitlement_plan_limits WHERE plan_id = ANY($1::text[]) ORDER BY sort_order, key`,
    [[...planIds]],
  )
  for (const row of rows) byPlan.get(row.plan_id)?.push(toLimitRecord(row))
  return byPlan
}

/** One plan with its limits, or null. `forUpdate` locks the plan row (call inside a transaction). */
export async function readPlan(db: Db, planId: string, options: { forUpdate?: boolean } = {}): Promise<PlanRecord | null> {
  const lock = options.forUpdate ? ' FOR UPDATE OF p' : ''
  const [row] = await db.query<PlanRow>(`${planSelect} WHERE p.id = $1${lock}`, [planId])
  if (!row) return null
  const limits = await readPlanLimits(db, [row.id])
  return toPlanRecord(row, limits.get(row.id) ?? [])
}

/** Every plan of a model (sort order, then key) with its limits. */
export async function readModelPlans(db: Db, modelId: string): Promise<PlanRecord[]> {
  const rows = await db.query<PlanRow>(`${planSelect} WHERE p.model_id = $1 ORDER BY p.sort_order, lower(p.key)`, [modelId])
  const limits = await readPlanLimits(db, rows.map((row) => row.id))
  return rows.map((row) => toPlanRecord(row, limits.get(row.id) ?? []))
}
