import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import { bulkInsert } from '../../../db/bulkInsert'
import { planTermsOf, renewalTermsOf, type PlanRecord, type PlanTermsLimit } from '../shared/planTerms'
import type { PartyRecord } from './issue.parties'
import { generatePeriods, termOf, type GeneratedPeriod } from './periods'
import { statusByClock } from './states'

/** Writes one issued entitlement: the row with its snapshots, its periods, its limits per period and its parties. */

export interface NewEntitlement {
  plan: PlanRecord
  owner: PartyRecord
  resources: PartyRecord[]
  beneficiaries: PartyRecord[]
  startsAt: Date
  sourceType: number
  sourceData: string | null
  issuedByUserId: string | null
  idempotencyKey: string | null
  requestHash: string | null
  predecessorId: string | null
}

export interface IssuedEntitlement {
  id: string
  number: number
}

export async function insertEntitlement(tx: Db, input: NewEntitlement, now: Date): Promise<IssuedEntitlement> {
  const { plan } = input
  const terms = planTermsOf(plan)
  const renewal = renewalTermsOf(plan)
  const term = termOf(terms, input.startsAt)
  const id = randomUUID()
  const [sequence] = await tx.query<{ number: number }>("SELECT nextval('entitlement_numbers')::int AS number")
  const number = sequence!.number
  await tx.query(
    `INSERT INTO entitlements (id, entitlement_number, model_id, plan_id, owner_definition_id, owner_instance_id, owner_display_name,
       status, starts_at, ends_at, grace_until, issued_at, issued_by_user_id, source_type, source_data, issued_terms_text_snapshot,
       issued_terms_captured_at, plan_terms_snapshot, renewal_policy_id_snapshot, renewal_policy_key_snapshot, renewal_mode_snapshot,
       renewal_lead_days_snapshot, renewal_external_policy_key_snapshot, predecessor_entitlement_id, status_changed_at,
       issue_idempotency_key, issue_request_hash, row_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $12, $17::jsonb, $18, $19, $20, $21, $22, $23, $12, $24, $25, $26)`,
    [
      id, number, plan.modelId, plan.id, input.owner.definitionId, input.owner.instanceId, input.owner.displayName,
      statusByClock(term, now), term.startsAt, term.endsAt, term.graceUntil, now, input.issuedByUserId, input.sourceType, input.sourceData,
      plan.issuedTermsText, JSON.stringify(terms), renewal.policyId, renewal.policyKey, renewal.mode, renewal.leadDays, renewal.externalPolicyKey,
      input.predecessorId, input.idempotencyKey, input.requestHash, randomUUID(),
    ],
  )
  await insertPeriods(tx, id, terms.Limits, generatePeriods(terms, term, now))
  await insertParties(tx, 'entitlement_resources', id, input.resources)
  await insertParties(tx, 'entitlement_beneficiaries', id, input.beneficiaries)
  return { id, number }
}

/** Periods and one limit per snapshot limit and period (granted copied, nothing consumed). */
export async function insertPeriods(tx: Db, entitlementId: string, limits: PlanTermsLimit[], periods: GeneratedPeriod[]): Promise<void> {
  const periodRows = periods.map((period) => ({
    id: randomUUID(),
    entitlement_id: entitlementId,
    period_number: period.periodNumber,
    starts_at: period.startsAt.toISOString(),
    ends_at: period.endsAt?.toISOString() ?? null,
    grace_until: period.graceUntil?.toISOString() ?? null,
  }))
  await bulkInsert(tx, 'entitlement_periods', {
    id: 'text', entitlement_id: 'text', period_number: 'integer', starts_at: 'timestamptz', ends_at: 'timestamptz', grace_until: 'timestamptz',
  }, periodRows)
  const limitRows = periodRows.flatMap((period) =>
    limits.map((limit, index) => ({
      id: randomUUID(),
      entitlement_id: entitlementId,
      period_id: period.id,
      plan_limit_key: limit.Key,
      display_name: limit.DisplayName,
      limit_family: limit.LimitFamily,
      granted_amount: limit.GrantedAmount,
      unit_label: limit.UnitLabel,
      sort_order: index,
      row_version: randomUUID(),
    })),
  )
  await bulkInsert(tx, 'entitlement_limits', {
    id: 'text', entitlement_id: 'text', period_id: 'text', plan_limit_key: 'text', display_name: 'text', limit_family: 'integer',
    granted_amount: 'numeric', unit_label: 'text', sort_order: 'integer', row_version: 'uuid',
  }, limitRows)
}

async function insertParties(tx: Db, table: 'entitlement_resources' | 'entitlement_beneficiaries', entitlementId: string, parties: PartyRecord[]): Promise<void> {
  await bulkInsert(tx, table, {
    id: 'text', entitlement_id: 'text', role_id: 'text', entity_definition_id: 'text', entity_instance_id: 'text', display_name: 'text', sort_order: 'integer',
  }, parties.map((party, index) => ({
    id: randomUUID(),
    entitlement_id: entitlementId,
    role_id: party.roleId,
    entity_definition_id: party.definitionId,
    entity_instance_id: party.instanceId,
    display_name: party.displayName,
    sort_order: index,
  })))
}
