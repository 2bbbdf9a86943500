import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/vue-query'
import { apiClient, ApiError, unwrap } from '@/api'
import { boardsKeys } from './queryKeys'
import type {
  BoardAdminSummary,
  BoardAdministration,
  BoardAttentionSignalPolicyUpdateRequest,
  BoardCreateRequest,
  BoardCycleCreateRequest,
  BoardCycleUpdateRequest,
  BoardDueDatePolicyUpdateRequest,
  BoardInitialAssignmentRuleRequest,
  BoardPermissionAssignmentCreateRequest,
  BoardResponsibilityCreateRequest,
  BoardResponsibilityUpdateRequest,
  BoardSecurityStatementCreateRequest,
  BoardSecurityStatementUpdateRequest,
  BoardStatusCreateRequest,
  BoardStatusResponsibilityReplaceRequest,
  BoardStatusUpdateRequest,
  BoardTargetDefinitionCreateRequest,
  BoardTargetDefinitionUpdateRequest,
  BoardTransitionCreateRequest,
  BoardTransitionUpdateRequest,
  BoardUpdateRequest,
  BoardsModuleSettings,
  InitialAssignmentRuleResult,
} from './boards.types'

/** Board administration over the BoardsAdmin_* and BoardsModule_* operations. */

const MODULE = '/api/workspace/admin/boards/module'
const BOARDS = '/api/workspace/admin/boards/boards'
const BOARD = '/api/workspace/admin/boards/boards/{boardId}'
const STATUSES = '/api/workspace/admin/boards/boards/{boardId}/statuses'
const STATUS = '/api/workspace/admin/boards/boards/{boardId}/statuses/{statusId}'
const TRANSITIONS = '/api/workspace/admin/boards/boards/{boardId}/transitions'
const TRANSITION = '/api/workspace/admin/boards/boards/{boardId}/transitions/{transitionId}'
const TARGETS = '/api/workspace/admin/boards/boards/{boardId}/target-definitions'
const TARGET = '/api/workspace/admin/boards/boards/{boardId}/target-definitions/{targetDefinitionId}'
const CYCLES = '/api/workspace/admin/boards/boards/{boardId}/cycles'
const CYCLE = '/api/workspace/admin/boards/boards/{boardId}/cycles/{cycleId}'
const RESPONSIBILITIES = '/api/workspace/admin/boards/boards/{boardId}/responsibilities'
const RESPONSIBILITY = '/api/workspace/admin/boards/boards/{boardId}/responsibilities/{responsibilityId}'
const RULES = '/api/workspace/admin/boards/boards/{boardId}/security/profiles/{resourceKind}/initial-assignment-rules'
const STATEMENTS = '/api/workspace/admin/boards/boards/{boardId}/security/statements'
const STATEMENT = '/api/workspace/admin/boards/boards/{boardId}/security/statements/{statementId}'
const ASSIGNMENTS = '/api/workspace/admin/boards/boards/{boardId}/security/assignments'

/** Initial assignment rules exist for this secured resource kind only. */
const RESOURCE_KIND = 'BoardItem'

type Model = Promise<BoardAdministration>
const model = (result: Promise<unknown>): Model => result as Model
const board = (boardId: string) => ({ path: { boardId } })

export const getModule = (signal?: AbortSignal) => unwrap(apiClient.GET(MODULE, { signal })) as Promise<BoardsModuleSettings>
export const updateModule = (Enabled: boolean, RowVersion: string) =>
  unwrap(apiClient.PUT(MODULE, { body: { Enabled, RowVersion } })) as Promise<BoardsModuleSettings>

export const listAdminBoards = (signal?: AbortSignal) => unwrap(apiClient.GET(BOARDS, { signal })) as Promise<BoardAdminSummary[]>
export const getAdminBoard = (boardId: string, signal?: AbortSignal) => model(unwrap(apiClient.GET(BOARD, { params: board(boardId), signal })))
export const createBoard = (body: BoardCreateRequest) => model(unwrap(apiClient.POST(BOARDS, { body })))
export const updateBoard = (boardId: string, body: BoardUpdateRequest) => model(unwrap(apiClient.PUT(BOARD, { params: board(boardId), body })))
export const setBoardActive = (boardId: string, active: boolean, RowVersion: string) =>
  model(unwrap(apiClient.POST(active ? `${BOARD}/activate` : `${BOARD}/deactivate`, { params: board(boardId), body: { RowVersion } })))
export const deleteBoard = (boardId: string, rowVersion: string) =>
  unwrap(apiClient.DELETE(BOARD, { params: { path: { boardId }, query: { rowVersion } } }))

export const createStatus = (boardId: string, body: BoardStatusCreateRequest) => model(unwrap(apiClient.POST(STATUSES, { params: board(boardId), body })))
export const updateStatus = (boardId: string, statusId: string, body: BoardStatusUpdateRequest) =>
  model(unwrap(apiClient.PUT(STATUS, { params: { path: { boardId, statusId } }, body })))
export const reorderStatuses = (boardId: string, StatusIds: string[]) =>
  model(unwrap(apiClient.PUT(`${STATUSES}/order`, { params: board(boardId), body: { StatusIds } })))
export const deleteStatus = (boardId: string, statusId: string, rowVersion: string, reason: string | null) =>
  model(unwrap(apiClient.DELETE(STATUS, { params: { path: { boardId, statusId }, query: reason ? { rowVersion, reason } : { rowVersion } } })))
export const replaceStatusResponsibility = (boardId: string, statusId: string, body: BoardStatusResponsibilityReplaceRequest) =>
  model(unwrap(apiClient.PUT(`${STATUS}/responsibilities`, { params: { path: { boardId, statusId } }, body })))

export const createTransition = (boardId: string, body: BoardTransitionCreateRequest) =>
  model(unwrap(apiClient.POST(TRANSITIONS, { params: board(boardId), body })))
export const updateTransition = (boardId: string, transitionId: string, body: BoardTransitionUpdateRequest) =>
  model(unwrap(apiClient.PUT(TRANSITION, { params: { path: { boardId, transitionId } }, body })))
export const reorderTransitions = (boardId: string, statusId: string, TransitionIds: string[]) =>
  model(unwrap(apiClient.PUT(`${STATUS}/transition-order`, { params: { path: { boardId, statusId } }, body: { TransitionIds } })))
export const deleteTransition = (boardId: string, transitionId: string, rowVersion: string) =>
  model(unwrap(apiClient.DELETE(TRANSITION, { params: { path: { boardId, transitionId }, query: { rowVersion } } })))

export const createTargetDefinition = (boardId: string, body: BoardTargetDefinitionCreateRequest) =>
  model(unwrap(apiClient.POST(TARGETS, { params: board(boardId), body })))
export const updateTargetDefinition = (boardId: string, targetDefinitionId: string, body: BoardTargetDefinitionUpdateRequest) =>
  model(unwrap(apiClient.PUT(TARGET, { params: { path: { boardId, targetDefinitionId } }, body })))
export const deleteTargetDefinition = (boardId: string, targetDefinitionId: string, rowVersion: string) =>
  model(unwrap(apiClient.DELETE(TARGET, { params: { path: { boardId, targetDefinitionId }, query: { rowVersion } } })))

export const createCycle = (boardId: string, body: BoardCycleCreateRequest) => model(unwrap(apiClient.POST(CYCLES, { params: board(boardId), body })))
export const updateCycle = (boardId: string, cycleId: string, body: BoardCycleUpdateRequest) =>
  model(unwrap(apiClient.PUT(CYCLE, { params: { path: { boardId, cycleId } }, body })))
export const deleteCycle = (boardId: string, cycleId: string, rowVersion: string) =>
  model(unwrap(apiClient.DELETE(CYCLE, { params: { path: { boardId, cycleId }, query: { rowVersion } } })))

export const createResponsibility = (boardId: string, body: BoardResponsibilityCreateRequest) =>
  model(unwrap(apiClient.POST(RESPONSIBILITIES, { params: board(boardId), body })))
export const updateResponsibility = (boardId: string, responsibilityId: string, body: BoardResponsibilityUpdateRequest) =>
  model(unwrap(apiClient.PUT(RESPONSIBILITY, { params: { path: { boardId, responsibilityId } }, body })))
export const deleteResponsibility = (boardId: string, responsibilityId: string, rowVersion: string) =>
  model(unwrap(apiClient.DELETE(RESPONSIBILITY, { params: { path: { boardId, responsibilityId }, query: { rowVersion } } })))

/** The documented upsert; its Data is not shown by the spec, the local API answers the rule and the new security row version. */
export const upsertInitialAssignmentRule = (boardId: string, body: BoardInitialAssignmentRuleRequest) =>
  unwrap(apiClient.POST(RULES, { params: { path: { boardId, resourceKind: RESOURCE_KIND } }, body })) as Promise<unknown> as Promise<InitialAssignmentRuleResult>
export const deleteInitialAssignmentRule = (boardId: string, ruleId: string, rowVersion: string) =>
  model(unwrap(apiClient.DELETE(`${RULES}/{ruleId}`, { params: { path: { boardId, resourceKind: RESOURCE_KIND, ruleId }, query: { rowVersion } } })))

export const createSecurityStatement = (boardId: string, body: BoardSecurityStatementCreateRequest) =>
  model(unwrap(apiClient.POST(STATEMENTS, { params: board(boardId), body })))
export const updateSecurityStatement = (boardId: string, statementId: string, body: BoardSecurityStatementUpdateRequest) =>
  model(unwrap(apiClient.PUT(STATEMENT, { params: { path: { boardId, statementId } }, body })))
export const deleteSecurityStatement = (boardId: string, statementId: string, rowVersion: string) =>
  model(unwrap(apiClient.DELETE(STATEMENT, { params: { path: { boardId, statementId }, query: { rowVersion } } })))

export const createPermissionAssignment = (boardId: string, body: BoardPermissionAssignmentCreateRequest) =>
  model(unwrap(apiClient.POST(ASSIGNMENTS, { params: board(boardId), body })))
export const deletePermissionAssignment = (boardId: string, assignmentId: string, rowVersion: string) =>
  model(unwrap(apiClient.DELETE(`${ASSIGNMENTS}/{assignmentId}`, { params: { path: { boardId, assignmentId }, query: { rowVersion } } })))

export const updateDueDatePolicy = (boardId: string, body: BoardDueDatePolicyUpdateRequest) =>
  model(unwrap(apiClient.PUT(`${BOARD}/due-date-policy`, { params: board(boardId), body })))
export const updateAttentionSignalPolicy = (boardId: string, body: BoardAttentionSignalPolicyUpdateRequest) =>
  model(unwrap(apiClient.PUT(`${BOARD}/attention-signal-policy`, { params: board(boardId), body })))

// Queries

export function useBoardsModule() {
  return useQuery({ queryKey: boardsKeys.module, queryFn: ({ signal }) => getModule(signal) })
}

export function useAdminBoards(enabled: MaybeRefOrGetter<boolean> = true) {
  return useQuery({
    queryKey: boardsKeys.admin.list,
    queryFn: ({ signal }) => listAdminBoards(signal),
    enabled: computed(() => toValue(enabled)),
  })
}

export function useAdminBoard(boardId: MaybeRefOrGetter<string | null | undefined>) {
  return useQuery({
    queryKey: computed(() => boardsKeys.admin.board(toValue(boardId) ?? '')),
    queryFn: ({ signal }) => getAdminBoard(toValue(boardId) ?? '', signal),
    enabled: computed(() => !!toValue(boardId)),
  })
}

// Cache

const isModel = (value: unknown): value is BoardAdministration =>
  typeof value === 'object' && value !== null && Array.isArray((value as { Statuses?: unknown }).Statuses)

/**
 * Puts a model the server answered (a save, or the current state of a 409) into the cache, and
 * marks what shows its names and counts as stale: the board list and the runtime board.
 */
export function storeBoardModel(client: QueryClient, boardId: string, saved: BoardAdministration): void {
  client.setQueryData(boardsKeys.admin.board(boardId), saved)
  if (saved.Id !== boardId) client.setQueryData(boardsKeys.admin.board(saved.Id), saved)
  void client.invalidateQueries({ queryKey: boardsKeys.admin.list })
  void client.invalidateQueries({ queryKey: boardsKeys.runtime.all })
}

/**
 * A change that answers the whole administration model (every admin mutation but the board delete
 * and the rule upsert). The answer replaces the cached model; a 409 with the current model too.
 */
export function useModelMutation<TInput>(boardId: () => string, run: (boardId: string, input: TInput) => Model) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: TInput) => run(boardId(), input),
    onSuccess: (saved) => storeBoardModel(client, boardId(), saved),
    onError: (error) => {
      if (error instanceof ApiError && error.isConflict && isModel(error.data)) storeBoardModel(client, boardId(), error.data)
    },
  })
}

export function useCreateBoard() {
  const client = useQueryClient()
  return useMutation({ mutationFn: createBoard, onSuccess: (saved) => storeBoardModel(client, saved.Id, saved) })
}

export function useDeleteBoard() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { boardId: string; rowVersion: string }) => deleteBoard(input.boardId, input.rowVersion),
    onSettled: (_result, _error, input) => {
      client.removeQueries({ queryKey: boardsKeys.admin.board(input.boardId) })
      void client.invalidateQueries({ queryKey: boardsKeys.admin.list })
      void client.invalidateQueries({ queryKey: boardsKeys.runtime.list })
    },
  })
}

/** The rule upsert answers the rule only: the model is read again for the new security row version. */
export function useUpsertInitialAssignmentRule(boardId: () => string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: BoardInitialAssignmentRuleRequest) => upsertInitialAssignmentRule(boardId(), body),
    onSettled: () => client.invalidateQueries({ queryKey: boardsKeys.admin.board(boardId()) }),
  })
}

export function useUpdateBoardsModule() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { Enabled: boolean; RowVersion: string }) => updateModule(input.Enabled, input.RowVersion),
    onSuccess: (saved) => {
      client.setQueryData(boardsKeys.module, saved)
      void client.invalidateQueries({ queryKey: boardsKeys.all })
    },
  })
}

/** Activate or deactivate a board from anywhere (the list knows the board's RowVersion). */
export function useSetBoardActive() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { boardId: string; active: boolean; rowVersion: string }) => setBoardActive(input.boardId, input.active, input.rowVersion),
    onSuccess: (saved) => storeBoardModel(client, saved.Id, saved),
    onError: () => void client.invalidateQueries({ queryKey: boardsKeys.admin.list }),
  })
}
