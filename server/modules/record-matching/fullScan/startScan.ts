import { createHash, randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import type { PublicSchemas } from '../../../http/contractOperations'
import { conflict, notFound } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { cachedRecordModel, findDefinitionRow, readableInstances, type RecordDefinition } from '../../entities'
import { ExecutionSource, enqueueJob, findFunction, runtimeFor } from '../../functions'
import { findProfileRow, type StoredProfile } from '../profiles.repo'
import { profileNotFound } from '../validation'
import { scanFunctionKey, scanRecordLimit, ScanCodes } from './scanModel'
import { deleteOldScans, findScan, insertScan, setScanJob } from './scans.repo'
import { mayCancel, withoutResult, type FullScanDto } from './scanView'

/**
 * Starts a full scan: a scan row owned by the caller, recording what it is computed under (the
 * caller's roles, the profile's RowVersion, the definition's version and its record security), and
 * its job on the function host, in one transaction.
 */

export type StartScanRequest = PublicSchemas['RecordMatchingFullScanStartRequest']

/** Scans kept per owner, profile, archive scope and anchor: the latest and those before it (for comparing); older ended ones go. */
export const keptScans = 3

/** What the scan is computed under: a later read that finds any of it changed answers 409. */
export interface ScanBasis {
  definition: RecordDefinition
  definitionVersion: string
  securityFingerprint: string
}

export async function scanBasis(db: Db, entityIdOrKey: string): Promise<ScanBasis | null> {
  const definition = await cachedRecordModel(db, entityIdOrKey)
  const row = definition ? await findDefinitionRow(db, definition.id) : undefined
  if (!definition || !row) return null
  const securityFingerprint = createHash('sha256').update(JSON.stringify(definition.security), 'utf8').digest('hex')
  return { definition, definitionVersion: String(row.row_version), securityFingerprint }
}

export function profileTargets(profile: StoredProfile, definition: RecordDefinition): boolean {
  return profile.entityDefinitionName.toLowerCase() === definition.name.toLowerCase()
}

/** `recordLimit`: the request limit of a target-wide scan (default scanRecordLimit). */
export async function startFullScan(db: Db, auth: AuthContext, entityIdOrKey: string, request: StartScanRequest, now: Date, options: { recordLimit?: number } = {}): Promise<FullScanDto> {
  const basis = await scanBasis(db, entityIdOrKey)
  if (!basis) throw notFound(`There is no entity "${entityIdOrKey}".`, entityIdOrKey)
  const profile = await findProfileRow(db, request.ProfileId)
  if (!profile || !profileTargets(profile, basis.definition)) throw profileNotFound(request.ProfileId)
  if (!profile.isEnabled) throw conflict(ScanCodes.profileDisabled, 'This record-matching profile is disabled.')
  const anchorId = request.AnchorInstanceId ?? null
  if (anchorId !== null && !(await readableInstances(db, basis.definition, auth, [anchorId], now)).has(anchorId)) {
    throw notFound(`There is no record "${anchorId}" of the entity "${basis.definition.name}".`, anchorId)
  }
  const fn = await findFunction(db, 'key', scanFunctionKey)
  if (!fn) throw conflict(ScanCodes.scanUnavailable, 'The full-scan function is not installed on this host.')
  const scanId = randomUUID()
  await db.transaction(async (tx) => {
    await insertScan(tx, {
      id: scanId,
      profileId: profile.id,
      profileRowVersion: profile.rowVersion,
      entityDefinitionId: basis.definition.id,
      definitionVersion: basis.definitionVersion,
      securityFingerprint: basis.securityFingerprint,
      ownerUserId: auth.userId,
      ownerRoles: auth.roles,
      archiveMode: request.ArchiveMode ?? profile.archiveMode,
      anchorInstanceId: anchorId,
      recordLimit: options.recordLimit ?? scanRecordLimit,
      createdAt: now,
    })
    const job = await enqueueJob(tx, {
      fn,
      source: ExecutionSource.Command,
      arguments: { ScanId: scanId },
      deduplicationKey: `record-matching-scan:${scanId}`,
      actorUserId: auth.userId,
      entityDefinitionId: basis.definition.id,
      entityInstanceId: anchorId,
      operation: anchorId === null ? 'FullScan' : 'AnchoredScan',
    }, now)
    await setScanJob(tx, scanId, job.jobId)
    await deleteOldScans(tx, { ownerUserId: auth.userId, profileId: profile.id, archiveMode: request.ArchiveMode ?? profile.archiveMode, anchorInstanceId: anchorId }, keptScans)
  })
  runtimeFor(db).wake()
  const scan = await findScan(db, scanId)
  if (!scan) throw notFound(`Full scan "${scanId}" does not exist.`, scanId)
  return withoutResult(scan, profile, mayCancel(scan, auth))
}
