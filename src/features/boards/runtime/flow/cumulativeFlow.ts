/** Geometry of the cumulative-flow chart: stacked areas per status over days, as plain SVG paths. */
import { niceCeiling } from '@/platform/charts/niceCeiling'

export interface FlowDay {
  Date: string
  Counts: { BoardStatusId: string; Count: number }[]
}

export interface FlowBand {
  statusId: string
  /** Closed SVG path of the band. */
  path: string
}

export interface FlowGeometry {
  bands: FlowBand[]
  /** The top of the value axis (a round number at or above the largest day's total). */
  max: number
  /** Value-axis ticks with their y. */
  yTicks: { value: number; y: number }[]
  /** Day ticks (at most `maxXTicks`) with their x. */
  xTicks: { date: string; x: number }[]
  plot: { left: number; top: number; right: number; bottom: number }
}

export interface ChartBox {
  width: number
  height: number
  padding: { left: number; top: number; right: number; bottom: number }
}

const round = (value: number) => Math.round(value * 10) / 10

/**
 * Bands stacked in `stackOrder` (bottom first: done work at the bottom, as cumulative-flow charts
 * are read), x evenly over the days, y from 0 to a round maximum.
 */
export function cumulativeFlow(days: readonly FlowDay[], stackOrder: readonly string[], box: ChartBox, maxXTicks = 6): FlowGeometry {
  const plot = {
    left: box.padding.left,
    top: box.padding.top,
    right: box.width - box.padding.right,
    bottom: box.height - box.padding.bottom,
  }
  const counts = days.map((day) => new Map(day.Counts.map((count) => [count.BoardStatusId, count.Count])))
  const totals = counts.map((byStatus) => stackOrder.reduce((sum, id) => sum + (byStatus.get(id) ?? 0), 0))
  const max = niceCeiling(Math.max(0, ...totals))
  const span = plot.right - plot.left
  const x = (index: number) => round(days.length <= 1 ? plot.left + span / 2 : plot.left + (index * span) / (days.length - 1))
  const y = (value: number) => round(plot.bottom - (value / max) * (plot.bottom - plot.top))

  const below = days.map(() => 0)
  const bands: FlowBand[] = []
  for (const statusId of stackOrder) {
    const lower = [...below]
    const upper = counts.map((byStatus, index) => lower[index]! + (byStatus.get(statusId) ?? 0))
    upper.forEach((value, index) => (below[index] = value))
    if (days.length === 0) continue
    const top = upper.map((value, index) => `${x(index)},${y(value)}`)
    const bottom = lower.map((value, index) => `${x(index)},${y(value)}`).reverse()
    bands.push({ statusId, path: `M${top.join('L')}L${bottom.join('L')}Z` })
  }

  const yTicks = [0, 0.25, 0.5, 0.75, 1]
    .map((share) => share * max)
    .filter((value) => Number.isInteger(value))
    .map((value) => ({ value, y: y(value) }))
  const step = Math.max(1, Math.ceil(days.length / maxXTicks))
  const indexes: number[] = []
  for (let index = 0; index < days.length; index += step) indexes.push(index)
  const last = days.length - 1
  if (last >= 0 && indexes[indexes.length - 1] !== last) {
    // The last day always has a tick; a regular one too close before it gives way.
    if (indexes.length > 1 && last - indexes[indexes.length - 1]! < step / 2) indexes.pop()
    indexes.push(last)
  }
  const xTicks = indexes.map((index) => ({ date: days[index]!.Date, x: x(index) }))
  return { bands, max, yTicks, xTicks, plot }
}
