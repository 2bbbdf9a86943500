import type { Db } from '../../../db'
import type { PublicSchemas } from '../../../http/contractOperations'
import { ResponsibilitySubjectType as SubjectType } from '../../../../shared/enums'
import { searchActiveUsers, searchGroups } from '../../principals'
import type { RuntimeCaller } from './context'
import { readContext } from './reads.service'

/**
 * Whom a board user may make responsible: active users and responsibility groups matching a search,
 * at most 20 of each. The principal lists are for administrators; this is the bounded view of them
 * a person working on a board needs (names only, no roles or settings).
 */

export type SubjectCandidate = PublicSchemas['SubjectCandidate']

const limit = 20

export async function searchSubjects(
  db: Db,
  caller: RuntimeCaller,
  boardIdOrKey: string,
  query: { search?: string; subjectType?: number },
  now: Date,
): Promise<SubjectCandidate[]> {
  await readContext(db, caller, boardIdOrKey, now)
  const text = query.search?.trim() ?? ''
  const users = query.subjectType === 1 ? [] : await searchActiveUsers(db, text, limit)
  const groups = query.subjectType === 0 ? [] : await searchGroups(db, text, limit)
  return [
    ...users.map((user) => ({ SubjectType: SubjectType.User, SubjectId: user.id, DisplayName: user.displayName, Subtitle: user.userName })),
    ...groups.map((group) => ({ SubjectType: SubjectType.ResponsibilityGroup, SubjectId: group.id, DisplayName: group.name, Subtitle: group.key })),
  ]
}
