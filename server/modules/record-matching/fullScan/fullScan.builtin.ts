import type { BuiltinFunction, FunctionContext, FunctionResult } from '../../functions'
import { cachedRecordModel, readableRecordValues } from '../../entities'
import { toMatchRules } from '../profileModel'
import { RecordMatchingDecision as Decision } from '../../../../shared/enums'
import { findDecisions } from '../decisions/decisions.repo'
import { heldDecisions, pairKey } from '../decisions/pairs'
import { findProfileRow } from '../profiles.repo'
import { scanRecords } from '../scan/scanRecords'
import { scanFunctionKey } from './scanModel'
import { findScan, markScanProcessing, writeScanOutcome } from './scans.repo'

/**
 * Runs one full scan (queued by RecordMatching_StartFullScan) as its owner: it reads only the records
 * the owner may read in the scan's archive scope, compares them by blocking key (target-wide, at most
 * the scan's record limit) or the anchor with every one of them, and stores the groups. Pairs a
 * reviewer said are not duplicates are not matched while both records are unchanged.
 */

const refused = (message: string): FunctionResult => ({ kind: 'validation', issues: [{ field: null, message }] })

async function runScan(context: FunctionContext): Promise<FunctionResult> {
  const scanId = typeof context.arguments.ScanId === 'string' ? context.arguments.ScanId : ''
  const scan = await findScan(context.db, scanId)
  if (!scan) return { kind: 'skipped', summary: `There is no full scan "${scanId}".` }
  await markScanProcessing(context.db, scan.id, context.now())
  const profile = await findProfileRow(context.db, scan.profileId)
  if (!profile) return refused('The record-matching profile of this scan has been deleted.')
  const definition = await cachedRecordModel(context.db, scan.entityDefinitionId)
  if (!definition) return refused('The entity definition of this scan has been deleted.')
  const anchored = scan.anchorInstanceId !== null
  const owner = { userId: scan.ownerUserId, roles: scan.ownerRoles }
  const limit = anchored ? Number.MAX_SAFE_INTEGER : scan.recordLimit
  const readable = await readableRecordValues(context.db, definition, owner, scan.archiveMode, limit, context.now())
  context.throwIfCancelled()
  const records = readable.records.map((record) => ({ id: record.Id, values: record.Fields }))
  if (anchored && !records.some((record) => record.id === scan.anchorInstanceId)) {
    return refused('The record whose duplicates were asked for can no longer be read.')
  }
  const versions = new Map(readable.records.map((record) => [record.Id, record.RowVersion]))
  const held = heldDecisions(await findDecisions(context.db, profile.id), (id) => versions.get(id))
  const outcome = await scanRecords({
    rules: toMatchRules(profile.rules, definition),
    records,
    skipPair: (left, right) => held.get(pairKey(left, right)) === Decision.NotDuplicate,
    anchorId: scan.anchorInstanceId,
    recordLimit: scan.recordLimit,
    totalVisibleRecords: readable.total,
    progress: (done, total) => context.progress(done, total),
    throwIfCancelled: () => context.throwIfCancelled(),
  })
  await writeScanOutcome(context.db, scan.id, outcome, context.now())
  const groups = outcome.Groups.length
  return {
    kind: 'success',
    summary: outcome.ScanLimitReached
      ? `Scanned ${outcome.TotalScannedRecords} of ${outcome.TotalVisibleRecords} records, stopped at the limit: ${groups} group(s).`
      : `Scanned ${outcome.TotalScannedRecords} records: ${groups} group(s).`,
    result: { ScanId: scan.id, Groups: outcome.Groups.length, ScanLimitReached: outcome.ScanLimitReached },
  }
}

export const recordMatchingFullScan: BuiltinFunction = {
  key: scanFunctionKey,
  displayName: 'Record-matching full scan',
  description: 'Finds groups of duplicate records of an entity definition with a record-matching profile, as the user who started the scan.',
  supportsCancellation: true,
  timeoutMs: 30 * 60_000,
  maxAttempts: 2,
  isPlatform: true,
  version: 1,
  run: runScan,
}
