import type { PublicSchemas } from '../../../http/contractOperations'
import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import { badRequest, EnvelopeError, staleRowVersion } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { readEntitlementDetail, type EntitlementDetail } from '../detail/detail'
import { LedgerCode } from '../ledger/command'
import { clockOf, requireEntitlement } from './entitlementRow'
import { updateStatus } from './entitlements.repo'
import { requireModelGrant } from './guard'
import { cancelOpenPeriods } from './periods.repo'
import { EntitlementStatus, lifecycleTarget, nextStatusByClock, transitionNotAllowedCode } from './states'

/** Suspend, resume, cancel or revoke an entitlement (assumed Entitlements_ApplyLifecycle). */

export type LifecycleRequest = PublicSchemas['EntitlementLifecycleRequest']

const maxReasonTextLength = 500

function reasonOf(body: LifecycleRequest): string | null {
  const reason = body.ReasonText?.trim() || null
  if (reason !== null && reason.length > maxReasonTextLength) {
    throw badRequest(LedgerCode.reasonInvalid, `A reason has at most ${maxReasonTextLength} characters.`, 'ReasonText')
  }
  return reason
}

async function applyInTransaction(tx: Db, auth: AuthContext, entitlementId: string, body: LifecycleRequest, reason: string | null, now: Date): Promise<void> {
  const row = await requireEntitlement(tx, entitlementId, { forUpdate: true })
  await requireModelGrant(tx, auth, row.model_id, 'issue', entitlementId)
  if (row.row_version !== body.RowVersion) throw staleRowVersion(null)
  // The action applies to the Status the clock has moved the row to, whether or not the job has stored it.
  const current = nextStatusByClock(clockOf(row), now) ?? row.status
  const target = lifecycleTarget(current, body.Action, clockOf(row), now)
  await updateStatus(tx, row.id, target, now, reason, randomUUID())
  if (target === EntitlementStatus.Cancelled || target === EntitlementStatus.Revoked) {
    // What the clock has not completed is cut short: it keeps reading Cancelled, even after the term's end.
    await cancelOpenPeriods(tx, row.id, now)
  }
}

export async function applyLifecycle(db: Db, auth: AuthContext, entitlementId: string, body: LifecycleRequest, now: Date): Promise<EntitlementDetail> {
  const reason = reasonOf(body)
  try {
    await db.transaction((tx) => applyInTransaction(tx, auth, entitlementId, body, reason, now))
  } catch (error) {
    // A stale version or a refused move answers 409 with the entitlement as it is now.
    const code = error instanceof EnvelopeError && error.status === 409 ? error.issues[0]?.Code : undefined
    if (error instanceof EnvelopeError && (code === transitionNotAllowedCode || code === 'workspace.concurrency.stale')) {
      throw new EnvelopeError(409, error.issues, await readEntitlementDetail(db, entitlementId, auth, now))
    }
    throw error
  }
  return readEntitlementDetail(db, entitlementId, auth, now)
}
