import type { Db } from '../../../db'
import { instancePermissions, type InstancePermissions } from './permissions'
import { displayNameField, FieldType, type RecordDefinition, type RecordTable } from './recordModel'
import { readRows, type LookupItem, type ReferenceIds } from './records.read'
import { labelsAsSeenBy } from './recordLabels'
import { selectPrimaryRows } from './records.repo'
import type { StoredRow } from './values.read'
import { statementPredicates } from '../expressions/predicates'
import { appContextOf } from '../../../platform/appContext'
import { grantsFor, type RecordAccess } from '../security/access'
import { assignmentRelations, assignmentsOf } from '../security/recordAssignments'
import type { AssignmentRelation, AssignmentSubject } from '../security/security.types'

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
  /** Responsibility key → the record's subjects. */
  Assignments: Record<string, AssignmentSubject[]>
  AssignmentRelations: AssignmentRelation[]
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

/**
 * Builds the runtime instances of stored primary rows, keeping their order. `access` is the caller's
 * (their Permissions and Predicates); without one, as a caller with full access and no user.
 */
export async function toInstances(db: Db, definition: RecordDefinition, rows: StoredRow[], access?: RecordAccess): Promise<EntityInstance[]> {
  const references: ReferenceIds = new Map()
  const ids = rows.map((row) => row.id)
  const read = await readRows(db, definition.primary, rows, references)
  const [labels, predicates, grants, assignments] = await Promise.all([
    labelsAsSeenBy(db, references, access),
    statementPredicates(db, definition.id, definition.exposedStatements, ids, appContextOf(db).clock(), access?.subject),
    access ? grantsFor(db, access, definition.primary.qualifiedName, ids) : null,
    assignmentsOf(db, definition, ids, access),
  ])
  const titleField = displayNameField(definition.primary)
  const subtitleField = definition.primary.fields.find((field) => field.semanticRole === SemanticRoleSubtitle && field.column)
  return read.map(({ row, fields }) => {
    const number = String(row.number ?? '')
    const referenced = new Set<string>()
    referencedIds(definition.primary, fields, referenced)
    const permissions = instancePermissions(definition, row.archived_at !== null, grants?.get(row.id))
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
      ReferenceLabels: Object.fromEntries([...referenced].flatMap((id) => (labels.has(id) ? [[id, labels.get(id) as LookupItem]] : []))),
      Permissions: permissions,
      Assignments: assignments.get(row.id) ?? {},
      AssignmentRelations: assignmentRelations(definition, permissions.CanPatch),
    }
  })
}

export async function loadInstance(db: Db, definition: RecordDefinition, id: string, access?: RecordAccess): Promise<EntityInstance | null> {
  const rows = await selectPrimaryRows(db, definition, [id])
  if (rows.length === 0) return null
  const [instance] = await toInstances(db, definition, rows, access)
  return instance ?? null
}

/** EntityInstanceMutationResult: the instance after the change (null after a permanent delete). */
export function mutationResult(instanceId: string, instance: EntityInstance | null) {
  const readable = instance !== null && instance.Permissions.CanRead
  return {
    InstanceId: instanceId,
    RowVersion: instance?.RowVersion ?? null,
    CanRead: readable,
    // A record the caller can no longer read is not shown to them.
    Instance: instance && readable ? { ...instance, MergeState: null, DisplayFields: {}, ObjectContextFacts: {} } : null,
  }
}
