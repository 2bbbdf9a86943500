import type { Db } from '../../../db'
import { forbidden, notFound } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { findEntitlementRow, type EntitlementRow } from '../detail/detail.repo'
import { entitlementNotFoundMessage } from '../detail/detail'
import { missingGrantMessage } from '../detail/invariant'
import { modelAccess, type ModelAccess } from '../shared/access'
import { limitIsActive, periodStatusOf } from '../runtime/states'
import { limitsWithPeriods, type LimitWithPeriod } from './ledger.repo'
export { writeEntry, type NewEntry } from './ledger.repo'

/** The locked entitlement of a ledger command, readable and adjustable by the caller (404 / 403 otherwise). */
export async function lockAdjustable(db: Db, entitlementId: string, auth: AuthContext): Promise<{ row: EntitlementRow; access: ModelAccess }> {
  const row = await findEntitlementRow(db, entitlementId, true)
  const access = row ? (await modelAccess(db, auth, [row.model_id])).get(row.model_id) : undefined
  if (!row || !access?.read) throw notFound(entitlementNotFoundMessage, 'entitlementId')
  if (!access.adjust) throw forbidden(missingGrantMessage('adjust', row.model_display_name), {})
  return { row, access }
}

/** A limit of the entitlement as the ledger commands see it: exact amounts and whether it counts now. */
export interface LimitState extends Omit<LimitWithPeriod, 'period'> {
  isActive: boolean
}

export async function limitStates(db: Db, row: EntitlementRow, now: Date): Promise<LimitState[]> {
  const owner = { status: row.status, endsAt: row.ends_at, successorStartsAt: row.successor_starts_at }
  return (await limitsWithPeriods(db, row.id)).map(({ period, ...limit }) => ({
    ...limit,
    isActive: limitIsActive(periodStatusOf(period, owner, now), row.status),
  }))
}
