import type { Db } from '../../../db'
import { insertAuditRow } from './audit.repo'
import type { RuntimeCaller } from './context'
import type { TagPayload } from './types'
import {
  BoardActivityKind as ActivityKind,
  type FieldType,
  type LinkDirection,
  type LinkType,
  type ResponsibilityKind,
  type ResponsibilitySubjectType,
} from '../../../../shared/enums'
export { BoardActivityKind as ActivityKind } from '../../../../shared/enums'

/** The audit trail of board items: one row per change, carrying exactly its kind's payload. */

export interface SubjectRef {
  SubjectType: ResponsibilitySubjectType
  SubjectId: string
}

export interface FieldChange {
  FieldId: string
  Name: string
  DisplayName: string
  ValueType: FieldType
  Before: unknown
  After: unknown
  BeforeDisplay: string | null
  AfterDisplay: string | null
}

/** The payload member of each kind (member name = the kind's name). */
export interface AuditPayloads {
  Created: { BoardStatusId: string; RankKey: string; RunNumber: number; PreviousBoardItemId: string | null; Subject: string | null; Description: string | null }
  Moved: {
    BoardTransitionId: string | null
    FromBoardStatusId: string
    ToBoardStatusId: string
    FromRankKey: string
    ToRankKey: string
    IsReopen: boolean
    IsTerminal: boolean
  }
  BoardDataChanged: {
    Subject: { Before: string | null; After: string | null }
    Description: { Before: string | null; After: string | null }
    Fields: FieldChange[]
  }
  TagsChanged: { Added: TagPayload[]; Updated: TagPayload[]; Removed: TagPayload[] }
  ResponsibilitiesChanged: { ResponsibilityKind: ResponsibilityKind; BeforeSubjects: SubjectRef[]; AfterSubjects: SubjectRef[] }
  DueDateChanged: { BeforeDueAtUtc: string | null; AfterDueAtUtc: string | null }
  ItemLinkChanged: {
    BoardItemLinkId: string
    BoardItemLinkTypeId: string
    LinkType: LinkType
    SourceBoardItemId: string
    TargetBoardItemId: string
    Direction: LinkDirection
  }
  CycleAssigned: { PreviousBoardCycleId: string | null; BoardCycleId: string | null; ChangeReason: string | null; BulkOperationId: string | null }
  Removed: {
    BoardStatusId: string
    BoardCycleId: string | null
    RankKey: string
    RunNumber: number
    RemoveReason: string | null
    RemovedBoardItemLinkIds: string[]
  }
  /** Every comment change (the one comment kind): Added, Edited or Deleted. */
  CommentAdded: { CommentId: string; Change: 'Added' | 'Edited' | 'Deleted'; CommentText: string | null; MentionedUserIds: string[] }
}

export type AuditKind = keyof AuditPayloads

export interface AuditWrite<K extends AuditKind> {
  boardId: string
  itemId: string
  kind: K
  payload: AuditPayloads[K]
  /** Status ids the row refers to (a status's HistoryReferenceCount). */
  statusIds: string[]
}

export async function writeAudit<K extends AuditKind>(db: Db, caller: RuntimeCaller, now: Date, entry: AuditWrite<K>): Promise<void> {
  await insertAuditRow(db, {
    boardId: entry.boardId,
    itemId: entry.itemId,
    activityKind: ActivityKind[entry.kind],
    actorUserId: caller.userId,
    actorUserName: caller.displayName,
    occurredAt: now,
    payload: { [entry.kind]: entry.payload },
    statusIds: entry.statusIds,
  })
}
