import type { ByteRange } from '../api/files.types'

/** The byte ranges of [0, size) not covered by `present` (merged and sorted, as the server gives them). */
export function missingRanges(present: readonly ByteRange[], size: number): ByteRange[] {
  const sorted = [...present].sort((a, b) => a.Start - b.Start)
  const missing: ByteRange[] = []
  let cursor = 0
  for (const range of sorted) {
    if (range.Start > cursor) missing.push({ Start: cursor, End: Math.min(range.Start, size) })
    cursor = Math.max(cursor, range.End)
    if (cursor >= size) break
  }
  if (cursor < size) missing.push({ Start: cursor, End: size })
  return missing.filter((range) => range.End > range.Start)
}

/** The chunks that send `ranges`, none longer than `chunkSize`, in file order. */
export function chunksOf(ranges: readonly ByteRange[], chunkSize: number): ByteRange[] {
  const size = Math.max(1, Math.floor(chunkSize))
  const chunks: ByteRange[] = []
  for (const range of ranges) {
    for (let start = range.Start; start < range.End; start += size) chunks.push({ Start: start, End: Math.min(start + size, range.End) })
  }
  return chunks
}

/** How many bytes of [0, size) `present` covers. */
export function presentBytes(present: readonly ByteRange[], size: number): number {
  return size - missingRanges(present, size).reduce((sum, range) => sum + range.End - range.Start, 0)
}
