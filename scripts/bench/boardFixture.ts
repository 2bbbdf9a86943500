// A board of 2,000 items over 8 statuses, built through the API as users would: the statuses and
// transitions by the administration operations, the items by the documented add-item operation
// (each into its column, so no moves are needed), a link prerequisite on the way to "Done".
import { randomUUID } from 'node:crypto'
import { FieldType } from '../../shared/enums'
import { callApi } from './workspace'

export const BOARD_ITEMS = 2_000
export const BOARD_STATUSES = 8
export const BOARD_KEY = 'bench-board'

interface Status { Id: string; Key: string; MetaType: number }
interface Administration {
  Id: string
  RowVersion: string
  Statuses: Status[]
  TargetDefinitions: Array<{ Id: string }>
}

export interface BenchBoard {
  boardId: string
  statuses: Status[]
  targetDefinitionId: string
  /** Item ids per status id, in the order they were appended. */
  itemsByStatus: Map<string, string[]>
}

const statusPlan = [
  { Key: 'backlog', DisplayName: 'Backlog', MetaType: 0, Color: 'grey' },
  { Key: 'ready', DisplayName: 'Ready', MetaType: 1, Color: 'blue' },
  { Key: 'analysis', DisplayName: 'Analysis', MetaType: 1, Color: 'indigo' },
  { Key: 'build', DisplayName: 'Build', MetaType: 1, Color: 'purple' },
  { Key: 'review', DisplayName: 'Review', MetaType: 1, Color: 'amber' },
  { Key: 'test', DisplayName: 'Test', MetaType: 1, Color: 'orange' },
  { Key: 'release', DisplayName: 'Release', MetaType: 1, Color: 'teal' },
  { Key: 'done', DisplayName: 'Done', MetaType: 2, Color: 'green' },
]

export function addItemBody(board: BenchBoard, statusId: string | null, n: number): Record<string, unknown> {
  return {
    OperationKey: randomUUID(),
    TargetKind: 0,
    RepeatMode: 0,
    Subject: `Work item ${n}`,
    Description: n % 3 === 0 ? `Details of work item ${n}` : null,
    TargetBoardStatusId: statusId,
    Fields: { estimate: n % 13, area: n % 2 === 0 ? 'Web' : 'API' },
  }
}

/** Creates the board and fills it; the non-terminal columns share the items evenly. */
export async function createBenchBoard(apiUrl: string, token: string): Promise<BenchBoard> {
  const base = '/api/workspace/admin/boards'
  await callApi(apiUrl, token, 'GET', `${base}/module`)
  let board = await callApi<Administration>(apiUrl, token, 'POST', `${base}/boards`, {
    Key: BOARD_KEY, DisplayName: 'Delivery', Description: 'Benchmark board', BoardType: 0,
    BoardCycleActivationMode: 0, TagsEnabled: true, UseDefaultStatuses: false,
  })
  for (const status of statusPlan) {
    board = await callApi<Administration>(apiUrl, token, 'POST', `${base}/boards/${board.Id}/statuses`, { ...status, IsActive: true })
  }
  const statuses = statusPlan.map((plan) => board.Statuses.find((status) => status.Key === plan.Key)!)
  const targetDefinitionId = board.TargetDefinitions[0]!.Id
  for (let i = 0; i < statuses.length - 1; i++) {
    const from = statuses[i]!
    const to = statuses[i + 1]!
    // The last step needs a related item on this board: move options count links on every call.
    const LinkPrerequisites = to.MetaType === 2
      ? [{ LinkType: 0, Direction: 0, TargetBoardId: board.Id, TargetBoardTargetDefinitionId: targetDefinitionId, MinimumCount: 1, MaximumCount: null }]
      : null
    await callApi(apiUrl, token, 'POST', `${base}/boards/${board.Id}/transitions`, {
      FromBoardStatusId: from.Id, ToBoardStatusId: to.Id, SortOrder: 0, IsActive: true, LinkPrerequisites,
    })
    await callApi(apiUrl, token, 'POST', `${base}/boards/${board.Id}/transitions`, {
      FromBoardStatusId: to.Id, ToBoardStatusId: from.Id, SortOrder: 0, IsActive: true,
    })
  }
  const definition = await callApi<{ Tables: Array<{ Id: string; IsPrimary: boolean }> }>(
    apiUrl, token, 'GET', `/api/workspace/admin/entity-definitions/${(board as unknown as { DataEntityDefinitionId: string }).DataEntityDefinitionId}`,
  )
  const tableId = definition.Tables.find((table) => table.IsPrimary)!.Id
  await callApi(apiUrl, token, 'POST', `/api/workspace/admin/entity-definition-tables/${tableId}/fields`, { Key: 'estimate', DisplayName: 'Estimate', FieldType: FieldType.Integer })
  await callApi(apiUrl, token, 'POST', `/api/workspace/admin/entity-definition-tables/${tableId}/fields`, { Key: 'area', DisplayName: 'Area', FieldType: FieldType.Text, StringMaxLength: 40 })

  const bench: BenchBoard = { boardId: board.Id, statuses, targetDefinitionId, itemsByStatus: new Map(statuses.map((s) => [s.Id, []])) }
  const columns = statuses.filter((status) => status.MetaType !== 2)
  for (let n = 1; n <= BOARD_ITEMS; n++) {
    const status = columns[n % columns.length]!
    const item = await callApi<{ Id: string }>(apiUrl, token, 'POST', `/api/workspace/boards/${board.Id}/items`, addItemBody(bench, status.Id, n))
    bench.itemsByStatus.get(status.Id)!.push(item.Id)
  }
  return bench
}
