import {
  mdiAccountMultipleOutline,
  mdiArrowRightBold,
  mdiCalendarClockOutline,
  mdiDeleteOutline,
  mdiLinkVariant,
  mdiPaperclip,
  mdiPencilOutline,
  mdiPlusCircleOutline,
  mdiCommentOutline,
  mdiRefresh,
  mdiTagOutline,
  mdiTimerSandComplete,
} from '@mdi/js'
import { BoardActivityKind, LinkType } from '@/api'
import type { BoardItemAuditRow, Translate } from '../runtime.types'

/** One readable line of an item's audit trail, with what changed underneath. */
export interface TimelineEntry {
  id: string
  at: string
  icon: string
  summary: string
  details: string[]
}

/** Names the trail needs that its rows carry only as ids. */
export interface TimelineNames {
  status: (statusId: string) => string | null
  cycle: (cycleId: string) => string | null
  /** People and groups (responsibility subjects). */
  subject: (subjectId: string) => string | null
  /** Another item (a link's other end), e.g. its number. */
  item: (itemId: string) => string | null
  /** A due date for people (formatted in the profile's zone). */
  dateTime: (iso: string) => string
}

const EMPTY = '—'

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY
  if (typeof value === 'string') return value
  if (Array.isArray(value)) return value.length === 0 ? EMPTY : value.map(shown).join(', ')
  return JSON.stringify(value)
}

function change(label: string, before: string, after: string): string {
  return `${label}: ${before} → ${after}`
}

function dataDetails(row: BoardItemAuditRow, t: Translate): string[] {
  const data = row.BoardDataChanged
  const details: string[] = []
  if (data.Subject && data.Subject.Before !== data.Subject.After) {
    details.push(change(t('boardsRuntime.data.subject'), shown(data.Subject.Before), shown(data.Subject.After)))
  }
  if (data.Description && data.Description.Before !== data.Description.After) {
    details.push(change(t('boardsRuntime.data.description'), shown(data.Description.Before), shown(data.Description.After)))
  }
  for (const field of data.Fields ?? []) {
    details.push(change(field.DisplayName || field.Name, field.BeforeDisplay ?? shown(field.Before), field.AfterDisplay ?? shown(field.After)))
  }
  return details
}

function tagDetails(row: BoardItemAuditRow, t: Translate): string[] {
  const names = (tags: { TagName: string }[]) => tags.map((tag) => tag.TagName).join(', ')
  const { Added = [], Updated = [], Removed = [] } = row.TagsChanged
  return [
    ...(Added.length ? [t('boardsRuntime.audit.tagsAdded', { tags: names(Added) })] : []),
    ...(Updated.length ? [t('boardsRuntime.audit.tagsUpdated', { tags: names(Updated) })] : []),
    ...(Removed.length ? [t('boardsRuntime.audit.tagsRemoved', { tags: names(Removed) })] : []),
  ]
}

/**
 * The audit rows (oldest first) as sentences: "Anna moved it from To do to In progress", with field
 * before → after, tags added and removed, links. A link's row says neither "added" nor "removed":
 * the first row of a link is its creation, a later one (or the item's removal) its end.
 */
export function auditTimeline(rows: readonly BoardItemAuditRow[], names: TimelineNames, t: Translate): TimelineEntry[] {
  const seenLinks = new Set<string>()
  return rows.map((row) => {
    const actor = row.ActorUserName || t('boardsRuntime.audit.someone')
    const statusName = (id: string | null | undefined) => (id ? (names.status(id) ?? t('boardsRuntime.audit.unknownStatus')) : EMPTY)
    const entry = (icon: string, key: string, named: Record<string, unknown> = {}, details: string[] = []): TimelineEntry => ({
      id: row.Id,
      at: row.OccurredAtUtc,
      icon,
      summary: t(key, { actor, ...named }),
      details,
    })
    switch (row.ActivityKind) {
      case BoardActivityKind.Created:
        return entry(mdiPlusCircleOutline, 'boardsRuntime.audit.created', { status: statusName(row.Created.BoardStatusId) })
      case BoardActivityKind.Moved: {
        const moved = row.Moved
        if (moved.FromBoardStatusId === moved.ToBoardStatusId) {
          return entry(mdiArrowRightBold, 'boardsRuntime.audit.reordered', { status: statusName(moved.ToBoardStatusId) })
        }
        const key = moved.IsReopen ? 'boardsRuntime.audit.reopened' : moved.IsTerminal ? 'boardsRuntime.audit.closed' : 'boardsRuntime.audit.moved'
        return entry(moved.IsReopen ? mdiRefresh : moved.IsTerminal ? mdiTimerSandComplete : mdiArrowRightBold, key, {
          from: statusName(moved.FromBoardStatusId),
          to: statusName(moved.ToBoardStatusId),
        })
      }
      case BoardActivityKind.BoardDataChanged:
        return entry(mdiPencilOutline, 'boardsRuntime.audit.dataChanged', {}, dataDetails(row, t))
      case BoardActivityKind.TagsChanged:
        return entry(mdiTagOutline, 'boardsRuntime.audit.tagsChanged', {}, tagDetails(row, t))
      case BoardActivityKind.ResponsibilitiesChanged: {
        const subjects = (list: { SubjectId: string }[]) =>
          list.length === 0 ? EMPTY : list.map((subject) => names.subject(subject.SubjectId) ?? t('boardsRuntime.audit.unknownSubject')).join(', ')
        const { BeforeSubjects = [], AfterSubjects = [] } = row.ResponsibilitiesChanged
        return entry(mdiAccountMultipleOutline, 'boardsRuntime.audit.responsibilitiesChanged', {}, [
          change(t('boardsRuntime.audit.people'), subjects(BeforeSubjects), subjects(AfterSubjects)),
        ])
      }
      case BoardActivityKind.DueDateChanged: {
        const due = row.DueDateChanged
        const when = (iso: string | null) => (iso ? names.dateTime(iso) : EMPTY)
        return entry(mdiCalendarClockOutline, 'boardsRuntime.audit.dueDateChanged', { before: when(due.BeforeDueAtUtc), after: when(due.AfterDueAtUtc) })
      }
      case BoardActivityKind.ItemLinkChanged: {
        const link = row.ItemLinkChanged
        const created = !seenLinks.has(link.BoardItemLinkId)
        seenLinks.add(link.BoardItemLinkId)
        const otherId = link.SourceBoardItemId === row.BoardItemId ? link.TargetBoardItemId : link.SourceBoardItemId
        const kind = link.LinkType === LinkType.ParentChild ? t('boardsRuntime.links.types.parentChild') : t('boardsRuntime.links.types.related')
        return entry(mdiLinkVariant, created ? 'boardsRuntime.audit.linkAdded' : 'boardsRuntime.audit.linkRemoved', {
          item: names.item(otherId) ?? t('boardsRuntime.audit.anotherItem'),
          kind,
        })
      }
      case BoardActivityKind.CycleAssigned: {
        const cycle = row.CycleAssigned
        const cycleName = (id: string | null) => (id ? (names.cycle(id) ?? t('boardsRuntime.audit.unknownCycle')) : EMPTY)
        const details = cycle.ChangeReason ? [t('boardsRuntime.audit.reason', { reason: cycle.ChangeReason })] : []
        return entry(mdiRefresh, 'boardsRuntime.audit.cycleAssigned', { before: cycleName(cycle.PreviousBoardCycleId), after: cycleName(cycle.BoardCycleId) }, details)
      }
      case BoardActivityKind.Removed: {
        const removed = row.Removed
        for (const linkId of removed.RemovedBoardItemLinkIds ?? []) seenLinks.add(linkId)
        const details = removed.RemoveReason ? [t('boardsRuntime.audit.reason', { reason: removed.RemoveReason })] : []
        return entry(mdiDeleteOutline, 'boardsRuntime.audit.removed', { status: statusName(removed.BoardStatusId) }, details)
      }
      case BoardActivityKind.CommentAdded: {
        // One kind for every comment change; Change tells which.
        const change = row.CommentAdded?.Change
        return entry(mdiCommentOutline, change === 'Edited' ? 'boardsRuntime.audit.commentEdited' : change === 'Deleted' ? 'boardsRuntime.audit.commentDeleted' : 'boardsRuntime.audit.commentAdded')
      }
      case BoardActivityKind.AttachmentsChanged:
        return entry(mdiPaperclip, 'boardsRuntime.audit.attachmentsChanged')
      default:
        return entry(mdiPencilOutline, 'boardsRuntime.audit.other')
    }
  })
}
