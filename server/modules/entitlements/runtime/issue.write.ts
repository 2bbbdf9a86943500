import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import { planTermsOf, renewalTermsOf, type PlanRecord } from '../shared/planTerms'
import { insertEntitlementRow, nextEntitlementNumber } from './entitlements.repo'
import type { PartyRecord } from './issue.parties'
import { insertParties } from './parties.repo'
import { generatePeriods, termOf } from './periods'
import { insertPeriods } from './periods.repo'
import { statusByClock } from './states'

export { insertPeriods }

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
  const term = termOf(terms, input.startsAt)
  const id = randomUUID()
  const number = await nextEntitlementNumber(tx)
  await insertEntitlementRow(tx, {
    id,
    number,
    modelId: plan.modelId,
    planId: plan.id,
    owner: input.owner,
    status: statusByClock(term, now),
    startsAt: term.startsAt,
    endsAt: term.endsAt,
    graceUntil: term.graceUntil,
    issuedByUserId: input.issuedByUserId,
    sourceType: input.sourceType,
    sourceData: input.sourceData,
    issuedTermsText: plan.issuedTermsText,
    terms,
    renewal: renewalTermsOf(plan),
    predecessorId: input.predecessorId,
    idempotencyKey: input.idempotencyKey,
    requestHash: input.requestHash,
    rowVersion: randomUUID(),
  }, now)
  await insertPeriods(tx, id, terms.Limits, generatePeriods(terms, term, now))
  await insertParties(tx, 'entitlement_resources', id, input.resources)
  await insertParties(tx, 'entitlement_beneficiaries', id, input.beneficiaries)
  return { id, number }
}
