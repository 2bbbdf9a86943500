import type {
  BoardTargetKind,
  CardFieldState,
  ContentAccessLevel,
  DenialSource,
  DueDateTimeMode,
  FieldType,
  LinkDirection,
  LinkType,
  ProcessContentPolicy,
  ResponsibilitySubjectType,
  SemanticRole,
  SignalSeverity,
  TargetValueType,
} from '../../../../shared/enums'
import type { PublicSchemas } from '../../../http/contractOperations'
import type { Issue } from '../../../http/envelope'
import type { ItemOperationKey } from '../shared/operations'

/** Payload shapes of the boards runtime (openapi/src/schemas/boards.ts and boardsRuntime.ts). */

export interface ResourceIdentity {
  ModuleKey: string
  ResourceKind: string
  ContextResourceId: string
  ResourceObjectId: string
}

export interface Denial {
  Source: DenialSource
  SourceKey: string
  ReasonCode: string
  SafeMessage: string
}

export interface OperationDecision {
  OperationKey: ItemOperationKey
  IsAllowed: boolean
  Denials: Denial[]
}

export type OperationDecisions = Record<ItemOperationKey, OperationDecision>

export interface BusinessInvariant {
  InvariantKey: string
  TargetKey: string
  IsActive: boolean
  SafeMessage: string
}

export interface TagPayload {
  Id: string
  TagName: string
  Color: string
  Category: string
}

export interface ResponsibleSubject {
  SubjectType: ResponsibilitySubjectType
  SubjectId: string
  DisplayName: string
  ResponsibilityKey: string
}

export interface CardField {
  FieldKey: string
  DisplayName: string
  ValueType: FieldType
  SortOrder: number
  Value: unknown
  DisplayValue: string | null
  IsRestricted: boolean
  SemanticRole: SemanticRole
  PlainTextPreview: { Text: string; IsTruncated: boolean } | null
  State: CardFieldState
}

export interface CardDueDate {
  Enabled: boolean
  TimeMode: DueDateTimeMode
  DueAtUtc: string | null
  DueDate: string | null
  DueTime: string | null
  Severity: SignalSeverity
  MatchedExpectationId: string | null
  ThresholdUtc: string | null
}

export interface AttentionSignal {
  Id: string
  TypeKey: string
  Severity: SignalSeverity
  Title: string
  Body: string | null
  DueAtUtc: string | null
}

/** The newest comment of an item, as the card shows it. */
export interface LastComment {
  Id: string
  CommentText: string
  CreatedByUserId: string
  CreatedByUserName: string
  CreatedAt: string
}

export interface BoardItemCard {
  Number: string
  Subject: string | null
  Description: string | null
  LastComment: LastComment | null
  AttachmentFileCount: number
  BoardStatusId: string
  BoardStatusDisplayName: string
  BoardStatusColor: string
  Responsibilities: { Item: ResponsibleSubject[]; Status: ResponsibleSubject[]; IsRestricted: boolean }
  Fields: CardField[]
  Target: {
    Number: string | null
    DisplayName: string
    Subtitle: string | null
    Fields: Array<{ Key: string; DisplayName: string; Value: unknown; ValueType: TargetValueType; DisplayValue: string | null }>
  }
  DueDate: CardDueDate
  AttentionSignals: { Count: number; HighestSeverity: SignalSeverity; Items: AttentionSignal[] }
  Tags: TagPayload[]
}

/** A type alias, not an interface: the contract describes BoardItem as an open object. */
export type BoardItemPayload = {
  Id: string
  BoardId: string
  Target: {
    BoardTargetDefinitionId: string
    TargetKind: BoardTargetKind
    TargetModelId: string | null
    TargetObjectId: string | null
    TargetDisplayName: string | null
    TargetSubtitle: string | null
  }
  BoardStatusId: string
  RankKey: string
  RunNumber: number
  IsOpen: boolean
  EnteredStatusAtUtc: string
  CompletedAtUtc: string | null
  RowVersion: string
  BoardCycleId: string | null
  Actions: { CanReadHistory: boolean; CanViewAuditTrail: boolean }
  ObjectInvariant: { Resource: ResourceIdentity; BusinessInvariants: BusinessInvariant[]; Operations: OperationDecisions }
  EntityAccess: { CanRead: boolean; IsRestricted: boolean; Number: string | null }
  ProcessContent: {
    Owner: ResourceIdentity
    Comments: { AccessLevel: ContentAccessLevel; Count: number; LastComment: LastComment | null; CreatePolicy: ProcessContentPolicy; ReadPolicy: ProcessContentPolicy }
    Attachments: {
      AccessLevel: ContentAccessLevel
      Count: number
      HasAttachments: boolean
      CreatePolicy: ProcessContentPolicy
      ReadPolicy: ProcessContentPolicy
    }
  }
  Card: BoardItemCard
  Entity: Record<string, unknown> | null
}

/** The documented ReadableChildren entry, plus Number (link pickers). */
export interface BoardItemSummary {
  Id: string
  BoardId: string
  BoardKey: string
  BoardDisplayName: string
  RunNumber: number
  DisplayName: string
  Subtitle: string | null
  BoardStatusId: string
  BoardStatusDisplayName: string
  BoardStatusColor: string
  BoardTargetDefinitionId: string
  BoardTargetDefinitionDisplayName: string
  IsOpen: boolean
  IsRestricted: boolean
  Number: string
}

export interface MoveOption {
  BoardStatusId: string
  DisplayName: string
  Color: string
  Allowed: boolean
  BoardTransitionId: string | null
  Errors: Issue[]
  CloseBlockers: {
    TotalCount: number
    HiddenCount: number
    ReadableChildren: BoardItemSummary[]
    HiddenChildren: Array<{ BoardDisplayName: string; RunNumber: number }>
  }
  LinkPrerequisites: Array<{
    BoardTransitionLinkPrerequisiteId: string
    LinkType: LinkType
    Direction: LinkDirection
    TargetBoardId: string
    TargetBoardTargetDefinitionId: string
    MinimumCount: number
    MaximumCount: number | null
    CurrentCount: number
    MissingCount: number
    Satisfied: boolean
  }>
}

export interface PagedResult<T> {
  Items: T[]
  Page: number
  PageSize: number
  TotalCount: number
  HasMore: boolean
}

export type BoardRuntimeModel = PublicSchemas['BoardRuntimeModel']
