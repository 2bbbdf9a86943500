import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addField, admin, createDefinition, leanDemoApi, uniqueName } from '../../../test/fixtures/entities/schema'
import { instancesPath, type Instance, type MutationResult } from '../../../test/fixtures/entities/records'
import { startTestApi, type TestApi } from '../../../test/testApi'
import type { EntityDefinitionDetail, EntityField } from '../types'

/** Mutation effects over real HTTP: declared, checked, run in order in the mutation's transaction. */

let api: TestApi
let tickets: EntityDefinitionDetail
const fields: Record<string, EntityField> = {}

interface Effect { Id: string; RowVersion: string; Kind: string }

const effects = () => `${admin}/entity-definitions/${tickets.Id}/mutation-effects`
const create = (body: Record<string, unknown>) => api.call<Effect>('POST', effects(), body)

beforeAll(async () => {
  api = await startTestApi(leanDemoApi)
  tickets = await createDefinition(api, uniqueName('ticket'))
  const table = tickets.Tables.find((item) => item.IsPrimary)!.Id
  for (const [key, type] of [['title', 0], ['state', 0], ['closedBy', 0], ['closedAt', 7], ['count', 2]] as const) {
    fields[key] = await addField(api, table, { Key: key, DisplayName: key, FieldType: type })
  }
}, 60_000)

afterAll(async () => {
  await api?.close()
})

describe('mutation effects', () => {
  it('check what they write: the field, the value for it, the function', async () => {
    expect((await create({ Name: 'Bad', DisplayName: 'Bad', Trigger: 'Create', Kind: 'StampTime', TargetFieldId: fields.title!.Id })).body.Errors?.[0]).toMatchObject({ Field: 'TargetFieldId' })
    expect((await create({ Name: 'Bad', DisplayName: 'Bad', Trigger: 'Create', Kind: 'SetValue', TargetFieldId: fields.count!.Id, Value: 'many' })).body.Errors?.[0]).toMatchObject({ Field: 'Value' })
    expect((await create({ Name: 'Bad', DisplayName: 'Bad', Trigger: 'Create', Kind: 'EnqueueFunction', FunctionKey: 'no-such-function' })).body.Errors?.[0]).toMatchObject({ Field: 'FunctionKey' })
    expect((await create({ Name: 'Bad', DisplayName: 'Bad', Trigger: 'Never', Kind: 'SetValue' })).status).toBe(400)
    expect((await create({ Name: 'Bad', DisplayName: 'x'.repeat(1_000), Trigger: 'Create', Kind: 'StampUser', TargetFieldId: fields.title!.Id })).status).toBe(400)
  })

  it('set and stamp fields on create, change and archive, in order, through the record path, and queue a function', async () => {
    await api.ok('POST', effects(), { Name: 'Opened', DisplayName: 'Opened', Trigger: 'Create', Kind: 'SetValue', TargetFieldId: fields.state!.Id, Value: 'open' })
    await api.ok('POST', effects(), { Name: 'Export', DisplayName: 'Export', Trigger: 'Create', Kind: 'EnqueueFunction', FunctionKey: 'export-report' })
    await api.ok('POST', effects(), { Name: 'Touched', DisplayName: 'Touched', Trigger: 'Patch', Kind: 'SetValue', TargetFieldId: fields.state!.Id, Value: 'changed' })
    await api.ok('POST', effects(), { Name: 'Again', DisplayName: 'Later wins', Trigger: 'Patch', Kind: 'SetValue', TargetFieldId: fields.state!.Id, Value: 'worked on' })
    await api.ok('POST', effects(), { Name: 'ClosedBy', DisplayName: 'Closed by', Trigger: 'Archive', Kind: 'StampUser', TargetFieldId: fields.closedBy!.Id })
    await api.ok('POST', effects(), { Name: 'ClosedAt', DisplayName: 'Closed at', Trigger: 'Archive', Kind: 'StampTime', TargetFieldId: fields.closedAt!.Id })

    const created = await api.ok<MutationResult>('POST', instancesPath(tickets), { Fields: { title: 'Printer' } }, 'operator')
    expect(created.Instance!.Fields.state).toBe('open')
    const [job] = await api.sql<{ entity_instance_id: string; operation: string }>(
      `SELECT j.entity_instance_id, j.operation FROM function_jobs j JOIN functions f ON f.id = j.function_id WHERE f.key = 'export-report' AND j.entity_instance_id = $1`,
      [created.InstanceId],
    )
    expect(job).toEqual({ entity_instance_id: created.InstanceId, operation: 'create' })

    const patched = await api.ok<MutationResult>('PATCH', `${instancesPath(tickets)}/${created.InstanceId}`, { RowVersion: created.RowVersion, Fields: { title: 'Printer 2' } }, 'operator')
    expect(patched.Instance!.Fields).toMatchObject({ title: 'Printer 2', state: 'worked on' })

    const archived = await api.ok<MutationResult>('DELETE', `${instancesPath(tickets)}/${created.InstanceId}/archive`, { RowVersion: patched.RowVersion }, 'operator')
    expect(archived.Instance!.Fields.closedBy).toBe('usr-operator')
    // Stamped with the mutation's own time.
    expect(new Date(String(archived.Instance!.Fields.closedAt)).getTime()).toBe(new Date(archived.Instance!.ArchivedAt!).getTime())
  })

  it('roll back with the mutation: a refused change leaves no effect behind', async () => {
    const record = await api.ok<MutationResult>('POST', instancesPath(tickets), { Fields: { title: 'Scanner' } })
    const stale = await api.call('PATCH', `${instancesPath(tickets)}/${record.InstanceId}`, { RowVersion: '00000000-0000-4000-8000-000000000000', Fields: { title: 'x' } })
    expect(stale.status).toBe(409)
    expect((await api.ok<Instance>('GET', `${instancesPath(tickets)}/${record.InstanceId}`)).Fields.state).toBe('open')
  })

  it('are listed in order, changed with RowVersion, and deleted', async () => {
    const listed = await api.ok<Array<Effect & { Name: string }>>('GET', effects())
    expect(listed.map((effect) => effect.Name)).toEqual(['Opened', 'Export', 'Touched', 'Again', 'ClosedBy', 'ClosedAt'])
    const first = listed[0]!
    const disabled = await api.ok<Effect & { Enabled: boolean }>('PUT', `${admin}/entity-mutation-effects/${first.Id}`, {
      DisplayName: 'Opened', Trigger: 'Create', Kind: 'SetValue', TargetFieldId: fields.state!.Id, Value: 'open', Enabled: false, RowVersion: first.RowVersion,
    })
    expect(disabled.Enabled).toBe(false)
    expect((await api.call('PUT', `${admin}/entity-mutation-effects/${first.Id}`, { DisplayName: 'x', Trigger: 'Create', Kind: 'SetValue', TargetFieldId: fields.state!.Id, Value: 'x', RowVersion: first.RowVersion })).status).toBe(409)
    const created = await api.ok<MutationResult>('POST', instancesPath(tickets), { Fields: { title: 'Quiet' } })
    expect(created.Instance!.Fields.state).toBeNull()
    await api.ok('DELETE', `${admin}/entity-mutation-effects/${first.Id}`)
    expect(await api.ok<Effect[]>('GET', effects())).toHaveLength(5)
  })
})
