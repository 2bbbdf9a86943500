import type { ConfigSchemas } from '../../../http/contractOperations'
import { randomUUID } from 'node:crypto'
import { type Db, uniqueViolation } from '../../../db'
import { conflict, notFound, staleRowVersion } from '../../../http/errors'
import { AdminCode, keyTaken, normaliseKey, optionalText, requiredText } from './validation'

/** Plan families: how the plans of a model are grouped (Basic, Premium … in "Support plans"). */

export type PlanFamilyInput = ConfigSchemas['EntitlementPlanFamilyRequest']

export interface PlanFamily {
  Id: string
  Key: string
  DisplayName: string
  Description: string | null
  SortOrder: number
  PlanCount: number
  RowVersion: string
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

export async function listPlanFamilies(db: Db): Promise<PlanFamily[]> {
  return (await db.query<FamilyRow>(`${familySelect} ORDER BY f.sort_order, lower(f.display_name)`)).map(toFamily)
}

async function readFamily(db: Db, id: string, lock = false): Promise<PlanFamily> {
  const [row] = await db.query<FamilyRow>(`${familySelect} WHERE f.id = $1${lock ? ' FOR UPDATE OF f' : ''}`, [id])
  if (!row) throw notFound(`Plan family "${id}" does not exist.`, id)
  return toFamily(row)
}

function validFamily(input: PlanFamilyInput) {
  return {
    key: normaliseKey(input.Key),
    displayName: requiredText(input.DisplayName, 'DisplayName'),
    description: optionalText(input.Description, 'Description'),
  }
}

async function sortOrderOf(tx: Db, requested: number | null | undefined): Promise<number> {
  if (requested !== null && requested !== undefined) return requested
  const [row] = await tx.query<{ n: number }>('SELECT coalesce(max(sort_order), 0)::int + 1 AS n FROM entitlement_plan_families')
  return row?.n ?? 1
}

export async function createPlanFamily(db: Db, input: PlanFamilyInput): Promise<PlanFamily> {
  const valid = validFamily(input)
  const id = randomUUID()
  try {
    await db.transaction(async (tx) => {
      const [taken] = await tx.query('SELECT 1 FROM entitlement_plan_families WHERE lower(key) = $1', [valid.key])
      if (taken) throw keyTaken('plan family', valid.key)
      await tx.query(
        'INSERT INTO entitlement_plan_families (id, key, display_name, description, sort_order, row_version) VALUES ($1, $2, $3, $4, $5, $6)',
        [id, valid.key, valid.displayName, valid.description, await sortOrderOf(tx, input.SortOrder), randomUUID()],
      )
    })
  } catch (error) {
    if (uniqueViolation(error)) throw keyTaken('plan family', valid.key)
    throw error
  }
  return readFamily(db, id)
}

export async function updatePlanFamily(db: Db, id: string, input: PlanFamilyInput & { RowVersion: string }): Promise<PlanFamily> {
  return db.transaction(async (tx) => {
    const current = await readFamily(tx, id, true)
    if (input.RowVersion !== current.RowVersion) throw staleRowVersion(current)
    const valid = validFamily(input)
    const [taken] = await tx.query('SELECT 1 FROM entitlement_plan_families WHERE lower(key) = $1 AND id <> $2', [valid.key, id])
    if (taken) throw keyTaken('plan family', valid.key, current)
    await tx.query(
      'UPDATE entitlement_plan_families SET key = $2, display_name = $3, description = $4, sort_order = $5, row_version = $6 WHERE id = $1',
      [id, valid.key, valid.displayName, valid.description, input.SortOrder ?? current.SortOrder, randomUUID()],
    )
    return readFamily(tx, id)
  })
}

export async function deletePlanFamily(db: Db, id: string, rowVersion: string | undefined): Promise<string> {
  return db.transaction(async (tx) => {
    const current = await readFamily(tx, id, true)
    if (rowVersion !== current.RowVersion) throw staleRowVersion(current)
    if (current.PlanCount > 0) {
      throw conflict(AdminCode.familyInUse, `${current.PlanCount} plan(s) belong to this family: move them to another family first.`, undefined, current)
    }
    await tx.query('DELETE FROM entitlement_plan_families WHERE id = $1', [id])
    return id
  })
}
