import type { Schemas } from '@/api'
import type { Complete } from '@/platform/types/complete'

/** The runtime shapes the board view reads; the local API sends every member (see entities.types Complete). */
export type BoardItem = Complete<Schemas['BoardItem']>
export type BoardItemCard = BoardItem['Card']
export type BoardMoveOptions = Complete<Schemas['BoardMoveOptions']>
export type BoardMoveOption = BoardMoveOptions['Options'][number]
export type LinkPrerequisiteState = BoardMoveOption['LinkPrerequisites'][number]
export type CloseBlockers = BoardMoveOption['CloseBlockers']
export type ReadableChild = CloseBlockers['ReadableChildren'][number]
export type BoardItemAuditRow = Complete<Schemas['BoardItemAuditRow']>
export type StatusResponsibilityHistoryRow = Complete<Schemas['StatusResponsibilityHistoryRow']>
export type BoardItemTag = Complete<Schemas['Tag']>
export type ResponsibleSubject = Complete<Schemas['ResponsibleSubject']>
export type OperationDecision = BoardItem['ObjectInvariant']['Operations'][string]

/** `vue-i18n`'s `t` as the pure helpers take it. */
export type Translate = (key: string, named?: Record<string, unknown>, plural?: number) => string

export type BoardRuntimeModel = Complete<Schemas['BoardRuntimeModel']>
export type BoardRuntimeStatus = BoardRuntimeModel['Statuses'][number]
export type BoardRuntimeDataField = BoardRuntimeModel['DataFields'][number]
export type BoardRuntimeSummary = Complete<Schemas['BoardRuntimeSummary']>
export type BoardItemPage = Complete<Schemas['BoardItemPage']>
export type BoardItemSummary = Complete<Schemas['BoardItemSummary']>
export type BoardItemSummaryPage = Complete<Schemas['BoardItemSummaryPage']>
export type BoardItemLink = Complete<Schemas['BoardItemLink']>
export type BoardFlowMetrics = Complete<Schemas['BoardFlowMetrics']>
export type ItemPositionRequest = Schemas['BoardItemPosition']
export type BoardItemAddRequest = Schemas['BoardItemAddRequest']
export type BoardItemDataUpdateRequest = Schemas['BoardItemDataUpdateRequest']
export type BoardItemMoveRequest = Schemas['BoardItemMoveRequest']
export type BoardItemTagsReplaceRequest = Schemas['BoardItemTagsReplaceRequest']
export type BoardItemLinkCreateRequest = Schemas['BoardItemLinkCreateRequest']
export type BoardSubjectCandidate = Complete<Schemas['SubjectCandidate']>
export type SubjectInput = Schemas['BoardItemResponsibilityReplaceRequest']['Subjects'][number]
