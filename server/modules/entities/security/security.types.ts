import type { ConfigSchemas, PublicSchemas } from '../../../http/contractOperations'

/** Entity security as the contract shows it, and as the record runtime holds it. */

export type EntityResponsibility = ConfigSchemas['EntityResponsibility']
export type EntityPermissionAssignment = ConfigSchemas['EntityPermissionAssignment']
export type RecordOperation = ConfigSchemas['EntityRecordOperation']
export type AssignmentSubject = PublicSchemas['AssignmentSubject']
export type AssignmentRelation = PublicSchemas['AssignmentRelation']

/** A permission assignment as stored (without the display names the administration adds). */
export type PermissionAssignmentModel = Omit<EntityPermissionAssignment, 'SubjectDisplayName' | 'StatementName'>

/** One subject of one record's responsibility, as stored. */
export interface StoredAssignment {
  recordId: string
  key: string
  subjectType: 0 | 1
  subjectId: string
  displayName: string
  description: string | null
  intervalStart: string | null
  intervalEnd: string | null
  managedByRuntime: boolean
  /** An inherited subject: the parent record it came from, hops to where it is assigned, when recalculated. */
  inheritedFrom: { definitionId: string; recordId: string; depth: number; recalculatedAt: string } | null
}

/** Every operation in the order the administration and the explanation list them. */
export const recordOperations: readonly RecordOperation[] = [
  'Read',
  'Create',
  'Patch',
  'Archive',
  'Restore',
  'Delete',
  'Merge',
  'ReadArchive',
  'ReadChangesHistory',
  'ReadComments',
  'ReadTags',
  'ReadAttachments',
]

/** The security of one definition as its records need it. */
export interface DefinitionSecurity {
  responsibilities: EntityResponsibility[]
  permissionAssignments: PermissionAssignmentModel[]
}
