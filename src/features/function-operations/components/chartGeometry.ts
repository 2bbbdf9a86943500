/** Pure layout of the stacked run chart, kept apart from the component so it can be tested alone. */

export interface StatusCount {
  Status: number
  Count: number
}

export interface ChartBucket {
  StartUtc: string
  Counts: StatusCount[]
}

export interface BarSegment {
  status: number
  count: number
  y: number
  height: number
}

export interface Bar {
  start: string
  total: number
  x: number
  width: number
  segments: BarSegment[]
}

/** A round axis maximum (1, 2, 5 × 10ⁿ) at or above the largest total, never 0. */
export function niceMax(value: number): number {
  if (value <= 0) return 1
  const magnitude = 10 ** Math.floor(Math.log10(value))
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= value) ?? 10
  return step * magnitude
}

export function countOf(bucket: ChartBucket, status: number): number {
  return bucket.Counts.find((count) => count.Status === status)?.Count ?? 0
}

/** Bars stacked bottom-up in `order`, scaled into a plot of `width` × `height`. */
export function layoutBars(buckets: ChartBucket[], order: readonly number[], width: number, height: number): { bars: Bar[]; max: number } {
  const totals = buckets.map((bucket) => bucket.Counts.reduce((sum, count) => sum + count.Count, 0))
  const max = niceMax(Math.max(0, ...totals))
  const slot = buckets.length > 0 ? width / buckets.length : width
  const barWidth = Math.max(1, slot * 0.72)
  const bars = buckets.map((bucket, index) => {
    let top = height
    const segments: BarSegment[] = []
    for (const status of order) {
      const count = countOf(bucket, status)
      if (count === 0) continue
      const segmentHeight = (count / max) * height
      top -= segmentHeight
      segments.push({ status, count, y: top, height: segmentHeight })
    }
    return { start: bucket.StartUtc, total: totals[index] ?? 0, x: index * slot + (slot - barWidth) / 2, width: barWidth, segments }
  })
  return { bars, max }
}

/** Statuses that occur at all in the range, in stacking order (the legend and table columns). */
export function statusesPresent(buckets: ChartBucket[], order: readonly number[]): number[] {
  return order.filter((status) => buckets.some((bucket) => countOf(bucket, status) > 0))
}
