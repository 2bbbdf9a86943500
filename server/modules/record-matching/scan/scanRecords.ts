import { cachedSteps, scorePair } from '../scoring/score'
import type { MatchRule, MatchValues } from '../scoring/types'
import { blockingEntries, CandidatePartners } from './blocking'
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


/** The pairs a scan compares, one record's at a time, and how many there are. */
interface PairSource {
  total: number
  pairs(): Generator<[number, number]>
}

function anchoredPairs(records: readonly ScanRecord[], anchorId: string): PairSource {
  const anchor = records.findIndex((record) => record.id === anchorId)
  return {
    total: anchor < 0 ? 0 : records.length - 1,
    *pairs() {
      if (anchor < 0) return
      for (let index = 0; index < records.length; index++) if (index !== anchor) yield [anchor, index]
    },
  }
}

function blockedPairs(records: readonly ScanRecord[], rules: readonly MatchRule[]): PairSource {
  const partners = new CandidatePartners(records.map((record) => blockingEntries(rules, record.values)))
  return {
    total: partners.count(),
    *pairs() {
      for (let left = 0; left < records.length; left++) for (const right of partners.of(left)) yield [left, right]
    },
  }
}

export async function scanRecords(options: ScanOptions): Promise<ScanOutcome> {
  const anchored = options.anchorId !== undefined && options.anchorId !== null
  const scanned = anchored ? options.records : options.records.slice(0, options.recordLimit)
  const pairs = anchored ? anchoredPairs(scanned, options.anchorId ?? '') : blockedPairs(scanned, options.rules)
  const every = options.progressEvery ?? 500
  const stepsOf = cachedSteps()
  const matched: MatchedPair[] = []
  let done = 0
  for (const [leftIndex, rightIndex] of pairs.pairs()) {
    if (done % every === 0) {
      options.throwIfCancelled?.()
      await options.progress?.(done, pairs.total)
    }
    done++
    const left = scanned[leftIndex]
    const right = scanned[rightIndex]
    if (!left || !right || options.skipPair?.(left.id, right.id)) continue
    const score = scorePair(options.rules, left.values, right.values, stepsOf)
    if (score.IsMatch) matched.push({ left: left.id, right: right.id, score })
  }
  options.throwIfCancelled?.()
  await options.progress?.(pairs.total, pairs.total)
  const visible = Math.max(options.totalVisibleRecords ?? 0, options.records.length)
  return {
    TotalVisibleRecords: visible,
    TotalScannedRecords: scanned.length,
    ScanLimitReached: !anchored && visible > options.recordLimit,
    ComparedPairs: pairs.total,
    Groups: groupPairs(matched),
  }
}
