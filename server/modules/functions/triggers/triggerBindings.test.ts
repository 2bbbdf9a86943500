import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hostApi } from '../../../test/fixtures/functions'
import { startTestApi, type TestApi } from '../../../test/testApi'
import { ExecutionSource } from '../model'
import type { FunctionRun } from '../types'

/** Trigger bindings as configuration over real HTTP: what fires them, the pinned version, RowVersion and audit. */

const ADMIN = '/api/workspace/admin/function-operations'
const BINDINGS = `${ADMIN}/trigger-bindings`

interface Binding {
  Id: string
  Key: string
  EntityDefinitionName: string
  EntityDefinitionDisplayName: string
  Operation: string
  FunctionKey: string
  FunctionVersionId: string | null
  FunctionVersionNumber: number | null
  IsEnabled: boolean
  RowVersion: string
}

let api: TestApi

beforeAll(async () => {
  api = await startTestApi(hostApi())
})
afterAll(() => api.close())

const body = (overrides: Record<string, unknown> = {}) => ({
  Key: 'check-new-customers', Description: 'Checks every new customer', EntityDefinitionId: 'customers', Operation: 'create',
  FunctionId: 'fn-validate-customer-data', FunctionVersionId: 'fnv-validate-customer-data-1', IsEnabled: true, ...overrides,
})
const runsOf = async (bindingId: string) => {
  await api.host.tick()
  await api.host.idle()
  return (await api.ok<{ Items: FunctionRun[] }>('GET', `${ADMIN}/runs/page?TriggerBindingId=${bindingId}&PageSize=50`)).Items
}
const newCustomer = (name: string) => api.ok('POST', '/api/workspace/entity/customers/instances', { Fields: { name, email: 'trigger@example.com' } })
const audit = async (targetId: string) =>
  (await api.ok<{ Items: Array<{ Action: string; Detail: { Previous?: Record<string, unknown>; Current?: Record<string, unknown> } }> }>('GET', `${ADMIN}/audit-log/page?TargetId=${targetId}`)).Items

describe('trigger bindings', () => {
  it('run the pinned function version for each new record, stop when disabled, and are gone when deleted, every change audited', async () => {
    const created = await api.ok<Binding>('POST', BINDINGS, body())
    expect(created).toMatchObject({ Key: 'check-new-customers', EntityDefinitionName: 'customers', EntityDefinitionDisplayName: 'Customers', FunctionKey: 'validate-customer-data', FunctionVersionNumber: 1, IsEnabled: true })

    await newCustomer('Triggered Handels GmbH')
    const runs = await runsOf(created.Id)
    expect(runs).toHaveLength(1)
    expect(runs[0]).toMatchObject({ ExecutionSource: ExecutionSource.Trigger, TriggerBindingId: created.Id, FunctionVersionId: 'fnv-validate-customer-data-1', Operation: 'create' })

    // A stale RowVersion answers 409 with the binding as it is.
    const stale = await api.call<Binding>('PUT', `${BINDINGS}/${created.Id}`, { ...body({ IsEnabled: false }), RowVersion: '00000000-0000-4000-8000-000000000000' })
    expect(stale.status).toBe(409)
    expect(stale.body.Data.RowVersion).toBe(created.RowVersion)
    const disabled = await api.ok<Binding>('PUT', `${BINDINGS}/${created.Id}`, { ...body({ IsEnabled: false }), RowVersion: created.RowVersion })
    await newCustomer('Untriggered Handels GmbH')
    expect(await runsOf(created.Id)).toHaveLength(1)

    expect((await api.call('DELETE', `${BINDINGS}/${created.Id}`)).status).toBe(400)
    expect(await api.ok('DELETE', `${BINDINGS}/${created.Id}?rowVersion=${disabled.RowVersion}`)).toBe(created.Id)
    expect((await api.call('GET', `${BINDINGS}/${created.Id}`)).status).toBe(404)
    const entries = await audit(created.Id)
    expect(entries.map((entry) => entry.Action).sort()).toEqual(['TriggerBindingChanged', 'TriggerBindingCreated', 'TriggerBindingDeleted'])
    const change = entries.find((entry) => entry.Action === 'TriggerBindingChanged')!
    expect(change.Detail.Previous).toMatchObject({ IsEnabled: true })
    expect(change.Detail.Current).toMatchObject({ IsEnabled: false })
  })

  it('follow the current version when none is pinned, and fire on the operation they name only', async () => {
    const onArchive = await api.ok<Binding>('POST', BINDINGS, body({ Key: 'customer-archived', Operation: 'archive', FunctionVersionId: null }))
    expect(onArchive.FunctionVersionId).toBeNull()
    const customer = await api.ok<{ InstanceId: string; Instance: { RowVersion: string } }>('POST', '/api/workspace/entity/customers/instances', { Fields: { name: 'Archived Soon AG' } })
    expect(await runsOf(onArchive.Id)).toHaveLength(0)
    await api.ok('DELETE', `/api/workspace/entity/customers/instances/${customer.InstanceId}/archive`, { RowVersion: customer.Instance.RowVersion })
    const runs = await runsOf(onArchive.Id)
    expect(runs).toHaveLength(1)
    expect(runs[0]).toMatchObject({ Operation: 'archive', EntityInstanceId: customer.InstanceId })
    await api.ok('DELETE', `${BINDINGS}/${onArchive.Id}?rowVersion=${onArchive.RowVersion}`)
  })

  it('refuse what does not fit with 400 naming the member, a taken key with 409, and callers who do not configure', async () => {
    const refusal = async (overrides: Record<string, unknown>) => {
      const reply = await api.call<unknown>('POST', BINDINGS, body({ Key: 'refused-binding', ...overrides }))
      return { status: reply.status, field: reply.body.Errors?.[0]?.Field ?? null }
    }
    expect(await refusal({ EntityDefinitionId: 'no-such-entity' })).toEqual({ status: 400, field: 'EntityDefinitionId' })
    expect(await refusal({ Operation: 'explode' })).toMatchObject({ status: 400 })
    expect(await refusal({ FunctionId: 'fn-nothing' })).toEqual({ status: 400, field: 'FunctionId' })
    expect(await refusal({ FunctionVersionId: 'fnv-sync-ledger-1' })).toEqual({ status: 400, field: 'FunctionVersionId' })
    expect(await refusal({ Key: 'Bad Key' })).toMatchObject({ status: 400 })
    expect(await refusal({ Key: 'contract-totals-on-create' })).toEqual({ status: 409, field: 'Key' })
    expect((await api.call('POST', BINDINGS, body({ Key: 'operator-binding' }), 'operator')).status).toBe(403)
    // The demo's bindings are listed with their keys and functions.
    const listed = await api.ok<Binding[]>('GET', BINDINGS)
    expect(listed.map((binding) => binding.Key)).toEqual(expect.arrayContaining(['contract-totals-on-create', 'contract-totals-on-change', 'check-new-customer']))
  })
})
