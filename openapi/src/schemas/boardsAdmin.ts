import type { Schema } from '../types'
import { arr, bool, date, dateTime, filled, int32, nullable, obj, ref, request, str, uuid } from '../s'

/**
 * Board administration beyond the documented transition create (all assumed): the module switch,
 * the board list and lifecycle, statuses, transitions, target definitions, cycles, responsibilities
 * and the policy updates. Security (statements, assignments, rules) is in boardsAdminSecurity.ts.
 */


const NOTE = 'Board administration the spec names but does not show; designed in its conventions.'
const sortOrder = () => int32('Position in its list; omitted or 0 puts it last.')
const keyMember = () => str('Normalised key: trimmed, lower case, ^[a-z][a-z0-9-]{0,39}$.')

const statusBody = {
  Key: keyMember(),
  DisplayName: str(),
  Description: nullable(str()),
  Color: ref('BoardColor'),
  MetaType: ref('BoardStatusMetaType'),
  IsActive: bool(),
  SortOrder: sortOrder(),
}
const statusRequired = ['Key', 'DisplayName', 'Color', 'MetaType', 'IsActive']

const targetBody = {
  TargetKind: ref('BoardTargetKind'),
  TargetModelId: nullable(str('Entity definition id for EntityInstance, any id for Entitlement, null for None.')),
  IsActive: bool(),
  RepeatPolicy: ref('RepeatPolicy'),
  CreateCommentPolicy: ref('ProcessContentPolicy'),
  ReadCommentPolicy: ref('ProcessContentPolicy'),
  CreateAttachmentPolicy: ref('ProcessContentPolicy'),
  ReadAttachmentPolicy: ref('ProcessContentPolicy'),
}
const targetRequired = Object.keys(targetBody).filter((key) => key !== 'TargetModelId')

const cycleBody = {
  Key: keyMember(),
  DisplayName: str(),
  StartsOn: nullable(date()),
  EndsOn: nullable(date('On or after StartsOn.')),
  IsActive: bool('Manual mode: at most one cycle is active. Automatic mode: ignored (dates decide).'),
  SortOrder: sortOrder(),
}

const responsibilityBody = {
  Key: keyMember(),
  DisplayName: str(),
  Scope: ref('BoardResponsibilityScope'),
  SortOrder: sortOrder(),
}

const linkPrerequisiteUpdate = (): Schema =>
  obj(
    {
      Id: nullable(str('Keeps this prerequisite\'s Id; omitted or null creates a new one.')),
      LinkType: ref('LinkType'),
      Direction: ref('LinkDirection'),
      TargetBoardId: str(),
      TargetBoardTargetDefinitionId: str(),
      MinimumCount: { type: 'integer', format: 'int32', minimum: 1 },
      MaximumCount: nullable(int32()),
    },
    { closed: true, required: ['LinkType', 'Direction', 'TargetBoardId', 'TargetBoardTargetDefinitionId', 'MinimumCount'] },
  )

export const boardAdminSchemas: Record<string, Schema> = {
  BoardsModuleSettings: filled(
    {
      Enabled: bool(),
      LocalizedDefaults: filled(
        {
          Locale: str('en or de: the Accept-Language when it is one of them, else the workspace locale.'),
          Statuses: arr(
            filled(
              { Key: str(), DisplayName: str(), Color: ref('BoardColor'), MetaType: ref('BoardStatusMetaType') },
              'A starter status.',
            ),
          ),
        },
        'The starter statuses a new board gets when its create request says UseDefaultStatuses.',
      ),
      RowVersion: uuid(),
    },
    'Module lifecycle of Boards: the profile\'s Modules.Boards.Enabled follows.',
  ),
  BoardsModuleUpdateRequest: request({ Enabled: bool(), RowVersion: uuid() }, ['Enabled', 'RowVersion'], 'Switches the module.'),
  BoardAdminSummary: filled(
    {
      Id: str(),
      Key: str(),
      DisplayName: str(),
      Description: nullable(str()),
      IsActive: bool(),
      BoardType: ref('BoardType'),
      OpenItemCount: int32(),
      ItemCount: int32(),
      StatusCount: int32('Statuses not deleted.'),
      ModifiedAt: dateTime(),
      RowVersion: uuid(),
    },
    'A board list row.',
  ),
  BoardCreateRequest: request(
    {
      Key: keyMember(),
      DisplayName: str(),
      Description: nullable(str()),
      BoardType: ref('BoardType'),
      BoardCycleActivationMode: ref('BoardCycleActivationMode'),
      TagsEnabled: bool(),
      UseDefaultStatuses: { ...bool('Adds the module\'s localized starter statuses.'), default: true },
    },
    ['Key', 'DisplayName', 'BoardType', 'BoardCycleActivationMode', 'TagsEnabled'],
    'Creates the board with its owned Part entity definition, a default target definition and the default policies.',
  ),
  BoardUpdateRequest: request(
    {
      DisplayName: str(),
      Description: nullable(str()),
      BoardType: ref('BoardType'),
      BoardCycleActivationMode: ref('BoardCycleActivationMode'),
      TagsEnabled: bool(),
      RowVersion: uuid(),
    },
    ['DisplayName', 'BoardType', 'BoardCycleActivationMode', 'TagsEnabled', 'RowVersion'],
    NOTE,
  ),
  BoardRowVersionRequest: request({ RowVersion: uuid() }, ['RowVersion'], 'Activate and deactivate carry only the board\'s RowVersion.'),
  BoardStatusCreateRequest: request(statusBody, statusRequired, NOTE),
  BoardStatusUpdateRequest: request({ ...statusBody, RowVersion: uuid() }, [...statusRequired, 'RowVersion'], NOTE),
  BoardStatusReorderRequest: request(
    { StatusIds: arr(str(), 'Every status that is not deleted, once, in the new order.') },
    ['StatusIds'],
    NOTE,
  ),
  BoardTransitionUpdateRequest: request(
    {
      Key: keyMember(),
      DisplayName: str(),
      ToBoardStatusId: str(),
      IsActive: bool(),
      LinkPrerequisites: arr(linkPrerequisiteUpdate(), 'Replaces every prerequisite of the transition.'),
      RowVersion: uuid(),
    },
    ['Key', 'DisplayName', 'ToBoardStatusId', 'IsActive', 'LinkPrerequisites', 'RowVersion'],
    'The documented create has no update; this one replaces the prerequisites as a whole.',
  ),
  BoardTransitionReorderRequest: request(
    { TransitionIds: arr(str(), 'Every transition leaving the status, once, in the new order.') },
    ['TransitionIds'],
    NOTE,
  ),
  BoardTargetDefinitionCreateRequest: request(targetBody, targetRequired, NOTE),
  BoardTargetDefinitionUpdateRequest: request({ ...targetBody, RowVersion: uuid() }, [...targetRequired, 'RowVersion'], NOTE),
  BoardCycle: filled(
    {
      Id: str(),
      Key: str(),
      DisplayName: str(),
      StartsOn: nullable(date()),
      EndsOn: nullable(date()),
      IsActive: bool('Automatic mode: whether today lies within the dates.'),
      SortOrder: int32(),
      ItemCount: int32('Live items in the cycle.'),
      RowVersion: uuid(),
    },
    'Board cycles (BoardType Cyclic); the spec counts them (CycleCount) but does not show them.',
  ),
  BoardCycleCreateRequest: request(cycleBody, ['Key', 'DisplayName', 'IsActive'], NOTE),
  BoardCycleUpdateRequest: request({ ...cycleBody, RowVersion: uuid() }, ['Key', 'DisplayName', 'IsActive', 'RowVersion'], NOTE),
  BoardResponsibility: filled(
    {
      Id: str(),
      Key: str(),
      DisplayName: str(),
      Scope: ref('BoardResponsibilityScope'),
      SortOrder: int32(),
      RowVersion: uuid(),
    },
    'Responsibility keys: item-level ones are filled per item, status-level ones per status.',
  ),
  BoardResponsibilityCreateRequest: request(responsibilityBody, ['Key', 'DisplayName', 'Scope'], NOTE),
  BoardResponsibilityUpdateRequest: request(
    { ...responsibilityBody, RowVersion: uuid() },
    ['Key', 'DisplayName', 'Scope', 'RowVersion'],
    NOTE,
  ),
  BoardStatusResponsibility: filled(
    { ResponsibilityKey: str(), Subjects: arr(ref('HistorySubject')) },
    'The subjects of one status-level responsibility key.',
  ),
  BoardStatusResponsibilityReplaceRequest: request(
    {
      ResponsibilityKey: str(),
      Subjects: arr(
        obj(
          { SubjectType: ref('ResponsibilitySubjectType'), SubjectId: str() },
          { closed: true, required: ['SubjectType', 'SubjectId'] },
        ),
      ),
      RowVersion: uuid('The status\'s RowVersion.'),
    },
    ['ResponsibilityKey', 'Subjects', 'RowVersion'],
    'Replaces a status\'s subjects of one key and records a responsibility history row.',
  ),
  BoardDueDatePolicyUpdateRequest: request(
    {
      Enabled: bool(),
      TimeMode: ref('DueDateTimeMode'),
      DisabledBoardStatusIds: arr(str()),
      Expectations: arr(
        obj(
          {
            Id: nullable(str('Keeps that expectation\'s Id; omitted or null creates one.')),
            ExpectedBoardStatusId: str(),
            OffsetAmount: { type: 'integer', format: 'int32', minimum: 1, maximum: 10000 },
            OffsetUnit: ref('DueDateOffsetUnit'),
            Severity: ref('SignalSeverity'),
            SortOrder: sortOrder(),
          },
          { closed: true, required: ['ExpectedBoardStatusId', 'OffsetAmount', 'OffsetUnit', 'Severity'] },
        ),
      ),
      RowVersion: uuid(),
    },
    ['Enabled', 'TimeMode', 'DisabledBoardStatusIds', 'Expectations', 'RowVersion'],
    'The documented BoardDueDatePolicy as an update; Expectations replace the list.',
  ),
  BoardAttentionSignalPolicyUpdateRequest: request(
    {
      Reasons: arr(
        obj(
          {
            Id: nullable(str()),
            AttentionSignalTypeKey: str('overdue, dueSoon, unassigned or stale.'),
            DefaultSeverity: ref('SignalSeverity'),
            SignalEnabled: bool(),
            NotificationDeliveryEnabled: bool(),
            SortOrder: sortOrder(),
          },
          {
            closed: true,
            required: ['AttentionSignalTypeKey', 'DefaultSeverity', 'SignalEnabled', 'NotificationDeliveryEnabled'],
          },
        ),
      ),
      Audience: arr(
        obj(
          { Id: nullable(str()), SubjectType: ref('AudienceSubjectType'), SubjectKey: str(), SortOrder: sortOrder() },
          { closed: true, required: ['SubjectType', 'SubjectKey'] },
        ),
        'Empty: everyone sees the signals.',
      ),
      RowVersion: uuid(),
    },
    ['Reasons', 'Audience', 'RowVersion'],
    'The documented BoardAttentionSignalPolicy as an update; Reasons and Audience replace the lists.',
  ),
}
