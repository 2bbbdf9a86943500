import type { Db } from '../../../db'
import { badRequest } from '../../../http/errors'
import { checkedPaging, toPage } from '../../../platform/paging'
import { toInstances, type EntityInstance } from './instances'
import { FieldType, type RecordDefinition } from './recordModel'
import { definitionCache, requireDefinition, type Caller } from './records.context'
import { accessFor } from '../security/callerAccess'
import type { RecordAccess } from '../security/access'
import { isSystemSort, searchLookupItems, selectRecordPage, type LookupItem, type RecordSort } from './records.repo'
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

const unsortable = new Set<number>([FieldType.Address, FieldType.Table])

/** What the list sorts by: a system column, or a sortable column field (a reference by its target's display text). */
async function sortOf(db: Db, definition: RecordDefinition, sortField: string): Promise<RecordSort> {
  if (isSystemSort(sortField)) return { systemField: sortField }
  const field = definition.primary.fields.find((item) => item.key === sortField)
  if (!field?.column || unsortable.has(field.fieldType)) {
    throw badRequest('workspace.validation.invalid', `SortField "${sortField}" is not a sortable field of ${definition.displayNamePlural}.`, 'SortField')
  }
  if (field.fieldType === FieldType.Reference && field.allowSort && field.referenceTo) {
    const target = await definitionCache(db)(field.referenceTo)
    if (target) return { field, displayOf: target }
  }
  return { field }
}

/** A page of the records the caller may read (archived ones only with ReadArchive). */
export async function listInstances(db: Db, caller: Caller, entityIdOrKey: string, query: InstanceListQuery, now: Date) {
  const definition = await requireDefinition(db, entityIdOrKey)
  const access = await accessFor(db, definition, caller, now)
  return listInstancesAs(db, definition, access, query)
}

/** A page of the records of a definition as the given access sees them. */
export async function listInstancesAs(db: Db, definition: RecordDefinition, access: RecordAccess, query: InstanceListQuery) {
  const at = checkedPaging(query)
  const sort = await sortOf(db, definition, query.SortField ?? 'Number')
  const { rows, total } = await selectRecordPage(db, definition, {
    sort,
    descending: query.SortDirection === 1,
    archiveState: query.ArchiveState ?? ArchiveState.Active,
    search: query.Search,
    pageSize: at.pageSize,
    offset: at.offset,
    access,
  })
  const items: EntityInstance[] = await toInstances(db, definition, rows, access)
  // Whether an assignment grants Create at all; the new record itself must still meet its conditions.
  return { ...toPage(items, at, total), CanCreate: access.unrestricted || Boolean(access.conditions.get('Create')) }
}

/** Active records for a picker, best matches (by Number, then display text) first. */
export async function lookupInstances(
  db: Db,
  caller: Caller,
  entityIdOrKey: string,
  search: string | undefined,
  limit: number | undefined,
  now: Date,
): Promise<LookupItem[]> {
  const definition = await requireDefinition(db, entityIdOrKey)
  const access = await accessFor(db, definition, caller, now)
  return searchLookupItems(db, definition, search, Math.min(Math.max(limit ?? 20, 1), 100), access)
}
