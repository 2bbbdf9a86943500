import type { BuiltinFunction, FunctionContext, FunctionResult } from '../../functions'
import { cachedRecordModel, readableRecordValues, type AccessCaller, type RecordDefinition } from '../../entities'
import type { MatchRule, MatchValues } from '../scoring/types'
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

/** Records are read this many at a time: a large scan never holds whole records, only the values it compares. */
const readPageSize = 2000

/**
 * The records the owner may read, page by page by Number, each kept with only the fields the rules
 * compare (and its RowVersion, for reviewers' decisions); reading is reported as progress.
 */
async function readCompared(context: FunctionContext, definition: RecordDefinition, owner: AccessCaller, archiveMode: number, limit: number, rules: readonly MatchRule[]) {
  const keys = [...new Set(rules.flatMap((rule) => rule.criteria.map((criterion) => criterion.field.key)))]
  const records: Array<{ id: string; values: MatchValues }> = []
  const versions = new Map<string, string>()
  let total = 0
  for (let offset = 0; offset < limit; offset += readPageSize) {
    const page = await readableRecordValues(context.db, definition, owner, archiveMode, Math.min(readPageSize, limit - offset), context.now(), offset)
    total = page.total
    for (const record of page.records) {
      records.push({ id: record.Id, values: Object.fromEntries(keys.map((key) => [key, record.Fields[key]])) })
      versions.set(record.Id, record.RowVersion)
    }
    context.throwIfCancelled()
    await context.progress(Math.min(offset + readPageSize, total, limit), Math.min(total, limit))
    if (offset + readPageSize >= total) break
  }
  return { records, versions, total }
}

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
  const rules = toMatchRules(profile.rules, definition, profile.scopeFieldId)
  const owner = { userId: scan.ownerUserId, roles: scan.ownerRoles }
  const limit = anchored ? Number.MAX_SAFE_INTEGER : scan.recordLimit
  const readable = await readCompared(context, definition, owner, scan.archiveMode, limit, rules)
  const records = readable.records
  if (anchored && !records.some((record) => record.id === scan.anchorInstanceId)) {
    return refused('The record whose duplicates were asked for can no longer be read.')
  }
  const held = heldDecisions(await findDecisions(context.db, profile.id), (id) => readable.versions.get(id))
  const outcome = await scanRecords({
    rules,
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
