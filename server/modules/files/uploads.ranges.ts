import type { ByteRange } from './files.types'

/** The received byte ranges of an upload: sorted, merged, half-open [Start, End). */

/** Adds one range; overlapping and touching ranges merge into one. */
export function mergeRange(ranges: readonly ByteRange[], added: ByteRange): ByteRange[] {
  const sorted = [...ranges, added].sort((a, b) => a.Start - b.Start)
  const merged: ByteRange[] = []
  for (const range of sorted) {
    const last = merged[merged.length - 1]
    if (last && range.Start <= last.End) last.End = Math.max(last.End, range.End)
    else merged.push({ Start: range.Start, End: range.End })
  }
  return merged
}

export function receivedBytes(ranges: readonly ByteRange[]): number {
  return ranges.reduce((total, range) => total + (range.End - range.Start), 0)
}

/** What is still missing of [0, size). */
export function missingRanges(ranges: readonly ByteRange[], size: number): ByteRange[] {
  const missing: ByteRange[] = []
  let at = 0
  for (const range of [...ranges].sort((a, b) => a.Start - b.Start)) {
    if (range.Start > at) missing.push({ Start: at, End: Math.min(range.Start, size) })
    at = Math.max(at, range.End)
  }
  if (at < size) missing.push({ Start: at, End: size })
  return missing
}
