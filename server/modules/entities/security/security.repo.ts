import { randomUUID } from 'node:crypto'
import type { Db, SqlValue } from '../../../db'
import { iso } from '../../../platform/values'
import type { EntityResponsibility, PermissionAssignmentModel, RecordOperation, StoredAssignment } from './security.types'

/** SQL of entity security: responsibilities, permission assignments and the subjects of records. */

type Row = Record<string, unknown>

const toResponsibility = (row: Row): EntityResponsibility => ({
  Id: String(row.id),
  EntityDefinitionId: String(row.entity_definition_id),
  Key: String(row.key),
  DisplayName: String(row.display_name),
  IsRequired: Boolean(row.is_required),
  Cardinality: Number(row.cardinality) as EntityResponsibility['Cardinality'],
  SubjectMode: Number(row.subject_mode) as EntityResponsibility['SubjectMode'],
  AssignCreator: Boolean(row.assign_creator),
  InheritFromFieldId: row.inherit_from_field_id === null || row.inherit_from_field_id === undefined ? null : String(row.inherit_from_field_id),
  SortOrder: Number(row.sort_order),
  RowVersion: String(row.row_version),
})

const toPermissionAssignment = (row: Row): PermissionAssignmentModel => ({
  Id: String(row.id),
  EntityDefinitionId: String(row.entity_definition_id),
  SubjectType: Number(row.subject_type) as PermissionAssignmentModel['SubjectType'],
  SubjectKey: String(row.subject_key),
  Operations: row.operations as RecordOperation[],
  StatementId: row.statement_id === null ? null : String(row.statement_id),
  SortOrder: Number(row.sort_order),
  RowVersion: String(row.row_version),
})

export async function listResponsibilitiesOf(db: Db, definitionId: string): Promise<EntityResponsibility[]> {
  const rows = await db.query<Row>('SELECT * FROM entity_responsibilities WHERE entity_definition_id = $1 ORDER BY sort_order, id', [definitionId])
  return rows.map(toResponsibility)
}

export async function listPermissionAssignmentsOf(db: Db, definitionId: string): Promise<PermissionAssignmentModel[]> {
  const rows = await db.query<Row>('SELECT * FROM entity_permission_assignments WHERE entity_definition_id = $1 ORDER BY sort_order, id', [definitionId])
  return rows.map(toPermissionAssignment)
}

export interface ResponsibilityWrite {
  displayName: string
  isRequired: boolean
  cardinality: number
  subjectMode: number
  assignCreator: boolean
  inheritFromFieldId: string | null
}

export async function insertResponsibility(db: Db, definitionId: string, key: string, write: ResponsibilityWrite, sortOrder: number, now: Date): Promise<string> {
  const id = randomUUID()
  await db.query(
    `INSERT INTO entity_responsibilities (id, entity_definition_id, key, display_name, is_required, sort_order, cardinality, subject_mode, assign_creator, inherit_from_field_id, created_at, row_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [id, definitionId, key, write.displayName, write.isRequired, sortOrder, write.cardinality, write.subjectMode, write.assignCreator, write.inheritFromFieldId, now, randomUUID()],
  )
  return id
}

export async function updateResponsibilityRow(db: Db, id: string, write: ResponsibilityWrite): Promise<void> {
  await db.query(
    `UPDATE entity_responsibilities SET display_name = $2, is_required = $3, cardinality = $4, subject_mode = $5, assign_creator = $6, inherit_from_field_id = $7, row_version = $8
     WHERE id = $1`,
    [id, write.displayName, write.isRequired, write.cardinality, write.subjectMode, write.assignCreator, write.inheritFromFieldId, randomUUID()],
  )
}

/** Removes a responsibility with every record's subjects of it. */
export async function deleteResponsibilityRow(db: Db, responsibility: EntityResponsibility): Promise<void> {
  await db.query('DELETE FROM entity_record_assignments WHERE entity_definition_id = $1 AND responsibility_key = $2', [responsibility.EntityDefinitionId, responsibility.Key])
  await db.query('DELETE FROM entity_record_assignment_sets WHERE entity_definition_id = $1 AND responsibility_key = $2', [responsibility.EntityDefinitionId, responsibility.Key])
  await db.query('DELETE FROM entity_responsibilities WHERE id = $1', [responsibility.Id])
}

/** Removes what the records of a definition inherited of one responsibility (a job passes down the new). */
export async function deleteInheritedSubjects(db: Db, definitionId: string, key: string): Promise<void> {
  await db.query('DELETE FROM entity_record_assignments WHERE entity_definition_id = $1 AND responsibility_key = $2 AND inherited_from_record_id IS NOT NULL', [definitionId, key])
}

/** Responsibilities inheriting along a field stop doing so (the field goes); which ones they were. */
export async function clearInheritanceAlong(db: Db, fieldId: string): Promise<Array<{ definitionId: string; key: string }>> {
  const rows = await db.query<{ entity_definition_id: string; key: string }>(
    'UPDATE entity_responsibilities SET inherit_from_field_id = NULL, row_version = gen_random_uuid() WHERE inherit_from_field_id = $1 RETURNING entity_definition_id, key',
    [fieldId],
  )
  return rows.map((row) => ({ definitionId: row.entity_definition_id, key: row.key }))
}

export async function findResponsibilityDefinitionId(db: Db, id: string): Promise<string | null> {
  const [row] = await db.query<{ entity_definition_id: string }>('SELECT entity_definition_id FROM entity_responsibilities WHERE id = $1', [id])
  return row?.entity_definition_id ?? null
}

export interface PermissionAssignmentWrite {
  subjectType: number
  subjectKey: string
  operations: RecordOperation[]
  statementId: string | null
}

export async function insertPermissionAssignment(db: Db, definitionId: string, write: PermissionAssignmentWrite, sortOrder: number, now: Date): Promise<string> {
  const id = randomUUID()
  await db.query(
    `INSERT INTO entity_permission_assignments (id, entity_definition_id, subject_type, subject_key, operations, statement_id, sort_order, created_at, row_version)
     VALUES ($1, $2, $3, $4, $5::text[], $6, $7, $8, $9)`,
    [id, definitionId, write.subjectType, write.subjectKey, write.operations, write.statementId, sortOrder, now, randomUUID()],
  )
  return id
}

export async function updatePermissionAssignmentRow(db: Db, id: string, write: PermissionAssignmentWrite): Promise<void> {
  await db.query(
    'UPDATE entity_permission_assignments SET subject_type = $2, subject_key = $3, operations = $4::text[], statement_id = $5, row_version = $6 WHERE id = $1',
    [id, write.subjectType, write.subjectKey, write.operations, write.statementId, randomUUID()],
  )
}

export async function deletePermissionAssignmentRow(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM entity_permission_assignments WHERE id = $1', [id])
}

export async function findPermissionAssignmentDefinitionId(db: Db, id: string): Promise<string | null> {
  const [row] = await db.query<{ entity_definition_id: string }>('SELECT entity_definition_id FROM entity_permission_assignments WHERE id = $1', [id])
  return row?.entity_definition_id ?? null
}

/** The subjects of the given records, each record's and key's in their order, with display names. */
export async function selectAssignments(db: Db, recordIds: string[]): Promise<StoredAssignment[]> {
  if (recordIds.length === 0) return []
  const rows = await db.query<Row>(
    `SELECT a.*, CASE WHEN a.subject_type = 0 THEN u.display_name ELSE g.name END AS display_name,
            CASE WHEN a.subject_type = 0 THEN u.user_name ELSE g.key END AS description
       FROM entity_record_assignments a
       LEFT JOIN users u ON a.subject_type = 0 AND u.id = a.subject_id
       LEFT JOIN responsibility_groups g ON a.subject_type = 1 AND g.id = a.subject_id
      WHERE a.record_id = ANY($1::text[])
      ORDER BY a.record_id, a.responsibility_key, a.inherited_from_record_id IS NOT NULL, a.inheritance_depth NULLS FIRST, a.sort_order`,
    [recordIds],
  )
  return rows.map((row) => ({
    recordId: String(row.record_id),
    key: String(row.responsibility_key),
    subjectType: Number(row.subject_type) as StoredAssignment['subjectType'],
    subjectId: String(row.subject_id),
    displayName: row.display_name === null ? String(row.subject_id) : String(row.display_name),
    description: row.description === null ? null : String(row.description),
    intervalStart: row.starts_at ? iso(row.starts_at as Date) : null,
    intervalEnd: row.ends_at ? iso(row.ends_at as Date) : null,
    managedByRuntime: Boolean(row.managed_by_runtime),
    inheritedFrom:
      row.inherited_from_record_id === null || row.inherited_from_record_id === undefined
        ? null
        : {
            definitionId: String(row.inherited_from_definition_id),
            recordId: String(row.inherited_from_record_id),
            depth: Number(row.inheritance_depth),
            recalculatedAt: iso(row.recalculated_at as Date),
          },
  }))
}

export interface AssignmentSetVersion {
  rowVersion: string
  modifiedAt: string
  modifiedBy: string | null
}

export async function findAssignmentSetVersion(db: Db, recordId: string, key: string): Promise<AssignmentSetVersion | null> {
  const [row] = await db.query<Row>('SELECT * FROM entity_record_assignment_sets WHERE record_id = $1 AND responsibility_key = $2', [recordId, key])
  return row ? { rowVersion: String(row.row_version), modifiedAt: iso(row.modified_at as Date), modifiedBy: row.modified_by === null ? null : String(row.modified_by) } : null
}

export interface SubjectWrite {
  subjectType: number
  subjectId: string
  intervalStart: string | null
  intervalEnd: string | null
  managedByRuntime: boolean
}

/** Replaces a record's subjects of one responsibility and moves the set's version. */
export async function replaceAssignments(
  db: Db,
  target: { definitionId: string; recordId: string; key: string },
  subjects: SubjectWrite[],
  actor: { userId: string; now: Date },
): Promise<void> {
  await db.query('DELETE FROM entity_record_assignments WHERE record_id = $1 AND responsibility_key = $2 AND inherited_from_record_id IS NULL', [target.recordId, target.key])
  for (const [index, subject] of subjects.entries()) {
    await db.query(
      `INSERT INTO entity_record_assignments (id, entity_definition_id, record_id, responsibility_key, subject_type, subject_id, starts_at, ends_at, managed_by_runtime, sort_order, assigned_at, assigned_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [randomUUID(), target.definitionId, target.recordId, target.key, subject.subjectType, subject.subjectId, subject.intervalStart, subject.intervalEnd, subject.managedByRuntime, index, actor.now, actor.userId],
    )
  }
  await db.query(
    `INSERT INTO entity_record_assignment_sets (record_id, responsibility_key, entity_definition_id, row_version, modified_at, modified_by)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (record_id, responsibility_key) DO UPDATE SET row_version = EXCLUDED.row_version, modified_at = EXCLUDED.modified_at, modified_by = EXCLUDED.modified_by`,
    [target.recordId, target.key, target.definitionId, randomUUID(), actor.now, actor.userId],
  )
}

/** A permanently deleted record takes its subjects with it, and what its children inherited from it. */
export async function deleteRecordAssignments(db: Db, recordId: string): Promise<void> {
  await db.query('DELETE FROM entity_record_assignments WHERE record_id = $1 OR inherited_from_record_id = $1', [recordId])
  await db.query('DELETE FROM entity_record_assignment_sets WHERE record_id = $1', [recordId])
}

/** One row per record with the named boolean columns (each a condition over `t`), e.g. an operation's grant. */
export async function selectRecordFlags(db: Db, table: string, ids: string[], columns: string[], params: SqlValue[]): Promise<Array<Record<string, unknown>>> {
  // params[0] holds the ids; the columns' own parameters follow.
  return db.query<Record<string, unknown>>(`SELECT t.id, ${columns.join(', ')} FROM ${table} t WHERE t.id = ANY($1::text[])`, [ids, ...params.slice(1)])
}

/** A record's display text and archive state, any archive state. */
export async function findRecordHeadline(db: Db, table: string, displaySql: string, id: string): Promise<{ display: string; archived: boolean } | null> {
  const [row] = await db.query<{ display: string; archived: boolean }>(
    `SELECT ${displaySql} AS display, t.archived_at IS NOT NULL AS archived FROM ${table} t WHERE t.id = $1`,
    [id],
  )
  return row ?? null
}
