import type { HttpMethod, Schema } from '../types'
import { arr, bool, int32, ref, str } from '../s'
import { queryParam, type OperationSpec } from './spec'

/** Boards runtime beyond the documented item operations (all assumed): board reads, moves, links, item edits. */

const R = '/api/workspace/boards'
const BOARD = `${R}/{boardIdOrKey}`
const ITEM = `${BOARD}/items/{boardItemId}`
const WRITE = [200, 400, 401, 403, 404, 409]
const READ = [200, 401, 403, 404]

const pathParams = {
  boardIdOrKey: 'Board id or key (case-insensitive).',
  boardStatusId: 'Id of the board status (column).',
  boardItemId: 'Id of the board item.',
  responsibilityKey: 'An item-level responsibility key of the board.',
  linkId: 'Id of the link.',
}

const pageQuery = [
  queryParam('page', { ...int32(), minimum: 1, default: 1 }, 'One-based page.'),
  queryParam('pageSize', { ...int32(), minimum: 1, maximum: 200, default: 50 }, 'Items per page (1..200).'),
]

function runtimeOperation(
  tag: 'Boards' | 'BoardItems',
  method: HttpMethod,
  path: string,
  operationId: string,
  summary: string,
  envelope: string,
  data: Schema,
  extra: Partial<OperationSpec> = {},
): OperationSpec {
  return { document: 'public', contract: 'assumed', tag, method, path, operationId, summary, pathParams, envelope, data, statuses: READ, ...extra }
}

/** An item change answering the item as it is now. */
const itemEdit = (method: HttpMethod, path: string, operationId: string, summary: string, body: string): OperationSpec =>
  runtimeOperation('BoardItems', method, `${ITEM}${path}`, operationId, summary, 'BoardItem', ref('BoardItem'), {
    body: ref(body),
    statuses: WRITE,
  })

export const boardRuntimeOperations: OperationSpec[] = [
  runtimeOperation(
    'Boards',
    'get',
    R,
    'Boards_List',
    'Boards the caller may read: active ones; administrators also see inactive ones.',
    'BoardRuntimeSummaryArray',
    arr(ref('BoardRuntimeSummary')),
    { statuses: [200, 401, 403] },
  ),
  runtimeOperation(
    'Boards',
    'get',
    BOARD,
    'Boards_Get',
    'A board\'s columns, transitions, targets, cycles, responsibilities and data fields for the caller.',
    'BoardRuntimeModel',
    ref('BoardRuntimeModel'),
  ),
  runtimeOperation(
    'Boards',
    'get',
    `${BOARD}/statuses/{boardStatusId}/items`,
    'Boards_ListStatusItems',
    'One column\'s items in rank order.',
    'BoardItemPage',
    ref('BoardItemPage'),
    { query: pageQuery, statuses: [200, 400, 401, 403, 404] },
  ),
  runtimeOperation(
    'BoardItems',
    'get',
    `${BOARD}/items`,
    'BoardItems_Search',
    'Items the caller may read whose Number or Subject contains the search text (link pickers).',
    'BoardItemSummaryPage',
    ref('BoardItemSummaryPage'),
    { query: [queryParam('search', str(), 'Part of the Number or Subject.'), ...pageQuery], statuses: [200, 400, 401, 403, 404] },
  ),
  runtimeOperation(
    'Boards',
    'get',
    `${BOARD}/subjects`,
    'Boards_SearchSubjects',
    'Active users and responsibility groups whose name contains the search text: whom a board user may make responsible.',
    'BoardSubjectCandidateArray',
    arr(ref('BoardSubjectCandidate')),
    {
      query: [
        queryParam('search', str(), 'Part of the display name, user name or e-mail (users), or of the name or key (groups).'),
        queryParam('subjectType', ref('ResponsibilitySubjectType'), 'Only users (0) or only groups (1).'),
      ],
      note: 'The principal lists need Admin or Configurator; board users choose colleagues through this bounded search (at most 20 of each kind).',
    },
  ),
  runtimeOperation(
    'Boards',
    'get',
    `${BOARD}/flow-metrics`,
    'Boards_GetFlowMetrics',
    'Cumulative flow per day and time in status over the last days.',
    'BoardFlowMetrics',
    ref('BoardFlowMetrics'),
    {
      query: [queryParam('days', { ...int32(), minimum: 1, maximum: 180, default: 30 }, 'Days back from today (1..180).')],
      statuses: [200, 400, 401, 403, 404],
    },
  ),
  runtimeOperation('BoardItems', 'get', ITEM, 'BoardItems_Get', 'One item with its card and decisions.', 'BoardItem', ref('BoardItem')),
  itemEdit('post', '/move', 'BoardItems_Move', 'Moves an item to a status and position, or reorders it in its column.', 'BoardItemMoveRequest'),
  runtimeOperation('BoardItems', 'post', `${ITEM}/remove`, 'BoardItems_Remove', 'Removes an item and its live links.', 'Boolean', bool(), {
    body: ref('BoardItemRemoveRequest'),
    statuses: WRITE,
  }),
  itemEdit('put', '/tags', 'BoardItems_ReplaceTags', 'Replaces an item\'s tags.', 'BoardItemTagsReplaceRequest'),
  itemEdit(
    'put',
    '/responsibilities/{responsibilityKey}',
    'BoardItems_ReplaceResponsibility',
    'Replaces an item\'s subjects of one responsibility key.',
    'BoardItemResponsibilityReplaceRequest',
  ),
  itemEdit('put', '/due-date', 'BoardItems_SetDueDate', 'Sets or clears an item\'s due date.', 'BoardItemDueDateRequest'),
  itemEdit('put', '/cycle', 'BoardItems_AssignCycle', 'Assigns an item to a cycle or to none.', 'BoardItemCycleRequest'),
  runtimeOperation(
    'BoardItems',
    'get',
    `${ITEM}/links`,
    'BoardItems_ListLinks',
    'The item\'s live links, seen from the item.',
    'BoardItemLinkArray',
    arr(ref('BoardItemLink')),
  ),
  runtimeOperation('BoardItems', 'post', `${ITEM}/links`, 'BoardItems_CreateLink', 'Links the item to another item.', 'BoardItemLink', ref('BoardItemLink'), {
    body: ref('BoardItemLinkCreateRequest'),
    statuses: WRITE,
  }),
  runtimeOperation('BoardItems', 'delete', `${ITEM}/links/{linkId}`, 'BoardItems_DeleteLink', 'Removes a link.', 'Boolean', bool(), {
    statuses: WRITE,
  }),
]
