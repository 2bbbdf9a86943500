import type { Db } from '../../../db'
import type { RecordDefinition } from '../records/recordModel'
import { selectAssignments } from './security.repo'
import type { AssignmentRelation, AssignmentSubject, StoredAssignment } from './security.types'

/** The responsibilities of records as their payloads show them (Assignments, AssignmentRelations). */

export function toAssignmentSubject(stored: StoredAssignment): AssignmentSubject {
  return {
    SubjectType: stored.subjectType,
    SubjectId: stored.subjectId,
    DisplayName: stored.displayName,
    Description: stored.description,
    IntervalStart: stored.intervalStart,
    IntervalEnd: stored.intervalEnd,
    ManagedByRuntime: stored.managedByRuntime,
    InheritanceSource: null,
  }
}

/** Each record's subjects by responsibility key (keys of the definition only, every key present). */
export async function assignmentsOf(db: Db, definition: RecordDefinition, recordIds: string[]): Promise<Map<string, Record<string, AssignmentSubject[]>>> {
  const keys = definition.security.responsibilities.map((responsibility) => responsibility.Key)
  const result = new Map(recordIds.map((id) => [id, Object.fromEntries(keys.map((key) => [key, [] as AssignmentSubject[]]))]))
  if (keys.length === 0) return result
  for (const stored of await selectAssignments(db, recordIds)) result.get(stored.recordId)?.[stored.key]?.push(toAssignmentSubject(stored))
  return result
}

/** The definition's responsibilities, in order; the caller may replace each set when they may patch the record. */
export function assignmentRelations(definition: RecordDefinition, canPatch: boolean): AssignmentRelation[] {
  return definition.security.responsibilities.map((responsibility) => ({
    Key: responsibility.Key,
    DisplayName: responsibility.DisplayName,
    IsRequired: responsibility.IsRequired,
    SortOrder: responsibility.SortOrder,
    Cardinality: responsibility.Cardinality,
    SubjectMode: responsibility.SubjectMode,
    CanReplace: canPatch,
  }))
}
