import type { Db } from '../../../db'
import type { RuntimeCaller } from './context'
import { decideItems } from './itemContext'
import { itemSubjectsOfBoard, liveItemsOfBoard } from './itemLists.repo'
import { readContext, readIsLimited } from './reads.service'
import type { SubjectCandidate } from './subjects'

/** The board's swimlanes by assignee: every subject responsible for a live item, by name. */

/** When `read` is limited, only subjects of items the caller may read count; beyond this many items the newest win. */
const maxDecided = 2000

export async function listAssignees(db: Db, caller: RuntimeCaller, boardIdOrKey: string, now: Date): Promise<SubjectCandidate[]> {
  const context = await readContext(db, caller, boardIdOrKey, now)
  const boardId = context.config.board.id
  let readable: string[] | null = null
  if (readIsLimited(context.config)) {
    const rows = await liveItemsOfBoard(db, boardId, maxDecided)
    const { decisions } = await decideItems(context, rows)
    readable = rows.filter((row) => decisions.get(row.id)!.read.IsAllowed).map((row) => row.id)
  }
  const subjects = await itemSubjectsOfBoard(db, boardId, readable)
  return subjects.map((subject) => ({
    SubjectType: subject.subjectType as SubjectCandidate['SubjectType'],
    SubjectId: subject.subjectId,
    DisplayName: subject.displayName,
    Subtitle: null,
  }))
}
