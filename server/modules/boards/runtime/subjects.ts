import type { Db } from '../../../db'
import type { PublicSchemas } from '../../../http/contractOperations'
import { ResponsibilitySubjectType as SubjectType } from '../../../../shared/enums'
import type { RuntimeCaller } from './context'
import { readContext } from './reads.service'

/**
 * Whom a board user may make responsible: active users and responsibility groups matching a search,
 * at most 20 of each. The principal lists are for administrators; this is the bounded view of them
 * a person working on a board needs (names only, no roles or settings).
 */

export type SubjectCandidate = PublicSchemas['BoardSubjectCandidate']

const limit = 20
const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`

export async function searchSubjects(
  db: Db,
  caller: RuntimeCaller,
  boardIdOrKey: string,
  query: { search?: string; subjectType?: number },
  now: Date,
): Promise<SubjectCandidate[]> {
  await readContext(db, caller, boardIdOrKey, now)
  const pattern = escapeLike(query.search?.trim() ?? '')
  const users = query.subjectType === 1 ? [] : await db.query<{ id: string; display_name: string; user_name: string }>(
    `SELECT id, display_name, user_name FROM users
      WHERE is_active AND user_type = 0 AND (display_name ILIKE $1 OR user_name ILIKE $1 OR coalesce(email, '') ILIKE $1)
      ORDER BY lower(display_name), id LIMIT ${limit}`,
    [pattern],
  )
  const groups = query.subjectType === 0 ? [] : await db.query<{ id: string; name: string; key: string }>(
    `SELECT id, name, key FROM responsibility_groups WHERE name ILIKE $1 OR key ILIKE $1 ORDER BY lower(name), id LIMIT ${limit}`,
    [pattern],
  )
  return [
    ...users.map((user) => ({ SubjectType: SubjectType.User, SubjectId: user.id, DisplayName: user.display_name, Subtitle: user.user_name })),
    ...groups.map((group) => ({ SubjectType: SubjectType.ResponsibilityGroup, SubjectId: group.id, DisplayName: group.name, Subtitle: group.key })),
  ]
}
