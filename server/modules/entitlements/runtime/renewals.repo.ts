import type { Db } from '../../../db'
import type { PublicSchemas } from '../../../http/contractOperations'
import { iso, isoOrNull } from '../../../platform/values'
import type { RenewalMode, RenewalOperationStatus, RenewalTrigger } from '../../../../shared/enums'

/** Renewal operations (entitlement_renewal_operations): every attempt to renew, succeeded or refused. */

type RenewalOperation = PublicSchemas['EntitlementRenewalOperation']

interface OperationRow {
  id: string
  entitlement_id: string
  trigger: RenewalTrigger
  status: RenewalOperationStatus
  renewal_policy_id: string | null
  renewal_policy_key: string | null
  renewal_mode: RenewalMode
  outcome_code: string | null
  outcome_message: string | null
  successor_entitlement_id: string | null
  successor_number: number | null
  requested_by_user_id: string | null
  function_run_id: string | null
  requested_at: Date
  completed_at: Date | null
  request_hash: string | null
}

const operationSelect = `
  SELECT o.id, o.entitlement_id, o.trigger, o.status, o.renewal_policy_id, o.renewal_policy_key, o.renewal_mode, o.outcome_code,
    o.outcome_message, o.successor_entitlement_id, s.entitlement_number::int AS successor_number, o.requested_by_user_id,
    o.function_run_id, o.requested_at, o.completed_at, o.request_hash
  FROM entitlement_renewal_operations o LEFT JOIN entitlements s ON s.id = o.successor_entitlement_id`

function toOperation(row: OperationRow): RenewalOperation {
  return {
    Id: row.id,
    EntitlementId: row.entitlement_id,
    Trigger: row.trigger,
    Status: row.status,
    RenewalPolicyId: row.renewal_policy_id,
    RenewalPolicyKey: row.renewal_policy_key,
    RenewalMode: row.renewal_mode,
    OutcomeCode: row.outcome_code,
    OutcomeMessage: row.outcome_message,
    SuccessorEntitlementId: row.successor_entitlement_id,
    SuccessorEntitlementNumber: row.successor_number,
    RequestedByUserId: row.requested_by_user_id,
    FunctionRunId: row.function_run_id,
    RequestedAtUtc: iso(row.requested_at),
    CompletedAtUtc: isoOrNull(row.completed_at),
  }
}

/** A recorded operation (it exists: the caller wrote it). */
export async function readRenewalOperation(db: Db, operationId: string): Promise<RenewalOperation> {
  const [row] = await db.query<OperationRow>(`${operationSelect} WHERE o.id = $1`, [operationId])
  return toOperation(row!)
}

/** The entitlement's operations, newest first. */
export async function listRenewalOperations(db: Db, entitlementId: string): Promise<RenewalOperation[]> {
  const rows = await db.query<OperationRow>(`${operationSelect} WHERE o.entitlement_id = $1 ORDER BY o.requested_at DESC, o.id DESC`, [entitlementId])
  return rows.map(toOperation)
}

/** The operation an IdempotencyKey already recorded for the entitlement, with its request's hash. */
export async function findRenewalByKey(db: Db, entitlementId: string, key: string): Promise<{ id: string; requestHash: string | null } | null> {
  const [earlier] = await db.query<{ id: string; request_hash: string | null }>(
    'SELECT id, request_hash FROM entitlement_renewal_operations WHERE entitlement_id = $1 AND idempotency_key = $2',
    [entitlementId, key],
  )
  return earlier ? { id: earlier.id, requestHash: earlier.request_hash } : null
}

/** An attempt as it is recorded, completed at `requestedAt`; the policy fields are the entitlement's snapshot. */
export interface RenewalOperationWrite {
  id: string
  entitlementId: string
  trigger: number
  status: number
  renewalPolicyId: string | null
  renewalPolicyKey: string | null
  renewalMode: number
  outcomeCode: string | null
  outcomeMessage: string
  successorEntitlementId: string | null
  requestedByUserId: string | null
  functionRunId: string | null
  requestedAt: Date
  idempotencyKey: string | null
  requestHash: string | null
}

export async function insertRenewalOperation(db: Db, operation: RenewalOperationWrite): Promise<void> {
  await db.query(
    `INSERT INTO entitlement_renewal_operations (id, entitlement_id, trigger, status, renewal_policy_id, renewal_policy_key, renewal_mode,
       outcome_code, outcome_message, successor_entitlement_id, requested_by_user_id, function_run_id, requested_at, completed_at,
       idempotency_key, request_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13, $14, $15)`,
    [
      operation.id, operation.entitlementId, operation.trigger, operation.status, operation.renewalPolicyId, operation.renewalPolicyKey,
      operation.renewalMode, operation.outcomeCode, operation.outcomeMessage, operation.successorEntitlementId, operation.requestedByUserId,
      operation.functionRunId, operation.requestedAt, operation.idempotencyKey, operation.requestHash,
    ],
  )
}
