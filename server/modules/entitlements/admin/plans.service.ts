import { randomUUID } from 'node:crypto'
import { type Db, uniqueViolation } from '../../../db'
import { conflict, staleRowVersion } from '../../../http/errors'
import { toDecimalString } from '../shared/amount'
import { requireModelRow } from './models.read'
import { listPlanPayloads, readPlanPayload, requirePlan, type PlanPayload } from './plans.read'
import { validatePlan, type PlanInput, type ValidPlan } from './plans.rules'
import { AdminCode, keyTaken } from './validation'

/**
 * Plans of a model. Issued entitlements keep snapshots of the terms they were issued with, so a plan
 * may change at any time; the impact preview (impact.service.ts) shows whom a change would concern.
 */

export async function listPlans(db: Db, modelId: string): Promise<PlanPayload[]> {
  await requireModelRow(db, modelId)
  return listPlanPayloads(db, modelId)
}

async function assertKeyFree(tx: Db, modelId: string, key: string, exceptId: string, current: () => Promise<unknown>): Promise<void> {
  const [taken] = await tx.query('SELECT 1 FROM entitlement_plans WHERE model_id = $1 AND lower(key) = $2 AND id <> $3', [modelId, key, exceptId])
  if (taken) throw keyTaken('plan', key, await current())
}

/** Limits keep their ids by key; those no longer named go, new ones are added, all take the array order. */
async function writeLimits(tx: Db, planId: string, valid: ValidPlan): Promise<void> {
  await tx.query('DELETE FROM entitlement_plan_limits WHERE plan_id = $1 AND NOT (lower(key) = ANY($2::text[]))', [planId, valid.limits.map((limit) => limit.key)])
  for (const [index, limit] of valid.limits.entries()) {
    const granted = limit.granted === null ? null : toDecimalString(limit.granted)
    const [updated] = await tx.query<{ id: string }>(
      `UPDATE entitlement_plan_limits SET key = $3, display_name = $4, limit_family = $5, granted_amount = $6::numeric, unit_label = $7, sort_order = $8
       WHERE plan_id = $1 AND lower(key) = $2 RETURNING id`,
      [planId, limit.key, limit.key, limit.displayName, limit.limitFamily, granted, limit.unitLabel, index + 1],
    )
    if (updated) continue
    await tx.query(
      `INSERT INTO entitlement_plan_limits (id, plan_id, key, display_name, limit_family, granted_amount, unit_label, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6::numeric, $7, $8)`,
      [randomUUID(), planId, limit.key, limit.displayName, limit.limitFamily, granted, limit.unitLabel, index + 1],
    )
  }
}

async function nextSortOrder(tx: Db, modelId: string): Promise<number> {
  const [row] = await tx.query<{ n: number }>('SELECT coalesce(max(sort_order), 0)::int + 1 AS n FROM entitlement_plans WHERE model_id = $1', [modelId])
  return row?.n ?? 1
}

export async function createPlan(db: Db, modelId: string, input: PlanInput, now: Date): Promise<PlanPayload> {
  const id = randomUUID()
  let key = ''
  try {
    await db.transaction(async (tx) => {
      await requireModelRow(tx, modelId, { forUpdate: true })
      const valid = await validatePlan(tx, input)
      key = valid.key
      await assertKeyFree(tx, modelId, valid.key, '', async () => null)
      await tx.query(
        `INSERT INTO entitlement_plans (id, model_id, plan_family_id, renewal_policy_id, key, display_name, description,
           duration_amount, duration_unit, grace_period_amount, grace_period_unit, time_bound_window_amount, time_bound_window_unit,
           time_bound_window_anchor, issued_terms_text, sort_order, is_active, created_at, modified_at, row_version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18, $19)`,
        [id, modelId, valid.planFamilyId, valid.renewalPolicy?.id ?? null, valid.key, valid.displayName, valid.description,
          valid.durationAmount, valid.durationUnit, valid.gracePeriodAmount, valid.gracePeriodUnit, valid.timeBoundWindowAmount,
          valid.timeBoundWindowUnit, valid.timeBoundWindowAnchor, valid.issuedTermsText, valid.sortOrder ?? (await nextSortOrder(tx, modelId)),
          valid.isActive, now, randomUUID()],
      )
      await writeLimits(tx, id, valid)
    })
  } catch (error) {
    if (uniqueViolation(error)) throw keyTaken('plan', key)
    throw error
  }
  return readPlanPayload(db, id)
}

export async function updatePlan(db: Db, planId: string, input: PlanInput & { RowVersion: string }, now: Date): Promise<PlanPayload> {
  return db.transaction(async (tx) => {
    const plan = await requirePlan(tx, planId, { forUpdate: true })
    const current = () => readPlanPayload(tx, planId)
    if (input.RowVersion !== plan.rowVersion) throw staleRowVersion(await current())
    const valid = await validatePlan(tx, input)
    await assertKeyFree(tx, plan.modelId, valid.key, planId, current)
    await tx.query(
      `UPDATE entitlement_plans SET plan_family_id = $2, renewal_policy_id = $3, key = $4, display_name = $5, description = $6,
         duration_amount = $7, duration_unit = $8, grace_period_amount = $9, grace_period_unit = $10, time_bound_window_amount = $11,
         time_bound_window_unit = $12, time_bound_window_anchor = $13, issued_terms_text = $14, sort_order = $15, is_active = $16,
         modified_at = $17, row_version = $18
       WHERE id = $1`,
      [planId, valid.planFamilyId, valid.renewalPolicy?.id ?? null, valid.key, valid.displayName, valid.description,
        valid.durationAmount, valid.durationUnit, valid.gracePeriodAmount, valid.gracePeriodUnit, valid.timeBoundWindowAmount,
        valid.timeBoundWindowUnit, valid.timeBoundWindowAnchor, valid.issuedTermsText, valid.sortOrder ?? plan.sortOrder, valid.isActive,
        now, randomUUID()],
    )
    await writeLimits(tx, planId, valid)
    return current()
  })
}

export async function deletePlan(db: Db, planId: string, rowVersion: string | undefined): Promise<string> {
  return db.transaction(async (tx) => {
    const plan = await requirePlan(tx, planId, { forUpdate: true })
    if (rowVersion !== plan.rowVersion) throw staleRowVersion(await readPlanPayload(tx, planId))
    const [issued] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM entitlements WHERE plan_id = $1', [planId])
    if ((issued?.n ?? 0) > 0) {
      throw conflict(AdminCode.planInUse, `${issued!.n} entitlement(s) were issued from this plan: deactivate it instead.`, undefined, await readPlanPayload(tx, planId))
    }
    await tx.query('DELETE FROM entitlement_plans WHERE id = $1', [planId])
    return planId
  })
}
