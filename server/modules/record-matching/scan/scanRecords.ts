import { cachedSteps, matchScore, scorePair } from '../scoring/score'
import type { MatchRule, MatchValues } from '../scoring/types'
import { blockingEntries, CandidatePartners, type BlockingEntry } from './blocking'
import { groupPairs, type MatchedPair, type MatchGroup } from './groups'

/**
 * One full scan over records already read as the scan's owner may read them. A target-wide scan
 * compares the records that share a blocking key and stops at `recordLimit` records
 * (`ScanLimitReached`); an anchored scan compares the anchor with every other record given.
 * Progress is reported and cancellation checked between steps.
 */

export interface ScanRecord {
  id: string
  values: MatchValues
}

export interface ScanOptions {
  rules: readonly MatchRule[]
  records: readonly ScanRecord[]
  /** Only this record's duplicates: compared with every record, no blocking, no limit. */
  anchorId?: string | null
  recordLimit: number
  /** Every record the owner may read, when `records` holds only the first of them (default: records given). */
  totalVisibleRecords?: number
  /** Awaited every `progressEvery` comparisons (Done of Total comparisons). */
  progress?: (done: number, total: number) => Promise<void>
  /** Pairs never to match (a reviewer said they are not duplicates). */
  skipPair?: (leftId: string, rightId: string) => boolean
  /** Throws to stop the scan (the host's cancel). */
  throwIfCancelled?: () => void
  progressEvery?: number
}

export interface ScanOutcome {
  TotalVisibleRecords: number
  TotalScannedRecords: number
  ScanLimitReached: boolean
  ComparedPairs: number
  Groups: MatchGroup[]
}


/**
 * The pairs a scan compares, one record's at a time. Progress counts records (`step` of `steps`):
 * counting the pairs first would mean going through them twice.
 */
interface PairSource {
  steps: number
  pairs(): Generator<[left: number, right: number, step: number]>
}

function anchoredPairs(records: readonly ScanRecord[], anchorId: string): PairSource {
  const anchor = records.findIndex((record) => record.id === anchorId)
  return {
    steps: records.length,
    *pairs() {
      if (anchor < 0) return
      for (let index = 0; index < records.length; index++) if (index !== anchor) yield [anchor, index, index]
    },
  }
}

/**
 * A scan runs in the API's process: it lets waiting requests (and its own progress writes) in at
 * least this often, or the server would answer nobody until it ends.
 */
const sliceMs = 10

function yielder(): () => Promise<void> {
  let since = performance.now()
  return async () => {
    if (performance.now() - since < sliceMs) return
    await new Promise((resolve) => setImmediate(resolve))
    since = performance.now()
  }
}

/** Records are prepared (their blocking keys) this many at a time between two progress reports. */
const preparedPerReport = 2000

async function blockedPairs(records: readonly ScanRecord[], rules: readonly MatchRule[], options: ScanOptions): Promise<PairSource> {
  const entries: BlockingEntry[][] = []
  const pause = yielder()
  for (const record of records) {
    if (entries.length % preparedPerReport === 0) {
      options.throwIfCancelled?.()
      await options.progress?.(entries.length, records.length)
      await pause()
    }
    entries.push(blockingEntries(rules, record.values))
  }
  const partners = new CandidatePartners(entries)
  return {
    steps: records.length,
    *pairs() {
      for (let left = 0; left < records.length; left++) for (const right of partners.of(left)) yield [left, right, left]
    },
  }
}

export async function scanRecords(options: ScanOptions): Promise<ScanOutcome> {
  const anchored = options.anchorId !== undefined && options.anchorId !== null
  const scanned = anchored ? options.records : options.records.slice(0, options.recordLimit)
  const pairs = anchored ? anchoredPairs(scanned, options.anchorId ?? '') : await blockedPairs(scanned, options.rules, options)
  const every = options.progressEvery ?? 500
  const stepsOf = cachedSteps()
  const matched: MatchedPair[] = []
  let compared = 0
  const pause = yielder()
  for (const [leftIndex, rightIndex, step] of pairs.pairs()) {
    if (compared % every === 0) {
      options.throwIfCancelled?.()
      await options.progress?.(step, pairs.steps)
      await pause()
    }
    compared++
    const left = scanned[leftIndex]
    const right = scanned[rightIndex]
    if (!left || !right || options.skipPair?.(left.id, right.id)) continue
    const score = matchScore(options.rules, left.values, right.values, stepsOf)
    if (score !== null) matched.push({ left: left.id, right: right.id, score })
  }
  options.throwIfCancelled?.()
  await options.progress?.(pairs.steps, pairs.steps)
  const visible = Math.max(options.totalVisibleRecords ?? 0, options.records.length)
  const valuesOf = new Map(scanned.map((record) => [record.id, record.values]))
  return {
    TotalVisibleRecords: visible,
    TotalScannedRecords: scanned.length,
    ScanLimitReached: !anchored && visible > options.recordLimit,
    ComparedPairs: compared,
    Groups: groupPairs(matched, (leftId, rightId) => scorePair(options.rules, valuesOf.get(leftId) ?? {}, valuesOf.get(rightId) ?? {})),
  }
}
