import { randomUUID } from 'node:crypto'
import type { Db } from '../../db'
import type { ConfigSchemas } from '../../http/contractOperations'
import { conflict, staleRowVersion } from '../../http/errors'
import { deleteProfileDecisions } from './decisions/decisions.repo'
import type { AuthContext } from '../../http/operation'
import { cachedRecordModel, mayReadRecords } from '../entities'
import { MatchingCodes } from './codes'
import { toDetail, toScannableProfile, toSummary, type ProfileDetail, type ProfileSummary, type ScannableProfile } from './profileModel'
import { deleteProfileRow, findProfileIdByKey, findProfileRow, insertProfileRow, listProfileRows, updateProfileRow, type ProfileWrite, type StoredProfile } from './profiles.repo'
import { checkProfile, profileNotFound, type CheckedProfile, type ProfileRequest } from './validation'

/** Record-matching profiles (Admin or Configurator holding entities.configure): list, read, create, replace, delete. */

type ReplaceRequest = ConfigSchemas['RecordMatchingProfileReplaceRequest']

const withDefinition = async (db: Db, profile: StoredProfile) => cachedRecordModel(db, profile.entityDefinitionName)

export async function listProfiles(db: Db): Promise<ProfileSummary[]> {
  const profiles = await listProfileRows(db)
  return Promise.all(profiles.map(async (profile) => toSummary(profile, await withDefinition(db, profile))))
}

/** The enabled profiles of the definitions whose records the caller may read, for scanning and reviewing. */
export async function listScannableProfiles(db: Db, auth: AuthContext, now: Date): Promise<ScannableProfile[]> {
  const scannable: ScannableProfile[] = []
  for (const profile of await listProfileRows(db)) {
    if (!profile.isEnabled) continue
    const definition = await withDefinition(db, profile)
    if (definition && (await mayReadRecords(db, definition, auth, now))) scannable.push(toScannableProfile(profile, definition))
  }
  return scannable
}

export async function loadProfile(db: Db, id: string): Promise<StoredProfile> {
  const profile = await findProfileRow(db, id)
  if (!profile) throw profileNotFound(id)
  return profile
}

export async function getProfile(db: Db, id: string): Promise<ProfileDetail> {
  const profile = await loadProfile(db, id)
  return toDetail(profile, await withDefinition(db, profile))
}

const toWrite = (id: string, checked: CheckedProfile): ProfileWrite => ({
  id,
  key: checked.key,
  displayName: checked.displayName,
  description: checked.description,
  entityDefinitionName: checked.definition.name,
  targetKind: checked.targetKind,
  scopeFieldId: checked.scopeFieldId,
  actionMode: checked.actionMode,
  archiveMode: checked.archiveMode,
  isEnabled: checked.isEnabled,
  rules: checked.rules,
  rowVersion: randomUUID(),
})

async function assertKeyFree(db: Db, key: string, ownId: string | null): Promise<void> {
  const taken = await findProfileIdByKey(db, key)
  if (taken !== null && taken !== ownId) throw conflict(MatchingCodes.duplicateKey, `A record-matching profile "${key}" already exists.`, 'Key')
}

export async function createProfile(db: Db, userId: string, request: ProfileRequest, now: Date): Promise<ProfileDetail> {
  const checked = checkProfile(request, await cachedRecordModel(db, request.EntityDefinitionId))
  return db.transaction(async (tx) => {
    await assertKeyFree(tx, checked.key, null)
    const id = randomUUID()
    await insertProfileRow(tx, toWrite(id, checked), userId, now)
    return toDetail(await loadProfile(tx, id), checked.definition)
  })
}

export async function replaceProfile(db: Db, userId: string, id: string, request: ReplaceRequest, now: Date): Promise<ProfileDetail> {
  // A rule keeps its id by its key; the RowVersion check below makes sure these are the rules replaced.
  const existing = await loadProfile(db, id)
  const checked = checkProfile(request, await cachedRecordModel(db, request.EntityDefinitionId), existing.rules)
  return db.transaction(async (tx) => {
    const current = await findProfileRow(tx, id, { lock: true })
    if (!current) throw profileNotFound(id)
    if (current.rowVersion !== request.RowVersion) throw staleRowVersion(toDetail(current, await withDefinition(tx, current)))
    await assertKeyFree(tx, checked.key, id)
    await updateProfileRow(tx, toWrite(id, checked), userId, now)
    return toDetail(await loadProfile(tx, id), checked.definition)
  })
}

export async function deleteProfile(db: Db, id: string, rowVersion: string | undefined): Promise<string> {
  return db.transaction(async (tx) => {
    const current = await findProfileRow(tx, id, { lock: true })
    if (!current) throw profileNotFound(id)
    if (rowVersion !== undefined && current.rowVersion !== rowVersion) throw staleRowVersion(toDetail(current, await withDefinition(tx, current)))
    await deleteProfileRow(tx, id)
    await deleteProfileDecisions(tx, id)
    return id
  })
}
