import type { Issue } from '../../../http/envelope'
import { EnvelopeError } from '../../../http/errors'
import { readableInstances, readableRecordValues, type RecordWriteCheck } from '../../entities'
import { InstanceArchiveState, RecordMatchingActionMode as ActionMode, RecordMatchingDecision as Decision } from '../../../../shared/enums'
import { findDecisions } from '../decisions/decisions.repo'
import { heldDecisions, pairKey } from '../decisions/pairs'
import { toMatchRules } from '../profileModel'
import { listProfileRows, type StoredProfile } from '../profiles.repo'
import { scorePair } from '../scoring/score'
import { basisPointsText } from './messages'

/**
 * ActionMode on create and change: a record an API caller writes is compared with the active records
 * they may read (the first 5,000 by Number: the write waits for it) by every enabled profile of its
 * entity that warns or blocks. WarnOnCreate answers the matches as Warnings; BlockOnCreate refuses
 * the write with 409 naming the best match. Pairs a reviewer said are not duplicates stay apart.
 */

export const duplicateCodes = {
  blocked: 'workspace.recordMatching.duplicateBlocked',
  possible: 'workspace.recordMatching.possibleDuplicate',
} as const

/** A write is compared with at most this many records (it waits for the check). */
export const writeCheckRecordLimit = 5000

/** At most this many matches are named per profile. */
const namedMatches = 3

interface Match {
  instanceId: string
  displayName: string
  score: number
  rules: string
}

async function matchesOf(tx: Parameters<RecordWriteCheck>[0], profile: StoredProfile, write: Parameters<RecordWriteCheck>[1]): Promise<Match[]> {
  const caller = { userId: write.caller.userId, roles: write.caller.roles }
  const written = (await readableInstances(tx, write.definition, caller, [write.instanceId], write.now)).get(write.instanceId)
  if (!written) return []
  const rules = toMatchRules(profile.rules, write.definition, profile.scopeFieldId)
  const readable = await readableRecordValues(tx, write.definition, caller, InstanceArchiveState.Active, writeCheckRecordLimit, write.now)
  const others = readable.records.filter((record) => record.Id !== write.instanceId)
  const versions = new Map(readable.records.map((record) => [record.Id, record.RowVersion]))
  versions.set(written.Id, written.RowVersion)
  const held = heldDecisions(await findDecisions(tx, profile.id, [written.Id, ...others.map((record) => record.Id)]), (id) => versions.get(id))
  const scored = others.flatMap((record) => {
    if (held.get(pairKey(written.Id, record.Id)) === Decision.NotDuplicate) return []
    const score = scorePair(rules, written.Fields, record.Fields)
    if (!score.IsMatch) return []
    return [{ id: record.Id, score: score.Score, rules: score.Rules.filter((rule) => rule.IsMatch).map((rule) => rule.RuleLabel).join(', ') }]
  })
  const best = scored.sort((a, b) => b.score - a.score).slice(0, namedMatches)
  const names = await readableInstances(tx, write.definition, caller, best.map((match) => match.id), write.now)
  return best.map((match) => ({ instanceId: match.id, displayName: names.get(match.id)?.DisplayName ?? match.id, score: match.score, rules: match.rules }))
}

/** The issue with what a client needs to show the matches: the profile and the matching records' ids. */
function withMatches(issue: Pick<Issue, 'Code' | 'Message'>, profile: StoredProfile, matches: readonly Match[]): Issue {
  return {
    ...issue,
    Metadata: {
      profileId: profile.id,
      profileKey: profile.key,
      instanceIds: matches.map((match) => match.instanceId).join(','),
      score: String(matches[0]?.score ?? 0),
    },
  }
}

export const duplicateCheck: RecordWriteCheck = async (tx, write) => {
  const profiles = (await listProfileRows(tx)).filter((profile) =>
    profile.isEnabled && profile.actionMode !== ActionMode.ReportOnly && profile.entityDefinitionName.toLowerCase() === write.definition.name.toLowerCase())
  const warnings: Issue[] = []
  for (const profile of profiles) {
    const matches = await matchesOf(tx, profile, write)
    const [best] = matches
    if (!best) continue
    const named = matches.map((match) => `“${match.displayName}” (${basisPointsText(match.score)}, ${match.rules})`).join('; ')
    if (profile.actionMode === ActionMode.BlockOnCreate) {
      throw new EnvelopeError(409, [
        withMatches({ Code: duplicateCodes.blocked, Message: `This record duplicates ${named} by the profile “${profile.displayName}”; nothing was saved.` }, profile, matches),
      ])
    }
    warnings.push(withMatches({ Code: duplicateCodes.possible, Message: `This record may duplicate ${named} by the profile “${profile.displayName}”.` }, profile, matches))
  }
  return warnings
}
