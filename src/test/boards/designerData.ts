import type { BoardAdministration, BoardStatus, BoardTransition } from '@/features/boards/boards.types'

/** Test data: a board administration model as the local API answers it (only imported by tests). */

const rowVersion = (seed: string) => `00000000-0000-4000-8000-${seed.padStart(12, '0').slice(-12)}`

export function makeStatus(id: string, changes: Partial<BoardStatus> = {}): BoardStatus {
  return {
    Id: id,
    Key: id,
    DisplayName: id[0]!.toUpperCase() + id.slice(1),
    Description: null,
    Color: 'blue',
    MetaType: 1,
    SortOrder: 1,
    IsActive: true,
    IsDeleted: false,
    DeletedAtUtc: null,
    DeletedByUserId: null,
    DeletedReason: null,
    CurrentItemCount: 0,
    HistoryReferenceCount: 0,
    OpenItemCount: 0,
    StatusResponsibilities: [],
    AllowedActions: { CanUpdate: true, CanDelete: true },
    RowVersion: rowVersion(id),
    ...changes,
  }
}

export function makeTransition(id: string, from: string, to: string, changes: Partial<BoardTransition> = {}): BoardTransition {
  return {
    Id: id,
    Key: `${from}-to-${to}`,
    FromBoardStatusId: from,
    ToBoardStatusId: to,
    DisplayName: `${from} → ${to}`,
    SortOrder: 1,
    IsActive: true,
    AllowedActions: { CanUpdate: true, CanDelete: true },
    RowVersion: rowVersion(id),
    LinkPrerequisites: [],
    ...changes,
  }
}

/** A board with open → doing → done and the two transitions between them. */
export function makeBoard(changes: Partial<BoardAdministration> = {}): BoardAdministration {
  return {
    Id: 'board-1',
    Key: 'support',
    DataEntityDefinitionId: 'def-part',
    DataEntityDefinitionName: 'board_support',
    DisplayName: 'Support',
    Description: null,
    IsActive: true,
    BoardType: 0,
    BoardCycleActivationMode: 0,
    TagsEnabled: true,
    OpenItemCount: 0,
    ItemCount: 0,
    CycleCount: 0,
    RowVersion: rowVersion('board'),
    SecurityRowVersion: rowVersion('security'),
    DueDatePolicy: { Enabled: false, TimeMode: 0, DisabledBoardStatusIds: [], Expectations: [], RowVersion: rowVersion('due') },
    AttentionSignalPolicy: { Reasons: [], Audience: [], RowVersion: rowVersion('attention') },
    AllowedActions: { CanUpdate: true, CanDelete: true, CanActivate: false, CanDeactivate: true, CanManageConfiguration: true },
    TargetDefinitions: [
      {
        Id: 'target-none',
        TargetKind: 0,
        TargetModelId: null,
        SortOrder: 1,
        IsActive: true,
        RepeatPolicy: 2,
        CreateCommentPolicy: 0,
        ReadCommentPolicy: 0,
        CreateAttachmentPolicy: 0,
        ReadAttachmentPolicy: 0,
        RowVersion: rowVersion('target'),
        DisplayName: 'No target',
      },
    ],
    Statuses: [
      makeStatus('open', { MetaType: 0, SortOrder: 1 }),
      makeStatus('doing', { MetaType: 1, SortOrder: 2 }),
      makeStatus('done', { MetaType: 2, SortOrder: 3, Color: 'green' }),
    ],
    Transitions: [makeTransition('t1', 'open', 'doing'), makeTransition('t2', 'doing', 'done')],
    Cycles: [],
    Responsibilities: [],
    InitialAssignmentRules: [],
    SecurityStatements: [],
    PermissionAssignments: [],
    ...changes,
  }
}
