import type { Schema } from '../types'
import { arr, bool, dateTime, filled, int32, nullable, obj, ref, request, str, uuid } from '../s'

/**
 * Entity security (configuration scope item 4): responsibilities, permission assignments narrowed by
 * statements, record assignments and the explanation of a user's access. The spec names them and
 * the record responsibility operations without showing shapes; these are designed in its conventions.
 */

const NOTE = 'Entity security the spec names but does not show; designed in its conventions.'
const key = (): Schema => ({ type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,39}$', description: 'Relation key: a letter, then letters, digits or underscores (at most 40); unique per definition, case-insensitively.' })
const displayName = (): Schema => ({ type: 'string', minLength: 1, maxLength: 200 })
const expectedRowVersion = (): Schema => uuid('The row version the change is based on; a stale value answers 409.')

const responsibilityBody = {
  DisplayName: displayName(),
  IsRequired: bool('Every record must have at least one subject (checked when the set is replaced).'),
  Cardinality: ref('ResponsibilityCardinality'),
  SubjectMode: ref('ResponsibilitySubjectMode'),
  AssignCreator: bool('The user who creates a record is assigned on create.'),
  InheritFromFieldId: nullable(
    str('A single-valued Reference field of these records: the subjects of the same responsibility on the record it points to are inherited (recalculated by a job when they change).'),
  ),
}

const assignmentBody = {
  SubjectType: ref('EntityPermissionSubjectType'),
  SubjectKey: str('User id, responsibility group id, role name, or responsibility key; empty for Everyone.'),
  Operations: { ...arr(ref('EntityRecordOperation'), 'At least one; each at most once.'), maxItems: 12 },
  StatementId: nullable(str('Only records for which this statement holds (for the caller); null: every record.')),
}

const subject = (): Schema =>
  filled(
    {
      SubjectType: ref('ResponsibilitySubjectType'),
      SubjectId: str(),
      DisplayName: str('The user\'s display name or the group\'s name; the id when the subject no longer exists.'),
      Description: nullable(str('The user name, or the group key.')),
      IntervalStart: nullable(dateTime('From when the assignment holds; null: always.')),
      IntervalEnd: nullable(dateTime('Until when (exclusive); null: open-ended.')),
      ManagedByRuntime: bool('Set by the platform (e.g. the creator on create), not by a person.'),
      InheritanceSource: nullable(ref('AssignmentInheritanceSource')),
    },
    NOTE,
  )

export const entitySecuritySchemas: Record<string, Schema> = {
  EntityResponsibility: filled(
    { Id: str(), EntityDefinitionId: str(), Key: str(), ...responsibilityBody, SortOrder: int32(), RowVersion: uuid() },
    'A relation key records carry, e.g. Owner or AccountTeam.',
  ),
  EntityResponsibilityCreateRequest: request({ Key: key(), ...responsibilityBody }, ['Key', 'DisplayName', 'Cardinality', 'SubjectMode'], NOTE),
  EntityResponsibilityUpdateRequest: request(
    { ...responsibilityBody, RowVersion: expectedRowVersion() },
    ['DisplayName', 'Cardinality', 'SubjectMode', 'RowVersion'],
    'The key cannot change: records, statements and permission assignments name it.',
  ),
  EntityPermissionAssignment: filled(
    {
      Id: str(),
      EntityDefinitionId: str(),
      ...assignmentBody,
      SubjectDisplayName: str('The subject as people read it; the key when it no longer exists.'),
      StatementName: nullable(str()),
      SortOrder: int32(),
      RowVersion: uuid(),
    },
    'Grants operations on a definition\'s records. A definition without assignments leaves its records open to every signed-in user; Admin always has full access.',
  ),
  EntityPermissionAssignmentCreateRequest: request(assignmentBody, ['SubjectType', 'SubjectKey', 'Operations'], NOTE),
  EntityPermissionAssignmentUpdateRequest: request({ ...assignmentBody, RowVersion: expectedRowVersion() }, ['SubjectType', 'SubjectKey', 'Operations', 'RowVersion'], NOTE),
  EntitySecurity: filled(
    {
      EntityDefinitionId: str(),
      IsRestricted: bool('Whether permission assignments decide access (false: every signed-in user has full access).'),
      Responsibilities: arr(ref('EntityResponsibility')),
      PermissionAssignments: arr(ref('EntityPermissionAssignment')),
    },
    'The security of one entity definition.',
  ),
  AssignmentInheritanceSource: filled(
    {
      EntityDefinitionId: str(),
      InstanceId: str(),
      Number: str('Empty when IsRestricted.'),
      DisplayName: str('Empty when IsRestricted.'),
      IsRestricted: bool('The caller may not read the parent: it is named by its id only.'),
      Depth: int32('1 for the direct parent.'),
      RecalculatedAt: dateTime(),
    },
    'The parent record an inherited assignment comes from.',
  ),
  AssignmentSubject: subject(),
  AssignmentRelation: filled(
    {
      Key: str(),
      DisplayName: str(),
      IsRequired: bool(),
      SortOrder: int32(),
      Cardinality: ref('ResponsibilityCardinality'),
      SubjectMode: ref('ResponsibilitySubjectMode'),
      CanReplace: bool('The caller may replace this relation\'s subjects on the record.'),
    },
    'A responsibility as a record payload describes it (AssignmentRelations).',
  ),
  ResponsibilityAssignment: filled(
    {
      InstanceId: str(),
      ResponsibilityKey: str(),
      Relation: ref('AssignmentRelation'),
      Subjects: arr(ref('AssignmentSubject'), 'The record\'s own subjects, then the inherited ones (InheritanceSource set; a replacement keeps them).'),
      RowVersion: uuid('Version of this record\'s subject set of this responsibility.'),
      ModifiedAt: nullable(dateTime()),
      ModifiedByUserId: nullable(str()),
    },
    'One responsibility of one record.',
  ),
  ResponsibilityAssignmentReplaceRequest: request(
    {
      RowVersion: expectedRowVersion(),
      Subjects: {
        ...arr(
          obj(
            {
              SubjectType: ref('ResponsibilitySubjectType'),
              SubjectId: str(),
              IntervalStart: nullable(dateTime()),
              IntervalEnd: nullable(dateTime()),
            },
            { required: ['SubjectType', 'SubjectId'], closed: true },
          ),
          'The complete new set of the record\'s own subjects, in order; each at most once (at most 200). Inherited subjects are not part of it.',
        ),
        maxItems: 200,
      },
    },
    ['RowVersion', 'Subjects'],
    NOTE,
  ),
  EntityAccessExplainRequest: request(
    { UserId: str(), InstanceId: nullable(str('The record; null explains Create only.')) },
    ['UserId'],
    NOTE,
  ),
  EntityAccessPreviewRequest: request(
    {
      UserId: str('The user to see the list as.'),
      Page: { type: 'integer', format: 'int32', minimum: 1, default: 1 },
      PageSize: { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 },
      Search: nullable(str()),
      ArchiveState: ref('InstanceArchiveState'),
      Assignments: nullable({ ...arr(ref('EntityPermissionAssignmentCreateRequest'), 'A draft of every permission assignment (checked like a save, nothing is stored); null: the stored ones.'), maxItems: 500 }),
    },
    ['UserId'],
    NOTE,
  ),
  EntityAccessReason: filled(
    {
      PermissionAssignmentId: str(),
      SubjectType: ref('EntityPermissionSubjectType'),
      SubjectDisplayName: str(),
      SubjectMatches: bool('Whether the user is this subject (for a responsibility: holds it on the record).'),
      SubjectReason: str('Why the subject does or does not match, in words.'),
      StatementName: nullable(str()),
      StatementDisplayName: nullable(str()),
      StatementHolds: nullable(bool('Null without a statement, or when the subject does not match.')),
      Grants: bool(),
    },
    'One permission assignment naming the operation, and whether it grants it to the user.',
  ),
  EntityAccessDecision: filled(
    {
      Operation: ref('EntityRecordOperation'),
      Allowed: bool(),
      Summary: str('The decision in one sentence.'),
      BlockedBy: nullable(str('What refuses the operation whatever the permissions (archive state, read-only definition, disabled operation).')),
      Reasons: arr(ref('EntityAccessReason')),
    },
    NOTE,
  ),
  EntityAccessExplanation: filled(
    {
      UserId: str(),
      UserDisplayName: str(),
      InstanceId: nullable(str()),
      InstanceDisplayName: nullable(str()),
      Basis: ref('EntityAccessBasis'),
      Summary: str(),
      Decisions: arr(ref('EntityAccessDecision')),
    },
    'Why a user may or may not do each operation on a record.',
  ),
}
