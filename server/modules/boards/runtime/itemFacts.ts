import type { Db } from '../../../db'
import type { ItemSubject } from './access'
import { attachmentCountsOf } from './attachments.repo'
import { subjectsOfItems } from './itemResponsibilities.repo'
import { tagsOfItems } from './tags.repo'
import type { TagPayload } from './types'

/** What cards show besides the item row, read for a whole page of items in one query each. */

export interface NamedSubject extends ItemSubject {
  displayName: string
  sortOrder: number
}

const groupBy = <R extends { itemId: string }, T>(rows: R[], value: (row: R) => T): Map<string, T[]> => {
  const byItem = new Map<string, T[]>()
  for (const row of rows) {
    const list = byItem.get(row.itemId)
    if (list) list.push(value(row))
    else byItem.set(row.itemId, [value(row)])
  }
  return byItem
}

/** Item-level responsibility subjects with display names, by item. */
export async function itemSubjects(db: Db, itemIds: readonly string[]): Promise<Map<string, NamedSubject[]>> {
  if (itemIds.length === 0) return new Map()
  return groupBy(await subjectsOfItems(db, itemIds), (row) => row.subject)
}

export async function itemTags(db: Db, itemIds: readonly string[]): Promise<Map<string, TagPayload[]>> {
  if (itemIds.length === 0) return new Map()
  return groupBy(await tagsOfItems(db, itemIds), (row) => row.tag)
}

/** Live files attached to each item (the files module keeps the counts per resource). */
export async function attachmentCounts(db: Db, boardId: string, itemIds: readonly string[]): Promise<Map<string, number>> {
  if (itemIds.length === 0) return new Map()
  const rows = await attachmentCountsOf(db, boardId, itemIds)
  return new Map(rows.map((row) => [row.itemId, row.count]))
}
