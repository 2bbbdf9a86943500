import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { InstanceArchiveState as ArchiveState } from '../../../../shared/enums'
import { startTestApi, type TestApi } from '../../../test/testApi'
import { loadRecordModel } from './recordModel.load'
import type { RecordDefinition } from './recordModel'
import { readableRecordValues } from './readableValues'

/** The ids and values of the records a user may read, on a fresh demo database. */

let api: TestApi
let customers: RecordDefinition
let operatorId: string
beforeAll(async () => {
  api = await startTestApi()
  customers = (await loadRecordModel(api.db, 'customers'))!
  operatorId = (await api.sql<{ id: string }>("SELECT id FROM users WHERE user_name = 'operator'"))[0]!.id
}, 60_000)
afterAll(() => api?.close())

const admin = () => ({ userId: 'admin', roles: ['Admin'] })

describe('readable record values', () => {
  it('lists ids and field values by Number, at most the limit, with the total', async () => {
    const all = await readableRecordValues(api.db, customers, admin(), ArchiveState.Active, 10_000, api.now())
    expect(all.total).toBeGreaterThan(3)
    expect(all.records).toHaveLength(all.total)
    expect(all.records[0]!.Fields).toHaveProperty('name')
    const limited = await readableRecordValues(api.db, customers, admin(), ArchiveState.Active, 2, api.now())
    expect(limited).toEqual({ total: all.total, records: all.records.slice(0, 2) })
  })

  it('honours the archive state', async () => {
    const [first] = (await readableRecordValues(api.db, customers, admin(), ArchiveState.Active, 1, api.now())).records
    const path = `/api/workspace/entity/customers/instances/${first!.Id}`
    const { RowVersion } = await api.ok<{ RowVersion: string }>('GET', path)
    await api.ok('DELETE', `${path}/archive`, { RowVersion })
    const active = await readableRecordValues(api.db, customers, admin(), ArchiveState.Active, 10_000, api.now())
    const archived = await readableRecordValues(api.db, customers, admin(), ArchiveState.Archived, 10_000, api.now())
    const both = await readableRecordValues(api.db, customers, admin(), ArchiveState.All, 10_000, api.now())
    expect(active.records.map((record) => record.Id)).not.toContain(first!.Id)
    expect(archived.records.map((record) => record.Id)).toEqual([first!.Id])
    expect(both.total).toBe(active.total + 1)
  })

  it('leaves out, and does not count, the records the user may not read', async () => {
    const definitionId = customers.id
    const statement = await api.ok<{ Id: string }>('POST', `/api/workspace/admin/entity-definitions/${definitionId}/statements`, {
      Name: 'SmallCustomer', DisplayName: 'Small customer', Expression: 'is_key_account = false',
    })
    const grant = await api.ok<{ Id: string }>('POST', `/api/workspace/admin/entity-definitions/${definitionId}/permission-assignments`, {
      SubjectType: 4, SubjectKey: '', Operations: ['Read'], StatementId: statement.Id,
    })
    try {
      const secured = (await loadRecordModel(api.db, 'customers'))!
      const visible = await readableRecordValues(api.db, secured, { userId: operatorId, roles: ['Operator'] }, ArchiveState.Active, 10_000, api.now())
      const all = await readableRecordValues(api.db, customers, admin(), ArchiveState.Active, 10_000, api.now())
      expect(visible.total).toBe(visible.records.length)
      expect(visible.total).toBeLessThan(all.total)
      expect(visible.records.every((record) => record.Fields.is_key_account !== true)).toBe(true)
    } finally {
      await api.ok('DELETE', `/api/workspace/admin/entity-permission-assignments/${grant.Id}`)
    }
  })
})
