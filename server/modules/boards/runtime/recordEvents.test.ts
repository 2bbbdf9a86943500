import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addField } from '../../../test/fixtures/entities/schema'
import { addItem, createBoard, itemPath, startBoardsApi, type AdminBoard, type ItemPayload } from '../../../test/fixtures/boards/runtime'
import type { TestApi } from '../../../test/testApi'
import { startFunctionHost, type FunctionHost } from '../../functions/host'

/**
 * A board item's data is a record of the board's data entity: adding an item and changing its data
 * go through the record path, so automations bound to that entity fire like on any record write.
 */

const jobsPath = '/api/workspace/admin/function-operations/jobs'

interface JobRow {
  Id: string
  EntityInstanceId: string | null
  Arguments: { Operation?: string; InstanceIds?: string[] }
}

let api: TestApi
let host: FunctionHost
let board: AdminBoard
let dataEntityName: string

async function bindAutomation(operation: string): Promise<string> {
  const binding = await api.ok<{ Id: string }>('POST', '/api/workspace/admin/function-operations/trigger-bindings', {
    Key: `board-data-${operation}`, EntityDefinitionId: dataEntityName, Operation: operation, FunctionId: 'fn-nightly-cleanup',
  })
  return binding.Id
}

async function jobsOf(bindingId: string): Promise<JobRow[]> {
  return api.ok<JobRow[]>('GET', `${jobsPath}?TriggerBindingId=${bindingId}`)
}

/** The job a trigger binding enqueues for one record event. */
const firedFor = (instanceId: string, operation: string) =>
  expect.objectContaining({ EntityInstanceId: instanceId, Arguments: expect.objectContaining({ InstanceIds: [instanceId], Operation: operation }) })

beforeAll(async () => {
  api = await startBoardsApi()
  // The host subscribes the trigger bindings to record events; no timer, so no job starts by itself.
  host = await startFunctionHost(api.db, { autoTick: false })
  board = await createBoard(api)
  const definition = await api.ok<{ Name: string; Tables: Array<{ Id: string; IsPrimary: boolean }> }>('GET', `/api/workspace/admin/entity-definitions/${board.DataEntityDefinitionId}`)
  dataEntityName = definition.Name
  await addField(api, definition.Tables.find((table) => table.IsPrimary)!.Id, { Key: 'effort', DisplayName: 'Effort', FieldType: 2 })
})
afterAll(async () => {
  await host?.stop()
  await api?.close()
})

describe('board item data and record events', () => {
  it('adding an item fires the automation bound to creating records of its data entity', async () => {
    const bindingId = await bindAutomation('create')
    const item = await addItem(api, board, { Subject: 'Fires on create', Fields: { effort: 1 } })
    expect(await jobsOf(bindingId)).toEqual([firedFor(item.Id, 'create')])
  })

  it('changing board data fires the automation bound to patching records, and gives the record a new RowVersion', async () => {
    const bindingId = await bindAutomation('patch')
    const item = await addItem(api, board, { Subject: 'Fires on patch', Fields: { effort: 1 } })
    expect(await jobsOf(bindingId)).toEqual([])
    const record = (id: string) => api.ok<{ RowVersion: string }>('GET', `/api/workspace/entity/${dataEntityName}/instances/${id}`)
    const before = await record(item.Id)
    await api.ok<ItemPayload>('PUT', itemPath(board, item.Id, '/board-data'), { Fields: { effort: 5 }, RowVersion: item.RowVersion })
    expect(await jobsOf(bindingId)).toEqual([firedFor(item.Id, 'patch')])
    expect((await record(item.Id)).RowVersion).not.toBe(before.RowVersion)
  })

  it('a refused board data change fires nothing', async () => {
    const bindingId = 'trg-board-data-patch'
    const item = await addItem(api, board, { Subject: 'Refused', Fields: { effort: 1 } })
    const refused = await api.call('PUT', itemPath(board, item.Id, '/board-data'), { Fields: { effort: 'many' }, RowVersion: item.RowVersion })
    expect(refused.status).toBe(400)
    expect((await jobsOf(bindingId)).filter((job) => job.EntityInstanceId === item.Id)).toEqual([])
  })
})
