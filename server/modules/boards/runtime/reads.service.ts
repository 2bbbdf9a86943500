import { toFieldDto } from '../../entities'
import type { Db } from '../../../db'
import { paging, toPage } from '../../../platform/paging'
import { localDate } from '../../../../shared/expressions/time'
import { forbidden, notFound } from '../../../http/errors'
import { isCycleActive, type BoardConfig } from '../admin/config'
import { loadReadAssignments } from '../admin/security.repo'
import { DenialSource } from '../shared/operations'
import { decideOperation } from './access'
import { canConfigureBoards, isAdmin, type RuntimeCaller } from './context'
import { listBoardRows } from './boards.repo'
import { decideItems, loadItemContext, type ItemContext } from './itemContext'
import { hasColumnFilters, parseColumnFilters, type ColumnFilterQuery } from './columnFilters'
import { statusItemCounts, statusItemsMatching, statusItemsPage } from './itemLists.repo'
import { requireLiveItem } from './items.repo'
import { cardFieldModels } from './part'
import { buildItem, buildItems } from './payload'
import type { BoardItemPayload, BoardRuntimeModel, PagedResult } from './types'

/** Runtime reads: the boards a caller may open, one board's columns, a column's items, one item. */

const ItemResponsibilitySubject = 3

/**
 * Whether the caller may read on the board at all: no `read` assignment, or one naming them, their
 * group or role, or an item responsibility (which some items may give them). Admin always may.
 */
export function mayReadBoard(assignments: ReadonlyArray<{ operation: string; subjectType: number; subjectKey: string }>, caller: RuntimeCaller): boolean {
  const read = assignments.filter((assignment) => assignment.operation === 'read')
  if (read.length === 0 || isAdmin(caller)) return true
  return read.some((assignment) =>
    assignment.subjectType === ItemResponsibilitySubject ||
    (assignment.subjectType === 0 && assignment.subjectKey === caller.userId) ||
    (assignment.subjectType === 1 && caller.groupIds.has(assignment.subjectKey)) ||
    (assignment.subjectType === 2 && caller.roles.some((role) => role.toLowerCase() === assignment.subjectKey.toLowerCase())),
  )
}

function assertMayReadBoard(config: BoardConfig, caller: RuntimeCaller): void {
  if (!mayReadBoard(config.permissionAssignments, caller)) {
    throw forbidden('Only people assigned to it may see items on this board.', {})
  }
}

export async function readContext(db: Db, caller: RuntimeCaller, boardIdOrKey: string, now: Date): Promise<ItemContext> {
  const context = await loadItemContext(db, boardIdOrKey, caller, now)
  assertMayReadBoard(context.config, caller)
  return context
}

export async function listBoards(db: Db, caller: RuntimeCaller) {
  const boards = await listBoardRows(db)
  const assignments = await loadReadAssignments(db)
  const seesInactive = canConfigureBoards(caller)
  return boards
    .filter((board) => (board.isActive || seesInactive) && mayReadBoard(assignments.filter((assignment) => assignment.boardId === board.id), caller))
    .map((board) => ({
      Id: board.id,
      Key: board.key,
      DisplayName: board.displayName,
      Description: board.description,
      IsActive: board.isActive,
      OpenItemCount: board.openCount,
      ItemCount: board.itemCount,
    }))
}

/** CanAddItems: nothing but the new item itself could still refuse (its responsibilities and data). */
function mayAddItems(config: BoardConfig, caller: RuntimeCaller): boolean {
  const decision = decideOperation(config, caller, 'create', null)
  const itemDependent = config.permissionAssignments.some((assignment) => assignment.operation === 'create' && assignment.subjectType === ItemResponsibilitySubject)
  return decision.Denials.every((denial) => denial.Source === DenialSource.Permission && itemDependent)
}

export async function getBoard(db: Db, caller: RuntimeCaller, boardIdOrKey: string, now: Date): Promise<BoardRuntimeModel> {
  const context = await readContext(db, caller, boardIdOrKey, now)
  const { config } = context
  const countOf = await statusItemCounts(db, config.board.id)
  const today = localDate(now.getTime(), context.timeZone)
  return {
    Id: config.board.id,
    Key: config.board.key,
    DisplayName: config.board.display_name,
    Description: config.board.description,
    IsActive: config.board.is_active,
    BoardType: config.board.board_type,
    TagsEnabled: config.board.tags_enabled,
    Statuses: config.statuses
      .filter((status) => status.isActive && !status.isDeleted)
      .map((status) => ({
        Id: status.id,
        Key: status.key,
        DisplayName: status.displayName,
        Color: status.color,
        MetaType: status.metaType,
        SortOrder: status.sortOrder,
        ItemCount: countOf.get(status.id)?.total ?? 0,
        OpenItemCount: countOf.get(status.id)?.open ?? 0,
      })),
    Transitions: config.transitions
      .filter((transition) => transition.isActive)
      .map((transition) => ({
        Id: transition.id,
        FromBoardStatusId: transition.fromStatusId,
        ToBoardStatusId: transition.toStatusId,
        DisplayName: transition.displayName,
        HasLinkPrerequisites: transition.linkPrerequisites.length > 0,
      })),
    TargetDefinitions: config.targetDefinitions
      .filter((definition) => definition.isActive)
      .map((definition) => ({
        Id: definition.id,
        TargetKind: definition.targetKind,
        TargetModelId: definition.targetModelId,
        DisplayName: definition.displayName,
        RepeatPolicy: definition.repeatPolicy,
      })),
    Cycles: config.cycles.map((cycle) => ({ Id: cycle.id, Key: cycle.key, DisplayName: cycle.displayName, IsActive: isCycleActive(config.board, cycle, today) })),
    Responsibilities: config.responsibilities.map((responsibility) => ({ Key: responsibility.key, DisplayName: responsibility.displayName, Scope: responsibility.scope })),
    DataFields: cardFieldModels(context.part).map((field) => ({
      FieldKey: field.Key, DisplayName: field.DisplayName, FieldType: field.FieldType, SortOrder: field.SortOrder, Definition: toFieldDto(field),
    })),
    DataEntityDefinitionId: config.board.data_entity_definition_id,
    Permissions: { CanAddItems: mayAddItems(config, caller), CanManage: canConfigureBoards(caller) },
  }
}

export async function getItem(db: Db, caller: RuntimeCaller, boardIdOrKey: string, itemId: string, now: Date): Promise<BoardItemPayload> {
  const context = await readContext(db, caller, boardIdOrKey, now)
  return buildItem(context, await requireLiveItem(db, context.config.board.id, itemId))
}

export async function listStatusItems(
  db: Db,
  caller: RuntimeCaller,
  boardIdOrKey: string,
  statusId: string,
  query: { page?: number; pageSize?: number } & ColumnFilterQuery,
  now: Date,
): Promise<PagedResult<BoardItemPayload>> {
  const context = await readContext(db, caller, boardIdOrKey, now)
  if (!context.config.statuses.some((status) => status.id === statusId)) {
    throw notFound(`Status "${statusId}" is not a status of this board.`, statusId)
  }
  const at = paging({ Page: query.page, PageSize: query.pageSize }, 50)
  const { pageSize, offset } = at
  const filters = parseColumnFilters(query, context.part)
  if (!hasColumnFilters(filters)) {
    const { rows, total } = await statusItemsPage(db, statusId, pageSize, offset)
    return toPage(await buildItems(context, rows), at, total)
  }
  const { board } = context.config
  if (!readIsLimited(context.config)) {
    const { rows, total } = await statusItemsPage(db, statusId, pageSize, offset, { board, filters, now })
    return toPage(await buildItems(context, rows), at, total)
  }
  // A filter on what an item says must not reveal items the caller may not read: those are left out.
  const matching = await statusItemsMatching(db, statusId, board, filters, now, maxFilteredDecided)
  const { decisions } = await decideItems(context, matching)
  const readable = matching.filter((row) => decisions.get(row.id)!.read.IsAllowed)
  return toPage(await buildItems(context, readable.slice(offset, offset + pageSize)), at, readable.length)
}

/** When `read` is limited, filtered matches are decided in memory; beyond this many the first in rank order win. */
const maxFilteredDecided = 2000

/** Whether `read` depends on the person or the item (assignments or statements on it). */
export function readIsLimited(config: BoardConfig): boolean {
  return (
    config.permissionAssignments.some((assignment) => assignment.operation === 'read') ||
    config.securityStatements.some((statement) => statement.enabled && statement.operation === 'read')
  )
}
