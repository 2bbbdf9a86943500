import type { ConfigSchemas } from '../../../http/contractOperations'
import { randomUUID } from 'node:crypto'
import { type Db, uniqueViolation } from '../../../db'
import { badRequest, conflict, notFound, staleRowVersion } from '../../../http/errors'
import { RenewalMode } from '../shared/planTerms'
import { deletePolicy, findPolicy, insertPolicy, isPolicyKeyTaken, listPolicies, updatePolicy } from './policies.repo'
import { AdminCode, keyTaken, normaliseKey, oneOf, optionalText, requiredText } from './validation'

/** Renewal policies: how entitlements of a plan renew (by hand, automatically ahead of the end, or by an external system). */

export type RenewalPolicyInput = ConfigSchemas['EntitlementRenewalPolicyRequest']

export type RenewalPolicy = ConfigSchemas['EntitlementRenewalPolicy']

export async function listRenewalPolicies(db: Db): Promise<RenewalPolicy[]> {
  return listPolicies(db)
}

async function readPolicy(db: Db, id: string, lock = false): Promise<RenewalPolicy> {
  const policy = await findPolicy(db, id, lock)
  if (!policy) throw notFound(`Renewal policy "${id}" does not exist.`, id)
  return policy
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
      if (await isPolicyKeyTaken(tx, valid.key)) throw keyTaken('renewal policy', valid.key)
      await insertPolicy(tx, id, valid, randomUUID())
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
    if (await isPolicyKeyTaken(tx, valid.key, id)) throw keyTaken('renewal policy', valid.key, current)
    await updatePolicy(tx, id, valid, randomUUID())
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
    await deletePolicy(tx, id)
    return id
  })
}
