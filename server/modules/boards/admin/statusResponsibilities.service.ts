import type { ConfigSchemas } from '../../../http/contractOperations'
import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import type { AuthContext } from '../../../http/operation'
import { changeBoard, unchanged } from './mutation'
import { principalNames } from './model.repo'
import { requireStatus } from './statuses.service'
import type { BoardAdministration, HistorySubject } from './types'
import { invalid } from './validation'

/** Status-level responsibilities: replacing a key's subjects, recorded for the documented history read. */

export type StatusResponsibilityInput = ConfigSchemas['BoardStatusResponsibilityReplaceRequest']

/** Users (0) and responsibility groups (1) with their display names; 400 on the first unknown one. */
export async function resolveSubjects(db: Db, subjects: StatusResponsibilityInput['Subjects'], member = 'Subjects'): Promise<HistorySubject[]> {
  const ids = (type: number) => subjects.filter((subject) => subject.SubjectType === type).map((subject) => subject.SubjectId)
  const { users, groups } = await principalNames(db, ids(0), ids(1))
  const seen = new Set<string>()
  const resolved: HistorySubject[] = []
  for (const [index, subject] of subjects.entries()) {
    const name = subject.SubjectType === 0 ? users.get(subject.SubjectId) : subject.SubjectType === 1 ? groups.get(subject.SubjectId) : undefined
    if (name === undefined) {
      throw invalid(`Subject ${subject.SubjectId} is not an existing ${subject.SubjectType === 0 ? 'user' : 'responsibility group'}.`, `${member}[${index}].SubjectId`)
    }
    const identity = `${subject.SubjectType}:${subject.SubjectId}`
    if (seen.has(identity)) continue
    seen.add(identity)
    resolved.push({ SubjectType: subject.SubjectType, SubjectId: subject.SubjectId, DisplayName: name, SortOrder: resolved.length + 1 })
  }
  return resolved
}

const sameSubjects = (a: HistorySubject[], b: HistorySubject[]) =>
  a.length === b.length && a.every((subject, index) => subject.SubjectType === b[index]!.SubjectType && subject.SubjectId === b[index]!.SubjectId)

export async function replaceStatusResponsibility(
  db: Db, boardId: string, statusId: string, input: StatusResponsibilityInput, caller: AuthContext, now: Date,
): Promise<BoardAdministration> {
  return changeBoard(db, boardId, caller, now, async (context) => {
    const { tx, config } = context
    const status = requireStatus(config, statusId)
    await context.assertRowVersion(status.rowVersion, input.RowVersion)
    const responsibility = config.responsibilities.find((item) => item.key === input.ResponsibilityKey.trim().toLowerCase())
    if (!responsibility || responsibility.scope !== 1) {
      throw invalid(`"${input.ResponsibilityKey}" is not a status-level responsibility of this board.`, 'ResponsibilityKey')
    }
    const after = await resolveSubjects(tx, input.Subjects)
    const before: HistorySubject[] = config.statusResponsibilities
      .filter((subject) => subject.statusId === status.id && subject.responsibilityKey === responsibility.key)
      .map((subject) => ({ SubjectType: subject.subjectType, SubjectId: subject.subjectId, DisplayName: subject.displayName, SortOrder: subject.sortOrder }))
    if (sameSubjects(before, after)) return unchanged
    await tx.query('DELETE FROM board_status_responsibility_subjects WHERE status_id = $1 AND responsibility_key = $2', [status.id, responsibility.key])
    for (const subject of after) {
      await tx.query(
        `INSERT INTO board_status_responsibility_subjects (status_id, responsibility_key, subject_type, subject_id, sort_order)
         VALUES ($1, $2, $3, $4, $5)`,
        [status.id, responsibility.key, subject.SubjectType, subject.SubjectId, subject.SortOrder],
      )
    }
    await tx.query('UPDATE board_statuses SET row_version = $2 WHERE id = $1', [status.id, randomUUID()])
    const actorName = (await principalNames(tx, [context.caller.userId], [])).users.get(context.caller.userId) ?? context.caller.userName
    await tx.query(
      `INSERT INTO board_status_responsibility_history (id, board_id, status_id, changed_at, changed_by_user_id, changed_by_user_name,
         before_subjects, after_subjects)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [randomUUID(), context.board.id, status.id, now, context.caller.userId, actorName, JSON.stringify(before), JSON.stringify(after)],
    )
  })
}
