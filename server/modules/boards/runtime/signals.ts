import { addLocalDays, instantOf } from '../../../../shared/expressions/time'
import type { AttentionPolicyConfig, DueDatePolicyConfig } from '../admin/config'
import type { ItemSubject } from './access'
import type { RuntimeCaller } from './context'
import type { AttentionSignal, CardDueDate } from './types'
import { SignalSeverity as Severity } from '../../../../shared/enums'

/** Due dates and attention signals of a card, computed at read time from the board's policies. */

const staleAfterMs = 7 * 24 * 3_600_000

/**
 * The instant an item is due: DateOnly → the end of its day (23:59:59) in the workspace time zone;
 * DateAndTime → its date and time there (the end of the day when it has no time).
 */
export function dueInstant(dueDate: string | null, dueTime: string | null, timeMode: number, timeZone: string): number | null {
  if (!dueDate) return null
  const [year, month, day] = dueDate.split('-').map(Number) as [number, number, number]
  if (timeMode === 1 && dueTime) {
    const [hour, minute] = dueTime.split(':').map(Number) as [number, number]
    return instantOf(year, month, day, hour, minute, 0, 0, timeZone)
  }
  return instantOf(year, month, day, 23, 59, 59, 0, timeZone)
}

const iso = (epochMs: number | null) => (epochMs === null ? null : new Date(epochMs).toISOString())

export interface DueFacts {
  statusId: string
  isOpen: boolean
  dueDate: string | null
  dueTime: string | null
}

/** Card.DueDate: overdue is Critical; before that, the passed expectation of the status with the highest severity. */
export function cardDueDate(policy: DueDatePolicyConfig, item: DueFacts, now: Date, timeZone: string): CardDueDate {
  const dueAt = dueInstant(item.dueDate, item.dueTime, policy.timeMode, timeZone)
  const card: CardDueDate = {
    Enabled: policy.enabled,
    TimeMode: policy.timeMode,
    DueAtUtc: iso(dueAt),
    DueDate: item.dueDate,
    DueTime: item.dueTime,
    Severity: Severity.Information,
    MatchedExpectationId: null,
    ThresholdUtc: null,
  }
  // A closed item is not late any more.
  if (dueAt === null || !item.isOpen) return card
  if (now.getTime() > dueAt) return { ...card, Severity: Severity.Critical, ThresholdUtc: iso(dueAt) }
  if (!policy.enabled || policy.disabledStatusIds.includes(item.statusId)) return card
  let matched: { id: string; severity: Severity; threshold: number } | null = null
  for (const expectation of policy.expectations) {
    if (expectation.expectedStatusId !== item.statusId) continue
    const threshold = expectation.offsetUnit === 0
      ? addLocalDays(dueAt, -expectation.offsetAmount, timeZone)
      : dueAt - expectation.offsetAmount * 3_600_000
    if (now.getTime() < threshold) continue
    if (!matched || expectation.severity > matched.severity) matched = { id: expectation.id, severity: expectation.severity, threshold }
  }
  if (!matched) return card
  return { ...card, Severity: matched.severity, MatchedExpectationId: matched.id, ThresholdUtc: iso(matched.threshold) }
}

export interface SignalFacts {
  id: string
  isOpen: boolean
  enteredStatusAt: string
  subjects: readonly ItemSubject[]
  dueDate: CardDueDate
}

function inAudience(policy: AttentionPolicyConfig, caller: RuntimeCaller, item: SignalFacts): boolean {
  if (policy.audience.length === 0) return true
  return policy.audience.some((entry) => {
    if (entry.subjectType === 0) return entry.subjectKey === caller.userId
    if (entry.subjectType === 1) return caller.roles.some((role) => role.toLowerCase() === entry.subjectKey.toLowerCase())
    return item.subjects.some(
      (subject) =>
        subject.responsibilityKey === entry.subjectKey &&
        ((subject.subjectType === 0 && subject.subjectId === caller.userId) || (subject.subjectType === 1 && caller.groupIds.has(subject.subjectId))),
    )
  })
}

const titles: Record<string, string> = {
  overdue: 'Overdue',
  dueSoon: 'Due soon',
  unassigned: 'Nobody is responsible',
  stale: 'No progress for over a week',
}

/** Card.AttentionSignals: the enabled reasons that apply, for callers in the audience. */
export function attentionSignals(policy: AttentionPolicyConfig, caller: RuntimeCaller, item: SignalFacts, now: Date) {
  const none = { Count: 0, HighestSeverity: Severity.Information, Items: [] as AttentionSignal[] }
  if (!item.isOpen || !inAudience(policy, caller, item)) return none
  const due = item.dueDate
  const applies: Record<string, boolean> = {
    overdue: due.DueAtUtc !== null && now.getTime() > Date.parse(due.DueAtUtc),
    dueSoon: due.MatchedExpectationId !== null,
    unassigned: item.subjects.length === 0,
    stale: now.getTime() - Date.parse(item.enteredStatusAt) > staleAfterMs,
  }
  const items: AttentionSignal[] = policy.reasons
    .filter((reason) => reason.signalEnabled && applies[reason.typeKey] === true)
    .map((reason) => ({
      Id: `${item.id}:${reason.typeKey}`,
      TypeKey: reason.typeKey,
      Severity: reason.defaultSeverity,
      Title: titles[reason.typeKey] ?? reason.typeKey,
      Body: null,
      DueAtUtc: reason.typeKey === 'overdue' || reason.typeKey === 'dueSoon' ? due.DueAtUtc : null,
    }))
  const highest = items.reduce<Severity>((max, signal) => (signal.Severity > max ? signal.Severity : max), Severity.Information)
  return { Count: items.length, HighestSeverity: highest, Items: items }
}
