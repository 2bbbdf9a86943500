import type { Db, SqlValue } from '../../db'
import { iso } from '../../platform/values'
import type { ListPlan } from '../../platform/paging'
import type { ExtendedData, GroupRecord } from './types'

interface GroupRow {
  id: string
  key: string
  name: string
  description: string | null
  extended_data: ExtendedData
  created_at: Date | string
  modified_at: Date | string
  row_version: string
  member_user_ids: string[]
}

const selectGroups = `
  SELECT g.*,
    coalesce((SELECT array_agg(m.user_id ORDER BY m.user_id) FROM responsibility_group_members m
              WHERE m.group_id = g.id), '{}'::text[]) AS member_user_ids
  FROM responsibility_groups g`

export const groupSortColumns = {
  Key: 'g.key',
  Name: 'lower(g.name)',
  MemberCount: '(SELECT count(*) FROM responsibility_group_members m WHERE m.group_id = g.id)',
  CreatedAt: 'g.created_at',
  ModifiedAt: 'g.modified_at',
}
export type GroupSortField = keyof typeof groupSortColumns

function toGroup(row: GroupRow): GroupRecord {
  return {
    Id: row.id,
    Key: row.key,
    Name: row.name,
    Description: row.description,
    MemberUserIds: row.member_user_ids,
    MemberCount: row.member_user_ids.length,
    ExtendedData: row.extended_data ?? {},
    CreatedAt: iso(row.created_at),
    ModifiedAt: iso(row.modified_at),
    RowVersion: row.row_version,
  }
}

export async function findGroup(db: Db, id: string): Promise<GroupRecord | undefined> {
  const [row] = await db.query<GroupRow>(`${selectGroups} WHERE g.id = $1`, [id])
  return row && toGroup(row)
}

export async function listGroups(db: Db, plan: ListPlan): Promise<{ items: GroupRecord[]; total: number }> {
  const params: SqlValue[] = []
  let where = ''
  if (plan.searchPattern) {
    params.push(plan.searchPattern)
    where = 'WHERE (g.key ILIKE $1 OR g.name ILIKE $1 OR g.description ILIKE $1)'
  }
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM responsibility_groups g ${where}`, params)
  const rows = await db.query<GroupRow>(
    `${selectGroups} ${where} ORDER BY ${plan.orderBy} LIMIT ${plan.pageSize} OFFSET ${plan.offset}`,
    params,
  )
  return { items: rows.map(toGroup), total: count?.total ?? 0 }
}

/** Which of these groups exist. */
export async function findExistingGroupIds(db: Db, ids: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ id: string }>('SELECT id FROM responsibility_groups WHERE id = ANY($1::text[])', [[...ids]])
  return rows.map((row) => row.id)
}

export async function isGroupKeyTaken(db: Db, key: string, exceptId: string | null): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM responsibility_groups WHERE key = $1 AND ($2::text IS NULL OR id <> $2::text)', [key, exceptId])
  return rows.length > 0
}

export interface GroupWrite {
  key: string
  name: string
  description: string | null
  extendedData: ExtendedData
}

export async function insertGroup(db: Db, group: GroupWrite & { id: string }, now: Date, rowVersion: string): Promise<void> {
  await db.query(
    `INSERT INTO responsibility_groups (id, key, name, description, extended_data, created_at, modified_at, row_version)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7)`,
    [group.id, group.key, group.name, group.description, group.extendedData, now, rowVersion],
  )
}

export async function updateGroupRow(db: Db, id: string, group: GroupWrite, now: Date, rowVersion: string): Promise<void> {
  await db.query(
    `UPDATE responsibility_groups SET key = $2, name = $3, description = $4, extended_data = $5, modified_at = $6,
       row_version = $7 WHERE id = $1`,
    [id, group.key, group.name, group.description, group.extendedData, now, rowVersion],
  )
}

/** Memberships go with the group (foreign key cascade). */
export async function deleteGroupRow(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM responsibility_groups WHERE id = $1', [id])
}

export async function replaceMembers(db: Db, groupId: string, userIds: readonly string[]): Promise<void> {
  await db.query('DELETE FROM responsibility_group_members WHERE group_id = $1', [groupId])
  for (const userId of userIds) {
    await db.query('INSERT INTO responsibility_group_members (group_id, user_id) VALUES ($1, $2)', [groupId, userId])
  }
}
