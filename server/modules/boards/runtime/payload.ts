import { selectPrimaryRows, toInstances, type EntityInstance } from '../../entities'
import type { BoardTargetDefinitionConfig } from '../admin/config'
import { BoardItemResource } from '../shared/operations'
import { businessInvariants } from './access'
import { displayValue, isEmptyValue, plainTextPreview } from './display'
import { decideItems, type DecidedItems, type ItemContext } from './itemContext'
import { attachmentCounts, itemTags, type NamedSubject } from './itemFacts'
import type { ItemRow } from './items.repo'
import { commentSummaries, type CommentRow } from './comments.repo'
import { commentRights } from './comments.rules'
import { cardFieldModels } from './part'
import { attentionSignals, cardDueDate } from './signals'
import { cardTarget, entityListItem, loadTargetRecords, targetKey, type TargetRecord } from './targets'
import type { BoardItemCard, BoardItemPayload, CardField, LastComment, ResourceIdentity, ResponsibleSubject } from './types'
import { CardFieldState, ContentAccessLevel as ContentAccess, type ResponsibilitySubjectType } from '../../../../shared/enums'

/** The BoardItem payload, built for a page of items with a handful of queries. */

const deniedPolicy = 2

/** <KEY>-<n>: the card number people quote. */
export const cardNumber = (boardKey: string, number: number): string => `${boardKey.toUpperCase()}-${number}`

export function itemIdentity(boardId: string, itemId: string): ResourceIdentity {
  return { ...BoardItemResource, ContextResourceId: boardId, ResourceObjectId: itemId }
}

function cardFields(context: ItemContext, instance: EntityInstance | undefined, canRead: boolean): CardField[] {
  return cardFieldModels(context.part).map((field) => {
    const value = canRead && instance ? (instance.Fields[field.Key] ?? null) : null
    const state = !canRead
      ? CardFieldState.Restricted
      : !instance
        ? CardFieldState.Unavailable
        : isEmptyValue(value)
          ? CardFieldState.Empty
          : CardFieldState.HasValue
    return {
      FieldKey: field.Key,
      DisplayName: field.DisplayName,
      ValueType: field.FieldType,
      SortOrder: field.SortOrder,
      Value: value,
      DisplayValue: state === CardFieldState.HasValue ? displayValue(field, value, instance?.ReferenceLabels) : null,
      IsRestricted: !canRead,
      SemanticRole: field.SemanticRole,
      PlainTextPreview: state === CardFieldState.HasValue ? plainTextPreview(field, value) : null,
      State: state,
    }
  })
}

const toSubject = (subject: { responsibilityKey: string; subjectType: ResponsibilitySubjectType; subjectId: string; displayName: string }): ResponsibleSubject => ({
  SubjectType: subject.subjectType,
  SubjectId: subject.subjectId,
  DisplayName: subject.displayName,
  ResponsibilityKey: subject.responsibilityKey,
})

function statusSubjects(context: ItemContext, statusId: string): ResponsibleSubject[] {
  return context.config.statusResponsibilities.filter((subject) => subject.statusId === statusId).map(toSubject)
}

interface Loaded {
  decided: DecidedItems
  tags: Awaited<ReturnType<typeof itemTags>>
  counts: Map<string, number>
  records: Map<string, EntityInstance>
  targets: Map<string, TargetRecord>
  comments: Map<string, { count: number; last: CommentRow }>
}

const lastComment = (row: CommentRow): LastComment => ({
  Id: row.id,
  CommentText: row.comment_text,
  CreatedByUserId: row.created_by_user_id,
  CreatedByUserName: row.created_by_user_name,
  CreatedAt: row.created_at,
})

function buildOne(context: ItemContext, row: ItemRow, loaded: Loaded): BoardItemPayload {
  const { config, caller, now, timeZone } = context
  const decisions = loaded.decided.decisions.get(row.id)!
  const canRead = decisions.read.IsAllowed
  const subjects: NamedSubject[] = loaded.decided.subjects.get(row.id) ?? []
  const status = config.statuses.find((item) => item.id === row.status_id)
  const definition = config.targetDefinitions.find((item) => item.id === row.target_definition_id) as BoardTargetDefinitionConfig
  const target = row.target_kind === 1 ? loaded.targets.get(targetKey(row)) : undefined
  const entityReadable = canRead && (row.target_kind !== 1 || target !== undefined)
  const identity = itemIdentity(config.board.id, row.id)
  const number = cardNumber(config.board.key, row.number)
  const attachments = loaded.counts.get(row.id) ?? 0
  // Comments count only for callers who may read them on a board that has them.
  const commentsReadable = context.part.model.definition.CommentsEnabled && commentRights(decisions, definition).read
  const comments = commentsReadable ? loaded.comments.get(row.id) : undefined
  const dueDate = cardDueDate(config.dueDatePolicy, { statusId: row.status_id, isOpen: row.is_open, dueDate: row.due_date, dueTime: row.due_time }, now, timeZone)
  const card: BoardItemCard = {
    Number: number,
    Subject: canRead ? row.subject : null,
    Description: canRead ? row.description : null,
    LastComment: comments ? lastComment(comments.last) : null,
    AttachmentFileCount: canRead ? attachments : 0,
    BoardStatusId: row.status_id,
    BoardStatusDisplayName: status?.displayName ?? '',
    BoardStatusColor: status?.color ?? 'grey',
    Responsibilities: {
      Item: canRead ? subjects.map(toSubject) : [],
      Status: statusSubjects(context, row.status_id),
      IsRestricted: !canRead,
    },
    Fields: cardFields(context, loaded.records.get(row.id), canRead),
    Target: row.target_kind === 2
      ? { Number: null, DisplayName: row.target_object_id ?? definition.displayName, Subtitle: null, Fields: [] }
      : cardTarget(target, definition?.displayName ?? ''),
    DueDate: dueDate,
    AttentionSignals: canRead
      ? attentionSignals(config.attentionPolicy, caller, { id: row.id, isOpen: row.is_open, enteredStatusAt: row.entered_status_at, subjects, dueDate }, now)
      : { Count: 0, HighestSeverity: 0, Items: [] },
    Tags: canRead ? (loaded.tags.get(row.id) ?? []) : [],
  }
  const attachmentsReadable = canRead && definition?.readAttachmentPolicy !== deniedPolicy
  return {
    Id: row.id,
    BoardId: row.board_id,
    Target: {
      BoardTargetDefinitionId: row.target_definition_id,
      TargetKind: row.target_kind,
      TargetModelId: row.target_model_id,
      TargetObjectId: row.target_object_id,
      TargetDisplayName: row.target_kind === 1 ? (target?.instance.DisplayName ?? null) : row.target_kind === 2 ? row.target_object_id : null,
      TargetSubtitle: row.target_kind === 1 ? (target?.instance.Number ?? null) : null,
    },
    BoardStatusId: row.status_id,
    RankKey: row.rank_key,
    RunNumber: row.run_number,
    IsOpen: row.is_open,
    EnteredStatusAtUtc: row.entered_status_at,
    CompletedAtUtc: row.completed_at,
    RowVersion: row.row_version,
    BoardCycleId: row.cycle_id,
    Actions: { CanReadHistory: canRead, CanViewAuditTrail: canRead },
    ObjectInvariant: { Resource: identity, BusinessInvariants: businessInvariants(config, row.id, row.is_open), Operations: decisions },
    // An item for a record the caller may not read shows the item, not the record.
    EntityAccess: { CanRead: entityReadable, IsRestricted: !entityReadable, Number: number },
    ProcessContent: {
      Owner: identity,
      Comments: {
        AccessLevel: commentsReadable ? ContentAccess.Full : ContentAccess.Restricted,
        Count: comments?.count ?? 0,
        LastComment: comments ? lastComment(comments.last) : null,
        CreatePolicy: definition?.createCommentPolicy ?? 0,
        ReadPolicy: definition?.readCommentPolicy ?? 0,
      },
      Attachments: {
        AccessLevel: attachmentsReadable ? ContentAccess.Full : ContentAccess.Restricted,
        Count: attachmentsReadable ? attachments : 0,
        HasAttachments: attachmentsReadable && attachments > 0,
        CreatePolicy: definition?.createAttachmentPolicy ?? 0,
        ReadPolicy: definition?.readAttachmentPolicy ?? 0,
      },
    },
    Card: card,
    Entity: target && canRead ? entityListItem(target) : null,
  }
}

/** BoardItem payloads of rows of one board, in the order given. */
/** `known`: decisions already made on these rows as they are (saves deciding twice). */
export async function buildItems(context: ItemContext, rows: readonly ItemRow[], known?: DecidedItems): Promise<BoardItemPayload[]> {
  if (rows.length === 0) return []
  const { db, part } = context
  const ids = rows.map((row) => row.id)
  const decided = known ?? (await decideItems(context, rows))
  const tags = await itemTags(db, ids)
  const counts = await attachmentCounts(db, context.config.board.id, ids)
  const instances = await toInstances(db, part.record, await selectPrimaryRows(db, part.record, ids))
  const targets = await loadTargetRecords(db, rows, context.caller, context.now)
  const comments = context.part.model.definition.CommentsEnabled ? await commentSummaries(db, ids) : new Map()
  const loaded: Loaded = { decided, tags, counts, records: new Map(instances.map((instance) => [instance.Id, instance])), targets, comments }
  return rows.map((row) => buildOne(context, row, loaded))
}

export async function buildItem(context: ItemContext, row: ItemRow, known?: DecidedItems): Promise<BoardItemPayload> {
  const [item] = await buildItems(context, [row], known)
  return item!
}
