import type { Db, SqlValue } from '../../../db'
import { InstanceArchiveState as ArchiveState } from '../../../../shared/enums'
import { displayNameField, isTextLike, type RecordDefinition, type RecordField, type RecordTable } from './recordModel'
import { selectColumns, type StoredRow } from './values.read'
import { readFilter, type RecordAccess } from '../security/access'

/** SQL reading records: the rows of a definition's data tables (ws_data), their side tables and child rows. */

export interface LookupItem {
  Id: string
  Number: string
  DisplayName: string
  /** A referenced record the caller may not read: only its id is told. */
  IsRestricted?: boolean
}

/** The primary rows of the given ids (any archive state), in no particular order. */
export async function selectPrimaryRows(db: Db, definition: RecordDefinition, ids: string[]): Promise<StoredRow[]> {
  return db.query<StoredRow>(
    `SELECT ${selectColumns(definition.primary, 't', true)} FROM ${definition.primary.qualifiedName} t WHERE t.id = ANY($1::text[])`,
    [ids],
  )
}

/** The child rows of the given parents, each parent's in their order. */
export async function selectChildRows(db: Db, table: RecordTable, parentIds: string[]): Promise<Array<StoredRow & { parent_id: string }>> {
  return db.query<StoredRow & { parent_id: string }>(
    `SELECT ${selectColumns(table, 't', false)}, t.parent_id FROM ${table.qualifiedName} t
     WHERE t.parent_id = ANY($1::text[]) ORDER BY t.parent_id, t.sort_order`,
    [parentIds],
  )
}

/** The values of a multi-valued field (its qualified side table) for the given records, each record's in their order. */
export async function selectSideValues(db: Db, sideTable: string, recordIds: string[]): Promise<Array<{ recordId: string; value: string }>> {
  const rows = await db.query<{ record_id: string; value: string }>(
    `SELECT record_id, value FROM ${sideTable} WHERE record_id = ANY($1::text[]) ORDER BY record_id, sort_order`,
    [recordIds],
  )
  return rows.map((row) => ({ recordId: row.record_id, value: row.value }))
}

/** Which of the ids are rows of the (qualified) table. */
export async function existingRecordIds(db: Db, table: string, ids: string[]): Promise<string[]> {
  const rows = await db.query<{ id: string }>(`SELECT id FROM ${table} WHERE id = ANY($1::text[])`, [ids])
  return rows.map((row) => row.id)
}

/** SQL for a record's display text: the display field, else the Number. */
export function displayExpression(definition: RecordDefinition, alias: string): string {
  const field = displayNameField(definition.primary)
  return field?.column ? `COALESCE(NULLIF(${alias}.${field.column}::text, ''), ${alias}.number)` : `${alias}.number`
}

/** Number and DisplayName of the given instances of one definition. */
export async function lookupItems(db: Db, definition: RecordDefinition, ids: string[]): Promise<LookupItem[]> {
  if (ids.length === 0) return []
  return db.query<LookupItem>(
    `SELECT t.id AS "Id", t.number AS "Number", ${displayExpression(definition, 't')} AS "DisplayName"
     FROM ${definition.primary.qualifiedName} t WHERE t.id = ANY($1::text[])`,
    [ids],
  )
}

const systemSort: Record<string, string> = { Number: 't.number', CreatedAt: 't.created_at', ModifiedAt: 't.modified_at' }

/** Number, CreatedAt and ModifiedAt sort by the record's own system columns. */
export const isSystemSort = (sortField: string): boolean => Boolean(systemSort[sortField])

/** What a list sorts by: a system column, or a column field (a reference by its target's display text). */
export type RecordSort = { systemField: string } | { field: RecordField; displayOf?: RecordDefinition }

function orderExpression(sort: RecordSort): string {
  if ('systemField' in sort) return systemSort[sort.systemField]!
  const { field, displayOf: target } = sort
  if (target) return `(SELECT ${displayExpression(target, 'r')} FROM ${target.primary.qualifiedName} r WHERE r.id = t.${field.column})`
  return `t.${field.column}`
}

function escapeLike(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * WHERE clause of the archive state, the search text and what the caller may read (security/access.ts);
 * `params` receives the bound values.
 */
function filterClause(definition: RecordDefinition, archiveState: number, search: string | undefined, params: SqlValue[], access?: RecordAccess): string {
  const conditions: string[] = []
  const readable = access ? readFilter(access, params) : null
  if (readable) conditions.push(readable)
  if (archiveState === ArchiveState.Active) conditions.push('t.archived_at IS NULL')
  else if (archiveState === ArchiveState.Archived) conditions.push('t.archived_at IS NOT NULL')
  const text = search?.trim()
  if (text) {
    params.push(escapeLike(text))
    const placeholder = `$${params.length}`
    const columns = ['t.number', ...definition.primary.fields.filter((field) => field.column && isTextLike(field)).map((field) => `t.${field.column}`)]
    conditions.push(`(${columns.map((column) => `${column} ILIKE ${placeholder}`).join(' OR ')})`)
  }
  return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''
}

export interface RecordPageQuery {
  sort: RecordSort
  descending: boolean
  archiveState: number
  search: string | undefined
  pageSize: number
  offset: number
  /** The caller's access: only records they may read are listed and counted. */
  access?: RecordAccess
}

/**
 * One page of primary rows in the archive state matching the search, with the number of all of them.
 * Without a filter the number is the kept one, and a page past the middle is read from the far end
 * in the opposite order (then turned round), so the database never walks more than half the list.
 */
export async function selectRecordPage(db: Db, definition: RecordDefinition, query: RecordPageQuery): Promise<{ rows: StoredRow[]; total: number }> {
  const order = orderExpression(query.sort)
  const params: SqlValue[] = []
  const where = filterClause(definition, query.archiveState, query.search, params, query.access)
  const table = definition.primary.qualifiedName
  // The kept numbers count every row: a search or a read filter counts the rows it leaves.
  const counted = Boolean(query.search?.trim()) || (query.access !== undefined && !query.access.unrestricted)
  if (counted && !('displayOf' in query.sort && query.sort.displayOf)) return selectFilteredPage(db, definition, query, where, params)
  const total = counted ? await countRows(db, table, where, params) : await keptRowCount(db, definition, query.archiveState, where)
  const fromEnd = query.offset > 0 && query.offset * 2 > total
  const limit = fromEnd ? Math.min(query.pageSize, total - query.offset) : query.pageSize
  if (limit <= 0) return { rows: [], total }
  const descending = query.descending !== fromEnd
  const direction = descending ? 'DESC' : 'ASC'
  // System columns are NOT NULL, so NULLS LAST changes nothing there; leaving it out lets a
  // descending sort walk their index backwards instead of sorting the whole table. Empty values
  // come last in the list's own order, so first when it is read from the far end.
  const nulls = 'systemField' in query.sort ? '' : fromEnd ? ' NULLS FIRST' : ' NULLS LAST'
  const offset = fromEnd ? total - query.offset - limit : query.offset
  const rows = await db.query<StoredRow>(
    `SELECT ${selectColumns(definition.primary, 't', true)} FROM ${table} t ${where}
     ORDER BY ${order} ${direction}${nulls}, t.id ${direction} LIMIT ${limit} OFFSET ${offset}`,
    params,
  )
  return { rows: fromEnd ? rows.reverse() : rows, total }
}

/**
 * A filtered page and its total from one pass over the table: the matching rows' ids and sort keys
 * are gathered once, counted, and sorted for the page, whose rows are then read by id. (Counting
 * first and then walking the sort index to the page would apply the filter twice.)
 */
async function selectFilteredPage(db: Db, definition: RecordDefinition, query: RecordPageQuery, where: string, params: SqlValue[]): Promise<{ rows: StoredRow[]; total: number }> {
  const table = definition.primary.qualifiedName
  const direction = query.descending ? 'DESC' : 'ASC'
  const nulls = 'systemField' in query.sort ? '' : ' NULLS LAST'
  const sorted = `ORDER BY p.sort_key ${direction}${nulls}, p.id ${direction}`
  const rows = await db.query<StoredRow & { list_total: number }>(
    `WITH hits AS MATERIALIZED (SELECT t.id, ${orderExpression(query.sort)} AS sort_key FROM ${table} t ${where}),
          picked AS (SELECT h.id, h.sort_key FROM hits h ${sorted.replaceAll('p.', 'h.')} LIMIT ${query.pageSize} OFFSET ${query.offset})
     SELECT (SELECT count(*)::int FROM hits) AS list_total, ${selectColumns(definition.primary, 't', true)}
     FROM (SELECT 1) AS one LEFT JOIN (picked p JOIN ${table} t ON t.id = p.id) ON true ${sorted}`,
    params,
  )
  const total = rows[0]?.list_total ?? 0
  const page = rows.filter((row) => row.id !== null).map(({ list_total: _total, ...row }) => row)
  return { rows: page, total }
}

async function countRows(db: Db, table: string, where: string, params: SqlValue[]): Promise<number> {
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${table} t ${where}`, params)
  return count?.total ?? 0
}

/** The rows in an archive state from the numbers the table's triggers keep; counted when there are none. */
async function keptRowCount(db: Db, definition: RecordDefinition, archiveState: number, where: string): Promise<number> {
  const [kept] = await db.query<{ active: number; archived: number }>(
    'SELECT active::int AS active, archived::int AS archived FROM entity_row_counts WHERE table_name = $1',
    [definition.primary.tableName],
  )
  if (!kept) return countRows(db, definition.primary.qualifiedName, where, [])
  if (archiveState === ArchiveState.Active) return kept.active
  if (archiveState === ArchiveState.Archived) return kept.archived
  return kept.active + kept.archived
}

/** Active records matching the search, best matches (by display text, then Number) first. */
export async function searchLookupItems(db: Db, definition: RecordDefinition, search: string | undefined, limit: number, access?: RecordAccess): Promise<LookupItem[]> {
  const params: SqlValue[] = []
  const where = filterClause(definition, ArchiveState.Active, search, params, access)
  const display = displayExpression(definition, 't')
  return db.query<LookupItem>(
    `SELECT t.id AS "Id", t.number AS "Number", ${display} AS "DisplayName" FROM ${definition.primary.qualifiedName} t ${where}
     ORDER BY ${display}, t.number LIMIT ${limit}`,
    params,
  )
}
