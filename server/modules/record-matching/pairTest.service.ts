import type { Db } from '../../db'
import type { ConfigSchemas } from '../../http/contractOperations'
import { badRequest, notFound } from '../../http/errors'
import type { AuthContext } from '../../http/operation'
import { cachedRecordModel, type RecordDefinition } from '../entities'
import { MatchingCodes } from './codes'
import { toMatchRules } from './profileModel'
import { loadProfile } from './profiles.service'
import { readableRecord } from './records'
import { scorePair } from './scoring/score'
import type { MatchRule, MatchValues } from './scoring/types'
import { checkProfile, matchableField, profileNotFound } from './validation'

/**
 * The pair tester: two records (read as the caller may read them) or two sets of typed values,
 * scored with a stored profile or with an unsaved configuration. Nothing is stored.
 */

type PairTestRequest = ConfigSchemas['RecordMatchingPairTestRequest']
type PairSide = ConfigSchemas['RecordMatchingPairSide']
type PairTest = ConfigSchemas['RecordMatchingPairTest']

/** The profileId that tests a profile not yet created (with a Configuration). */
export const unsavedProfileId = 'new'

interface Profile {
  id: string | null
  key: string
  targetKind: number
  actionMode: number
  definition: RecordDefinition | null
  rules: MatchRule[]
}

async function profileToTest(db: Db, profileId: string, request: PairTestRequest): Promise<Profile> {
  const configuration = request.Configuration ?? null
  const unsaved = profileId === unsavedProfileId
  if (unsaved && !configuration) throw badRequest(MatchingCodes.required, 'Testing a profile not yet created needs its Configuration.', 'Configuration')
  const stored = unsaved ? null : await loadProfile(db, profileId)
  if (configuration) {
    const checked = checkProfile(configuration, await cachedRecordModel(db, configuration.EntityDefinitionId), stored?.rules ?? [], 'Configuration')
    return { id: stored?.id ?? null, key: checked.key, targetKind: checked.targetKind, actionMode: checked.actionMode, definition: checked.definition, rules: toMatchRules(checked.rules, checked.definition) }
  }
  if (!stored) throw profileNotFound(profileId)
  const definition = await cachedRecordModel(db, stored.entityDefinitionName)
  return { id: stored.id, key: stored.key, targetKind: stored.targetKind, actionMode: stored.actionMode, definition, rules: toMatchRules(stored.rules, definition) }
}

const isScalar = (value: unknown) => value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'

interface ResolvedSide {
  info: { InstanceId: string | null; DisplayName: string | null }
  values: MatchValues
}

async function resolveSide(db: Db, auth: AuthContext, definition: RecordDefinition, side: PairSide, member: string, now: Date): Promise<ResolvedSide> {
  const instanceId = side.InstanceId ?? null
  const values = side.Values ?? null
  if ((instanceId === null) === (values === null)) {
    throw badRequest(MatchingCodes.sideInvalid, `${member} needs either an InstanceId or Values, not both.`, member)
  }
  if (instanceId !== null) {
    const record = await readableRecord(db, definition, auth, instanceId, now)
    if (!record) throw notFound(`There is no record "${instanceId}" of the entity "${definition.name}".`, instanceId)
    return { info: { InstanceId: record.Id, DisplayName: record.DisplayName }, values: record.Fields }
  }
  for (const [key, value] of Object.entries(values ?? {})) {
    const field = definition.primary.fields.find((candidate) => candidate.key === key)
    if (!field || !matchableField(field)) throw badRequest(MatchingCodes.unknownField, `The entity "${definition.name}" has no comparable field "${key}".`, `${member}.Values.${key}`)
    if (!isScalar(value)) throw badRequest(MatchingCodes.invalid, `The value of "${key}" must be text, a number, true or false, or null.`, `${member}.Values.${key}`)
  }
  return { info: { InstanceId: null, DisplayName: null }, values: values ?? {} }
}

export async function testPair(db: Db, auth: AuthContext, profileId: string, request: PairTestRequest, now: Date): Promise<PairTest> {
  const profile = await profileToTest(db, profileId, request)
  if (!profile.definition) throw notFound('The entity definition of this profile no longer exists.', profileId)
  const left = await resolveSide(db, auth, profile.definition, request.Left, 'Left', now)
  const right = await resolveSide(db, auth, profile.definition, request.Right, 'Right', now)
  const score = scorePair(profile.rules, left.values, right.values)
  return {
    ProfileId: profile.id,
    ProfileKey: profile.key,
    TargetKind: profile.targetKind as PairTest['TargetKind'],
    ActionMode: profile.actionMode as PairTest['ActionMode'],
    Left: left.info,
    Right: right.info,
    Score: score.Score,
    ConfidenceBand: score.ConfidenceBand,
    IsMatch: score.IsMatch,
    Rules: score.Rules,
  }
}
