import type { Db } from '../../../db'
import type { RecordDefinition } from '../records/recordModel'
import type { LookupItem } from '../records/records.repo'
import { labelsAsSeenBy } from '../records/recordLabels'
import type { RecordAccess } from './access'
import { selectAssignments } from './security.repo'
import type { AssignmentRelation, AssignmentSubject, StoredAssignment } from './security.types'

/** The responsibilities of records as their payloads show them (Assignments, AssignmentRelations). */

/** Number and display name of the parents inherited subjects came from, by record id, as the caller may see them. */
export async function parentLabels(db: Db, stored: StoredAssignment[], access: RecordAccess | undefined): Promise<Map<string, LookupItem>> {
  const byDefinition = new Map<string, Set<string>>()
  for (const { inheritedFrom } of stored) {
    if (inheritedFrom) byDefinition.set(inheritedFrom.definitionId, (byDefinition.get(inheritedFrom.definitionId) ?? new Set()).add(inheritedFrom.recordId))
  }
  return labelsAsSeenBy(db, byDefinition, access)
}

export function toAssignmentSubject(stored: StoredAssignment, parents: ReadonlyMap<string, LookupItem>): AssignmentSubject {
  const from = stored.inheritedFrom
  const parent = from ? parents.get(from.recordId) : undefined
  return {
    SubjectType: stored.subjectType,
    SubjectId: stored.subjectId,
    DisplayName: stored.displayName,
    Description: stored.description,
    IntervalStart: stored.intervalStart,
    IntervalEnd: stored.intervalEnd,
    ManagedByRuntime: stored.managedByRuntime,
    InheritanceSource: from
      ? {
          EntityDefinitionId: from.definitionId,
          InstanceId: from.recordId,
          Number: parent?.Number ?? '',
          DisplayName: parent?.IsRestricted ? '' : (parent?.DisplayName ?? from.recordId),
          IsRestricted: parent?.IsRestricted === true,
          Depth: from.depth,
          RecalculatedAt: from.recalculatedAt,
        }
      : null,
  }
}

/** Each record's subjects by responsibility key (keys of the definition only, every key present). */
export async function assignmentsOf(
  db: Db,
  definition: RecordDefinition,
  recordIds: string[],
  access: RecordAccess | undefined,
): Promise<Map<string, Record<string, AssignmentSubject[]>>> {
  const keys = definition.security.responsibilities.map((responsibility) => responsibility.Key)
  const result = new Map(recordIds.map((id) => [id, Object.fromEntries(keys.map((key) => [key, [] as AssignmentSubject[]]))]))
  if (keys.length === 0) return result
  const stored = await selectAssignments(db, recordIds)
  const parents = await parentLabels(db, stored, access)
  for (const item of stored) result.get(item.recordId)?.[item.key]?.push(toAssignmentSubject(item, parents))
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
