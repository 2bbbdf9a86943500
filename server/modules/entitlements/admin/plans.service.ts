import { randomUUID } from 'node:crypto'
import { type Db, uniqueViolation } from '../../../db'
import { conflict, staleRowVersion } from '../../../http/errors'
import { issuedCountOfPlan } from './issued.repo'
import { requireModelRow } from './models.read'
import { listPlanPayloads, readPlanPayload, requirePlan, type PlanPayload } from './plans.read'
import { deletePlanRow, insertPlanRow, isPlanKeyTaken, nextPlanSortOrder, updatePlanRow, writePlanLimits } from './plans.repo'
import { validatePlan, type PlanInput } from './plans.rules'
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
  if (await isPlanKeyTaken(tx, modelId, key, exceptId)) throw keyTaken('plan', key, await current())
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
      await insertPlanRow(tx, id, modelId, valid, valid.sortOrder ?? (await nextPlanSortOrder(tx, modelId)), now, randomUUID())
      await writePlanLimits(tx, id, valid)
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
    await updatePlanRow(tx, planId, valid, valid.sortOrder ?? plan.sortOrder, now, randomUUID())
    await writePlanLimits(tx, planId, valid)
    return current()
  })
}

export async function deletePlan(db: Db, planId: string, rowVersion: string | undefined): Promise<string> {
  return db.transaction(async (tx) => {
    const plan = await requirePlan(tx, planId, { forUpdate: true })
    if (rowVersion !== plan.rowVersion) throw staleRowVersion(await readPlanPayload(tx, planId))
    const issued = await issuedCountOfPlan(tx, planId)
    if (issued > 0) {
      throw conflict(AdminCode.planInUse, `${issued} entitlement(s) were issued from this plan: deactivate it instead.`, undefined, await readPlanPayload(tx, planId))
    }
    await deletePlanRow(tx, planId)
    return planId
  })
}
