import type { ConfigSchemas } from '../../../http/contractOperations'
import { randomUUID } from 'node:crypto'
import { type Db, uniqueViolation } from '../../../db'
import { badRequest, conflict, notFound, staleRowVersion } from '../../../http/errors'
import { RenewalMode } from '../shared/planTerms'
import { AdminCode, keyTaken, normaliseKey, oneOf, optionalText, requiredText } from './validation'

/** Renewal policies: how entitlements of a plan renew (by hand, automatically ahead of the end, or by an external system). */

export type RenewalPolicyInput = ConfigSchemas['EntitlementRenewalPolicyRequest']

export type RenewalPolicy = ConfigSchemas['EntitlementRenewalPolicy']

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

export async function listRenewalPolicies(db: Db): Promise<RenewalPolicy[]> {
  return (await db.query<PolicyRow>(`${policySelect} ORDER BY lower(r.display_name), r.key`)).map(toPolicy)
}

async function readPolicy(db: Db, id: string, lock = false): Promise<RenewalPolicy> {
  const [row] = await db.query<PolicyRow>(`${policySelect} WHERE r.id = $1${lock ? ' FOR UPDATE OF r' : ''}`, [id])
  if (!row) throw notFound(`Renewal policy "${id}" does not exist.`, id)
  return toPolicy(row)
}

/** Automatic renewal needs its lead time; External renewal needs the external system's policy key. */
function validPolicy(input: RenewalPolicyInput) {
  const mode = oneOf(input.Mode, [RenewalMode.Manual, RenewalMode.Automatic, RenewalMode.External], 'Mode')
  const leadDays = input.LeadDays ?? null
  if (mode === RenewalMode.Automatic && leadDays === null) {
    throw badRequest(AdminCode.leadDaysInvalid, 'Automatic renewal needs the number of days before the end to renew (0 to 365).', 'LeadDays')
  }
  if (leadDays !== null && (!Number.isInteger(leadDays) || leadDays < 0 || leadDays > 365)) {
    throw badRequest(AdminCode.leadDaysInvalid, 'LeadDays must be a whole number from 0 to 365.', 'LeadDays')
  }
  const externalPolicyKey = optionalText(input.ExternalPolicyKey, 'ExternalPolicyKey', 100)
  if (mode === RenewalMode.External && !externalPolicyKey) {
    throw badRequest(AdminCode.externalKeyRequired, 'External renewal needs the key of the policy in the external system.', 'ExternalPolicyKey')
  }
  return {
    key: normaliseKey(input.Key),
    displayName: requiredText(input.DisplayName, 'DisplayName'),
    description: optionalText(input.Description, 'Description'),
    mode,
    leadDays,
    // Only External renewal uses the key; another mode does not keep a stale one.
    externalPolicyKey: mode === RenewalMode.External ? externalPolicyKey : null,
  }
}

export async function createRenewalPolicy(db: Db, input: RenewalPolicyInput): Promise<RenewalPolicy> {
  const valid = validPolicy(input)
  const id = randomUUID()
  try {
    await db.transaction(async (tx) => {
      const [taken] = await tx.query('SELECT 1 FROM entitlement_renewal_policies WHERE lower(key) = $1', [valid.key])
      if (taken) throw keyTaken('renewal policy', valid.key)
      await tx.query(
        `INSERT INTO entitlement_renewal_policies (id, key, display_name, description, mode, lead_days, external_policy_key, row_version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [id, valid.key, valid.displayName, valid.description, valid.mode, valid.leadDays, valid.externalPolicyKey, randomUUID()],
      )
    })
  } catch (error) {
    if (uniqueViolation(error)) throw keyTaken('renewal policy', valid.key)
    throw error
  }
  return readPolicy(db, id)
}

/** Issued entitlements keep the policy snapshot of their issue: an edit applies to later issues and renewals. */
export async function updateRenewalPolicy(db: Db, id: string, input: RenewalPolicyInput & { RowVersion: string }): Promise<RenewalPolicy> {
  return db.transaction(async (tx) => {
    const current = await readPolicy(tx, id, true)
    if (input.RowVersion !== current.RowVersion) throw staleRowVersion(current)
    const valid = validPolicy(input)
    const [taken] = await tx.query('SELECT 1 FROM entitlement_renewal_policies WHERE lower(key) = $1 AND id <> $2', [valid.key, id])
    if (taken) throw keyTaken('renewal policy', valid.key, current)
    await tx.query(
      `UPDATE entitlement_renewal_policies SET key = $2, display_name = $3, description = $4, mode = $5, lead_days = $6,
         external_policy_key = $7, row_version = $8 WHERE id = $1`,
      [id, valid.key, valid.displayName, valid.description, valid.mode, valid.leadDays, valid.externalPolicyKey, randomUUID()],
    )
    return readPolicy(tx, id)
  })
}

export async function deleteRenewalPolicy(db: Db, id: string, rowVersion: string | undefined): Promise<string> {
  return db.transaction(async (tx) => {
    const current = await readPolicy(tx, id, true)
    if (rowVersion !== current.RowVersion) throw staleRowVersion(current)
    if (current.PlanCount > 0) {
      throw conflict(AdminCode.policyInUse, `${current.PlanCount} plan(s) renew by this policy: give them another policy first.`, undefined, current)
    }
    await tx.query('DELETE FROM entitlement_renewal_policies WHERE id = $1', [id])
    return id
  })
}
