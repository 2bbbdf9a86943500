import type { Db } from '../../db'
import type { ConfigSchemas } from '../../http/contractOperations'
import { badRequest, notFound } from '../../http/errors'
import type { AuthContext } from '../../http/operation'
import { cachedRecordModel, readableInstances, type EntityInstance, type RecordDefinition, type RecordField } from '../entities'
import { MatchingCodes } from './codes'
import { toMatchRules } from './profileModel'
import { loadProfile } from './profiles.service'
import { scorePair } from './scoring/score'
import type { MatchRule, MatchValues } from './scoring/types'
import { checkProfile, matchableField, profileNotFound, scopeField } from './validation'

/**
 * The pair tester: two records (read as the caller may read them) or two sets of typed values,
 * scored with a stored profile or with an unsaved configuration. Nothing is stored.
 */

type PairTestRequest = ConfigSchemas['RecordMatchingPairTestRequest']
type PairSide = ConfigSchemas['RecordMatchingPairSide']
type PairTest = ConfigSchemas['RecordMatchingPairTest']
type PairScope = ConfigSchemas['RecordMatchingPairScope']
type LookupItem = ConfigSchemas['EntityInstanceLookupItem']

/** The profileId that tests a profile not yet created (with a Configuration). */
export const unsavedProfileId = 'new'

interface Profile {
  id: string | null
  key: string
  targetKind: number
  scopeFieldId: string | null
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
    return {
      id: stored?.id ?? null,
      key: checked.key,
      targetKind: checked.targetKind,
      scopeFieldId: checked.scopeFieldId,
      actionMode: checked.actionMode,
      definition: checked.definition,
      rules: toMatchRules(checked.rules, checked.definition, checked.scopeFieldId),
    }
  }
  if (!stored) throw profileNotFound(profileId)
  const definition = await cachedRecordModel(db, stored.entityDefinitionName)
  return {
    id: stored.id,
    key: stored.key,
    targetKind: stored.targetKind,
    scopeFieldId: stored.scopeFieldId,
    actionMode: stored.actionMode,
    definition,
    rules: toMatchRules(stored.rules, definition, stored.scopeFieldId),
  }
}

const isScalar = (value: unknown) => value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'

interface ResolvedSide {
  info: { InstanceId: string | null; DisplayName: string | null }
  values: MatchValues
}

/** Typed values name the compared fields, and for a WithinReference profile its scope field (a record id). */
const typedField = (field: RecordField, scopeFieldId: string | null) => matchableField(field) || (field.id === scopeFieldId && scopeField(field))

async function resolveSide(db: Db, auth: AuthContext, profile: Profile & { definition: RecordDefinition }, side: PairSide, member: string, now: Date): Promise<ResolvedSide> {
  const definition = profile.definition
  const instanceId = side.InstanceId ?? null
  const values = side.Values ?? null
  if ((instanceId === null) === (values === null)) {
    throw badRequest(MatchingCodes.sideInvalid, `${member} needs either an InstanceId or Values, not both.`, member)
  }
  if (instanceId !== null) {
    const record = (await readableInstances(db, definition, auth, [instanceId], now)).get(instanceId)
    if (!record) throw notFound(`There is no record "${instanceId}" of the entity "${definition.name}".`, instanceId)
    return { info: { InstanceId: record.Id, DisplayName: record.DisplayName }, values: record.Fields }
  }
  for (const [key, value] of Object.entries(values ?? {})) {
    const field = definition.primary.fields.find((candidate) => candidate.key === key)
    if (!field || !typedField(field, profile.scopeFieldId)) throw badRequest(MatchingCodes.unknownField, `The entity "${definition.name}" has no comparable field "${key}".`, `${member}.Values.${key}`)
    if (!isScalar(value)) throw badRequest(MatchingCodes.invalid, `The value of "${key}" must be text, a number, true or false, or null.`, `${member}.Values.${key}`)
  }
  return { info: { InstanceId: null, DisplayName: null }, values: values ?? {} }
}

/** The records both sides reference through the scope field, as the caller may see them (restricted otherwise). */
async function pairScope(db: Db, auth: AuthContext, definition: RecordDefinition, scopeFieldId: string | null, left: MatchValues, right: MatchValues, now: Date): Promise<PairScope | null> {
  const field = definition.primary.fields.find((candidate) => candidate.id === scopeFieldId)
  if (!field) return null
  const ids = [left[field.key], right[field.key]].map((value) => (typeof value === 'string' && value !== '' ? value : null))
  const target = field.referenceTo ? await cachedRecordModel(db, field.referenceTo) : null
  const readable = target ? await readableInstances(db, target, auth, ids.filter((id): id is string => id !== null), now) : new Map<string, EntityInstance>()
  const item = (id: string | null): LookupItem | null => {
    if (id === null) return null
    const record = readable.get(id)
    return record ? { Id: id, Number: record.Number, DisplayName: record.DisplayName } : { Id: id, Number: '', DisplayName: '', IsRestricted: true }
  }
  return { FieldId: field.id, FieldKey: field.key, FieldLabel: field.displayName, Left: item(ids[0] ?? null), Right: item(ids[1] ?? null), IsSame: ids[0] !== null && ids[0] === ids[1] }
}

export async function testPair(db: Db, auth: AuthContext, profileId: string, request: PairTestRequest, now: Date): Promise<PairTest> {
  const loaded = await profileToTest(db, profileId, request)
  const definition = loaded.definition
  if (!definition) throw notFound('The entity definition of this profile no longer exists.', profileId)
  const profile = { ...loaded, definition }
  const left = await resolveSide(db, auth, profile, request.Left, 'Left', now)
  const right = await resolveSide(db, auth, profile, request.Right, 'Right', now)
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
    Scope: await pairScope(db, auth, definition, profile.scopeFieldId, left.values, right.values, now),
  }
}
