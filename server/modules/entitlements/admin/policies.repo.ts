import type { Db } from '../../../db'
import type { ConfigSchemas } from '../../../http/contractOperations'
import type { PlanRenewalPolicy, RenewalMode } from '../shared/planTerms'

/** Renewal policies (entitlement_renewal_policies), each with the number of plans renewing by it. */

type RenewalPolicy = ConfigSchemas['EntitlementRenewalPolicy']

/** A policy as it is written. */
export interface PolicyWrite {
  key: string
  displayName: string
  description: string | null
  mode: RenewalMode
  leadDays: number | null
  externalPolicyKey: string | null
}

interface PolicyRow {
  id: string
  key: string
  display_name: string
  description: string | null
  mode: RenewalMode
  lead_days: number | null
  external_policy_key: string | null
  plan_count: number
  row_version: string
}

const policySelect = `
  SELECT r.id, r.key, r.display_name, r.description, r.mode, r.lead_days, r.external_policy_key, r.row_version,
         (SELECT count(*)::int FROM entitlement_plans p WHERE p.renewal_policy_id = r.id) AS plan_count
  FROM entitlement_renewal_policies r`

const toPolicy = (row: PolicyRow): RenewalPolicy => ({
  Id: row.id,
  Key: row.key,
  DisplayName: row.display_name,
  Description: row.description,
  Mode: row.mode,
  LeadDays: row.lead_days,
  ExternalPolicyKey: row.external_policy_key,
  PlanCount: row.plan_count,
  RowVersion: row.row_version,
})

export async function listPolicies(db: Db): Promise<RenewalPolicy[]> {
  return (await db.query<PolicyRow>(`${policySelect} ORDER BY lower(r.display_name), r.key`)).map(toPolicy)
}

/** The policy, or null; `lock` takes its row lock. */
export async function findPolicy(db: Db, id: string, lock = false): Promise<RenewalPolicy | null> {
  const [row] = await db.query<PolicyRow>(`${policySelect} WHERE r.id = $1${lock ? ' FOR UPDATE OF r' : ''}`, [id])
  return row ? toPolicy(row) : null
}

/** The policy as a plan carries it, or null. */
export async function findPlanRenewalPolicy(db: Db, id: string): Promise<PlanRenewalPolicy | null> {
  const [row] = await db.query<{ id: string; key: string; display_name: string; mode: RenewalMode; lead_days: number | null; external_policy_key: string | null }>(
    'SELECT id, key, display_name, mode, lead_days, external_policy_key FROM entitlement_renewal_policies WHERE id = $1',
    [id],
  )
  return row ? { id: row.id, key: row.key, displayName: row.display_name, mode: row.mode, leadDays: row.lead_days, externalPolicyKey: row.external_policy_key } : null
}

/** Whether another policy has the key (lower-case); `exceptId` leaves that policy out. */
export async function isPolicyKeyTaken(db: Db, key: string, exceptId?: string): Promise<boolean> {
  const [taken] = exceptId === undefined
    ? await db.query('SELECT 1 FROM entitlement_renewal_policies WHERE lower(key) = $1', [key])
    : await db.query('SELECT 1 FROM entitlement_renewal_policies WHERE lower(key) = $1 AND id <> $2', [key, exceptId])
  return taken !== undefined
}

export async function insertPolicy(db: Db, id: string, policy: PolicyWrite, rowVersion: string): Promise<void> {
  await db.query(
    `INSERT INTO entitlement_renewal_policies (id, key, display_name, description, mode, lead_days, external_policy_key, row_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [id, policy.key, policy.displayName, policy.description, policy.mode, policy.leadDays, policy.externalPolicyKey, rowVersion],
  )
}

export async function updatePolicy(db: Db, id: string, policy: PolicyWrite, rowVersion: string): Promise<void> {
  await db.query(
    `UPDATE entitlement_renewal_policies SET key = $2, display_name = $3, description = $4, mode = $5, lead_days = $6,
       external_policy_key = $7, row_version = $8 WHERE id = $1`,
    [id, policy.key, policy.displayName, policy.description, policy.mode, policy.leadDays, policy.externalPolicyKey, rowVersion],
  )
}

export async function deletePolicy(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM entitlement_renewal_policies WHERE id = $1', [id])
}
