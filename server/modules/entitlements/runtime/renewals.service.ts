import type { PublicSchemas } from '../../../http/contractOperations'
import type { Db } from '../../../db'
import { conflict, EnvelopeError, staleRowVersion } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { readEntitlementDetail } from '../detail/detail'
import { LedgerCode } from '../ledger/command'
import { requireEntitlement } from './entitlementRow'
import { requireModelGrant } from './guard'
import { idempotencyKeyOf, requestHash } from './issue.service'
import { RenewalOperationStatus, RenewalTrigger, renewLocked } from './renewal.core'
import { findRenewalByKey, listRenewalOperations, readRenewalOperation } from './renewals.repo'
import { RenewalMode, SourceType } from './states'

/** Renewal workflow (assumed Entitlements_Renew, Entitlements_ListRenewals): runtime operations (spec item 10). */

export type RenewRequest = PublicSchemas['EntitlementRenewRequest']

export type RenewalOperation = PublicSchemas['EntitlementRenewalOperation']

/** A failed renewal answers 409 with its code; Data is the recorded operation. */
function answer(operation: RenewalOperation): RenewalOperation {
  if (operation.Status === RenewalOperationStatus.Failed) {
    throw conflict(operation.OutcomeCode ?? 'serviceEntitlements.renewal.failed', operation.OutcomeMessage ?? 'The renewal failed.', undefined, operation)
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
    const earlier = await findRenewalByKey(tx, row.id, key)
    if (earlier && earlier.requestHash !== hash) {
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
  return answer(await readRenewalOperation(db, operationId))
}

export async function listRenewals(db: Db, auth: AuthContext, entitlementId: string): Promise<RenewalOperation[]> {
  const row = await requireEntitlement(db, entitlementId)
  await requireModelGrant(db, auth, row.model_id, 'read', entitlementId)
  return listRenewalOperations(db, entitlementId)
}
