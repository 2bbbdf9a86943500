import { scorePair } from '../scoring/score'
import type { MatchRule, MatchValues } from '../scoring/types'
import { blockingKeys, candidatePairs } from './blocking'
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

export const defaultRecordLimit = 5000

function anchoredPairs(records: readonly ScanRecord[], anchorId: string): Array<[number, number]> {
  const anchor = records.findIndex((record) => record.id === anchorId)
  if (anchor < 0) return []
  return records.flatMap((_record, index): Array<[number, number]> => (index === anchor ? [] : [[anchor, index]]))
}

export async function scanRecords(options: ScanOptions): Promise<ScanOutcome> {
  const anchored = options.anchorId !== undefined && options.anchorId !== null
  const scanned = anchored ? options.records : options.records.slice(0, options.recordLimit)
  const pairs = anchored
    ? anchoredPairs(scanned, options.anchorId ?? '')
    : candidatePairs(scanned.map((record) => blockingKeys(options.rules, record.values)))
  const every = options.progressEvery ?? 500
  const matched: MatchedPair[] = []
  let done = 0
  for (const [leftIndex, rightIndex] of pairs) {
    if (done % every === 0) {
      options.throwIfCancelled?.()
      await options.progress?.(done, pairs.length)
    }
    done++
    const left = scanned[leftIndex]
    const right = scanned[rightIndex]
    if (!left || !right || options.skipPair?.(left.id, right.id)) continue
    const score = scorePair(options.rules, left.values, right.values)
    if (score.IsMatch) matched.push({ left: left.id, right: right.id, score })
  }
  options.throwIfCancelled?.()
  await options.progress?.(pairs.length, pairs.length)
  const visible = Math.max(options.totalVisibleRecords ?? 0, options.records.length)
  return {
    TotalVisibleRecords: visible,
    TotalScannedRecords: scanned.length,
    ScanLimitReached: !anchored && visible > options.recordLimit,
    ComparedPairs: pairs.length,
    Groups: groupPairs(matched),
  }
}
