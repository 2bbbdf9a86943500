import type { Db } from '../../../db'

/** Plan families (entitlement_plan_families), each with the number of plans in it. */

export interface PlanFamily {
  Id: string
  Key: string
  DisplayName: string
  Description: string | null
  SortOrder: number
  PlanCount: number
  RowVersion: string
}

/** A family as it is written. */
export interface FamilyWrite {
  key: string
  displayName: string
  description: string | null
  sortOrder: number
}

interface FamilyRow {
  id: string
  key: string
  display_name: string
  description: string | null
  sort_order: number
  plan_count: number
  row_version: string
}

const familySelect = `
  SELECT f.id, f.key, f.display_name, f.description, f.sort_order, f.row_version,
         (SELECT count(*)::int FROM entitlement_plans p WHERE p.plan_family_id = f.id) AS plan_count
  FROM entitlement_plan_families f`

const toFamily = (row: FamilyRow): PlanFamily => ({
  Id: row.id,
  Key: row.key,
  DisplayName: row.display_name,
  Description: row.description,
  SortOrder: row.sort_order,
  PlanCount: row.plan_count,
  RowVersion: row.row_version,
})

export async function listFamilies(db: Db): Promise<PlanFamily[]> {
  return (await db.query<FamilyRow>(`${familySelect} ORDER BY f.sort_order, lower(f.display_name)`)).map(toFamily)
}

/** The family, or null; `lock` takes its row lock. */
export async function findFamily(db: Db, id: string, lock = false): Promise<PlanFamily | null> {
  const [row] = await db.query<FamilyRow>(`${familySelect} WHERE f.id = $1${lock ? ' FOR UPDATE OF f' : ''}`, [id])
  return row ? toFamily(row) : null
}

export async function familyExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM entitlement_plan_families WHERE id = $1', [id])
  return row !== undefined
}

/** Whether another family has the key (lower-case); `exceptId` leaves that family out. */
export async function isFamilyKeyTaken(db: Db, key: string, exceptId?: string): Promise<boolean> {
  const [taken] = exceptId === undefined
    ? await db.query('SELECT 1 FROM entitlement_plan_families WHERE lower(key) = $1', [key])
    : await db.query('SELECT 1 FROM entitlement_plan_families WHERE lower(key) = $1 AND id <> $2', [key, exceptId])
  return taken !== undefined
}

/** The sort order after the last family. */
export async function nextFamilySortOrder(db: Db): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT coalesce(max(sort_order), 0)::int + 1 AS n FROM entitlement_plan_families')
  return row?.n ?? 1
}

export async function insertFamily(db: Db, id: string, family: FamilyWrite, rowVersion: string): Promise<void> {
  await db.query(
    'INSERT INTO entitlement_plan_families (id, key, display_name, description, sort_order, row_version) VALUES ($1, $2, $3, $4, $5, $6)',
    [id, family.key, family.displayName, family.description, family.sortOrder, rowVersion],
  )
}

export async function updateFamily(db: Db, id: string, family: FamilyWrite, rowVersion: string): Promise<void> {
  await db.query(
    'UPDATE entitlement_plan_families SET key = $2, display_name = $3, description = $4, sort_order = $5, row_version = $6 WHERE id = $1',
    [id, family.key, family.displayName, family.description, family.sortOrder, rowVersion],
  )
}

export async function deleteFamily(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM entitlement_plan_families WHERE id = $1', [id])
}
