import type { ConfigSchemas } from '../../../http/contractOperations'
import { randomUUID } from 'node:crypto'
import { type Db, uniqueViolation } from '../../../db'
import { conflict, notFound, staleRowVersion } from '../../../http/errors'
import { deleteFamily, findFamily, insertFamily, isFamilyKeyTaken, listFamilies, nextFamilySortOrder, updateFamily, type PlanFamily } from './families.repo'
import { AdminCode, keyTaken, normaliseKey, optionalText, requiredText } from './validation'

/** Plan families: how the plans of a model are grouped (Basic, Premium … in "Support plans"). */

export type PlanFamilyInput = ConfigSchemas['EntitlementPlanFamilyRequest']

export type { PlanFamily }

export async function listPlanFamilies(db: Db): Promise<PlanFamily[]> {
  return listFamilies(db)
}

async function readFamily(db: Db, id: string, lock = false): Promise<PlanFamily> {
  const family = await findFamily(db, id, lock)
  if (!family) throw notFound(`Plan family "${id}" does not exist.`, id)
  return family
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
  return nextFamilySortOrder(tx)
}

export async function createPlanFamily(db: Db, input: PlanFamilyInput): Promise<PlanFamily> {
  const valid = validFamily(input)
  const id = randomUUID()
  try {
    await db.transaction(async (tx) => {
      if (await isFamilyKeyTaken(tx, valid.key)) throw keyTaken('plan family', valid.key)
      await insertFamily(tx, id, { ...valid, sortOrder: await sortOrderOf(tx, input.SortOrder) }, randomUUID())
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
    if (await isFamilyKeyTaken(tx, valid.key, id)) throw keyTaken('plan family', valid.key, current)
    await updateFamily(tx, id, { ...valid, sortOrder: input.SortOrder ?? current.SortOrder }, randomUUID())
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
    await deleteFamily(tx, id)
    return id
  })
}
