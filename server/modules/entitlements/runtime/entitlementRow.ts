import type { EntitlementSourceType, EntitlementStatus, RenewalMode } from '../../../../shared/enums'
import type { Db } from '../../../db'
import { notFound } from '../../../http/errors'
import { entitlementNotFoundMessage } from '../detail/detail'
import type { EntitlementClock } from './states'

/** The stored entitlement row as the runtime services read it (numbers as numbers, times as Dates). */
export interface EntitlementRow {
  id: string
  entitlement_number: number
  model_id: string
  plan_id: string
  owner_definition_id: string
  owner_instance_id: string
  owner_display_name: string
  status: EntitlementStatus
  starts_at: Date
  ends_at: Date | null
  grace_until: Date | null
  source_type: EntitlementSourceType
  renewal_policy_id_snapshot: string | null
  renewal_policy_key_snapshot: string | null
  renewal_mode_snapshot: RenewalMode
  renewal_lead_days_snapshot: number | null
  renewal_external_policy_key_snapshot: string | null
  predecessor_entitlement_id: string | null
  successor_entitlement_id: string | null
  row_version: string
}

const columns = `id, entitlement_number::int AS entitlement_number, model_id, plan_id, owner_definition_id, owner_instance_id,
  owner_display_name, status, starts_at, ends_at, grace_until, source_type, renewal_policy_id_snapshot, renewal_policy_key_snapshot,
  renewal_mode_snapshot, renewal_lead_days_snapshot, renewal_external_policy_key_snapshot, predecessor_entitlement_id,
  successor_entitlement_id, row_version`

export const entitlementColumns = columns

export async function findEntitlement(db: Db, id: string, options: { forUpdate?: boolean } = {}): Promise<EntitlementRow | null> {
  const [row] = await db.query<EntitlementRow>(`SELECT ${columns} FROM entitlements WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`, [id])
  return row ?? null
}

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
