import type { ConfigSchemas } from '../../../http/contractOperations'
import type { Db } from '../../../db'
import type { AuthContext } from '../../../http/operation'
import { changeBoard, unchanged } from './mutation'
import { principalNames } from './model.repo'
import { bumpStatusRowVersion } from './statuses.repo'
import { requireStatus } from './statuses.service'
import { insertStatusResponsibilityHistory, replaceStatusSubjects } from './statusResponsibilities.repo'
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
    await replaceStatusSubjects(tx, status.id, responsibility.key, after)
    await bumpStatusRowVersion(tx, status.id)
    const actorName = (await principalNames(tx, [context.caller.userId], [])).users.get(context.caller.userId) ?? context.caller.userName
    await insertStatusResponsibilityHistory(tx, {
      boardId: context.board.id,
      statusId: status.id,
      at: now,
      userId: context.caller.userId,
      userName: actorName,
      before,
      after,
    })
  })
}
