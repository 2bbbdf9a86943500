import type { PublicSchemas } from '../../../http/contractOperations'
import { ResponsibilitySubjectType as SubjectType } from '../../../../shared/enums'
import type { Db } from '../../../db'
import { badRequest, EnvelopeError, notFound } from '../../../http/errors'
import { subjectExists } from '../../principals'
import { dueDateIssues, RuntimeCode } from './add.validate'
import { writeAudit, type SubjectRef } from './audit'
import type { RuntimeCaller } from './context'
import { insertItemSubjects } from './initialAssignments'
import { itemSubjects } from './itemFacts'
import { deleteItemSubjects } from './itemResponsibilities.repo'
import { setItemCycle, setItemDue, touchItem } from './items.repo'
import { mutateItem } from './itemMutation'
import { dueInstant } from './signals'
import type { BoardItemPayload } from './types'

/** Item edits the audit kinds name: item responsibilities, the due date, the cycle. */

export type ResponsibilityRequest = PublicSchemas['BoardItemResponsibilityReplaceRequest']

async function checkSubjects(db: Db, subjects: ResponsibilityRequest['Subjects']): Promise<SubjectRef[]> {
  const unique = new Map<string, SubjectRef>()
  for (const [index, subject] of subjects.entries()) {
    if (!(await subjectExists(db, subject.SubjectType === 0 ? SubjectType.User : SubjectType.ResponsibilityGroup, subject.SubjectId))) {
      throw badRequest(RuntimeCode.invalid, `There is no ${subject.SubjectType === 0 ? 'user' : 'responsibility group'} "${subject.SubjectId}".`, `Subjects[${index}].SubjectId`)
    }
    unique.set(`${subject.SubjectType}/${subject.SubjectId}`, { SubjectType: subject.SubjectType, SubjectId: subject.SubjectId })
  }
  return [...unique.values()]
}

export async function replaceResponsibility(
  db: Db, caller: RuntimeCaller, boardIdOrKey: string, itemId: string, responsibilityKey: string, body: ResponsibilityRequest, now: Date,
): Promise<BoardItemPayload> {
  return mutateItem(db, caller, now, { boardIdOrKey, itemId, operation: 'manage' }, async (context, row) => {
    const key = context.config.responsibilities.find((item) => item.scope === 0 && item.key.toLowerCase() === responsibilityKey.toLowerCase())?.key
    if (!key) throw notFound(`"${responsibilityKey}" is not an item responsibility of this board.`, responsibilityKey)
    const after = await checkSubjects(context.db, body.Subjects)
    const before = ((await itemSubjects(context.db, [row.id])).get(row.id) ?? [])
      .filter((subject) => subject.responsibilityKey === key)
      .map((subject) => ({ SubjectType: subject.subjectType, SubjectId: subject.subjectId }))
    if (JSON.stringify(before) === JSON.stringify(after)) return
    await deleteItemSubjects(context.db, row.id, key)
    await insertItemSubjects(context.db, row.id, after.map((subject) => ({ responsibilityKey: key, subjectType: subject.SubjectType, subjectId: subject.SubjectId })))
    await touchItem(context.db, row.id, now)
    await writeAudit(context.db, caller, now, {
      boardId: row.board_id,
      itemId: row.id,
      kind: 'ResponsibilitiesChanged',
      payload: { ResponsibilityKind: 0, BeforeSubjects: before, AfterSubjects: after },
      statusIds: [],
    })
  })
}

export type DueDateRequest = PublicSchemas['BoardItemDueDateRequest']

export async function setDueDate(db: Db, caller: RuntimeCaller, boardIdOrKey: string, itemId: string, body: DueDateRequest, now: Date): Promise<BoardItemPayload> {
  const issues = dueDateIssues(body.DueDate, body.DueTime)
  if (issues.length > 0) throw new EnvelopeError(400, issues)
  const dueTime = body.DueDate ? (body.DueTime ?? null) : null
  return mutateItem(db, caller, now, { boardIdOrKey, itemId, operation: 'update' }, async (context, row) => {
    if (row.due_date === body.DueDate && row.due_time === dueTime) return
    const mode = context.config.dueDatePolicy.timeMode
    const before = dueInstant(row.due_date, row.due_time, mode, context.timeZone)
    const after = dueInstant(body.DueDate, dueTime, mode, context.timeZone)
    await setItemDue(context.db, row.id, body.DueDate, dueTime, after === null ? null : new Date(after))
    await touchItem(context.db, row.id, now)
    await writeAudit(context.db, caller, now, {
      boardId: row.board_id,
      itemId: row.id,
      kind: 'DueDateChanged',
      payload: {
        BeforeDueAtUtc: before === null ? null : new Date(before).toISOString(),
        AfterDueAtUtc: after === null ? null : new Date(after).toISOString(),
      },
      statusIds: [],
    })
  })
}

export type CycleRequest = PublicSchemas['BoardItemCycleRequest']

export async function assignCycle(db: Db, caller: RuntimeCaller, boardIdOrKey: string, itemId: string, body: CycleRequest, now: Date): Promise<BoardItemPayload> {
  return mutateItem(db, caller, now, { boardIdOrKey, itemId, operation: 'update' }, async (context, row) => {
    if (body.BoardCycleId !== null && !context.config.cycles.some((cycle) => cycle.id === body.BoardCycleId)) {
      throw badRequest(RuntimeCode.invalid, 'BoardCycleId is not a cycle of this board.', 'BoardCycleId')
    }
    if (row.cycle_id === body.BoardCycleId) return
    await setItemCycle(context.db, row.id, body.BoardCycleId)
    await touchItem(context.db, row.id, now)
    await writeAudit(context.db, caller, now, {
      boardId: row.board_id,
      itemId: row.id,
      kind: 'CycleAssigned',
      payload: { PreviousBoardCycleId: row.cycle_id, BoardCycleId: body.BoardCycleId, ChangeReason: body.ChangeReason ?? null, BulkOperationId: null },
      statusIds: [],
    })
  })
}
