import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import { readPlan } from '../shared/planTerms'
import { clockOf, type EntitlementRow } from './entitlementRow'
import { setSuccessor } from './entitlements.repo'
import { insertEntitlement } from './issue.write'
import { findPlanState } from './models.repo'
import { listParties } from './parties.repo'
import { insertRenewalOperation } from './renewals.repo'
import { nextStatusByClock, renewalRefusal, SourceType, type Refusal } from './states'
import { RenewalOperationStatus } from '../../../../shared/enums'
export { RenewalTrigger, RenewalOperationStatus } from '../../../../shared/enums'

/**
 * One renewal of a locked entitlement, by its snapshot renewal policy: either a successor issued
 * from the plan's current terms (Succeeded) or a recorded refusal (Failed). Both are operations.
 */

export const renewalPlanInactiveCode = 'serviceEntitlements.renewal.planInactive'

export interface RenewalAttempt {
  trigger: number
  sourceType: number
  sourceData: string | null
  userId: string | null
  functionRunId: string | null
  idempotencyKey: string | null
  requestHash: string | null
}

export interface RenewalOutcome {
  operationId: string
  successorId: string | null
  refusal: Refusal | null
}

/** Why this renewal is refused: the state table, then the plan (inactive plans issue nothing). */
async function refusalOf(tx: Db, row: EntitlementRow, sourceType: number, now: Date): Promise<Refusal | null> {
  const status = nextStatusByClock(clockOf(row), now) ?? row.status
  const refusal = renewalRefusal({
    status,
    endsAt: row.ends_at,
    successorEntitlementId: row.successor_entitlement_id,
    renewalMode: row.renewal_mode_snapshot,
    renewalExternalPolicyKey: row.renewal_external_policy_key_snapshot,
  }, sourceType)
  if (refusal) return refusal
  const plan = await findPlanState(tx, row.plan_id)
  if (!plan?.isActive || !plan.modelActive) {
    return { code: renewalPlanInactiveCode, message: `The plan “${plan?.displayName ?? row.plan_id}” is no longer active.` }
  }
  return null
}

/** Renews a row locked FOR UPDATE by the caller; records the operation either way. */
export async function renewLocked(tx: Db, row: EntitlementRow, attempt: RenewalAttempt, now: Date): Promise<RenewalOutcome> {
  const refusal = await refusalOf(tx, row, attempt.sourceType, now)
  let successorId: string | null = null
  let outcome = refusal?.message ?? ''
  if (refusal === null) {
    const plan = (await readPlan(tx, row.plan_id, { forUpdate: true }))!
    const successor = await insertEntitlement(tx, {
      plan,
      owner: { roleId: '', definitionId: row.owner_definition_id, instanceId: row.owner_instance_id, displayName: row.owner_display_name },
      resources: await listParties(tx, 'entitlement_resources', row.id),
      beneficiaries: await listParties(tx, 'entitlement_beneficiaries', row.id),
      // The successor carries on where this term ends.
      startsAt: row.ends_at!,
      sourceType: SourceType.Renewal,
      sourceData: attempt.sourceData,
      issuedByUserId: attempt.userId,
      idempotencyKey: null,
      requestHash: null,
      predecessorId: row.id,
    }, now)
    successorId = successor.id
    outcome = `Renewed as entitlement ${successor.number}.`
    await setSuccessor(tx, row.id, successorId, randomUUID())
  }
  const operationId = randomUUID()
  await insertRenewalOperation(tx, {
    id: operationId,
    entitlementId: row.id,
    trigger: attempt.trigger,
    status: refusal ? RenewalOperationStatus.Failed : RenewalOperationStatus.Succeeded,
    renewalPolicyId: row.renewal_policy_id_snapshot,
    renewalPolicyKey: row.renewal_policy_key_snapshot,
    renewalMode: row.renewal_mode_snapshot,
    outcomeCode: refusal?.code ?? null,
    outcomeMessage: outcome,
    successorEntitlementId: successorId,
    requestedByUserId: attempt.userId,
    functionRunId: attempt.functionRunId,
    requestedAt: now,
    idempotencyKey: attempt.idempotencyKey,
    requestHash: attempt.requestHash,
  })
  return { operationId, successorId, refusal }
}
