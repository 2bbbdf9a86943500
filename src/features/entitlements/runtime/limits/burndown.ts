import { niceCeiling } from '@/platform/charts/niceCeiling'

/** Geometry of a limit's burndown: what is left of the granted amount over its period, as plain SVG. */

export interface BurndownPointInput {
  AtUtc: string
  ConsumedAmount: number
  AvailableAmount: number | null
}

export interface ChartBox {
  width: number
  height: number
  padding: { left: number; top: number; right: number; bottom: number }
}

export interface BurndownGeometry {
  /** Step line of the plotted amount (available, or consumed when the limit is unlimited). */
  line: string
  /** Straight pace from the granted amount at the start to 0 at the end; null when unlimited or open-ended. */
  ideal: string | null
  /** Whether the line shows the consumed amount (an unlimited limit has nothing to burn down). */
  plotsConsumed: boolean
  max: number
  yTicks: { value: number; y: number }[]
  xTicks: { at: string; x: number }[]
  plot: { left: number; top: number; right: number; bottom: number }
}

const round = (value: number) => Math.round(value * 10) / 10

export function burndownGeometry(
  points: readonly BurndownPointInput[],
  granted: number | null,
  startsAtUtc: string,
  endsAtUtc: string | null,
  box: ChartBox,
): BurndownGeometry {
  const plot = { left: box.padding.left, top: box.padding.top, right: box.width - box.padding.right, bottom: box.height - box.padding.bottom }
  const plotsConsumed = granted === null
  const value = (point: BurndownPointInput) => (plotsConsumed ? point.ConsumedAmount : (point.AvailableAmount ?? 0))
  const start = Date.parse(startsAtUtc)
  const lastPoint = points.length ? Date.parse(points[points.length - 1]!.AtUtc) : start
  const end = Math.max(endsAtUtc ? Date.parse(endsAtUtc) : lastPoint, lastPoint, start + 1)
  const max = niceCeiling(Math.max(granted ?? 0, ...points.map(value)))
  const x = (ms: number) => round(plot.left + ((ms - start) / (end - start)) * (plot.right - plot.left))
  const y = (amount: number) => round(plot.bottom - (amount / max) * (plot.bottom - plot.top))

  // A balance holds until the next entry: steps, not slopes.
  let line = ''
  points.forEach((point, index) => {
    const px = x(Date.parse(point.AtUtc))
    const py = y(value(point))
    line += index === 0 ? `M${px},${py}` : `H${px}V${py}`
  })
  const ideal = granted !== null && endsAtUtc ? `M${x(start)},${y(granted)}L${x(end)},${y(0)}` : null
  const yTicks = [0, 0.5, 1].map((share) => ({ value: max * share, y: y(max * share) }))
  const tickCount = Math.min(5, Math.max(points.length, 2))
  const xTicks = Array.from({ length: tickCount }, (_, index) => {
    const ms = start + ((end - start) * index) / (tickCount - 1)
    return { at: new Date(ms).toISOString(), x: x(ms) }
  })
  return { line, ideal, plotsConsumed, max, yTicks, xTicks, plot }
}
