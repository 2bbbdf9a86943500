import { readableInstances } from '../../entities'
import type { Db } from '../../../db'
import type { PublicSchemas } from '../../../http/contractOperations'
import { badRequest, forbidden, notFound } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { findProfileRow } from '../profiles.repo'
import { profileTargets, scanBasis } from '../fullScan/startScan'
import { deleteDecisions, upsertDecisions, type DecidedPair } from './decisions.repo'
import { pairsOf } from './pairs'

/**
 * RecordMatching_Decide: a reviewer says the records of a group are not duplicates, or are, or takes
 * that back (Decision null). The decision is kept per pair of records with their RowVersions, so a
 * later change of either record lets a scan offer them again.
 */

type DecisionRequest = PublicSchemas['RecordMatchingDecisionRequest']
type DecisionResult = PublicSchemas['RecordMatchingDecisionResult']

export async function decide(db: Db, auth: AuthContext, entityIdOrKey: string, request: DecisionRequest, now: Date): Promise<DecisionResult> {
  const ids = request.InstanceIds
  if (new Set(ids).size !== ids.length) throw badRequest('workspace.validation.invalid', 'Each record is named once.', 'InstanceIds')
  const basis = await scanBasis(db, entityIdOrKey)
  if (!basis) throw notFound(`There is no entity "${entityIdOrKey}".`, entityIdOrKey)
  const profile = await findProfileRow(db, request.ProfileId)
  if (!profile || !profileTargets(profile, basis.definition)) throw notFound('There is no record-matching profile with this id for this entity.', request.ProfileId)
  const records = await readableInstances(db, basis.definition, auth, ids, now)
  const missing = ids.find((id) => !records.has(id))
  if (missing) throw notFound(`There is no record "${missing}".`, missing)
  if (ids.some((id) => !records.get(id)?.Permissions.CanPatch)) {
    throw forbidden('Deciding on duplicates needs permission to update every record of the group.', { permissions: ['Update'] })
  }
  const pairs: DecidedPair[] = pairsOf(ids).map(([leftId, rightId]) => ({
    leftId,
    rightId,
    leftRowVersion: records.get(leftId)!.RowVersion,
    rightRowVersion: records.get(rightId)!.RowVersion,
  }))
  const decision = request.Decision ?? null
  await db.transaction(async (tx) => {
    if (decision === null) await deleteDecisions(tx, profile.id, pairs)
    else await upsertDecisions(tx, profile.id, pairs, decision, auth.userId, now)
  })
  return { ProfileId: profile.id, InstanceIds: ids, Decision: decision, PairCount: pairs.length, DecidedAt: now.toISOString() }
}
