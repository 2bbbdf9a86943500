import type { PublicSchemas } from '../../../http/contractOperations'
import { createHash } from 'node:crypto'
import { type Db, uniqueViolation } from '../../../db'
import type { Issue } from '../../../http/envelope'
import { badRequest, conflict, EnvelopeError, issue } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { canonicalJson } from '../../entities'
import { readEntitlementDetail, type EntitlementDetail } from '../detail/detail'
import { LedgerCode, maxIdempotencyKeyLength } from '../ledger/command'
import { readPlan } from '../shared/planTerms'
import { findIssuedByKey } from './entitlements.repo'
import { requireModelGrant } from './guard'
import { checkParties, modelRoles } from './issue.parties'
import { insertEntitlement } from './issue.write'
import { findModelState } from './models.repo'

/** Issuing an entitlement from a plan (assumed Entitlements_Issue): replay-safe by IdempotencyKey. */

export type IssueRequest = PublicSchemas['EntitlementIssueRequest']

export const planInactiveCode = 'serviceEntitlements.runtime.planInactive'

export const requestHash = (body: unknown): string => createHash('sha256').update(canonicalJson(body)).digest('hex')

/** The trimmed key, or null without one; 400 when it is blank or too long. */
export function idempotencyKeyOf(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null
  const key = value.trim()
  if (key.length === 0 || key.length > maxIdempotencyKeyLength) {
    throw badRequest(LedgerCode.idempotencyKeyInvalid, `An IdempotencyKey has 1 to ${maxIdempotencyKeyLength} characters.`, 'IdempotencyKey')
  }
  return key
}

/** The entitlement an IdempotencyKey already issued: its id when the body is the same, 409 for another body. */
async function replayedId(db: Db, key: string, hash: string): Promise<string | null> {
  const existing = await findIssuedByKey(db, key)
  if (!existing) return null
  if (existing.requestHash !== hash) {
    throw conflict(LedgerCode.idempotencyKeyReused, 'This IdempotencyKey was used for another request; use a new key for a new entitlement.', 'IdempotencyKey')
  }
  return existing.id
}

const isKeyTaken = (error: unknown): boolean => uniqueViolation(error)?.constraint.includes('issue_idempotency_key') === true

/** How far before or after today an entitlement may start. */
const startRangeMs = 10 * 366 * 86_400_000

function startOf(body: IssueRequest, now: Date): Date {
  if (body.StartsAtUtc === null || body.StartsAtUtc === undefined) return now
  const startsAt = new Date(body.StartsAtUtc)
  if (Number.isNaN(startsAt.getTime())) throw badRequest('workspace.validation.invalid', 'StartsAtUtc is not a date and time.', 'StartsAtUtc')
  // Terms are computed from the start: far-off years would leave the range of dates (year 10000).
  if (Math.abs(startsAt.getTime() - now.getTime()) > startRangeMs) {
    throw badRequest('workspace.validation.invalid', 'StartsAtUtc must be within 10 years of today.', 'StartsAtUtc')
  }
  return startsAt
}

async function issueInTransaction(tx: Db, auth: AuthContext, body: IssueRequest, key: string | null, hash: string, now: Date): Promise<string> {
  const plan = await readPlan(tx, body.EntitlementPlanId, { forUpdate: true })
  if (!plan) throw badRequest(planInactiveCode, 'The plan does not exist.', 'EntitlementPlanId')
  if (key !== null) {
    const replay = await replayedId(tx, key, hash)
    if (replay) return replay
  }
  const model = await findModelState(tx, plan.modelId)
  await requireModelGrant(tx, auth, plan.modelId, 'issue')
  const issues: Issue[] = []
  if (!plan.isActive) issues.push(issue(planInactiveCode, `The plan “${plan.displayName}” is not active.`, 'EntitlementPlanId'))
  else if (!model?.isActive) issues.push(issue(planInactiveCode, `The model “${model?.displayName ?? plan.modelId}” is not active.`, 'EntitlementPlanId'))
  const startsAt = startOf(body, now)
  const parties = await checkParties(tx, body, await modelRoles(tx, plan.modelId), model?.resourceScopeMode ?? 0, issues)
  if (issues.length > 0 || parties === null) throw new EnvelopeError(400, issues)
  const issued = await insertEntitlement(tx, {
    plan,
    ...parties,
    startsAt,
    sourceType: body.SourceType,
    sourceData: body.SourceData ?? null,
    issuedByUserId: auth.userId,
    idempotencyKey: key,
    requestHash: key === null ? null : hash,
    predecessorId: null,
  }, now)
  return issued.id
}

export async function issueEntitlement(db: Db, auth: AuthContext, body: IssueRequest, now: Date): Promise<EntitlementDetail> {
  const key = idempotencyKeyOf(body.IdempotencyKey)
  const hash = requestHash(body)
  let id: string
  try {
    id = await db.transaction((tx) => issueInTransaction(tx, auth, body, key, hash, now))
  } catch (error) {
    // A concurrent request with the same key committed first: answer what it issued.
    if (key === null || !isKeyTaken(error)) throw error
    const replay = await replayedId(db, key, hash)
    if (!replay) throw error
    id = replay
  }
  return readEntitlementDetail(db, id, auth, now)
}
