import { EntitlementStatus, RenewalMode, RenewalOperationStatus, RenewalTrigger, type EntitlementSourceType } from '../../../../shared/enums'
import type { Db } from '../../../db'
import type { PlanTerms, RenewalTerms } from '../shared/planTerms'

/** Issued entitlements (the entitlements table) as the runtime reads and moves them. */

const S = EntitlementStatus

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

export async function findEntitlement(db: Db, id: string, options: { forUpdate?: boolean } = {}): Promise<EntitlementRow | null> {
  const [row] = await db.query<EntitlementRow>(`SELECT ${columns} FROM entitlements WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`, [id])
  return row ?? null
}

/** The row with its plan terms snapshot, locked. */
export async function lockEntitlementWithTerms(db: Db, id: string): Promise<(EntitlementRow & { plan_terms_snapshot: PlanTerms }) | null> {
  const [row] = await db.query<EntitlementRow & { plan_terms_snapshot: PlanTerms }>(
    `SELECT ${columns}, plan_terms_snapshot FROM entitlements WHERE id = $1 FOR UPDATE`,
    [id],
  )
  return row ?? null
}

/** The entitlement an IdempotencyKey issued, with the hash of the request that issued it. */
export async function findIssuedByKey(db: Db, key: string): Promise<{ id: string; requestHash: string | null } | null> {
  const [existing] = await db.query<{ id: string; issue_request_hash: string | null }>(
    'SELECT id, issue_request_hash FROM entitlements WHERE issue_idempotency_key = $1',
    [key],
  )
  return existing ? { id: existing.id, requestHash: existing.issue_request_hash } : null
}

export async function nextEntitlementNumber(db: Db): Promise<number> {
  const [sequence] = await db.query<{ number: number }>("SELECT nextval('entitlement_numbers')::int AS number")
  return sequence!.number
}

/** An entitlement as it is issued: its term, its parties' owner and the snapshots of its plan. */
export interface EntitlementWrite {
  id: string
  number: number
  modelId: string
  planId: string
  owner: { definitionId: string; instanceId: string; displayName: string }
  status: number
  startsAt: Date
  endsAt: Date | null
  graceUntil: Date | null
  issuedByUserId: string | null
  sourceType: number
  sourceData: string | null
  issuedTermsText: string | null
  terms: PlanTerms
  renewal: RenewalTerms
  predecessorId: string | null
  idempotencyKey: string | null
  requestHash: string | null
  rowVersion: string
}

/** `now` is the issue: issued_at, the capture of the terms and the status change all take it. */
export async function insertEntitlementRow(db: Db, entitlement: EntitlementWrite, now: Date): Promise<void> {
  const { owner, renewal } = entitlement
  await db.query(
    `INSERT INTO entitlements (id, entitlement_number, model_id, plan_id, owner_definition_id, owner_instance_id, owner_display_name,
       status, starts_at, ends_at, grace_until, issued_at, issued_by_user_id, source_type, source_data, issued_terms_text_snapshot,
       issued_terms_captured_at, plan_terms_snapshot, renewal_policy_id_snapshot, renewal_policy_key_snapshot, renewal_mode_snapshot,
       renewal_lead_days_snapshot, renewal_external_policy_key_snapshot, predecessor_entitlement_id, status_changed_at,
       issue_idempotency_key, issue_request_hash, row_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $12, $17::jsonb, $18, $19, $20, $21, $22, $23, $12, $24, $25, $26)`,
    [
      entitlement.id, entitlement.number, entitlement.modelId, entitlement.planId, owner.definitionId, owner.instanceId, owner.displayName,
      entitlement.status, entitlement.startsAt, entitlement.endsAt, entitlement.graceUntil, now, entitlement.issuedByUserId, entitlement.sourceType,
      entitlement.sourceData, entitlement.issuedTermsText, JSON.stringify(entitlement.terms), renewal.policyId, renewal.policyKey, renewal.mode,
      renewal.leadDays, renewal.externalPolicyKey, entitlement.predecessorId, entitlement.idempotencyKey, entitlement.requestHash, entitlement.rowVersion,
    ],
  )
}

export async function updateStatus(db: Db, id: string, status: number, now: Date, reason: string | null, rowVersion: string): Promise<void> {
  await db.query(
    'UPDATE entitlements SET status = $2, status_changed_at = $3, status_reason = $4, row_version = $5 WHERE id = $1',
    [id, status, now, reason, rowVersion],
  )
}

export async function setSuccessor(db: Db, id: string, successorId: string, rowVersion: string): Promise<void> {
  await db.query('UPDATE entitlements SET successor_entitlement_id = $2, row_version = $3 WHERE id = $1', [id, successorId, rowVersion])
}

/** Issued entitlements that have started and not ended (grace included) become Active as of their start; how many. */
export async function activateStarted(db: Db, now: Date): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `UPDATE entitlements SET status = ${S.Active}, status_changed_at = starts_at, row_version = gen_random_uuid()
     WHERE status = ${S.Issued} AND starts_at <= $1 AND (COALESCE(grace_until, ends_at) IS NULL OR COALESCE(grace_until, ends_at) > $1)
     RETURNING id`,
    [now],
  )
  return rows.length
}

/** Issued, Active and Suspended entitlements past their end (grace included) become Expired as of then; how many. */
export async function expireEnded(db: Db, now: Date): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `UPDATE entitlements SET status = ${S.Expired}, status_changed_at = COALESCE(grace_until, ends_at), row_version = gen_random_uuid()
     WHERE status IN (${S.Issued}, ${S.Active}, ${S.Suspended}) AND COALESCE(grace_until, ends_at) <= $1
     RETURNING id`,
    [now],
  )
  return rows.length
}

/**
 * Ids of Automatic entitlements inside their lead window without a successor, leaving out those with a
 * scheduled renewal that failed after `failedSince`; the soonest ending first.
 */
export async function dueAutomaticRenewals(db: Db, now: Date, failedSince: Date): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT e.id FROM entitlements e
     WHERE e.renewal_mode_snapshot = ${RenewalMode.Automatic} AND e.successor_entitlement_id IS NULL
       AND e.status IN (${S.Issued}, ${S.Active}) AND e.ends_at IS NOT NULL
       AND e.ends_at - make_interval(days => COALESCE(e.renewal_lead_days_snapshot, 0)) <= $1
       AND NOT EXISTS (SELECT 1 FROM entitlement_renewal_operations o
         WHERE o.entitlement_id = e.id AND o.trigger = ${RenewalTrigger.Scheduled} AND o.status = ${RenewalOperationStatus.Failed} AND o.requested_at > $2)
     ORDER BY e.ends_at, e.id`,
    [now, failedSince],
  )
  return rows.map((row) => row.id)
}

/** Ids of open-ended entitlements with a window whose last period has started. */
export async function dueRollingPeriods(db: Db, now: Date): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT e.id FROM entitlements e
     JOIN LATERAL (SELECT starts_at FROM entitlement_periods WHERE entitlement_id = e.id ORDER BY period_number DESC LIMIT 1) last ON true
     WHERE e.ends_at IS NULL AND e.status IN (${S.Issued}, ${S.Active}, ${S.Suspended})
       AND (e.plan_terms_snapshot->>'TimeBoundWindowUnit')::int <> 0 AND last.starts_at <= $1`,
    [now],
  )
  return rows.map((row) => row.id)
}
