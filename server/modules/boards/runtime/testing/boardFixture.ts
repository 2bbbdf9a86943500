import { randomUUID } from 'node:crypto'
import { startSchemaTestApi, type Reply, type SchemaTestApi } from '../../../entities/testing/schemaTestApi'

/** Boards over real HTTP on a fresh demo database: boards made through the admin API, items through the runtime. */

export const adminBoards = '/api/workspace/admin/boards'
export const runtimeBoards = '/api/workspace/boards'

export interface AdminStatus {
  Id: string
  Key: string
  DisplayName: string
  MetaType: number
  RowVersion: string
}

export interface AdminTransition {
  Id: string
  FromBoardStatusId: string
  ToBoardStatusId: string
  LinkPrerequisites: Array<{ Id: string }>
}

export interface AdminBoard {
  Id: string
  Key: string
  DisplayName: string
  RowVersion: string
  SecurityRowVersion: string
  DataEntityDefinitionId: string
  Statuses: AdminStatus[]
  Transitions: AdminTransition[]
  TargetDefinitions: Array<{ Id: string; TargetKind: number; TargetModelId: string | null }>
  Responsibilities: Array<{ Id: string; Key: string; Scope: number }>
  Cycles: Array<{ Id: string; Key: string }>
  SecurityStatements: Array<{ Id: string; Key: string; RowVersion: string }>
  PermissionAssignments: Array<{ Id: string; Operation: string }>
}

export type ItemPayload = {
  Id: string
  BoardStatusId: string
  RankKey: string
  RunNumber: number
  IsOpen: boolean
  RowVersion: string
  CompletedAtUtc: string | null
  Card: { Number: string; Subject: string | null; Fields: Array<{ FieldKey: string; Value: unknown; State: number; DisplayValue: string | null }>; Tags: Array<{ Id: string; TagName: string }>; DueDate: { DueAtUtc: string | null; Severity: number } } & Record<string, unknown>
  ObjectInvariant: { Operations: Record<string, { IsAllowed: boolean; Denials: Array<{ Source: number; SourceKey: string; ReasonCode: string; SafeMessage: string }> }> }
} & Record<string, unknown>

export type Role = 'admin' | 'configurator' | 'operator'

export async function startBoardsApi(): Promise<SchemaTestApi> {
  const api = await startSchemaTestApi()
  const module = await api.ok<{ Enabled: boolean; RowVersion: string }>('GET', `${adminBoards}/module`)
  if (!module.Enabled) await api.ok('PUT', `${adminBoards}/module`, { Enabled: true, RowVersion: module.RowVersion })
  return api
}

let boardCounter = 0
/** A board key no other test of the file uses. */
export const uniqueBoardKey = (prefix = 'b'): string => `${prefix}-${Date.now().toString(36)}${(boardCounter++).toString(36)}`

export async function createBoard(api: SchemaTestApi, options: { key?: string; tagsEnabled?: boolean; cycles?: boolean } = {}): Promise<AdminBoard> {
  const key = options.key ?? uniqueBoardKey()
  return api.ok<AdminBoard>('POST', `${adminBoards}/boards`, {
    Key: key,
    DisplayName: `Board ${key}`,
    BoardType: 0,
    BoardCycleActivationMode: options.cycles ? 1 : 0,
    TagsEnabled: options.tagsEnabled ?? true,
    UseDefaultStatuses: true,
  })
}

export const statusOf = (board: AdminBoard, key: string): AdminStatus => {
  const status = board.Statuses.find((item) => item.Key === key)
  if (!status) throw new Error(`No status ${key} on ${board.Key}`)
  return status
}

export interface PrerequisiteInput {
  LinkType: number
  Direction: number
  TargetBoardId: string
  TargetBoardTargetDefinitionId: string
  MinimumCount: number
  MaximumCount?: number | null
}

export async function addTransition(api: SchemaTestApi, board: AdminBoard, from: string, to: string, prerequisites: PrerequisiteInput[] = []): Promise<AdminBoard> {
  return api.ok<AdminBoard>('POST', `${adminBoards}/boards/${board.Id}/transitions`, {
    FromBoardStatusId: statusOf(board, from).Id,
    ToBoardStatusId: statusOf(board, to).Id,
    IsActive: true,
    LinkPrerequisites: prerequisites,
  })
}

/** Transitions between every pair of the default statuses, in both directions. */
export async function connectAll(api: SchemaTestApi, board: AdminBoard): Promise<AdminBoard> {
  let current = board
  const keys = ['open', 'in-progress', 'done']
  for (const from of keys) for (const to of keys) if (from !== to) current = await addTransition(api, current, from, to)
  return current
}

export async function reloadBoard(api: SchemaTestApi, board: AdminBoard): Promise<AdminBoard> {
  return api.ok<AdminBoard>('GET', `${adminBoards}/boards/${board.Id}`)
}

export function addItemCall(api: SchemaTestApi, board: AdminBoard, body: Record<string, unknown> = {}, role: Role = 'admin'): Promise<Reply<ItemPayload>> {
  return api.call<ItemPayload>('POST', `${runtimeBoards}/${board.Key}/items`, { OperationKey: randomUUID(), Subject: 'Task', ...body }, role)
}

export async function addItem(api: SchemaTestApi, board: AdminBoard, body: Record<string, unknown> = {}, role: Role = 'admin'): Promise<ItemPayload> {
  const reply = await addItemCall(api, board, body, role)
  if (reply.status !== 200) throw new Error(`add answered ${reply.status}: ${JSON.stringify(reply.body?.Errors ?? reply.body)}`)
  return reply.body.Data
}

export function moveCall(api: SchemaTestApi, board: AdminBoard, itemId: string, body: Record<string, unknown>, role: Role = 'admin'): Promise<Reply<ItemPayload>> {
  return api.call<ItemPayload>('POST', `${runtimeBoards}/${board.Key}/items/${itemId}/move`, body, role)
}

export const itemPath = (board: AdminBoard, itemId: string, suffix = ''): string => `${runtimeBoards}/${board.Key}/items/${itemId}${suffix}`

export async function addResponsibility(api: SchemaTestApi, board: AdminBoard, key: string, scope = 0): Promise<AdminBoard> {
  return api.ok<AdminBoard>('POST', `${adminBoards}/boards/${board.Id}/responsibilities`, { Key: key, DisplayName: key, Scope: scope })
}

/** Grants one item operation to one subject (0 User, 1 ResponsibilityGroup, 2 Role, 3 ItemResponsibility). */
export async function addAssignment(api: SchemaTestApi, board: AdminBoard, operation: string, subjectType: number, subjectKey: string): Promise<AdminBoard> {
  const current = await reloadBoard(api, board)
  return api.ok<AdminBoard>('POST', `${adminBoards}/boards/${board.Id}/security/assignments`, {
    Operation: operation, SubjectType: subjectType, SubjectKey: subjectKey, SecurityRowVersion: current.SecurityRowVersion,
  })
}

/** A statement denying `operation` for the items its expression holds for. */
export async function addStatement(api: SchemaTestApi, board: AdminBoard, key: string, operation: string, expression: string, message: string): Promise<AdminBoard> {
  const current = await reloadBoard(api, board)
  return api.ok<AdminBoard>('POST', `${adminBoards}/boards/${board.Id}/security/statements`, {
    Key: key, DisplayName: key, Operation: operation, Expression: expression, Message: message, Enabled: true, SecurityRowVersion: current.SecurityRowVersion,
  })
}

export async function linkItems(api: SchemaTestApi, board: AdminBoard, itemId: string, otherId: string, linkType: number, direction = 0): Promise<{ Id: string }> {
  return api.ok<{ Id: string }>('POST', itemPath(board, itemId, '/links'), { LinkType: linkType, Direction: direction, OtherBoardItemId: otherId })
}
