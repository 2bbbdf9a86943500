import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EffectiveState, EntitlementStatus, LifecycleAction } from './states'
import {
  advance, apiNow, days, demoRecords, getEntitlement, insertModel, insertPlan, issue, lifecycleCall, runtimeBase, startRuntimeApi, Unit,
  type DemoRecord, type Detail, type FixtureModel, type Role,
} from '../../../test/fixtures/entitlements/runtime'
import { adjust } from '../../../test/fixtures/entitlements/ledger'
import type { TestApi } from '../../../test/testApi'

/** The entitlement list: readable models only, filters (effective state by the moved clock), search, sort and pages. */

interface Summary {
  Id: string
  EntitlementNumber: number
  EntitlementModelId: string
  EntitlementModelDisplayName: string
  EntitlementPlanId: string
  EntitlementPlanDisplayName: string
  Owner: { EntityDefinitionId: string; EntityDisplayName: string; EntityInstanceId: string; DisplayName: string }
  Status: number
  EffectiveState: number
  StartsAtUtc: string
  EndsAtUtc: string | null
  Usage: Array<{ DisplayName: string; GrantedAmount: number | null; ConsumedAmount: number; IsOverLimit: boolean }> | null
}

interface Page {
  Items: Summary[]
  Page: number
  PageSize: number
  TotalCount: number
  HasMore: boolean
}

let api: TestApi
let customers: DemoRecord[]
let support: FixtureModel
let hidden: FixtureModel
let basic: string
let premium: string
let hiddenPlan: string
const issued: Detail[] = []

const list = async (query = '', role: Role = 'admin'): Promise<Page> => {
  const reply = await api.call<Page>('GET', `${runtimeBase}/entitlements${query}`, undefined, role)
  if (reply.status !== 200) throw new Error(`list answered ${reply.status}: ${JSON.stringify(reply.body)}`)
  return reply.body.Data
}
const ids = (page: Page) => page.Items.map((item) => item.Id)

beforeAll(async () => {
  api = await startRuntimeApi()
  customers = await demoRecords(api, 'customers')
  support = await insertModel(api, { displayName: 'Support subscription' })
  hidden = await insertModel(api, { displayName: 'Hidden model', grants: { read: ['Configurator'] } })
  basic = await insertPlan(api, support.id, { displayName: 'Basic', duration: [10, Unit.Day], grace: [5, Unit.Day], window: null })
  premium = await insertPlan(api, support.id, { displayName: 'Premium', duration: [30, Unit.Day], grace: null, window: null })
  hiddenPlan = await insertPlan(api, hidden.id, { displayName: 'Secret', duration: [10, Unit.Day], window: null })
  const at = (offsetDays: number) => new Date(apiNow(api).getTime() + offsetDays * 86_400_000).toISOString()
  // 0: basic, customer 0, active; 1: basic, customer 1, starts in 3 days; 2: premium, customer 2, active;
  // 3: basic, customer 0, suspended; 4: hidden model, customer 1.
  issued.push(await issue(api, { EntitlementPlanId: basic, OwnerEntityInstanceId: customers[0]!.id, StartsAtUtc: at(-1) }))
  issued.push(await issue(api, { EntitlementPlanId: basic, OwnerEntityInstanceId: customers[1]!.id, StartsAtUtc: at(3) }))
  issued.push(await issue(api, { EntitlementPlanId: premium, OwnerEntityInstanceId: customers[2]!.id, StartsAtUtc: at(-2) }))
  const toSuspend = await issue(api, { EntitlementPlanId: basic, OwnerEntityInstanceId: customers[0]!.id, StartsAtUtc: at(-1) })
  issued.push((await lifecycleCall(api, toSuspend, LifecycleAction.Suspend)).body.Data)
  issued.push(await issue(api, { EntitlementPlanId: hiddenPlan, OwnerEntityInstanceId: customers[1]!.id }))
}, 60_000)

afterAll(async () => {
  await api?.close()
})

describe('the entitlement list', () => {
  it('lists the newest first with model, plan and owner', async () => {
    const page = await list()
    expect(ids(page)).toEqual([...issued].reverse().map((item) => item.Id))
    expect(page).toMatchObject({ Page: 1, PageSize: 25, TotalCount: 5, HasMore: false })
    expect(page.Items.at(-1)).toMatchObject({
      EntitlementModelDisplayName: 'Support subscription',
      EntitlementPlanDisplayName: 'Basic',
      Owner: { EntityInstanceId: customers[0]!.id, DisplayName: customers[0]!.name, EntityDisplayName: 'Customer' },
      Status: EntitlementStatus.Active,
      EffectiveState: EffectiveState.Active,
    })
  })

  it('shows only entitlements of models the caller may read', async () => {
    expect(ids(await list('', 'operator'))).not.toContain(issued[4]!.Id)
    expect((await list('', 'operator')).TotalCount).toBe(4)
    expect((await list('', 'configurator')).TotalCount).toBe(5)
    const none = await insertModel(api, { grants: {} })
    await api.sql("DELETE FROM entitlement_model_grants WHERE subject_id = 'Operator'")
    expect(await list('', 'operator')).toMatchObject({ Items: [], TotalCount: 0 })
    await api.sql("INSERT INTO entitlement_model_grants (id, model_id, operation, subject_type, subject_id) VALUES ('g-back', $1, 'read', 0, 'Operator')", [support.id])
    expect((await list('', 'operator')).TotalCount).toBe(4)
    expect(none.id).toBeTruthy()
  })

  it('filters by owner, model, plan and stored status', async () => {
    expect(ids(await list(`?OwnerEntityInstanceId=${customers[0]!.id}`))).toEqual([issued[3]!.Id, issued[0]!.Id])
    expect((await list(`?EntitlementModelId=${hidden.id}`)).TotalCount).toBe(1)
    expect(ids(await list(`?EntitlementPlanId=${premium}`))).toEqual([issued[2]!.Id])
    expect(ids(await list(`?Status=${EntitlementStatus.Suspended}`))).toEqual([issued[3]!.Id])
    expect(ids(await list(`?Status=${EntitlementStatus.Issued}&EntitlementModelId=${support.id}`))).toEqual([issued[1]!.Id])
  })

  it('searches by number and by the start of the owner name, in any case', async () => {
    expect(ids(await list(`?Search=${issued[2]!.EntitlementNumber}`))).toEqual([issued[2]!.Id])
    const name = customers[2]!.name
    expect(ids(await list(`?Search=${encodeURIComponent(name.slice(0, 5).toUpperCase())}`))).toContain(issued[2]!.Id)
    expect((await list('?Search=%25')).TotalCount).toBe(0)
  })

  it('pages and sorts', async () => {
    const first = await list('?PageSize=2')
    const second = await list('?PageSize=2&Page=2')
    const third = await list('?PageSize=2&Page=3')
    expect([first.HasMore, second.HasMore, third.HasMore]).toEqual([true, true, false])
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual([...issued].reverse().map((item) => item.Id))
    expect((await list('?Page=9')).Items).toEqual([])
    const byStart = await list('?SortField=2')
    const starts = byStart.Items.map((item) => item.StartsAtUtc)
    expect(starts).toEqual([...starts].sort())
    const byOwner = await list('?SortField=1&SortDirection=1')
    const owners = byOwner.Items.map((item) => item.Owner.DisplayName.toLowerCase())
    expect(owners).toEqual([...owners].sort().reverse())
    const byNumber = await list('?SortField=0&SortDirection=0')
    expect(ids(byNumber)).toEqual(issued.map((item) => item.Id))
  })

  it('shows each row\'s use of its running period and filters those over a limit', async () => {
    const over = issued[0]!
    const reply = await adjust(api, over.Id, { NewConsumedAmount: 25, ReasonText: 'Extra tickets' })
    expect(reply.status).toBe(200)
    const overPage = await list(`?EntitlementModelId=${support.id}&OverLimit=true`)
    expect(ids(overPage)).toEqual([over.Id])
    expect(overPage.Items[0]!.Usage).toEqual([
      expect.objectContaining({ DisplayName: 'Tickets', GrantedAmount: 20, ConsumedAmount: 25, IsOverLimit: true }),
      expect.objectContaining({ DisplayName: 'Seats', GrantedAmount: 5, ConsumedAmount: 0, IsOverLimit: false }),
    ])
    const within = await list(`?EntitlementModelId=${support.id}&OverLimit=false`)
    expect(ids(within)).not.toContain(over.Id)
    expect(within.TotalCount).toBe((await list(`?EntitlementModelId=${support.id}`)).TotalCount - 1)
    // One that has not started has no running period, so no use to show.
    expect(within.Items.find((item) => item.Id === issued[1]!.Id)?.Usage).toBeNull()
  })

  it('filters by the effective state the clock gives, in step with the detail', async () => {
    const byState = async (state: number) => ids(await list(`?EffectiveState=${state}&EntitlementModelId=${support.id}`)).sort()
    expect(await byState(EffectiveState.NotStarted)).toEqual([issued[1]!.Id])
    expect(await byState(EffectiveState.Active)).toEqual([issued[0]!.Id, issued[2]!.Id].sort())
    expect(await byState(EffectiveState.Suspended)).toEqual([issued[3]!.Id])

    // Day 11: basic 0 in grace (ended day 9), basic 1 active (3..13), premium active (ends day 28).
    advance(api, days(11))
    expect(await byState(EffectiveState.InGrace)).toEqual([issued[0]!.Id])
    expect(await byState(EffectiveState.Active)).toEqual([issued[1]!.Id, issued[2]!.Id].sort())
    expect(await byState(EffectiveState.NotStarted)).toEqual([])

    // Day 29: premium has no grace and is over; basic 1 in grace until day 18 → expired.
    advance(api, days(18))
    expect(await byState(EffectiveState.Expired)).toEqual([issued[0]!.Id, issued[1]!.Id, issued[2]!.Id].sort())
    const page = await list(`?EntitlementModelId=${support.id}`)
    for (const item of page.Items) expect(item.EffectiveState).toBe((await getEntitlement(api, item.Id)).EffectiveState)
  })

  it('offers the readable models with roles, plans and the caller\'s access', async () => {
    const options = await api.ok<{ Models: Array<{ Id: string; Access: Record<string, boolean>; Roles: Array<{ RoleKind: number; EntityDefinitionName: string }>; Plans: Array<{ DisplayName: string; Summary: string }> }> }>(
      'GET', `${runtimeBase}/options`,
    )
    const model = options.Models.find((item) => item.Id === support.id)!
    expect(model.Access).toEqual({ Read: true, Issue: true, Adjust: true })
    expect(model.Roles).toEqual([expect.objectContaining({ RoleKind: 0, EntityDefinitionName: 'customers' })])
    expect(model.Plans.map((plan) => [plan.DisplayName, plan.Summary]).sort()).toEqual([['Basic', '10 days, 5 days grace'], ['Premium', '30 days']])
    const operator = await api.call<{ Models: Array<{ Id: string; Access: Record<string, boolean> }> }>('GET', `${runtimeBase}/options`, undefined, 'operator')
    expect(operator.body.Data.Models.map((item) => item.Id)).toEqual([support.id])
    expect(operator.body.Data.Models[0]!.Access).toEqual({ Read: true, Issue: false, Adjust: false })
  })
})
