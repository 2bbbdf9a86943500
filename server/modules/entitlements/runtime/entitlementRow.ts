import type { Db } from '../../../db'
import { notFound } from '../../../http/errors'
import { entitlementNotFoundMessage } from '../detail/detail'
import { findEntitlement, type EntitlementRow } from './entitlements.repo'
import type { EntitlementClock } from './states'

export { findEntitlement, type EntitlementRow }

/** The row, locked when asked; 404 when it does not exist (readability is the caller's check). */
export async function requireEntitlement(db: Db, id: string, options: { forUpdate?: boolean } = {}): Promise<EntitlementRow> {
  const row = await findEntitlement(db, id, options)
  if (!row) throw notFound(entitlementNotFoundMessage, 'entitlementId')
  return row
}

export const clockOf = (row: EntitlementRow): EntitlementClock => ({
  status: row.status,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  graceUntil: row.grace_until,
})
