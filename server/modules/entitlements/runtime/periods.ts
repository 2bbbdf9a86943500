import { PlanPeriodUnit, TimeBoundWindowAnchor, type PlanTerms } from '../shared/planTerms'

/**
 * Term and period arithmetic (pure, UTC). Months and years add from the anchor, clamping to the
 * month's last day (Jan 31 + 1 month = Feb 28, + 2 months = Mar 31), so windows never drift.
 */

export interface Term {
  startsAt: Date
  endsAt: Date | null
  graceUntil: Date | null
}

export interface GeneratedPeriod {
  periodNumber: number
  startsAt: Date
  endsAt: Date | null
  graceUntil: Date | null
}

/** Never generate more periods than this at once (a plan allows 1,000; rolling periods append later). */
export const MAX_GENERATED_PERIODS = 1000

const DAY_MS = 86_400_000

/** date + amount × unit, in UTC; months and years clamp to the target month's last day. */
export function addUnits(date: Date, unit: number, amount: number): Date {
  if (unit === PlanPeriodUnit.Day) return new Date(date.getTime() + amount * DAY_MS)
  if (unit === PlanPeriodUnit.Week) return new Date(date.getTime() + amount * 7 * DAY_MS)
  if (unit === PlanPeriodUnit.Month) return addMonths(date, amount)
  if (unit === PlanPeriodUnit.Year) return addMonths(date, amount * 12)
  throw new Error(`No arithmetic for period unit ${unit}.`)
}

function addMonths(date: Date, months: number): Date {
  const total = date.getUTCFullYear() * 12 + date.getUTCMonth() + months
  const year = Math.floor(total / 12)
  const month = total - year * 12
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const timeOfDay = date.getTime() - Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
  return new Date(Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)) + timeOfDay)
}

/** The calendar boundary at or before `date`: midnight, Monday, the 1st, or 1 January (UTC). */
export function calendarFloor(date: Date, unit: number): Date {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
  if (unit === PlanPeriodUnit.Day) return new Date(midnight)
  if (unit === PlanPeriodUnit.Week) return new Date(midnight - ((date.getUTCDay() + 6) % 7) * DAY_MS)
  if (unit === PlanPeriodUnit.Month) return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1))
  if (unit === PlanPeriodUnit.Year) return new Date(Date.UTC(date.getUTCFullYear(), 0, 1))
  throw new Error(`No calendar for period unit ${unit}.`)
}

/** EndsAt = start + duration (null when open-ended); GraceUntil = EndsAt + grace (= EndsAt without grace). */
export function termOf(terms: PlanTerms, startsAt: Date): Term {
  if (terms.DurationUnit === PlanPeriodUnit.None || terms.DurationAmount === null) return { startsAt, endsAt: null, graceUntil: null }
  const endsAt = addUnits(startsAt, terms.DurationUnit, terms.DurationAmount)
  const hasGrace = terms.GracePeriodUnit !== PlanPeriodUnit.None && terms.GracePeriodAmount !== null
  return { startsAt, endsAt, graceUntil: hasGrace ? addUnits(endsAt, terms.GracePeriodUnit, terms.GracePeriodAmount!) : endsAt }
}

const hasWindow = (terms: PlanTerms): boolean => terms.TimeBoundWindowUnit !== PlanPeriodUnit.None && terms.TimeBoundWindowAmount !== null

/**
 * The k-th window boundary of a term (k = 0 is the start). EntitlementStart: start + k windows.
 * Calendar: a start off the calendar gets a partial first window up to the next boundary of the
 * window's unit, then whole windows from there.
 */
export function windowBoundary(terms: PlanTerms, startsAt: Date, k: number): Date {
  if (k === 0) return startsAt
  const unit = terms.TimeBoundWindowUnit
  const amount = terms.TimeBoundWindowAmount ?? 1
  if (terms.TimeBoundWindowAnchor !== TimeBoundWindowAnchor.Calendar) return addUnits(startsAt, unit, amount * k)
  const floor = calendarFloor(startsAt, unit)
  if (floor.getTime() === startsAt.getTime()) return addUnits(startsAt, unit, amount * k)
  const firstBoundary = addUnits(floor, unit, 1)
  return addUnits(firstBoundary, unit, amount * (k - 1))
}

/** Period k (1-based) of a term, its end cut at the term's end; null when the term is over before it starts. */
export function periodOf(terms: PlanTerms, term: Term, periodNumber: number): GeneratedPeriod | null {
  if (!hasWindow(terms)) {
    return periodNumber === 1 ? { periodNumber, startsAt: term.startsAt, endsAt: term.endsAt, graceUntil: term.graceUntil } : null
  }
  const startsAt = windowBoundary(terms, term.startsAt, periodNumber - 1)
  if (term.endsAt !== null && startsAt.getTime() >= term.endsAt.getTime()) return null
  const windowEnd = windowBoundary(terms, term.startsAt, periodNumber)
  if (term.endsAt !== null && windowEnd.getTime() >= term.endsAt.getTime()) {
    // Only the last period carries the term's grace.
    return { periodNumber, startsAt, endsAt: term.endsAt, graceUntil: term.graceUntil }
  }
  return { periodNumber, startsAt, endsAt: windowEnd, graceUntil: windowEnd }
}

/**
 * The periods issued with a term. Bounded terms get all of them. Open-ended terms with a window
 * get the periods up to now + 1 window (at least one): the lifecycle job appends the next one once
 * the last has started.
 */
export function generatePeriods(terms: PlanTerms, term: Term, now: Date): GeneratedPeriod[] {
  const periods: GeneratedPeriod[] = []
  for (let k = 1; k <= MAX_GENERATED_PERIODS; k += 1) {
    const period = periodOf(terms, term, k)
    if (period === null) break
    periods.push(period)
    if (term.endsAt === null && period.startsAt.getTime() > now.getTime()) break
  }
  return periods
}

/** The next rolling period of an open-ended term whose last period has started, or null when none is due. */
export function nextRollingPeriod(terms: PlanTerms, term: Term, last: { periodNumber: number; startsAt: Date }, now: Date): GeneratedPeriod | null {
  if (term.endsAt !== null || !hasWindow(terms)) return null
  if (last.startsAt.getTime() > now.getTime()) return null
  return periodOf(terms, term, last.periodNumber + 1)
}
