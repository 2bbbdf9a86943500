/** Geometry of the periods timeline: each period as a bar on one time axis, its grace after it, today marked. */

export interface TimelinePeriodInput {
  Id: string
  PeriodNumber: number
  StartsAtUtc: string
  EndsAtUtc: string | null
  GraceUntilUtc: string | null
  Status: number
}

export interface TimelinePeriod {
  id: string
  number: number
  status: number
  /** Left edge and width of the period itself, in percent of the axis. */
  left: number
  width: number
  /** The grace after the period (percent), or null when it has none. */
  grace: { left: number; width: number } | null
  /** No end: the bar runs to the axis's end. */
  openEnded: boolean
}

export interface Timeline {
  start: number
  end: number
  periods: TimelinePeriod[]
  /** Today's position in percent, or null when today lies outside the axis. */
  today: number | null
}

const DAY = 24 * 3600 * 1000

/**
 * Lays the periods out from the first start to the last end (or grace). An open-ended period runs to
 * a little past today, so the axis always shows where today is in it.
 */
export function periodTimeline(periods: readonly TimelinePeriodInput[], now: Date): Timeline {
  const nowMs = now.getTime()
  if (periods.length === 0) return { start: nowMs, end: nowMs, periods: [], today: null }
  const starts = periods.map((period) => Date.parse(period.StartsAtUtc))
  const start = Math.min(...starts)
  const ends = periods.map((period) => Date.parse(period.GraceUntilUtc ?? period.EndsAtUtc ?? '') || NaN)
  const openEnded = periods.some((period) => period.EndsAtUtc === null)
  const closedEnd = Math.max(...ends.filter((value) => !Number.isNaN(value)), start)
  const end = openEnded ? Math.max(closedEnd, nowMs + Math.max(7 * DAY, (nowMs - start) * 0.1), start + DAY) : Math.max(closedEnd, start + 1)
  const span = end - start
  const at = (ms: number) => Math.round(((ms - start) / span) * 10000) / 100

  const laid = periods.map((period): TimelinePeriod => {
    const from = Date.parse(period.StartsAtUtc)
    const to = period.EndsAtUtc ? Date.parse(period.EndsAtUtc) : end
    const graceTo = period.GraceUntilUtc ? Date.parse(period.GraceUntilUtc) : to
    return {
      id: period.Id,
      number: period.PeriodNumber,
      status: period.Status,
      left: at(from),
      width: Math.max(at(to) - at(from), 0.2),
      grace: graceTo > to ? { left: at(to), width: at(graceTo) - at(to) } : null,
      openEnded: period.EndsAtUtc === null,
    }
  })
  return { start, end, periods: laid, today: nowMs >= start && nowMs <= end ? at(nowMs) : null }
}
