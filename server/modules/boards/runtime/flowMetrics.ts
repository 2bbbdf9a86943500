import type { Db } from '../../../db'
import { addLocalDays, dateOfDayNumber, dayNumber, instantOf, localDate } from '../../../../shared/expressions/time'
import { ActivityKind } from './audit'
import { statusEvents, type StatusEvent } from './audit.repo'
import type { RuntimeCaller } from './context'
import { readContext } from './reads.service'

/**
 * Cumulative flow and time in status, rebuilt from the audit rows: Created and Moved give each
 * item's status over time, Removed takes it off the board. Days are the workspace's calendar days.
 */

/** Each item's status from each event on (null: removed). */
type Timeline = Array<{ at: number; statusId: string | null }>

function timelines(events: StatusEvent[]): Map<string, Timeline> {
  const byItem = new Map<string, Timeline>()
  for (const event of events) {
    const timeline = byItem.get(event.itemId) ?? []
    const statusId = event.activityKind === ActivityKind.Removed ? null : event.statusId
    // A reorder keeps the status: the stay goes on from when it began.
    if (timeline.at(-1)?.statusId !== statusId || timeline.length === 0) timeline.push({ at: event.at, statusId })
    byItem.set(event.itemId, timeline)
  }
  return byItem
}

function statusAt(timeline: Timeline, instant: number): string | null {
  let status: string | null = null
  for (const step of timeline) {
    if (step.at >= instant) break
    status = step.statusId
  }
  return status
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length === 0 ? 0 : sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

const round = (hours: number) => Math.round(hours * 100) / 100

export async function flowMetrics(db: Db, caller: RuntimeCaller, boardIdOrKey: string, days: number, now: Date) {
  const context = await readContext(db, caller, boardIdOrKey, now)
  const { config, timeZone } = context
  const to = localDate(now.getTime(), timeZone)
  const from = dateOfDayNumber(dayNumber(to) - (days - 1))
  const startOf = (date: string) => {
    const [year, month, day] = date.split('-').map(Number) as [number, number, number]
    return instantOf(year, month, day, 0, 0, 0, 0, timeZone)
  }
  const rangeStart = startOf(from)
  const rangeEnd = addLocalDays(startOf(to), 1, timeZone)
  const items = timelines(await statusEvents(db, config.board.id, new Date(rangeEnd)))
  const shown = config.statuses.filter((status) => !status.isDeleted)
  const dayList = Array.from({ length: days }, (_, index) => dateOfDayNumber(dayNumber(from) + index))
  const Days = dayList.map((date) => {
    const endOfDay = date === to ? Math.min(rangeEnd, now.getTime() + 1) : addLocalDays(startOf(date), 1, timeZone)
    const counts = new Map<string, number>()
    for (const timeline of items.values()) {
      const status = statusAt(timeline, endOfDay)
      if (status) counts.set(status, (counts.get(status) ?? 0) + 1)
    }
    return { Date: date, Counts: shown.map((status) => ({ BoardStatusId: status.id, Count: counts.get(status.id) ?? 0 })) }
  })
  const stays = new Map<string, number[]>()
  for (const timeline of items.values()) {
    for (let index = 0; index < timeline.length - 1; index++) {
      const [entered, left] = [timeline[index]!, timeline[index + 1]!]
      // Only a move ends a stay: a removed item drops out of the flow.
      if (!entered.statusId || !left.statusId || left.at < rangeStart || left.at >= rangeEnd) continue
      stays.set(entered.statusId, [...(stays.get(entered.statusId) ?? []), (left.at - entered.at) / 3_600_000])
    }
  }
  const TimeInStatus = shown.map((status) => {
    const hours = stays.get(status.id) ?? []
    const average = hours.length === 0 ? 0 : hours.reduce((sum, value) => sum + value, 0) / hours.length
    return { BoardStatusId: status.id, ItemCount: hours.length, AverageHours: round(average), MedianHours: round(median(hours)) }
  })
  return { From: from, To: to, Days, TimeInStatus }
}
