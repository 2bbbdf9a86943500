import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import { readPlan } from '../shared/planTerms'
import { clockOf, type EntitlementRow } from './entitlementRow'
import { insertEntitlement } from './issue.write'
import type { PartyRecord } from './issue.parties'
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

async function partiesOf(tx: Db, table: 'entitlement_resources' | 'entitlement_beneficiaries', entitlementId: string): Promise<PartyRecord[]> {
  const rows = await tx.query<{ role_id: string; entity_definition_id: string; entity_instance_id: string; display_name: string }>(
    `SELECT role_id, entity_definition_id, entity_instance_id, display_name FROM ${table} WHERE entitlement_id = $1 ORDER BY sort_order`,
    [entitlementId],
  )
  return rows.map((row) => ({ roleId: row.role_id, definitionId: row.entity_definition_id, instanceId: row.entity_instance_id, displayName: row.display_name }))
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
  const [plan] = await tx.query<{ is_active: boolean; display_name: string; model_active: boolean }>(
    `SELECT p.is_active, p.display_name, m.is_active AS model_active FROM entitlement_plans p JOIN entitlement_models m ON m.id = p.model_id WHERE p.id = $1`,
    [row.plan_id],
  )
  if (!plan?.is_active || !plan.model_active) {
    return { code: renewalPlanInactiveCode, message: `The plan “${plan?.display_name ?? row.plan_id}” is no longer active.` }
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
      resources: await partiesOf(tx, 'entitlement_resources', row.id),
      beneficiaries: await partiesOf(tx, 'entitlement_beneficiaries', row.id),
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
    await tx.query('UPDATE entitlements SET successor_entitlement_id = $2, row_version = $3 WHERE id = $1', [row.id, successorId, randomUUID()])
  }
  const operationId = randomUUID()
  await tx.query(
    `INSERT INTO entitlement_renewal_operations (id, entitlement_id, trigger, status, renewal_policy_id, renewal_policy_key, renewal_mode,
       outcome_code, outcome_message, successor_entitlement_id, requested_by_user_id, function_run_id, requested_at, completed_at,
       idempotency_key, request_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13, $14, $15)`,
    [
      operationId, row.id, attempt.trigger, refusal ? RenewalOperationStatus.Failed : RenewalOperationStatus.Succeeded,
      row.renewal_policy_id_snapshot, row.renewal_policy_key_snapshot, row.renewal_mode_snapshot,
      refusal?.code ?? null, outcome, successorId, attempt.userId, attempt.functionRunId, now,
      attempt.idempotencyKey, attempt.requestHash,
    ],
  )
  return { operationId, successorId, refusal }
}
