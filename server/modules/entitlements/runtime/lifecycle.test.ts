import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { advanceEntitlements } from './lifecycleJob'
import { EffectiveState, EntitlementStatus, LifecycleAction, PeriodStatus } from './states'
import {
  advance, apiNow, days, demoRecords, getEntitlement, insertModel, insertPlan, issue, lifecycleCall, startRuntimeApi, Unit, type DemoRecord, type Detail,
} from '../../../test/fixtures/entitlements/runtime'
import type { TestApi } from '../../../test/testApi'

/** Stored statuses and effective states over time (the test moves the API's clock), and the lifecycle actions. */

let api: TestApi
let customers: DemoRecord[]
let planId: string
let openPlanId: string

beforeAll(async () => {
  api = await startRuntimeApi()
  customers = await demoRecords(api, 'customers')
  const model = await insertModel(api)
  // 10 days with 3 days grace, no windows: one period.
  planId = await insertPlan(api, model.id, { duration: [10, Unit.Day], grace: [3, Unit.Day], window: null })
  openPlanId = await insertPlan(api, model.id, { duration: null, grace: null, window: [1, Unit.Month] })
}, 60_000)

afterAll(async () => {
  await api?.close()
})

const issueAt = (offsetDays: number, plan = planId): Promise<Detail> =>
  issue(api, { EntitlementPlanId: plan, OwnerEntityInstanceId: customers[0]!.id, StartsAtUtc: new Date(apiNow(api).getTime() + offsetDays * 86_400_000).toISOString() })

const state = (detail: Detail) => [detail.Status, detail.EffectiveState]
const runJob = () => advanceEntitlements(api.db, apiNow(api))

describe('the clock', () => {
  it('moves an entitlement from not started through active and grace to expired', async () => {
    const issued = await issueAt(2)
    expect(state(issued)).toEqual([EntitlementStatus.Issued, EffectiveState.NotStarted])
    expect(issued.Periods[0]!.Status).toBe(PeriodStatus.Scheduled)

    advance(api, days(3))
    // Reads compute the state; only the job stores it.
    expect(state(await getEntitlement(api, issued.Id))).toEqual([EntitlementStatus.Issued, EffectiveState.Active])
    expect((await runJob()).activated).toBeGreaterThanOrEqual(1)
    const active = await getEntitlement(api, issued.Id)
    expect(state(active)).toEqual([EntitlementStatus.Active, EffectiveState.Active])
    expect(active.Limits.every((limit) => limit.IsActive)).toBe(true)
    expect(active.RowVersion).not.toBe(issued.RowVersion)

    advance(api, days(10))
    const inGrace = await getEntitlement(api, issued.Id)
    expect(state(inGrace)).toEqual([EntitlementStatus.Active, EffectiveState.InGrace])
    expect(inGrace.Periods[0]!.Status).toBe(PeriodStatus.InGrace)
    expect(inGrace.Limits.every((limit) => limit.IsActive)).toBe(true)

    advance(api, days(2))
    expect((await runJob()).expired).toBeGreaterThanOrEqual(1)
    const expired = await getEntitlement(api, issued.Id)
    expect(state(expired)).toEqual([EntitlementStatus.Expired, EffectiveState.Expired])
    expect(expired.Periods[0]!.Status).toBe(PeriodStatus.Completed)
    expect(expired.Limits.some((limit) => limit.IsActive)).toBe(false)
  })

  it('issues an entitlement whose term is already over as Expired', async () => {
    const past = await issueAt(-30)
    expect(state(past)).toEqual([EntitlementStatus.Expired, EffectiveState.Expired])
  })

  it('appends the next rolling period of an open-ended term once the last one has started', async () => {
    const open = await issueAt(0, openPlanId)
    const before = open.Periods.length
    expect((await runJob()).periodsAdded).toBe(0)
    advance(api, days(32))
    const outcome = await runJob()
    expect(outcome.periodsAdded).toBeGreaterThanOrEqual(1)
    const after = await getEntitlement(api, open.Id)
    expect(after.Periods.length).toBe(before + 1)
    expect(new Date(after.Periods.at(-1)!.StartsAtUtc).getTime()).toBeGreaterThan(apiNow(api).getTime())
    expect(after.Limits).toHaveLength(after.Periods.length * 2)
    expect((await runJob()).periodsAdded).toBe(0)
  })
})

describe('lifecycle actions', () => {
  it('suspends and resumes by the clock, with limits inactive while suspended', async () => {
    const active = await issueAt(0)
    const suspended = await lifecycleCall(api, active, LifecycleAction.Suspend, 'operator', 'Payment overdue')
    expect(suspended.status).toBe(200)
    expect(state(suspended.body.Data)).toEqual([EntitlementStatus.Suspended, EffectiveState.Suspended])
    expect(suspended.body.Data.StatusReason).toBe('Payment overdue')
    expect(suspended.body.Data.Limits.some((limit) => limit.IsActive)).toBe(false)
    const resumed = await lifecycleCall(api, suspended.body.Data, LifecycleAction.Resume)
    expect(state(resumed.body.Data)).toEqual([EntitlementStatus.Active, EffectiveState.Active])
    expect(resumed.body.Data.Limits.every((limit) => limit.IsActive)).toBe(true)
  })

  it('expires a suspended entitlement at the end of its grace: it can no longer be resumed', async () => {
    const active = await issueAt(0)
    const suspended = await lifecycleCall(api, active, LifecycleAction.Suspend)
    advance(api, days(14))
    const resumed = await lifecycleCall(api, suspended.body.Data, LifecycleAction.Resume)
    expect(resumed.status).toBe(409)
    expect(resumed.body.Errors[0]!.Message).toBe('The entitlement is Expired, not Suspended; only a suspended entitlement can be resumed.')
    await runJob()
    expect(state(await getEntitlement(api, active.Id))).toEqual([EntitlementStatus.Expired, EffectiveState.Expired])
  })

  it('refuses moves the state table does not allow, naming both states, with the current entitlement', async () => {
    const active = await issueAt(0)
    const resume = await lifecycleCall(api, active, LifecycleAction.Resume)
    expect(resume.status).toBe(409)
    expect(resume.body.Errors[0]).toMatchObject({
      Code: 'serviceEntitlements.runtime.transitionNotAllowed',
      Message: 'The entitlement is Active, not Suspended; only a suspended entitlement can be resumed.',
    })
    expect(resume.body.Data.Id).toBe(active.Id)
    const cancelled = await lifecycleCall(api, active, LifecycleAction.Cancel)
    expect(state(cancelled.body.Data)).toEqual([EntitlementStatus.Cancelled, EffectiveState.Cancelled])
    expect(cancelled.body.Data.Periods[0]!.Status).toBe(PeriodStatus.Cancelled)
    for (const action of [LifecycleAction.Suspend, LifecycleAction.Resume, LifecycleAction.Cancel, LifecycleAction.Revoke]) {
      const refused = await lifecycleCall(api, cancelled.body.Data, action)
      expect(refused.status).toBe(409)
      expect(refused.body.Errors[0]!.Message).toContain('The entitlement is Cancelled')
    }
    // A cancelled period stays cancelled after its end.
    advance(api, days(20))
    expect((await getEntitlement(api, active.Id)).Periods[0]!.Status).toBe(PeriodStatus.Cancelled)
  })

  it('revokes an expired entitlement but never suspends it', async () => {
    const expired = await issueAt(-30)
    const suspend = await lifecycleCall(api, expired, LifecycleAction.Suspend)
    expect(suspend.status).toBe(409)
    expect(suspend.body.Errors[0]!.Message).toBe('The entitlement is Expired; it cannot be moved to Suspended.')
    const revoked = await lifecycleCall(api, expired, LifecycleAction.Revoke)
    expect(state(revoked.body.Data)).toEqual([EntitlementStatus.Revoked, EffectiveState.Revoked])
    // The period was over before the revoke: it reads Completed.
    expect(revoked.body.Data.Periods[0]!.Status).toBe(PeriodStatus.Completed)
  })

  it('answers a stale RowVersion with 409 and the current entitlement', async () => {
    const active = await issueAt(0)
    await lifecycleCall(api, active, LifecycleAction.Suspend)
    const stale = await lifecycleCall(api, active, LifecycleAction.Cancel)
    expect(stale.status).toBe(409)
    expect(stale.body.Errors[0]!.Code).toBe('workspace.concurrency.stale')
    expect(state(stale.body.Data)).toEqual([EntitlementStatus.Suspended, EffectiveState.Suspended])
  })

  it('needs the issue grant (403) and a readable model (404)', async () => {
    const active = await issueAt(0)
    const configurator = await lifecycleCall(api, active, LifecycleAction.Suspend, 'configurator')
    expect(configurator.status).toBe(403)
    const hidden = await insertModel(api, { grants: {} })
    const hiddenPlan = await insertPlan(api, hidden.id)
    const secret = await issue(api, { EntitlementPlanId: hiddenPlan, OwnerEntityInstanceId: customers[0]!.id })
    const operator = await lifecycleCall(api, secret, LifecycleAction.Suspend, 'operator')
    expect(operator.status).toBe(404)
  })

  it('refuses a reason over 500 characters', async () => {
    const active = await issueAt(0)
    const reply = await lifecycleCall(api, active, LifecycleAction.Suspend, 'admin', 'x'.repeat(501))
    expect(reply.status).toBe(400)
    expect(reply.body.Errors[0]!.Field).toBe('ReasonText')
  })
})
