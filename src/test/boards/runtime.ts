// Board runtime payloads as the local API sends them, for component and unit tests.
import { vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { configureApi } from '@/api'
import BoardRuntimeView from '@/features/boards/runtime/BoardRuntimeView.vue'
import { flush, renderWithApp } from '../render'
import type { BoardItem, BoardMoveOption, BoardRuntimeModel } from '@/features/boards/runtime/runtime.types'
import { ok } from '../profiles'

export const BOARD = 'orders'
export const BOARD_ID = 'board-1'

const allowAll = Object.fromEntries(
  ['read', 'create', 'update', 'move', 'link', 'remove', 'manage'].map((key) => [key, { OperationKey: key, IsAllowed: true, Denials: [] }]),
)

export function makeModel(overrides: Partial<BoardRuntimeModel> = {}): BoardRuntimeModel {
  return {
    Id: BOARD_ID,
    Key: BOARD,
    DisplayName: 'Orders',
    Description: null,
    IsActive: true,
    BoardType: 0,
    TagsEnabled: true,
    Statuses: [
      { Id: 'st-open', Key: 'open', DisplayName: 'To do', Color: 'grey', MetaType: 0, SortOrder: 0, ItemCount: 2, OpenItemCount: 2 },
      { Id: 'st-doing', Key: 'in-progress', DisplayName: 'In progress', Color: 'blue', MetaType: 1, SortOrder: 1, ItemCount: 0, OpenItemCount: 0 },
      { Id: 'st-done', Key: 'done', DisplayName: 'Done', Color: 'green', MetaType: 2, SortOrder: 2, ItemCount: 0, OpenItemCount: 0 },
    ],
    Transitions: [],
    TargetDefinitions: [{ Id: 'td-none', TargetKind: 0, TargetModelId: null, DisplayName: 'No target', RepeatPolicy: 2 }],
    Cycles: [],
    Responsibilities: [{ Key: 'owner', DisplayName: 'Owner', Scope: 0 }],
    DataFields: [],
    DataEntityDefinitionId: 'def-part',
    Permissions: { CanAddItems: true, CanManage: false },
    ...overrides,
  } as BoardRuntimeModel
}

export function makeItem(id: string, number: number, statusId = 'st-open', overrides: Partial<BoardItem> = {}): BoardItem {
  return {
    Id: id,
    BoardId: BOARD_ID,
    Target: { BoardTargetDefinitionId: 'td-none', TargetKind: 0, TargetModelId: null, TargetObjectId: null, TargetDisplayName: null, TargetSubtitle: null },
    BoardStatusId: statusId,
    RankKey: String(number),
    RunNumber: 1,
    IsOpen: statusId !== 'st-done',
    EnteredStatusAtUtc: '2026-03-01T08:00:00Z',
    CompletedAtUtc: null,
    RowVersion: `rv-${id}`,
    Actions: { CanReadHistory: true, CanViewAuditTrail: true },
    ObjectInvariant: { Resource: { ModuleKey: 'boards', ResourceKind: 'BoardItem', ContextResourceId: BOARD_ID, ResourceObjectId: id }, BusinessInvariants: [], Operations: allowAll },
    EntityAccess: { CanRead: true, IsRestricted: false, Number: `ORDERS-${number}` },
    ProcessContent: {
      Owner: { ModuleKey: 'boards', ResourceKind: 'BoardItem', ContextResourceId: BOARD_ID, ResourceObjectId: id },
      Comments: { AccessLevel: 1, Count: 0, CreatePolicy: 0, ReadPolicy: 0 },
      Attachments: { AccessLevel: 1, Count: 0, HasAttachments: false, CreatePolicy: 0, ReadPolicy: 0 },
    },
    Card: {
      Number: `ORDERS-${number}`,
      Subject: `Order ${number}`,
      Description: null,
      LastComment: null,
      AttachmentFileCount: 0,
      BoardStatusId: statusId,
      BoardStatusDisplayName: 'To do',
      BoardStatusColor: 'grey',
      Responsibilities: { Item: [], Status: [], IsRestricted: false },
      Fields: [],
      Target: { Number: null, DisplayName: '', Subtitle: null, Fields: [] },
      DueDate: { Enabled: false, TimeMode: 0, DueAtUtc: null, DueDate: null, DueTime: null, Severity: 0, MatchedExpectationId: null, ThresholdUtc: null },
      AttentionSignals: { Count: 0, HighestSeverity: 0, Items: [] },
      Tags: [],
    },
    Entity: null,
    ...overrides,
  } as BoardItem
}

export function makeOption(statusId: string, displayName: string, overrides: Partial<BoardMoveOption> = {}): BoardMoveOption {
  return {
    BoardStatusId: statusId,
    DisplayName: displayName,
    Color: 'blue',
    Allowed: true,
    BoardTransitionId: `tr-${statusId}`,
    Errors: [],
    CloseBlockers: { TotalCount: 0, HiddenCount: 0, ReadableChildren: [], HiddenChildren: [] },
    LinkPrerequisites: [],
    ...overrides,
  } as BoardMoveOption
}

export { ok }
export const fail = (status: number, issues: { Code: string; Message: string; Field?: string }[], data: unknown = null) => ({
  status,
  body: { Success: false, Data: data, Errors: issues, Warnings: null },
})
export const page = (items: unknown[], hasMore = false) => ok({ Items: items, Page: 1, PageSize: 30, TotalCount: items.length, HasMore: hasMore })

const stub = defineComponent({ render: () => h('div') })

/** The routes the board view links to, as stubs. */
export const boardViewRoutes = [
  { path: '/', component: stub },
  { path: '/boards/:boardIdOrKey', name: 'board', component: stub },
  { path: '/boards/:boardIdOrKey/flow', name: 'board-flow', component: stub },
  { path: '/boards/:boardId/design/:tab?', name: 'board-designer', component: stub },
]

/** A single-choice "Priority" card field (low, high) for filters and lanes. */
export const priorityField = {
  FieldKey: 'priority',
  DisplayName: 'Priority',
  FieldType: 9,
  SortOrder: 1,
  Definition: { AllowMultiple: false, Options: [{ Key: 'low', Value: 'Low', SortOrder: 1 }, { Key: 'high', Value: 'High', SortOrder: 2 }] },
}

type Answer = { status: number; body: unknown }

/**
 * The board view on the `BOARD` board, its requests answered by `answer` (which sees the whole URL,
 * query included; the board list is answered here); answers the mounted view and every URL asked.
 */
export async function renderBoardView(initialPath: string, answer: (url: URL) => Answer | undefined) {
  const calls: URL[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL((input instanceof Request ? input : new Request(input, init)).url)
    calls.push(url)
    const boards = url.pathname === '/api/workspace/boards'
      ? ok([{ Id: BOARD_ID, Key: BOARD, DisplayName: 'Orders', Description: null, IsActive: true, OpenItemCount: 1, ItemCount: 1 }])
      : undefined
    const reply = boards ?? answer(url) ?? { status: 404, body: {} }
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } })
  })
  configureApi({ baseUrl: 'http://api.test' })
  const { wrapper, router } = await renderWithApp(BoardRuntimeView, { props: { boardIdOrKey: BOARD }, routes: boardViewRoutes, initialPath })
  for (let i = 0; i < 5; i++) await flush()
  return { wrapper, router: router!, calls }
}
