import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import { toDecimalString } from '../shared/amount'
import type { ValidPlan } from './plans.rules'

/** Writes of plans and their limits (entitlement_plans, entitlement_plan_limits); reads are in shared/plans.repo.ts. */

/** Whether another plan of the model has the key (lower-case); `exceptId` is the plan itself ('' for a new one). */
export async function isPlanKeyTaken(db: Db, modelId: string, key: string, exceptId: string): Promise<boolean> {
  const [taken] = await db.query('SELECT 1 FROM entitlement_plans WHERE model_id = $1 AND lower(key) = $2 AND id <> $3', [modelId, key, exceptId])
  return taken !== undefined
}

/** The sort order after the model's last plan. */
export async function nextPlanSortOrder(db: Db, modelId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT coalesce(max(sort_order), 0)::int + 1 AS n FROM entitlement_plans WHERE model_id = $1', [modelId])
  return row?.n ?? 1
}

export async function insertPlanRow(db: Db, id: string, modelId: string, valid: ValidPlan, sortOrder: number, now: Date, rowVersion: string): Promise<void> {
  await db.query(
    `INSERT INTO entitlement_plans (id, model_id, plan_family_id, renewal_policy_id, key, display_name, description,
       duration_amount, duration_unit, grace_period_amount, grace_period_unit, time_bound_window_amount, time_bound_window_unit,
       time_bound_window_anchor, issued_terms_text, sort_order, is_active, created_at, modified_at, row_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18, $19)`,
    [id, modelId, valid.planFamilyId, valid.renewalPolicy?.id ?? null, valid.key, valid.displayName, valid.description,
      valid.durationAmount, valid.durationUnit, valid.gracePeriodAmount, valid.gracePeriodUnit, valid.timeBoundWindowAmount,
      valid.timeBoundWindowUnit, valid.timeBoundWindowAnchor, valid.issuedTermsText, sortOrder, valid.isActive, now, rowVersion],
  )
}

export async function updatePlanRow(db: Db, planId: string, valid: ValidPlan, sortOrder: number, now: Date, rowVersion: string): Promise<void> {
  await db.query(
    `UPDATE entitlement_plans SET plan_family_id = $2, renewal_policy_id = $3, key = $4, display_name = $5, description = $6,
       duration_amount = $7, duration_unit = $8, grace_period_amount = $9, grace_period_unit = $10, time_bound_window_amount = $11,
       time_bound_window_unit = $12, time_bound_window_anchor = $13, issued_terms_text = $14, sort_order = $15, is_active = $16,
       modified_at = $17, row_version = $18
     WHERE id = $1`,
    [planId, valid.planFamilyId, valid.renewalPolicy?.id ?? null, valid.key, valid.displayName, valid.description,
      valid.durationAmount, valid.durationUnit, valid.gracePeriodAmount, valid.gracePeriodUnit, valid.timeBoundWindowAmount,
      valid.timeBoundWindowUnit, valid.timeBoundWindowAnchor, valid.issuedTermsText, sortOrder, valid.isActive,
      now, rowVersion],
  )
}

export async function deletePlanRow(db: Db, planId: string): Promise<void> {
  await db.query('DELETE FROM entitlement_plans WHERE id = $1', [planId])
}

/** Limits keep their ids by key; those no longer named go, new ones are added, all take the array order. */
export async function writePlanLimits(db: Db, planId: string, valid: ValidPlan): Promise<void> {
  await db.query('DELETE FROM entitlement_plan_limits WHERE plan_id = $1 AND NOT (lower(key) = ANY($2::text[]))', [planId, valid.limits.map((limit) => limit.key)])
  for (const [index, limit] of valid.limits.entries()) {
    const granted = limit.granted === null ? null : toDecimalString(limit.granted)
    const [updated] = await db.query<{ id: string }>(
      `UPDATE entitlement_plan_limits SET key = $3, display_name = $4, limit_family = $5, granted_amount = $6::numeric, unit_label = $7, sort_order = $8
       WHERE plan_id = $1 AND lower(key) = $2 RETURNING id`,
      [planId, limit.key, limit.key, limit.displayName, limit.limitFamily, granted, limit.unitLabel, index + 1],
    )
    if (updated) continue
    await db.query(
      `INSERT INTO entitlement_plan_limits (id, plan_id, key, display_name, limit_family, granted_amount, unit_label, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6::numeric, $7, $8)`,
      [randomUUID(), planId, limit.key, limit.displayName, limit.limitFamily, granted, limit.unitLabel, index + 1],
    )
  }
}
