import type { Db } from '../../../db'

/** The counted and looked-up parts of the administration model (the configuration is in config.ts). */

export interface StatusCounts {
  current: number
  open: number
  history: number
}

export interface BoardCounts {
  /** Live items. */
  itemCount: number
  openItemCount: number
  /** Items ever added (removed ones included): a board with any cannot be deleted. */
  everCount: number
  byStatus: Map<string, StatusCounts>
  byCycle: Map<string, number>
  /** Another board's link prerequisite targets this one. */
  isReferenced: boolean
}

export async function loadBoardCounts(db: Db, boardId: string): Promise<BoardCounts> {
  const [statusRows, historyRows, cycleRows, referenced] = await Promise.all([
    db.query<{ status_id: string; ever: number; live: number; open: number }>(
      `SELECT status_id, count(*)::int AS ever, (count(*) FILTER (WHERE removed_at IS NULL))::int AS live,
         (count(*) FILTER (WHERE removed_at IS NULL AND is_open))::int AS open
       FROM board_items WHERE board_id = $1 GROUP BY status_id`,
      [boardId],
    ),
    db.query<{ status_id: string; n: number }>(
      `SELECT status_id, count(*)::int AS n FROM board_item_audit, unnest(status_ids) AS status_id
       WHERE board_id = $1 GROUP BY status_id`,
      [boardId],
    ),
    db.query<{ cycle_id: string; n: number }>(
      `SELECT cycle_id, count(*)::int AS n FROM board_items
       WHERE board_id = $1 AND removed_at IS NULL AND cycle_id IS NOT NULL GROUP BY cycle_id`,
      [boardId],
    ),
    db.query(
      `SELECT 1 FROM board_transition_link_prerequisites p JOIN board_transitions t ON t.id = p.transition_id
       WHERE p.target_board_id = $1 AND t.board_id <> $1 LIMIT 1`,
      [boardId],
    ),
  ])
  const byStatus = new Map<string, StatusCounts>()
  const countsOf = (statusId: string): StatusCounts => {
    let counts = byStatus.get(statusId)
    if (!counts) byStatus.set(statusId, (counts = { current: 0, open: 0, history: 0 }))
    return counts
  }
  for (const row of statusRows) Object.assign(countsOf(row.status_id), { current: row.live, open: row.open })
  for (const row of historyRows) countsOf(row.status_id).history = row.n
  return {
    itemCount: statusRows.reduce((sum, row) => sum + row.live, 0),
    openItemCount: statusRows.reduce((sum, row) => sum + row.open, 0),
    everCount: statusRows.reduce((sum, row) => sum + row.ever, 0),
    byStatus,
    byCycle: new Map(cycleRows.map((row) => [row.cycle_id, row.n])),
    isReferenced: referenced.length > 0,
  }
}

export async function definitionName(db: Db, definitionId: string): Promise<string> {
  const [row] = await db.query<{ name: string }>('SELECT name FROM entity_definitions WHERE id = $1', [definitionId])
  return row?.name ?? ''
}

/** Display names of users and responsibility groups by id ('' for those that no longer exist). */
export async function principalNames(db: Db, userIds: string[], groupIds: string[]): Promise<{ users: Map<string, string>; groups: Map<string, string> }> {
  const [users, groups] = await Promise.all([
    userIds.length === 0 ? [] : db.query<{ id: string; name: string }>('SELECT id, display_name AS name FROM users WHERE id = ANY($1)', [userIds]),
    groupIds.length === 0 ? [] : db.query<{ id: string; name: string }>('SELECT id, name FROM responsibility_groups WHERE id = ANY($1)', [groupIds]),
  ])
  return { users: new Map(users.map((row) => [row.id, row.name])), groups: new Map(groups.map((row) => [row.id, row.name])) }
}
