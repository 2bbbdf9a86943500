import type { Db } from '../../db'
import type { AuthContext } from '../../http/operation'
import { type EntitlementDetail, adjustQuantity, reverseLedgerEntry, issueEntitlement, applyLifecycle, LifecycleAction } from '../../modules/entitlements'
import { loadRecordModel } from '../../modules/entities'
import { permissionCatalog } from '../../modules/principals'
import { createRandom, type Random } from '../runHistory/random'
import { EntitlementSourceType as SourceType, LimitFamily } from '../../../shared/enums'

/**
 * Twelve demo entitlements at varied start dates — expired, in grace, suspended, cancelled, one
 * renewed by the lifecycle job, one not started — with about three months of adjust history written
 * through the ledger service (so the ledger always balances).
 */

export const seedAdmin: AuthContext = {
  userId: 'usr-admin', userName: 'admin', userType: 0, roles: ['Admin'],
  permissions: permissionCatalog.map((permission) => permission.Key), via: 'accessToken',
}

export interface DemoPlans {
  basic: string
  premium: string
  dataFeed: string
}

const DAY = 86_400_000
const HISTORY_DAYS = 90

interface Scenario {
  customer: number
  plan: keyof DemoPlans
  startDay: number
  /** A lifecycle action taken on this day (the history stops there). */
  action?: { day: number; action: LifecycleAction; reason: string }
}

// Days relative to the seed's now. Basic renews automatically 30 days ahead, Premium by hand.
const scenarios: Scenario[] = [
  { customer: 0, plan: 'basic', startDay: -380 }, // ends 15 days ago: the lifecycle job renews it
  { customer: 1, plan: 'premium', startDay: -400 }, // expired
  { customer: 2, plan: 'premium', startDay: -372 }, // in grace
  { customer: 3, plan: 'basic', startDay: -200, action: { day: -10, action: LifecycleAction.Suspend, reason: 'Invoice overdue.' } },
  { customer: 4, plan: 'premium', startDay: -100, action: { day: -20, action: LifecycleAction.Cancel, reason: 'Customer moved to a partner.' } },
  { customer: 5, plan: 'basic', startDay: -60 },
  { customer: 6, plan: 'premium', startDay: -30 },
  { customer: 7, plan: 'basic', startDay: 10 }, // not started
  { customer: 0, plan: 'dataFeed', startDay: -95 },
  { customer: 8, plan: 'dataFeed', startDay: -40 },
  { customer: 9, plan: 'basic', startDay: -150 },
  { customer: 10, plan: 'premium', startDay: -500 }, // expired long ago
]

async function customerIds(db: Db): Promise<string[]> {
  const customers = await loadRecordModel(db, 'customers')
  if (!customers) throw new Error('The demo customers definition is missing.')
  const rows = await db.query<{ id: string }>(`SELECT id FROM ${customers.primary.qualifiedName} ORDER BY number`)
  return rows.map((row) => row.id)
}

// Adjust answers the detail as JSON (its replay is byte-identical): times there are ISO text.
const time = (value: Date | string): number => new Date(value).getTime()

const periodAt = (detail: EntitlementDetail, at: Date): number | null =>
  detail.Periods.find((period) => time(period.StartsAtUtc) <= at.getTime() && (period.EndsAtUtc === null || at.getTime() < time(period.EndsAtUtc)))?.PeriodNumber ?? null

/** Consumption as support and the data feed would report it: tickets now and then, API calls in batches, a seat change. */
async function writeHistory(db: Db, detail: EntitlementDetail, until: Date, random: Random, now: Date): Promise<EntitlementDetail> {
  const from = Math.max(time(detail.StartsAtUtc) + DAY, now.getTime() - HISTORY_DAYS * DAY)
  const end = Math.min(until.getTime(), (detail.GraceUntilUtc === null ? Number.POSITIVE_INFINITY : time(detail.GraceUntilUtc))) - DAY
  const consumed = new Map<string, number>()
  const isFeed = detail.Limits.some((limit) => limit.Key === 'api-calls')
  let current = detail
  let seatsSet = false
  for (let at = from; at < end; at += (isFeed ? random.between(4, 6) : random.between(5, 9)) * DAY) {
    const when = new Date(at + random.between(8, 17) * 3_600_000)
    const period = periodAt(detail, when)
    if (period === null) continue
    const adjust = async (key: string, family: LimitFamily, next: number, reason: { code: string; text: string }, source: SourceType) => {
      const result = await adjustQuantity(db, current.Id, {
        LimitFamily: family, NewConsumedAmount: next, ReasonCode: reason.code, ReasonText: reason.text, SourceType: source,
      }, seedAdmin, when)
      consumed.set(`${key}:${period}`, next)
      current = result.data as EntitlementDetail
    }
    if (isFeed) {
      const calls = (consumed.get(`api-calls:${period}`) ?? 0) + random.between(8, 30) * 100
      await adjust('api-calls', LimitFamily.Consumption, calls, { code: 'usage-report', text: 'Usage reported by the data feed.' }, SourceType.Api)
      continue
    }
    const tickets = (consumed.get(`tickets:${period}`) ?? 0) + random.between(1, 4)
    await adjust('tickets', LimitFamily.Quantity, tickets, { code: 'support-ticket', text: 'Tickets handled this week.' }, SourceType.Manual)
    if (!seatsSet || random.chance(0.1)) {
      const granted = current.Limits.find((limit) => limit.Key === 'seats')?.GrantedAmount ?? 5
      const seats = random.between(2, granted)
      if (seats !== consumed.get(`seats:${period}`)) await adjust('seats', LimitFamily.Seats, seats, { code: 'seat-change', text: 'Named contacts updated.' }, SourceType.Manual)
      seatsSet = true
    }
  }
  return current
}

export async function issueDemoEntitlements(db: Db, plans: DemoPlans, now: Date): Promise<void> {
  const customers = await customerIds(db)
  const random = createRandom(13)
  for (const [index, scenario] of scenarios.entries()) {
    const startsAt = new Date(now.getTime() + scenario.startDay * DAY)
    const openEnded = scenario.plan === 'dataFeed'
    // Bounded terms are issued when they start (so the job renews the one due); open-ended ones today, backdated.
    const issuedAt = openEnded || startsAt > now ? new Date(now.getTime() - (index + 1) * 3_600_000) : startsAt
    const detail = await issueEntitlement(db, seedAdmin, {
      EntitlementPlanId: plans[scenario.plan],
      OwnerEntityInstanceId: customers[scenario.customer]!,
      StartsAtUtc: startsAt.toISOString(),
      SourceType: SourceType.Manual,
      SourceData: null,
      IdempotencyKey: `demo-${index + 1}`,
    }, issuedAt)
    if (startsAt > now) continue
    const actionAt = scenario.action ? new Date(now.getTime() + scenario.action.day * DAY) : now
    let current = await writeHistory(db, detail, actionAt, random, now)
    if (index === 6) current = await reverseNewest(db, current, now)
    if (scenario.action) {
      await applyLifecycle(db, seedAdmin, current.Id, { Action: scenario.action.action, RowVersion: current.RowVersion, ReasonText: scenario.action.reason }, actionAt)
    }
  }
}

/** One correction: the newest adjust was entered twice. */
async function reverseNewest(db: Db, detail: EntitlementDetail, now: Date): Promise<EntitlementDetail> {
  const entry = detail.QuantityLedger.find((item) => item.Operation === 3 && item.Quantity > 0)
  if (!entry) return detail
  const result = await reverseLedgerEntry(db, detail.Id, entry.Id, {
    SourceType: SourceType.Manual, ReasonCode: 'entered-twice', ReasonText: 'The tickets were counted twice.',
  }, seedAdmin, new Date(Math.min(now.getTime() - 3_600_000, time(entry.OccurredAtUtc) + 2 * 3_600_000)))
  return result.data as EntitlementDetail
}
