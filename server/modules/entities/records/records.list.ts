import type { Db, SqlValue } from '../../../db'
import { badRequest } from '../../../http/errors'
import { checkedPaging, toPage } from '../../../platform/paging'
import { toInstances, type EntityInstance } from './instances'
import { FieldType, isTextLike, type RecordDefinition } from './recordModel'
import { definitionCache, requireDefinition } from './records.context'
import { displayExpression, type LookupItem } from './records.read'
import { selectColumns, type StoredRow } from './values.read'
import { InstanceArchiveState as ArchiveState } from '../../../../shared/enums'
export { InstanceArchiveState as ArchiveState } from '../../../../shared/enums'

export interface InstanceListQuery {
  Page?: number
  PageSize?: number
  Search?: string
  SortField?: string
  SortDirection?: number
  ArchiveState?: number
}

const systemSort: Record<string, string> = { Number: 't.number', CreatedAt: 't.created_at', ModifiedAt: 't.modified_at' }
const unsortable = new Set<number>([FieldType.Address, FieldType.Table])

function escapeLike(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** ORDER BY expression of a sort field: a system column, a scalar column, or a reference's display text. */
async function sortExpression(db: Db, definition: RecordDefinition, sortField: string): Promise<string> {
  const system = systemSort[sortField]
  if (system) return system
  const field = definition.primary.fields.find((item) => item.key === sortField)
  if (!field?.column || unsortable.has(field.fieldType)) {
    throw badRequest('workspace.validation.invalid', `SortField "${sortField}" is not a sortable field of ${definition.displayNamePlural}.`, 'SortField')
  }
  if (field.fieldType === FieldType.Reference && field.allowSort && field.referenceTo) {
    const target = await definitionCache(db)(field.referenceTo)
    if (target) return `(SELECT ${displayExpression(target, 'r')} FROM ${target.primary.qualifiedName} r WHERE r.id = t.${field.column})`
  }
  return `t.${field.column}`
}

/** WHERE clause of the archive state and the search text; `params` receives the bound values. */
function filterClause(definition: RecordDefinition, archiveState: number, search: string | undefined, params: SqlValue[]): string {
  const conditions: string[] = []
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

export async function listInstances(db: Db, entityIdOrKey: string, query: InstanceListQuery) {
  const definition = await requireDefinition(db, entityIdOrKey)
  const at = checkedPaging(query)
  const { pageSize, offset } = at
  const direction = query.SortDirection === 1 ? 'DESC' : 'ASC'
  const sortField = query.SortField ?? 'Number'
  const order = await sortExpression(db, definition, sortField)
  // System columns are NOT NULL, so NULLS LAST changes nothing there; leaving it out lets a
  // descending sort walk their index backwards instead of sorting the whole table.
  const nulls = systemSort[sortField] ? '' : ' NULLS LAST'
  const params: SqlValue[] = []
  const where = filterClause(definition, query.ArchiveState ?? ArchiveState.Active, query.Search, params)
  const table = definition.primary.qualifiedName
  const [rows, [count]] = await Promise.all([
    db.query<StoredRow>(
      `SELECT ${selectColumns(definition.primary, 't', true)} FROM ${table} t ${where}
       ORDER BY ${order} ${direction}${nulls}, t.id ${direction} LIMIT ${pageSize} OFFSET ${offset}`,
      params,
    ),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${table} t ${where}`, params),
  ])
  const items: EntityInstance[] = await toInstances(db, definition, rows)
  const total = count?.total ?? 0
  return toPage(items, at, total)
}

/** Active records for a picker, best matches (by Number, then display text) first. */
export async function lookupInstances(db: Db, entityIdOrKey: string, search: string | undefined, limit: number | undefined): Promise<LookupItem[]> {
  const definition = await requireDefinition(db, entityIdOrKey)
  const params: SqlValue[] = []
  const where = filterClause(definition, ArchiveState.Active, search, params)
  const display = displayExpression(definition, 't')
  return db.query<LookupItem>(
    `SELECT t.id AS "Id", t.number AS "Number", ${display} AS "DisplayName" FROM ${definition.primary.qualifiedName} t ${where}
     ORDER BY ${display}, t.number LIMIT ${Math.min(Math.max(limit ?? 20, 1), 100)}`,
    params,
  )
}
