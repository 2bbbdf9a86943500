import type { Schema } from '../types'
import { arr, assumed, bool, date, dateTime, double, filled, int32, nullable, obj, ref, request, str, uuid } from '../s'
import { pageOf } from './common'

/** Boards runtime beyond the documented item operations (all assumed): board reads, pages, moves, links and item edits. */

const READ_NOTE = 'The spec shows the item but not how a board and its columns are read; designed in its conventions.'
const COMMENT_NOTE = 'Comments on items: the spec shows their summary on the card (LastComment, Count) but not their operations.'
const EDIT_NOTE = 'Item edits the spec names (audit kinds) but does not show as operations.'
const assumedMember = (schema: Schema, note: string): Schema => ({ ...schema, 'x-contract': 'assumed', 'x-contract-note': note })
const subjectInput = (): Schema =>
  obj({ SubjectType: ref('ResponsibilitySubjectType'), SubjectId: str() }, { closed: true, required: ['SubjectType', 'SubjectId'] })

export const boardRuntimeSchemas: Record<string, Schema> = {
  /** The documented ReadableChildren entry of move options, named so links and pickers share it. */
  BoardItemSummary: obj({
    Id: str(),
    BoardId: str(),
    BoardKey: str(),
    BoardDisplayName: str(),
    RunNumber: int32(),
    DisplayName: str(),
    Subtitle: nullable(str()),
    BoardStatusId: str(),
    BoardStatusDisplayName: str(),
    BoardStatusColor: str(),
    BoardTargetDefinitionId: str(),
    BoardTargetDefinitionDisplayName: str(),
    IsOpen: bool(),
    IsRestricted: bool(),
    Number: assumedMember(str('The card number, <KEY>-<n>.'), 'Link pickers show and search it.'),
  }),
  BoardRuntimeSummary: filled(
    {
      Id: str(),
      Key: str(),
      DisplayName: str(),
      Description: nullable(str()),
      IsActive: bool(),
      OpenItemCount: int32(),
      ItemCount: int32(),
    },
    'A board the caller may read.',
  ),
  BoardRuntimeStatus: filled(
    {
      Id: str(),
      Key: str(),
      DisplayName: str(),
      Color: ref('BoardColor'),
      MetaType: ref('BoardStatusMetaType'),
      SortOrder: int32(),
      ItemCount: int32(),
      OpenItemCount: int32(),
    },
    'An active, non-deleted status: one column.',
  ),
  BoardRuntimeTransition: filled(
    { Id: str(), FromBoardStatusId: str(), ToBoardStatusId: str(), DisplayName: str(), HasLinkPrerequisites: bool() },
    'An active transition.',
  ),
  BoardRuntimeTargetDefinition: filled(
    {
      Id: str(),
      TargetKind: ref('BoardTargetKind'),
      TargetModelId: nullable(str()),
      DisplayName: str(),
      RepeatPolicy: ref('RepeatPolicy'),
    },
    'An active target definition: what an item may be added for.',
  ),
  BoardRuntimeCycle: filled({ Id: str(), Key: str(), DisplayName: str(), IsActive: bool() }, 'A board cycle.'),
  BoardRuntimeResponsibility: filled(
    { Key: str(), DisplayName: str(), Scope: ref('BoardResponsibilityScope') },
    'A responsibility key of the board.',
  ),
  BoardRuntimeDataField: filled(
    {
      FieldKey: str(),
      DisplayName: str(),
      FieldType: ref('FieldType'),
      SortOrder: int32(),
      Definition: ref('EntityFieldDefinition'),
    },
    'A column field of the board\'s Part definition (the item\'s board data), with its whole definition: board users fill the add and edit forms from it without access to the entity builder.',
  ),
  BoardRuntimeModel: filled(
    {
      Id: str(),
      Key: str(),
      DisplayName: str(),
      Description: nullable(str()),
      IsActive: bool(),
      BoardType: ref('BoardType'),
      TagsEnabled: bool(),
      Statuses: arr(ref('BoardRuntimeStatus')),
      Transitions: arr(ref('BoardRuntimeTransition')),
      TargetDefinitions: arr(ref('BoardRuntimeTargetDefinition')),
      Cycles: arr(ref('BoardRuntimeCycle')),
      Responsibilities: arr(ref('BoardRuntimeResponsibility')),
      DataFields: arr(ref('BoardRuntimeDataField')),
      DataEntityDefinitionId: str(),
      Permissions: filled(
        { CanAddItems: bool('The caller\'s create decision on an active board.'), CanManage: bool('Holds boards.configure.') },
        'What the caller may do on the board.',
      ),
    },
    READ_NOTE,
  ),
  BoardItemPage: assumed(pageOf('BoardItem'), 'A column\'s items in rank order.'),
  BoardItemSummaryPage: assumed(pageOf('BoardItemSummary'), 'Items matching a search over Number and Subject, for link pickers.'),
  BoardFlowMetrics: filled(
    {
      From: date(),
      To: date(),
      Days: arr(
        filled(
          { Date: date(), Counts: arr(filled({ BoardStatusId: str(), Count: int32() }, 'Items in the status at the end of the day.')) },
          'One day of the cumulative flow.',
        ),
      ),
      TimeInStatus: arr(
        filled(
          { BoardStatusId: str(), ItemCount: int32(), AverageHours: double(), MedianHours: double() },
          'Time items spent in a status they left within the period.',
        ),
      ),
    },
    'Cumulative flow and time in status, rebuilt from the audit rows.',
  ),
  BoardItemMoveRequest: request(
    {
      BoardStatusId: str('The target status; the current one reorders within the column.'),
      Position: nullable(ref('BoardItemPosition')),
      RowVersion: nullable(uuid()),
    },
    ['BoardStatusId'],
    'The move the documented move options dry-run; the same checks decide both.',
  ),
  BoardItemRemoveRequest: request(
    { RemoveReason: nullable(str()), RowVersion: nullable(uuid()) },
    [],
    'Removes an item (audit kind Removed) and its live links.',
  ),
  BoardItemTagsReplaceRequest: request(
    {
      Tags: arr(
        obj(
          {
            TagName: { ...str(), minLength: 1, maxLength: 50 },
            Color: ref('BoardColor'),
            Category: nullable(str()),
          },
          { closed: true, required: ['TagName', 'Color'] },
        ),
      ),
      RowVersion: nullable(uuid()),
    },
    ['Tags'],
    EDIT_NOTE,
  ),
  BoardItemResponsibilityReplaceRequest: request({ Subjects: arr(subjectInput()) }, ['Subjects'], EDIT_NOTE),
  BoardItemDueDateRequest: request(
    {
      DueDate: nullable(date()),
      DueTime: nullable({ ...str('Time of day, HH:mm; only with DueDate.'), pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' }),
    },
    ['DueDate'],
    EDIT_NOTE,
  ),
  BoardItemCycleRequest: request(
    { BoardCycleId: nullable(str()), ChangeReason: nullable(str()) },
    ['BoardCycleId'],
    EDIT_NOTE,
  ),
  BoardItemLink: filled(
    {
      Id: str(),
      BoardItemLinkTypeId: str('related or parent-child.'),
      LinkType: ref('LinkType'),
      Direction: ref('LinkDirection'),
      Item: ref('BoardItemSummary'),
      CreatedAt: dateTime(),
    },
    'A live link seen from this item: Direction Outgoing when this item is the source.',
  ),
  BoardItemLinkCreateRequest: request(
    { LinkType: ref('LinkType'), Direction: ref('LinkDirection'), OtherBoardItemId: str() },
    ['LinkType', 'Direction', 'OtherBoardItemId'],
    'Links two items (audit ItemLinkChanged on both).',
  ),
  BoardItemComment: filled(
    {
      Id: str(),
      BoardItemId: str(),
      CommentText: str('Markdown, stored as written.'),
      MentionedUsers: arr(filled({ UserId: str(), DisplayName: str(), UserName: str('What the text writes after @.') }, 'A user the comment mentions.')),
      CreatedByUserId: str(),
      CreatedByUserName: str(),
      CreatedAt: dateTime(),
      ModifiedAt: nullable(dateTime()),
      RowVersion: uuid(),
      CanEdit: bool('The caller wrote it and may still write comments here.'),
      CanDelete: bool('The caller wrote it and may still write comments here, or may manage the item.'),
    },
    COMMENT_NOTE,
  ),
  BoardItemCommentPage: filled(
    {
      Items: arr(ref('BoardItemComment')),
      Page: int32('One-based page number.'),
      PageSize: int32(),
      TotalCount: int32(),
      HasMore: bool(),
      CanCreate: bool('Whether the caller may add comments to the item.'),
    },
    `${COMMENT_NOTE} Newest first.`,
  ),
  BoardItemCommentCreateRequest: request(
    {
      CommentText: { ...str('Markdown, 1..5000 characters, not blank.'), maxLength: 5000 },
      MentionedUserIds: arr(str(), 'Existing users the text mentions, each once, at most 20.'),
    },
    ['CommentText'],
    COMMENT_NOTE,
  ),
  BoardItemCommentUpdateRequest: request(
    {
      CommentText: { ...str('Markdown, 1..5000 characters, not blank.'), maxLength: 5000 },
      MentionedUserIds: arr(str(), 'Existing users the text mentions, each once, at most 20.'),
      RowVersion: uuid(),
    },
    ['CommentText', 'RowVersion'],
    COMMENT_NOTE,
  ),
}
