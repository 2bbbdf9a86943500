import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { keepPreviousData, useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/vue-query'
import { apiClient, unwrap, type Schemas } from '@/api'
import type { Complete } from '@/platform/types/complete'
import { boardsKeys } from './queryKeys'
import type {
  BoardFlowMetrics,
  BoardItem,
  BoardItemAddRequest,
  BoardItemAuditRow,
  BoardItemDataUpdateRequest,
  BoardItemLink,
  BoardItemLinkCreateRequest,
  BoardItemMoveRequest,
  BoardItemPage,
  BoardItemSummaryPage,
  BoardItemTagsReplaceRequest,
  BoardMoveOptions,
  BoardRuntimeModel,
  BoardRuntimeSummary,
  BoardSubjectCandidate,
  StatusResponsibilityHistoryRow,
  SubjectInput,
} from '../runtime/runtime.types'

// Runtime board operations (public document). The local API sends every member; see runtime.types.ts.

const BOARD = '/api/workspace/boards/{boardIdOrKey}'
const ITEM = '/api/workspace/boards/{boardIdOrKey}/items/{boardItemId}'
const onBoard = (boardIdOrKey: string) => ({ path: { boardIdOrKey } })
const onItem = (boardIdOrKey: string, boardItemId: string) => ({ path: { boardIdOrKey, boardItemId } })

/** Cards per column page: enough to fill a tall screen, few enough that eight columns render at once. */
export const COLUMN_PAGE_SIZE = 30

export function listBoards(signal?: AbortSignal): Promise<BoardRuntimeSummary[]> {
  return unwrap(apiClient.GET('/api/workspace/boards', { signal })) as Promise<BoardRuntimeSummary[]>
}

export function getBoard(boardIdOrKey: string, signal?: AbortSignal): Promise<BoardRuntimeModel> {
  return unwrap(apiClient.GET(BOARD, { params: onBoard(boardIdOrKey), signal })) as Promise<BoardRuntimeModel>
}

/** The board view's filters as the column listing takes them (members left out are no filter). */
export interface ColumnFilterParams {
  search?: string
  field?: string[]
  assignee?: string
  tag?: string
  due?: 'overdue' | 'dueSoon' | 'none'
  /** One swimlane: `assignee` or `field:<key>`, and its value or `none`. */
  laneBy?: string
  lane?: string
}

export function listStatusItems(
  boardIdOrKey: string, boardStatusId: string, page: number, signal?: AbortSignal, filters: ColumnFilterParams = {},
): Promise<BoardItemPage> {
  return unwrap(
    apiClient.GET(`${BOARD}/statuses/{boardStatusId}/items`, {
      params: { path: { boardIdOrKey, boardStatusId }, query: { ...filters, page, pageSize: COLUMN_PAGE_SIZE } },
      signal,
    }),
  ) as Promise<BoardItemPage>
}

export function searchSubjects(boardIdOrKey: string, search: string, signal?: AbortSignal): Promise<BoardSubjectCandidate[]> {
  return unwrap(apiClient.GET(`${BOARD}/subjects`, { params: { path: { boardIdOrKey }, query: { search } }, signal })) as Promise<BoardSubjectCandidate[]>
}

/** Whom the board's live items have as subjects: the swimlanes by assignee. */
export function listAssignees(boardIdOrKey: string, signal?: AbortSignal): Promise<BoardSubjectCandidate[]> {
  return unwrap(apiClient.GET(`${BOARD}/assignees`, { params: onBoard(boardIdOrKey), signal })) as Promise<BoardSubjectCandidate[]>
}

export function searchItems(boardIdOrKey: string, search: string, signal?: AbortSignal): Promise<BoardItemSummaryPage> {
  return unwrap(
    apiClient.GET(`${BOARD}/items`, { params: { path: { boardIdOrKey }, query: { search, page: 1, pageSize: 20 } }, signal }),
  ) as Promise<BoardItemSummaryPage>
}

export function getFlowMetrics(boardIdOrKey: string, days: number, signal?: AbortSignal): Promise<BoardFlowMetrics> {
  return unwrap(
    apiClient.GET(`${BOARD}/flow-metrics`, { params: { path: { boardIdOrKey }, query: { days } }, signal }),
  ) as Promise<BoardFlowMetrics>
}

export function getItem(boardIdOrKey: string, boardItemId: string, signal?: AbortSignal): Promise<BoardItem> {
  return unwrap(apiClient.GET(ITEM, { params: onItem(boardIdOrKey, boardItemId), signal })) as Promise<BoardItem>
}

export function getMoveOptions(boardIdOrKey: string, boardItemId: string, signal?: AbortSignal): Promise<BoardMoveOptions> {
  return unwrap(apiClient.GET(`${ITEM}/move-options`, { params: onItem(boardIdOrKey, boardItemId), signal })) as Promise<BoardMoveOptions>
}

export function getAuditTrail(boardIdOrKey: string, boardItemId: string, signal?: AbortSignal): Promise<BoardItemAuditRow[]> {
  return unwrap(apiClient.GET(`${ITEM}/audit-trail`, { params: onItem(boardIdOrKey, boardItemId), signal })) as Promise<BoardItemAuditRow[]>
}

export function listLinks(boardIdOrKey: string, boardItemId: string, signal?: AbortSignal): Promise<BoardItemLink[]> {
  return unwrap(apiClient.GET(`${ITEM}/links`, { params: onItem(boardIdOrKey, boardItemId), signal })) as Promise<BoardItemLink[]>
}

export function getStatusHistory(boardIdOrKey: string, boardStatusId: string, signal?: AbortSignal): Promise<StatusResponsibilityHistoryRow[]> {
  return unwrap(
    apiClient.GET(`${BOARD}/statuses/{boardStatusId}/responsibilities/history`, { params: { path: { boardIdOrKey, boardStatusId } }, signal }),
  ) as Promise<StatusResponsibilityHistoryRow[]>
}

export function addItem(boardIdOrKey: string, body: BoardItemAddRequest): Promise<BoardItem> {
  return unwrap(apiClient.POST(`${BOARD}/items`, { params: onBoard(boardIdOrKey), body })) as Promise<BoardItem>
}

export function updateBoardData(boardIdOrKey: string, boardItemId: string, body: BoardItemDataUpdateRequest): Promise<BoardItem> {
  return unwrap(apiClient.PUT(`${ITEM}/board-data`, { params: onItem(boardIdOrKey, boardItemId), body })) as Promise<BoardItem>
}

export function moveItem(boardIdOrKey: string, boardItemId: string, body: BoardItemMoveRequest): Promise<BoardItem> {
  return unwrap(apiClient.POST(`${ITEM}/move`, { params: onItem(boardIdOrKey, boardItemId), body })) as Promise<BoardItem>
}

export function removeItem(boardIdOrKey: string, boardItemId: string, removeReason: string | null, rowVersion: string): Promise<boolean> {
  return unwrap(
    apiClient.POST(`${ITEM}/remove`, { params: onItem(boardIdOrKey, boardItemId), body: { RemoveReason: removeReason, RowVersion: rowVersion } }),
  ) as Promise<boolean>
}

export function replaceTags(boardIdOrKey: string, boardItemId: string, body: BoardItemTagsReplaceRequest): Promise<BoardItem> {
  return unwrap(apiClient.PUT(`${ITEM}/tags`, { params: onItem(boardIdOrKey, boardItemId), body })) as Promise<BoardItem>
}

export function replaceResponsibility(boardIdOrKey: string, boardItemId: string, responsibilityKey: string, subjects: SubjectInput[]): Promise<BoardItem> {
  return unwrap(
    apiClient.PUT(`${ITEM}/responsibilities/{responsibilityKey}`, {
      params: { path: { boardIdOrKey, boardItemId, responsibilityKey } },
      body: { Subjects: subjects },
    }),
  ) as Promise<BoardItem>
}

export function setDueDate(boardIdOrKey: string, boardItemId: string, dueDate: string | null, dueTime: string | null): Promise<BoardItem> {
  return unwrap(
    apiClient.PUT(`${ITEM}/due-date`, { params: onItem(boardIdOrKey, boardItemId), body: { DueDate: dueDate, DueTime: dueTime } }),
  ) as Promise<BoardItem>
}

export function assignCycle(boardIdOrKey: string, boardItemId: string, boardCycleId: string | null): Promise<BoardItem> {
  return unwrap(
    apiClient.PUT(`${ITEM}/cycle`, { params: onItem(boardIdOrKey, boardItemId), body: { BoardCycleId: boardCycleId } }),
  ) as Promise<BoardItem>
}

export function createLink(boardIdOrKey: string, boardItemId: string, body: BoardItemLinkCreateRequest): Promise<BoardItemLink> {
  return unwrap(apiClient.POST(`${ITEM}/links`, { params: onItem(boardIdOrKey, boardItemId), body })) as Promise<BoardItemLink>
}

export function deleteLink(boardIdOrKey: string, boardItemId: string, linkId: string): Promise<boolean> {
  return unwrap(
    apiClient.DELETE(`${ITEM}/links/{linkId}`, { params: { path: { boardIdOrKey, boardItemId, linkId } } }),
  ) as Promise<boolean>
}

export function deleteProcessAttachment(boardIdOrKey: string, boardItemId: string, fileReferenceId: string): Promise<unknown> {
  return unwrap(
    apiClient.DELETE(`${ITEM}/process-attachments/{fileReferenceId}`, {
      params: { path: { boardIdOrKey, boardItemId, fileReferenceId } },
    }),
  )
}

// Queries

export function useRuntimeBoards() {
  return useQuery({ queryKey: boardsKeys.runtime.list, queryFn: ({ signal }) => listBoards(signal), staleTime: 60_000 })
}

export function useBoardModel(boardIdOrKey: MaybeRefOrGetter<string>) {
  return useQuery({
    queryKey: computed(() => boardsKeys.runtime.model(toValue(boardIdOrKey))),
    queryFn: ({ signal }) => getBoard(toValue(boardIdOrKey), signal),
  })
}

/** One column's cards as the filters narrow them, a page at a time ("Load more" asks for the next). */
export function useColumnItems(
  boardIdOrKey: MaybeRefOrGetter<string>,
  statusId: MaybeRefOrGetter<string>,
  filters: MaybeRefOrGetter<{ key: string; params: ColumnFilterParams }> = { key: '', params: {} },
) {
  return useInfiniteQuery({
    queryKey: computed(() => boardsKeys.runtime.columnView(toValue(boardIdOrKey), toValue(statusId), toValue(filters).key)),
    queryFn: ({ pageParam, signal }) => listStatusItems(toValue(boardIdOrKey), toValue(statusId), pageParam, signal, toValue(filters).params),
    // Other filters keep the cards in view until the narrowed column arrives.
    placeholderData: keepPreviousData,
    initialPageParam: 1,
    getNextPageParam: (last: BoardItemPage) => (last.HasMore ? last.Page + 1 : undefined),
  })
}

export function useBoardItem(boardIdOrKey: MaybeRefOrGetter<string>, itemId: MaybeRefOrGetter<string | null>) {
  return useQuery({
    queryKey: computed(() => boardsKeys.runtime.item(toValue(boardIdOrKey), toValue(itemId) ?? '')),
    queryFn: ({ signal }) => getItem(toValue(boardIdOrKey), toValue(itemId) ?? '', signal),
    enabled: computed(() => !!toValue(itemId)),
  })
}

export type BoardItemComment = Complete<Schemas['BoardItemComment']>
export type BoardItemCommentPage = Complete<Schemas['BoardItemCommentPage']>
export type CommentWrite = Schemas['BoardItemCommentCreateRequest']

/** Comments per page of the drawer's list (newest first; older ones on request). */
export const COMMENT_PAGE_SIZE = 20

export function listComments(boardIdOrKey: string, boardItemId: string, page: number, signal?: AbortSignal): Promise<BoardItemCommentPage> {
  return unwrap(
    apiClient.GET(`${ITEM}/comments`, { params: { ...onItem(boardIdOrKey, boardItemId), query: { page, pageSize: COMMENT_PAGE_SIZE } }, signal }),
  ) as Promise<BoardItemCommentPage>
}

export function addComment(boardIdOrKey: string, boardItemId: string, body: CommentWrite): Promise<BoardItemComment> {
  return unwrap(apiClient.POST(`${ITEM}/comments`, { params: onItem(boardIdOrKey, boardItemId), body })) as Promise<BoardItemComment>
}

export function updateComment(boardIdOrKey: string, boardItemId: string, commentId: string, body: CommentWrite & { RowVersion: string }): Promise<BoardItemComment> {
  return unwrap(
    apiClient.PUT(`${ITEM}/comments/{commentId}`, { params: { path: { boardIdOrKey, boardItemId, commentId } }, body }),
  ) as Promise<BoardItemComment>
}

export function deleteComment(boardIdOrKey: string, boardItemId: string, commentId: string, rowVersion: string): Promise<boolean> {
  return unwrap(
    apiClient.DELETE(`${ITEM}/comments/{commentId}`, { params: { path: { boardIdOrKey, boardItemId, commentId }, query: { rowVersion } } }),
  ) as Promise<boolean>
}

/** An item's comments, newest first, a page at a time. */
export function useItemComments(boardIdOrKey: MaybeRefOrGetter<string>, itemId: MaybeRefOrGetter<string>) {
  return useInfiniteQuery({
    queryKey: computed(() => boardsKeys.runtime.comments(toValue(boardIdOrKey), toValue(itemId))),
    queryFn: ({ pageParam, signal }) => listComments(toValue(boardIdOrKey), toValue(itemId), pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: BoardItemCommentPage) => (last.HasMore ? last.Page + 1 : undefined),
    // A 403 or a switched-off board answers the same on a retry.
    retry: false,
  })
}

export function useAuditTrail(boardIdOrKey: MaybeRefOrGetter<string>, itemId: MaybeRefOrGetter<string>) {
  return useQuery({
    queryKey: computed(() => boardsKeys.runtime.audit(toValue(boardIdOrKey), toValue(itemId))),
    queryFn: ({ signal }) => getAuditTrail(toValue(boardIdOrKey), toValue(itemId), signal),
  })
}

export function useItemLinks(boardIdOrKey: MaybeRefOrGetter<string>, itemId: MaybeRefOrGetter<string>) {
  return useQuery({
    queryKey: computed(() => boardsKeys.runtime.links(toValue(boardIdOrKey), toValue(itemId))),
    queryFn: ({ signal }) => listLinks(toValue(boardIdOrKey), toValue(itemId), signal),
  })
}

export function useItemSearch(boardIdOrKey: MaybeRefOrGetter<string>, search: MaybeRefOrGetter<string>) {
  return useQuery({
    queryKey: computed(() => boardsKeys.runtime.search(toValue(boardIdOrKey), toValue(search))),
    queryFn: ({ signal }) => searchItems(toValue(boardIdOrKey), toValue(search), signal),
    enabled: computed(() => !!toValue(boardIdOrKey)),
    placeholderData: keepPreviousData,
  })
}

export function useBoardAssignees(boardIdOrKey: MaybeRefOrGetter<string>, enabled: MaybeRefOrGetter<boolean>) {
  return useQuery({
    queryKey: computed(() => boardsKeys.runtime.assignees(toValue(boardIdOrKey))),
    queryFn: ({ signal }) => listAssignees(toValue(boardIdOrKey), signal),
    enabled: computed(() => toValue(enabled)),
  })
}

/** People and groups matching the text, for responsibility pickers. */
export function useSubjectSearch(boardIdOrKey: MaybeRefOrGetter<string>, search: MaybeRefOrGetter<string>, enabled: MaybeRefOrGetter<boolean> = true) {
  return useQuery({
    queryKey: computed(() => boardsKeys.runtime.subjects(toValue(boardIdOrKey), toValue(search))),
    enabled: computed(() => toValue(enabled)),
    queryFn: ({ signal }) => searchSubjects(toValue(boardIdOrKey), toValue(search), signal),
    placeholderData: keepPreviousData,
  })
}

export function useStatusHistory(boardIdOrKey: MaybeRefOrGetter<string>, statusId: MaybeRefOrGetter<string>) {
  return useQuery({
    queryKey: computed(() => boardsKeys.runtime.statusHistory(toValue(boardIdOrKey), toValue(statusId))),
    queryFn: ({ signal }) => getStatusHistory(toValue(boardIdOrKey), toValue(statusId), signal),
  })
}

export function useFlowMetrics(boardIdOrKey: MaybeRefOrGetter<string>, days: MaybeRefOrGetter<number>) {
  return useQuery({
    queryKey: computed(() => boardsKeys.runtime.flow(toValue(boardIdOrKey), toValue(days))),
    queryFn: ({ signal }) => getFlowMetrics(toValue(boardIdOrKey), toValue(days), signal),
    placeholderData: keepPreviousData,
  })
}

// Cache

interface ColumnData {
  pages: BoardItemPage[]
  pageParams: unknown[]
}

/** Puts a changed item where the board shows it: its own entry and its card in its column. */
export function storeItem(client: QueryClient, boardIdOrKey: string, item: BoardItem): void {
  client.setQueryData(boardsKeys.runtime.item(boardIdOrKey, item.Id), item)
  client.setQueriesData<ColumnData>({ queryKey: boardsKeys.runtime.column(boardIdOrKey, item.BoardStatusId) }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, Items: page.Items.map((card) => (card.Id === item.Id ? item : card)) })) } : data,
  )
  void client.invalidateQueries({ queryKey: boardsKeys.runtime.audit(boardIdOrKey, item.Id) })
  // A filtered or laned view may no longer hold the changed item (or now hold it): it is read again.
  void client.invalidateQueries({
    queryKey: boardsKeys.runtime.column(boardIdOrKey, item.BoardStatusId),
    predicate: (query) => query.queryKey.at(-1) !== '',
  })
  void client.invalidateQueries({ queryKey: boardsKeys.runtime.assignees(boardIdOrKey) })
}

/** After adds, moves and removals: the counts in the headers and the columns named. */
export function refreshColumns(client: QueryClient, boardIdOrKey: string, statusIds: string[]): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: boardsKeys.runtime.model(boardIdOrKey) }),
    ...statusIds.map((statusId) => client.invalidateQueries({ queryKey: boardsKeys.runtime.column(boardIdOrKey, statusId) })),
  ])
}
