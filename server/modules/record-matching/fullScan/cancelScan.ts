import type { Db } from '../../../db'
import { conflict, notFound } from '../../../http/errors'
import type { AuthContext } from '../../../http/operation'
import { cancelJob, runtimeFor } from '../../functions'
import { findProfileRow } from '../profiles.repo'
import { FullScanStatus, ScanCodes } from './scanModel'
import { findScan } from './scans.repo'
import { scanBasis } from './startScan'
import { mayCancel, toScanState, withoutResult, type FullScanDto } from './scanView'

/**
 * RecordMatching_CancelFullScan: its owner (or a holder of the host's cancel permission) stops a
 * queued or running scan through its job. Another user's scan answers 404, as one that does not exist.
 */
export async function cancelFullScan(db: Db, auth: AuthContext, entityIdOrKey: string, scanId: string, now: Date): Promise<FullScanDto> {
  const basis = await scanBasis(db, entityIdOrKey)
  const scan = await findScan(db, scanId)
  if (!basis || !scan || scan.entityDefinitionId !== basis.definition.id || !mayCancel(scan, auth)) {
    throw notFound(`Full scan "${scanId}" does not exist.`, scanId)
  }
  const state = toScanState(scan, true)
  if ((state.Status !== FullScanStatus.Queued && state.Status !== FullScanStatus.Running) || !scan.jobId) {
    throw conflict(ScanCodes.scanEnded, 'The scan has already ended and cannot be cancelled.')
  }
  await cancelJob(db, runtimeFor(db), auth, scan.jobId, now)
  const profile = await findProfileRow(db, scan.profileId)
  const current = await findScan(db, scanId)
  if (!profile || !current) throw notFound(`Full scan "${scanId}" does not exist.`, scanId)
  return withoutResult(current, profile, true)
}
