import { describe, expect, it } from 'vitest'
import { i18n } from '@/app/plugins/i18n'
import type { BoardItemAuditRow } from '../runtime.types'
import { auditTimeline } from './auditTimeline'

const t = i18n.global.t as (key: string, named?: Record<string, unknown>, plural?: number) => string
const names = {
  status: (id: string) => ({ 'st-open': 'To do', 'st-doing': 'In progress' })[id] ?? null,
  cycle: () => null,
  subject: (id: string) => (id === 'u1' ? 'Anna Berg' : null),
  item: (id: string) => (id === 'i2' ? 'ORDERS-2' : null),
  dateTime: (iso: string) => iso.slice(0, 10),
}
const row = (kind: number, payload: Record<string, unknown>, id = `a${kind}`): BoardItemAuditRow =>
  ({ Id: id, BoardItemId: 'i1', ActivityKind: kind, ActorUserId: 'u1', ActorUserName: 'Anna', OccurredAtUtc: '2026-03-01T10:00:00Z', ...payload }) as BoardItemAuditRow

describe('auditTimeline', () => {
  it('tells comment changes by their Change', () => {
    const comment = (change: string, id: string) => row(9, { CommentAdded: { CommentId: 'c1', Change: change, CommentText: null, MentionedUserIds: [] } }, id)
    const entries = auditTimeline([comment('Added', 'a'), comment('Edited', 'b'), comment('Deleted', 'c')], names, t)
    expect(entries.map((entry) => entry.summary)).toEqual(['Anna added a comment', 'Anna edited a comment', 'Anna deleted a comment'])
  })

  it('tells moves, data changes and tags as sentences', () => {
    const entries = auditTimeline(
      [
        row(0, { Created: { BoardStatusId: 'st-open' } }),
        row(1, { Moved: { FromBoardStatusId: 'st-open', ToBoardStatusId: 'st-doing', IsReopen: false, IsTerminal: false } }),
        row(2, {
          BoardDataChanged: {
            Subject: { Before: 'Old', After: 'New' },
            Description: { Before: null, After: null },
            Fields: [{ FieldId: 'f', Name: 'amount', DisplayName: 'Amount', Before: 1, After: 2, BeforeDisplay: '1.00', AfterDisplay: '2.00' }],
          },
        }),
        row(3, { TagsChanged: { Added: [{ TagName: 'urgent' }], Updated: [], Removed: [{ TagName: 'later' }] } }),
      ],
      names,
      t,
    )
    expect(entries.map((entry) => entry.summary)).toEqual([
      'Anna added it to To do',
      'Anna moved it from To do to In progress',
      'Anna changed the board data',
      'Anna changed the tags',
    ])
    expect(entries[2]!.details).toEqual(['Subject: Old → New', 'Amount: 1.00 → 2.00'])
    expect(entries[3]!.details).toEqual(['Added: urgent', 'Removed: later'])
  })

  it('reads a link’s first row as added and a later one as removed', () => {
    const link = { BoardItemLinkId: 'l1', BoardItemLinkTypeId: 'related', LinkType: 0, SourceBoardItemId: 'i1', TargetBoardItemId: 'i2', Direction: 0 }
    const entries = auditTimeline([row(6, { ItemLinkChanged: link }, 'x1'), row(6, { ItemLinkChanged: link }, 'x2')], names, t)
    expect(entries.map((entry) => entry.summary)).toEqual(['Anna linked ORDERS-2 (related)', 'Anna removed the link to ORDERS-2 (related)'])
  })

  it('names people, due dates and removals', () => {
    const entries = auditTimeline(
      [
        row(4, { ResponsibilitiesChanged: { ResponsibilityKind: 0, BeforeSubjects: [], AfterSubjects: [{ SubjectType: 0, SubjectId: 'u1' }] } }),
        row(5, { DueDateChanged: { BeforeDueAtUtc: null, AfterDueAtUtc: '2026-03-05T22:59:59Z' } }),
        row(8, { Removed: { BoardStatusId: 'st-doing', RemoveReason: 'Duplicate', RemovedBoardItemLinkIds: [] }, ActorUserName: null }),
      ],
      names,
      t,
    )
    expect(entries[0]!.details).toEqual(['Responsible: — → Anna Berg'])
    expect(entries[1]!.summary).toBe('Anna changed the due date from — to 2026-03-05')
    expect(entries[2]!.summary).toBe('Someone removed it from In progress')
    expect(entries[2]!.details).toEqual(['Reason: Duplicate'])
  })
})
