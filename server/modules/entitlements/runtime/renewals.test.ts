import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFunctionHost, type FunctionHost } from '../../functions/host'
import { advanceEntitlements } from './lifecycleJob'
import { EffectiveState, EntitlementStatus, PeriodStatus, RenewalMode } from './states'
import {
  advance, apiNow, days, demoRecords, entitlementPath, getEntitlement, insertModel, insertPlan, insertRenewalPolicy, issue, runtimeBase, startRuntimeApi, Unit,
  type DemoRecord, type Detail, type FixtureModel,
} from '../../../test/fixtures/entitlements/runtime'
import type { TestApi } from '../../../test/testApi'
import { runScheduleOnlyByHand } from '../../../test/fixtures/functions'

/** Renewals by the snapshot policy: by hand, by an external system, and automatically by the lifecycle job. */

const OPS = '/api/workspace/admin/function-operations'

interface Operation {
  Id: string
  Trigger: number
  Status: number
  RenewalMode: number
  RenewalPolicyKey: string | null
  OutcomeCode: string | null
  OutcomeMessage: string | null
  SuccessorEntitlementId: string | null
  SuccessorEntitlementNumber: number | null
}

let api: TestApi
let host: FunctionHost
let customers: DemoRecord[]
let contracts: DemoRecord[]
let model: FixtureModel

beforeAll(async () => {
  api = await startRuntimeApi()
  await runScheduleOnlyByHand(api.db, 'sch-entitlements')
  host = await startFunctionHost(api.db, { autoTick: false, clock: () => apiNow(api) })
  customers = await demoRecords(api, 'customers')
  contracts = await demoRecords(api, 'contracts')
  model = await insertModel(api, { roles: ['RelatedResource'] })
}, 60_000)

afterAll(async () => {
  await host?.stop()
  await api?.close()
})

const issueFrom = (planId: string, startOffsetDays = 0): Promise<Detail> =>
  issue(api, {
    EntitlementPlanId: planId,
    OwnerEntityInstanceId: customers[0]!.id,
    StartsAtUtc: new Date(apiNow(api).getTime() + startOffsetDays * 86_400_000).toISOString(),
    Resources: [{ ResourceRoleId: model.roles.RelatedResource, EntityInstanceId: contracts[0]!.id }],
  })

const renew = (detail: Pick<Detail, 'Id' | 'RowVersion'>, body: Record<string, unknown> = {}, role: 'admin' | 'operator' | 'configurator' = 'admin') =>
  api.call<Operation>('POST', entitlementPath(detail.Id, '/renewals'), { RowVersion: detail.RowVersion, SourceType: 0, ...body }, role)

const renewals = async (id: string): Promise<Operation[]> => api.ok<Operation[]>('GET', entitlementPath(id, '/renewals'))

describe('renewing by hand', () => {
  it('issues a successor from the plan\'s current terms that starts where the term ends', async () => {
    const policy = await insertRenewalPolicy(api, RenewalMode.Manual, 14)
    const planId = await insertPlan(api, model.id, { renewalPolicyId: policy })
    const first = await issueFrom(planId)
    expect(first.RenewalModeSnapshot).toBe(RenewalMode.Manual)
    await api.sql("UPDATE entitlement_plan_limits SET granted_amount = 30 WHERE plan_id = $1 AND key = 'tickets'", [planId])

    const reply = await renew(first, {}, 'operator')
    expect(reply.status).toBe(200)
    const operation = reply.body.Data
    expect(operation).toMatchObject({ Trigger: 0, Status: 1, RenewalMode: RenewalMode.Manual, OutcomeCode: null })
    const successor = await getEntitlement(api, operation.SuccessorEntitlementId!)
    expect(operation.SuccessorEntitlementNumber).toBe(successor.EntitlementNumber)
    expect(operation.OutcomeMessage).toBe(`Renewed as entitlement ${successor.EntitlementNumber}.`)
    expect(successor).toMatchObject({ StartsAtUtc: first.EndsAtUtc, SourceType: 3, PredecessorEntitlementId: first.Id, Status: EntitlementStatus.Issued })
    expect(successor.Resources.map((item) => item.Resource.EntityInstanceId)).toEqual([contracts[0]!.id])
    expect(successor.PlanTermsSnapshot.Limits.find((limit) => limit.Key === 'tickets')?.GrantedAmount).toBe('30')
    const predecessor = await getEntitlement(api, first.Id)
    expect(predecessor.SuccessorEntitlementId).toBe(successor.Id)
    expect(predecessor.PlanTermsSnapshot.Limits.find((limit) => limit.Key === 'tickets')?.GrantedAmount).toBe('20')

    const again = await renew(predecessor)
    expect(again.status).toBe(409)
    expect(again.body.Errors[0]!.Code).toBe('serviceEntitlements.renewal.alreadyRenewed')
    expect(again.body.Data).toMatchObject({ Status: 2, OutcomeCode: 'serviceEntitlements.renewal.alreadyRenewed' })
    expect((await renewals(first.Id)).map((item) => item.Status)).toEqual([2, 1])
  })

  it('answers a repeated IdempotencyKey with the first operation, even with the now stale RowVersion', async () => {
    const planId = await insertPlan(api, model.id)
    const first = await issueFrom(planId)
    const once = await renew(first, { IdempotencyKey: 'renew-once' })
    const twice = await renew(first, { IdempotencyKey: 'renew-once' })
    expect([once.status, twice.status]).toEqual([200, 200])
    expect(twice.body.Data.Id).toBe(once.body.Data.Id)
    expect(await renewals(first.Id)).toHaveLength(1)
    const other = await renew(first, { IdempotencyKey: 'renew-once', SourceData: 'other' })
    expect(other.status).toBe(409)
    expect(other.body.Errors[0]!.Code).toBe('serviceEntitlements.runtime.idempotencyKeyReused')
  })

  it('refuses open-ended, cancelled and inactive-plan renewals, recording each as Failed', async () => {
    const open = await issueFrom(await insertPlan(api, model.id, { duration: null, grace: null, window: null }))
    const openReply = await renew(open)
    expect([openReply.status, openReply.body.Errors[0]!.Code]).toEqual([409, 'serviceEntitlements.renewal.openEnded'])

    const planId = await insertPlan(api, model.id)
    const cancelled = await issueFrom(planId)
    const after = await api.ok<Detail>('POST', entitlementPath(cancelled.Id, '/lifecycle'), { Action: 2, RowVersion: cancelled.RowVersion })
    const cancelledReply = await renew(after)
    expect([cancelledReply.status, cancelledReply.body.Errors[0]!.Code]).toEqual([409, 'serviceEntitlements.renewal.notRenewable'])

    const live = await issueFrom(planId)
    await api.sql('UPDATE entitlement_plans SET is_active = false WHERE id = $1', [planId])
    const inactive = await renew(live)
    expect([inactive.status, inactive.body.Errors[0]!.Code]).toEqual([409, 'serviceEntitlements.renewal.planInactive'])
    expect((await renewals(live.Id))[0]).toMatchObject({ Status: 2, OutcomeCode: 'serviceEntitlements.renewal.planInactive', SuccessorEntitlementId: null })
  })

  it('leaves an External policy to the external system: manual requests fail, API requests are the external trigger', async () => {
    const policy = await insertRenewalPolicy(api, RenewalMode.External, null, 'partner-portal')
    const first = await issueFrom(await insertPlan(api, model.id, { renewalPolicyId: policy }))
    const manual = await renew(first, { SourceType: 0 })
    expect(manual.status).toBe(409)
    expect(manual.body.Errors[0]).toMatchObject({ Code: 'serviceEntitlements.renewal.externalOnly', Message: 'Renewed by the external policy “partner-portal”.' })
    expect(manual.body.Data).toMatchObject({ Status: 2, Trigger: 0, RenewalMode: RenewalMode.External })
    const external = await renew(first, { SourceType: 1, SourceData: 'partner order 77' })
    expect(external.status).toBe(200)
    expect(external.body.Data).toMatchObject({ Status: 1, Trigger: 2 })
    expect((await renewals(first.Id)).map((item) => [item.Trigger, item.Status])).toEqual([[2, 1], [0, 2]])
  })

  it('needs the issue grant and a fresh RowVersion', async () => {
    const first = await issueFrom(await insertPlan(api, model.id))
    expect((await renew(first, {}, 'configurator')).status).toBe(403)
    const stale = await renew({ Id: first.Id, RowVersion: '00000000-0000-4000-8000-000000000000' })
    expect(stale.status).toBe(409)
    expect(stale.body.Errors[0]!.Code).toBe('workspace.concurrency.stale')
    expect(await renewals(first.Id)).toEqual([])
  })
})

describe('automatic renewal by the lifecycle job', () => {
  it('renews inside the lead window exactly once, then the successor takes over', async () => {
    const policy = await insertRenewalPolicy(api, RenewalMode.Automatic, 7)
    const planId = await insertPlan(api, model.id, { renewalPolicyId: policy, duration: [30, Unit.Day], grace: [5, Unit.Day], window: null })
    const first = await issueFrom(planId)
    advance(api, days(20))
    await advanceEntitlements(api.db, apiNow(api))
    expect(await renewals(first.Id)).toEqual([])

    advance(api, days(4))
    const outcome = await advanceEntitlements(api.db, apiNow(api))
    expect(outcome.renewed).toBe(1)
    expect((await advanceEntitlements(api.db, apiNow(api))).renewed).toBe(0)
    const operations = await renewals(first.Id)
    expect(operations).toHaveLength(1)
    expect(operations[0]).toMatchObject({ Trigger: 1, Status: 1, RenewalMode: RenewalMode.Automatic })
    const successorId = operations[0]!.SuccessorEntitlementId!

    advance(api, days(7))
    await advanceEntitlements(api.db, apiNow(api))
    const predecessor = await getEntitlement(api, first.Id)
    expect(predecessor.EffectiveState).toBe(EffectiveState.Superseded)
    const superseded = await api.ok<{ Items: Array<{ Id: string; EffectiveState: number }> }>('GET', `${runtimeBase}/entitlements?EffectiveState=${EffectiveState.Superseded}`)
    expect(superseded.Items.map((item) => item.Id)).toContain(first.Id)
    expect(superseded.Items.every((item) => item.EffectiveState === EffectiveState.Superseded)).toBe(true)
    expect(predecessor.Periods[0]!.Status).toBe(PeriodStatus.Superseded)
    const successor = await getEntitlement(api, successorId)
    expect([successor.Status, successor.EffectiveState]).toEqual([EntitlementStatus.Active, EffectiveState.Active])
  })

  it('records a failed automatic renewal and carries on with the others', async () => {
    const policy = await insertRenewalPolicy(api, RenewalMode.Automatic, 3)
    const doomedPlan = await insertPlan(api, model.id, { renewalPolicyId: policy, duration: [10, Unit.Day], window: null })
    const finePlan = await insertPlan(api, model.id, { renewalPolicyId: policy, duration: [10, Unit.Day], window: null })
    const doomed = await issueFrom(doomedPlan)
    const fine = await issueFrom(finePlan)
    await api.sql('UPDATE entitlement_plans SET is_active = false WHERE id = $1', [doomedPlan])
    advance(api, days(8))
    const outcome = await advanceEntitlements(api.db, apiNow(api))
    expect(outcome.renewalFailures).toBe(1)
    expect(outcome.renewed).toBeGreaterThanOrEqual(1)
    expect((await renewals(doomed.Id))[0]).toMatchObject({ Trigger: 1, Status: 2, OutcomeCode: 'serviceEntitlements.renewal.planInactive' })
    expect((await renewals(fine.Id))[0]).toMatchObject({ Status: 1 })
    // Not retried on every run.
    expect((await advanceEntitlements(api.db, apiNow(api))).renewalFailures).toBe(0)
  })

  it('runs as the builtin function on its schedule and says what it did', async () => {
    const policy = await insertRenewalPolicy(api, RenewalMode.Automatic, 2)
    const renewing = await issueFrom(await insertPlan(api, model.id, { renewalPolicyId: policy, duration: [5, Unit.Day], window: null }), 1)
    // Starts in a day, ends 5 days later, renews 2 days before the end.
    advance(api, days(4))
    const job = await api.call<{ Id: string }>('POST', `${OPS}/schedules/sch-entitlements/run-now`, undefined, 'operator')
    expect(job.status).toBe(200)
    await host.tick()
    await host.idle()
    const settled = await api.ok<{ RunId: string }>('GET', `${OPS}/jobs/${job.body.Data.Id}`)
    const run = await api.ok<{ ResultSummary: string }>('GET', `${OPS}/runs/${settled.RunId}`)
    expect(run.ResultSummary).toMatch(/^Activated [1-9]\d*, expired \d+, renewed [1-9]\d* entitlements/)
    // The renewal names the run that made it.
    expect((await renewals(renewing.Id))[0]).toMatchObject({ Trigger: 1, Status: 1, FunctionRunId: settled.RunId })

    const quiet = await api.call<{ Id: string }>('POST', `${OPS}/schedules/sch-entitlements/run-now`, undefined, 'operator')
    await host.tick()
    await host.idle()
    const again = await api.ok<{ RunId: string }>('GET', `${OPS}/jobs/${quiet.body.Data.Id}`)
    expect((await api.ok<{ ResultSummary: string }>('GET', `${OPS}/runs/${again.RunId}`)).ResultSummary).toBe('Nothing due.')
  })
})
