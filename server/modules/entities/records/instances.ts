import type { Db } from '../../../db'
import { instancePermissions, type InstancePermissions } from './permissions'
import { displayNameField, FieldType, type RecordDefinition, type RecordTable } from './recordModel'
import { definitionCache } from './records.context'
import { lookupItems, readRows, type LookupItem, type ReferenceIds } from './records.read'
import { selectPrimaryRows } from './records.repo'
import type { StoredRow } from './values.read'
import { statementPredicates } from '../expressions/predicates'
import { appContextOf } from '../../../platform/appContext'

export { selectPrimaryRows } from './records.repo'

const SemanticRoleSubtitle = 2

/** EntityInstance of the contract. */
export interface EntityInstance {
  Id: string
  Number: string
  DisplayName: string
  Subtitle: string | null
  CreatedAt: string
  CreatedByUserId: string
  ModifiedAt: string | null
  ModifiedByUserId: string | null
  ArchivedAt: string | null
  ArchivedByUserId: string | null
  RowVersion: string
  Fields: Record<string, unknown>
  /** Statement id → whether it holds (statements exposed to clients). */
  Predicates: Record<string, boolean>
  ReferenceLabels: Record<string, LookupItem>
  Permissions: InstancePermissions
}

/** Reference ids inside one row's values, child rows included. */
function referencedIds(table: RecordTable, fields: Record<string, unknown>, into: Set<string>): void {
  for (const field of table.fields) {
    const value = fields[field.key]
    if (value === null || value === undefined) continue
    if (field.fieldType === FieldType.Reference) for (const id of Array.isArray(value) ? value : [value]) into.add(String(id))
    if (field.childTable && Array.isArray(value)) {
      for (const row of value as Array<{ Fields: Record<string, unknown> }>) referencedIds(field.childTable, row.Fields, into)
    }
  }
}

function text(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'object') return (value as { Amount?: unknown }).Amount !== undefined ? String((value as { Amount: unknown }).Amount) : null
  return String(value)
}

async function referenceLabels(db: Db, references: ReferenceIds): Promise<Map<string, LookupItem>> {
  const definitions = definitionCache(db)
  const labels = new Map<string, LookupItem>()
  for (const [definitionId, ids] of references) {
    const target = await definitions(definitionId)
    if (!target) continue
    for (const item of await lookupItems(db, target, [...ids])) labels.set(item.Id, item)
  }
  return labels
}

/** Builds the runtime instances of stored primary rows, keeping their order. */
export async function toInstances(db: Db, definition: RecordDefinition, rows: StoredRow[]): Promise<EntityInstance[]> {
  const references: ReferenceIds = new Map()
  const read = await readRows(db, definition.primary, rows, references)
  const labels = await referenceLabels(db, references)
  const predicates = await statementPredicates(db, definition.id, definition.exposedStatements, rows.map((row) => row.id), appContextOf(db).clock())
  const titleField = displayNameField(definition.primary)
  const subtitleField = definition.primary.fields.find((field) => field.semanticRole === SemanticRoleSubtitle && field.column)
  return read.map(({ row, fields }) => {
    const number = String(row.number ?? '')
    const ids = new Set<string>()
    referencedIds(definition.primary, fields, ids)
    return {
      Id: row.id,
      Number: number,
      DisplayName: (titleField ? text(fields[titleField.key]) : null) ?? number,
      Subtitle: subtitleField ? text(fields[subtitleField.key]) : null,
      CreatedAt: row.created_at,
      CreatedByUserId: row.created_by ?? '',
      ModifiedAt: row.modified_at,
      ModifiedByUserId: row.modified_by,
      ArchivedAt: row.archived_at,
      ArchivedByUserId: row.archived_by,
      RowVersion: row.row_version,
      Fields: fields,
      Predicates: predicates.get(row.id) ?? {},
      ReferenceLabels: Object.fromEntries([...ids].flatMap((id) => (labels.has(id) ? [[id, labels.get(id) as LookupItem]] : []))),
      Permissions: instancePermissions(definition, row.archived_at !== null),
    }
  })
}

export async function loadInstance(db: Db, definition: RecordDefinition, id: string): Promise<EntityInstance | null> {
  const rows = await selectPrimaryRows(db, definition, [id])
  if (rows.length === 0) return null
  const [instance] = await toInstances(db, definition, rows)
  return instance ?? null
}

/** EntityInstanceMutationResult: the instance after the change (null after a permanent delete). */
export function mutationResult(instanceId: string, instance: EntityInstance | null) {
  return {
    InstanceId: instanceId,
    RowVersion: instance?.RowVersion ?? null,
    CanRead: instance !== null,
    Instance: instance
      ? { ...instance, Assignments: {}, AssignmentRelations: [], MergeState: null, DisplayFields: {}, ObjectContextFacts: {} }
      : null,
  }
}
