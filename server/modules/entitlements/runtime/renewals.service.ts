import type { PublicSchemas } from '../../../http/contractOperations'
import type { Db } from '../../../db'
import { conflict, EnvelopeError, staleRowVersion } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { iso, isoOrNull } from '../../../platform/values'
import { readEntitlementDetail } from '../detail/detail'
import { LedgerCode } from '../ledger/command'
import { requireEntitlement } from './entitlementRow'
import { requireModelGrant } from './guard'
import { idempotencyKeyOf, requestHash } from './issue.service'
import { RenewalOperationStatus, RenewalTrigger, renewLocked } from './renewal.core'
import { RenewalMode, SourceType } from './states'

/** Renewal workflow (assumed Entitlements_Renew, Entitlements_ListRenewals): runtime operations (spec item 10). */

export type RenewRequest = PublicSchemas['EntitlementRenewRequest']

export type RenewalOperation = PublicSchemas['EntitlementRenewalOperation']

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

async function readOperation(db: Db, operationId: string): Promise<OperationRow> {
  const [row] = await db.query<OperationRow>(`${operationSelect} WHERE o.id = $1`, [operationId])
  return row!
}

/** A failed renewal answers 409 with its code; Data is the recorded operation. */
function answer(row: OperationRow): RenewalOperation {
  const operation = toOperation(row)
  if (row.status === RenewalOperationStatus.Failed) {
    throw conflict(row.outcome_code ?? 'serviceEntitlements.renewal.failed', row.outcome_message ?? 'The renewal failed.', undefined, operation)
  }
  return operation
}

/** A request through the API of an External policy is the external trigger; anything else is manual. */
const triggerOf = (mode: number, sourceType: number): number =>
  mode === RenewalMode.External && sourceType === SourceType.Api ? RenewalTrigger.External : RenewalTrigger.Manual

async function renewInTransaction(tx: Db, auth: AuthContext, entitlementId: string, body: RenewRequest, key: string | null, hash: string, now: Date): Promise<string> {
  const row = await requireEntitlement(tx, entitlementId, { forUpdate: true })
  await requireModelGrant(tx, auth, row.model_id, 'issue', entitlementId)
  if (key !== null) {
    // Before the RowVersion: a retry of a request that succeeded carries the now-stale version.
    const [earlier] = await tx.query<{ id: string; request_hash: string | null }>(
      'SELECT id, request_hash FROM entitlement_renewal_operations WHERE entitlement_id = $1 AND idempotency_key = $2',
      [row.id, key],
    )
    if (earlier && earlier.request_hash !== hash) {
      throw conflict(LedgerCode.idempotencyKeyReused, 'This IdempotencyKey was used for another request; use a new key for a new renewal.', 'IdempotencyKey')
    }
    if (earlier) return earlier.id
  }
  if (row.row_version !== body.RowVersion) throw staleRowVersion(null)
  const outcome = await renewLocked(tx, row, {
    trigger: triggerOf(row.renewal_mode_snapshot, body.SourceType),
    sourceType: body.SourceType,
    sourceData: body.SourceData ?? null,
    userId: auth.userId,
    functionRunId: null,
    idempotencyKey: key,
    requestHash: key === null ? null : hash,
  }, now)
  return outcome.operationId
}

export async function renewEntitlement(db: Db, auth: AuthContext, entitlementId: string, body: RenewRequest, now: Date): Promise<RenewalOperation> {
  const key = idempotencyKeyOf(body.IdempotencyKey)
  const hash = requestHash(body)
  let operationId: string
  try {
    operationId = await db.transaction((tx) => renewInTransaction(tx, auth, entitlementId, body, key, hash, now))
  } catch (error) {
    if (error instanceof EnvelopeError && error.status === 409 && error.issues[0]?.Code === 'workspace.concurrency.stale') {
      throw new EnvelopeError(409, error.issues, await readEntitlementDetail(db, entitlementId, auth, now))
    }
    throw error
  }
  // Committed either way: a refusal is recorded, then answered.
  return answer(await readOperation(db, operationId))
}

export async function listRenewals(db: Db, auth: AuthContext, entitlementId: string): Promise<RenewalOperation[]> {
  const row = await requireEntitlement(db, entitlementId)
  await requireModelGrant(db, auth, row.model_id, 'read', entitlementId)
  const rows = await db.query<OperationRow>(`${operationSelect} WHERE o.entitlement_id = $1 ORDER BY o.requested_at DESC, o.id DESC`, [entitlementId])
  return rows.map(toOperation)
}
