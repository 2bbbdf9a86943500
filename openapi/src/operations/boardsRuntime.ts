import type { HttpMethod, Schema } from '../types'
import { arr, bool, int32, ref, str, uuid } from '../s'
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
  commentId: 'Id of the comment.',
}

const pageQuery = [
  queryParam('page', { ...int32(), minimum: 1, default: 1 }, 'One-based page.'),
  queryParam('pageSize', { ...int32(), minimum: 1, maximum: 200, default: 50 }, 'Items per page (1..200).'),
]

// The board view's filters (all optional, combined with AND); the server checks each one (400 naming it).
const columnFilterQuery = [
  queryParam('search', { type: 'string', maxLength: 200 }, 'Part of the Subject or the Number (KEY-12, or 12).', 'assumed'),
  queryParam(
    'field',
    { type: 'array', items: { type: 'string', maxLength: 300 }, maxItems: 10 },
    'A field value as `fieldKey:optionKey` of a single-value Select field (repeat the parameter; several values of one field match any of them).',
    'assumed',
  ),
  queryParam('assignee', { type: 'string', maxLength: 200 }, 'An item-level subject: `user:<userId>` or `group:<groupId>`.', 'assumed'),
  queryParam('tag', { type: 'string', maxLength: 50 }, 'A tag name (case-insensitive).', 'assumed'),
  queryParam('due', { type: 'string', enum: ['overdue', 'dueSoon', 'none'] }, 'Open items past their due time, open items due within 3 days, or items without a due date.', 'assumed'),
  queryParam('laneBy', { type: 'string', maxLength: 60 }, 'Swimlanes: `assignee` or `field:<fieldKey>` of a single-value Select field; needs `lane`.', 'assumed'),
  queryParam('lane', { type: 'string', maxLength: 200 }, 'The swimlane: an option key or `user:<id>` / `group:<id>`, or `none` (no value, nobody responsible).', 'assumed'),
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
    {
      query: [...pageQuery, ...columnFilterQuery],
      statuses: [200, 400, 401, 403, 404],
      note: 'The filters narrow the column and its TotalCount; when read is limited on the board, items the caller may not read are left out while filtering.',
    },
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
    'SubjectCandidateArray',
    arr(ref('SubjectCandidate')),
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
    `${BOARD}/assignees`,
    'Boards_ListAssignees',
    'The users and groups responsible for the board\'s live items (swimlanes by assignee), by name.',
    'SubjectCandidateArray',
    arr(ref('SubjectCandidate')),
    { note: 'While read is limited on the board, only subjects of items the caller may read are listed.' },
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
  runtimeOperation(
    'BoardItems',
    'get',
    `${ITEM}/comments`,
    'BoardItems_ListComments',
    'The item\'s comments, newest first.',
    'BoardItemCommentPage',
    ref('BoardItemCommentPage'),
    { query: pageQuery, statuses: [200, 400, 401, 403, 404] },
  ),
  runtimeOperation('BoardItems', 'post', `${ITEM}/comments`, 'BoardItems_AddComment', 'Adds a comment (audit CommentAdded).', 'BoardItemComment', ref('BoardItemComment'), {
    body: ref('BoardItemCommentCreateRequest'),
    statuses: WRITE,
  }),
  runtimeOperation(
    'BoardItems',
    'put',
    `${ITEM}/comments/{commentId}`,
    'BoardItems_UpdateComment',
    'Changes the caller\'s own comment.',
    'BoardItemComment',
    ref('BoardItemComment'),
    { body: ref('BoardItemCommentUpdateRequest'), statuses: WRITE },
  ),
  runtimeOperation('BoardItems', 'delete', `${ITEM}/comments/{commentId}`, 'BoardItems_DeleteComment', 'Deletes a comment.', 'Boolean', bool(), {
    query: [queryParam('rowVersion', uuid(), 'The comment\'s RowVersion as the caller saw it.')],
    statuses: WRITE,
    note: 'Authors delete their own comments; whoever may manage the item deletes any.',
  }),
]
