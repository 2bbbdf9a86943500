import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuthContext } from '../../../http/operation'
import { loadRecordModel } from '../../entities/records/recordModel.load'
import { lookupItems } from '../../entities/records/records.read'
import { daysFromNow, insertEntitlement, insertModel, startLedgerApi } from '../../../test/fixtures/entitlements/ledger'
import { readEntitlementDetail } from './detail'
import type { TestApi } from '../../../test/testApi'

let api: TestApi

beforeAll(async () => {
  api = await startLedgerApi()
})
afterAll(() => api.close())

const operator: AuthContext = { userId: 'usr-operator', userName: 'operator', userType: 0, roles: ['Operator'], permissions: ['entitlements.use'], via: 'accessToken' }
const admin: AuthContext = { ...operator, userId: 'usr-admin', userName: 'admin', roles: ['Admin'] }

async function firstRecord(definitionName: string): Promise<{ definitionId: string; id: string; displayName: string }> {
  const definition = (await loadRecordModel(api.db, definitionName))!
  const [row] = await api.sql<{ id: string }>(`SELECT id FROM ${definition.primary.qualifiedName} ORDER BY number LIMIT 1`)
  const [item] = await lookupItems(api.db, definition, [row!.id])
  return { definitionId: definition.id, id: row!.id, displayName: item!.DisplayName }
}

const allowed = (detail: Awaited<ReturnType<typeof readEntitlementDetail>>) =>
  Object.fromEntries(Object.entries(detail.ObjectInvariant.Operations).map(([key, decision]) => [key, decision.IsAllowed]))

describe('readEntitlementDetail', () => {
  it('assembles periods, limits and references with the records\' display names', async () => {
    const entitlement = await insertEntitlement(api, {
      periods: [{ startsAt: daysFromNow(-40), endsAt: daysFromNow(-10) }, { startsAt: daysFromNow(-10), endsAt: daysFromNow(20) }, { startsAt: daysFromNow(20), endsAt: daysFromNow(50), graceUntil: daysFromNow(60) }],
      limits: [{ key: 'tickets', granted: '20' }, { key: 'seats', family: 2, granted: '5' }],
    })
    const contract = await firstRecord('contracts')
    const customer = await firstRecord('customers')
    const [role] = await api.sql<{ id: string }>(
      `INSERT INTO entitlement_model_roles (id, model_id, role_kind, display_name, entity_definition_id) VALUES ($1, $2, 2, 'Contract', $3) RETURNING id`,
      [randomUUID(), entitlement.modelId, contract.definitionId],
    )
    await api.sql(
      `INSERT INTO entitlement_resources (id, entitlement_id, role_id, entity_definition_id, entity_instance_id, display_name, sort_order)
       VALUES ($1, $2, $3, $4, $5, 'Old contract name', 0), ($6, $2, $3, $4, 'gone-record', 'Deleted contract', 1)`,
      [randomUUID(), entitlement.id, role!.id, contract.definitionId, contract.id, randomUUID()],
    )

    const detail = await readEntitlementDetail(api.db, entitlement.id, operator, new Date())
    expect(detail).toMatchObject({
      Id: entitlement.id,
      EntitlementModelDisplayName: 'Support subscription',
      EntitlementPlanDisplayName: 'Basic',
      ModelType: 0,
      Status: 2,
      EffectiveState: 1,
      Owner: { EntityDefinitionId: customer.definitionId, EntityInstanceId: customer.id, DisplayName: customer.displayName, EntityDisplayName: expect.any(String) },
      RenewalModeSnapshot: 0,
      PredecessorEntitlementId: null,
      SuccessorEntitlementId: null,
      QuantityLedger: [],
      QuantityLedgerTotalCount: 0,
      Beneficiaries: [],
      Access: { Read: true, Issue: true, Adjust: true },
      PlanTermsSnapshot: { DurationUnit: 0, Limits: [] },
    })
    expect(detail.Periods.map((period) => [period.PeriodNumber, period.Status])).toEqual([[1, 3], [2, 1], [3, 0]])
    const periodNumbers = new Map(detail.Periods.map((period) => [period.Id, period.PeriodNumber]))
    expect(detail.Limits.map((limit) => [limit.Key, periodNumbers.get(limit.PeriodId), limit.IsActive])).toEqual([
      ['tickets', 1, false], ['seats', 1, false], ['tickets', 2, true], ['seats', 2, true], ['tickets', 3, false], ['seats', 3, false],
    ])
    expect(detail.Limits[2]).toMatchObject({ LimitFamily: 0, GrantedAmount: 20, AvailableAmount: 20, ConsumedAmountSnapshot: 0, DisplayName: 'Tickets', UnitLabel: null })
    expect(detail.Limits[4]!.GraceUntilUtc).toEqual(detail.GraceUntilUtc)
    expect(detail.Resources).toEqual([
      { Id: expect.any(String), ResourceRoleId: role!.id, ResourceRoleDisplayName: 'Contract', SortOrder: 0, Resource: expect.objectContaining({ EntityInstanceId: contract.id, DisplayName: contract.displayName }) },
      // A record that is gone keeps the text captured at issue.
      expect.objectContaining({ SortOrder: 1, Resource: expect.objectContaining({ EntityInstanceId: 'gone-record', DisplayName: 'Deleted contract' }) }),
    ])
    expect(detail.ObjectInvariant.Resource).toEqual({ ModuleKey: 'entitlements', ResourceKind: 'Entitlement', ContextResourceId: entitlement.modelId, ResourceObjectId: entitlement.id })
    expect(allowed(detail)).toEqual({ read: true, adjust: true, suspend: true, resume: false, cancel: true, revoke: true, renew: true })
  })

  it('falls back to the captured owner name and decides by grants and state', async () => {
    const readOnlyModel = await insertModel(api, { read: ['Operator'] })
    const entitlement = await insertEntitlement(api, { modelId: readOnlyModel, status: 3 })
    await api.sql("UPDATE entitlements SET owner_instance_id = 'gone', owner_display_name = 'Former customer' WHERE id = $1", [entitlement.id])

    const seen = await readEntitlementDetail(api.db, entitlement.id, operator, new Date())
    expect(seen.Owner).toMatchObject({ EntityInstanceId: 'gone', DisplayName: 'Former customer' })
    expect(seen.EffectiveState).toBe(3)
    expect(seen.Limits.every((limit) => !limit.IsActive)).toBe(true)
    expect(seen.Access).toEqual({ Read: true, Issue: false, Adjust: false })
    expect(seen.ObjectInvariant.Operations.adjust!.Denials).toEqual([
      { Source: 1, SourceKey: 'adjust', ReasonCode: 'serviceEntitlements.security.notGranted', SafeMessage: 'You may not adjust entitlements of the model “Support subscription”.' },
    ])
    // An Admin may resume a suspended entitlement, not suspend it again.
    expect(allowed(await readEntitlementDetail(api.db, entitlement.id, admin, new Date()))).toEqual({
      read: true, adjust: true, suspend: false, resume: true, cancel: true, revoke: true, renew: true,
    })

    await api.sql('UPDATE entitlements SET status = 5 WHERE id = $1', [entitlement.id])
    const cancelled = await readEntitlementDetail(api.db, entitlement.id, admin, new Date())
    expect(cancelled.ObjectInvariant.BusinessInvariants).toEqual([expect.objectContaining({ InvariantKey: 'entitlement.terminal', TargetKey: 'Status', IsActive: true })])
    expect(allowed(cancelled)).toEqual({ read: true, adjust: false, suspend: false, resume: false, cancel: false, revoke: false, renew: false })
    expect(cancelled.Periods[0]!.Status).toBe(4)
  })

  it('answers 404 for a missing or unreadable entitlement', async () => {
    const hidden = await insertEntitlement(api, { modelId: await insertModel(api, {}) })
    await expect(readEntitlementDetail(api.db, hidden.id, operator, new Date())).rejects.toMatchObject({ status: 404 })
    await expect(readEntitlementDetail(api.db, randomUUID(), admin, new Date())).rejects.toMatchObject({ status: 404 })
  })

  it('reads open-ended entitlements as not renewable', async () => {
    const entitlement = await insertEntitlement(api, { periods: [{ startsAt: daysFromNow(-1), endsAt: null }] })
    const detail = await readEntitlementDetail(api.db, entitlement.id, admin, new Date())
    expect(detail.EndsAtUtc).toBeNull()
    expect(detail.ObjectInvariant.Operations.renew).toMatchObject({ IsAllowed: false, Denials: [{ Source: 3, ReasonCode: 'serviceEntitlements.renewal.openEnded' }] })
  })
})
