import type { Schema } from '../types'
import { entityInstanceIdentity, pageOf } from './common'
import { arr, bool, dateTime, json, map, nullable, obj, ref, str, uuid } from '../s'

/** Entity instances at runtime (list, read, create, patch, restore, delete, lookup) and Entity YAML v8. */

const fieldValues = (): Schema =>
  map(
    json(
      'A field value by type: text-like types a string; Integer an integer; Decimal a number; Money ' +
        '{Amount, CurrencyCode}; Boolean; Date "YYYY-MM-DD"; DateTime ISO 8601 UTC; Time "HH:mm:ss"; Select and ' +
        'Classifier a key; Reference an instance id (arrays when AllowMultiple); Address {Street, PostalCode, City, ' +
        'Region, CountryCode, Latitude?, Longitude?}; Table an array of rows {Id?, RowVersion?, Fields}. null clears.',
    ),
    'Field values keyed by field Key.',
  )

const yamlRequestMembers = (): Record<string, Schema> => ({
  Yaml: str('Entity YAML v8 text: one or more definitions.'),
  TargetName: nullable(
    str('Import the (single) definition as a copy under this Name instead of over the definition of the same Name.'),
  ),
})

const permission = (description: string): Schema => bool(description)

export const entityRecordsSchemas: Record<string, Schema> = {
  EntityInstancePermissions: obj(
    {
      CanRead: permission('The caller may read the instance.'),
      CanPatch: permission('Active, the definition is writable and updates are not disabled.'),
      CanArchive: permission('Active, writable, archiving not disabled.'),
      CanRestore: permission('Archived, writable, restoring not disabled.'),
      CanDelete: permission('Archived, writable, deleting not disabled.'),
      CanMerge: permission('Merging records is not offered by this installation.'),
      CanReadArchive: permission('The caller may list archived instances.'),
      CanReadChangesHistory: permission('The definition keeps an audit trail and the caller may read it.'),
      CanViewComments: permission('Comments are enabled and the caller may read them.'),
      CanCreateComments: permission('As CanViewComments, on an active record the caller may patch.'),
      CanViewTags: permission('Tags are enabled and the caller may read them.'),
      CanUpdateTags: permission('As CanViewTags, on an active record the caller may patch.'),
      CanViewAttachments: permission('Attachments are enabled and the caller may read them.'),
      CanCreateAttachments: permission('As CanViewAttachments, on an active record the caller may patch.'),
      CanDeleteAttachments: permission('As CanCreateAttachments.'),
    },
    {
      required: ['CanRead', 'CanPatch', 'CanArchive', 'CanRestore', 'CanDelete', 'CanMerge', 'CanReadArchive', 'CanReadChangesHistory'],
      description:
        'Computed for the caller: the definition (IsReadOnly, DisabledOperations, pending deletion), the archive state, and ' +
        'the permission assignments that grant the operation to the caller on this record (all of them for Admin, or ' +
        'when the definition has none).',
    },
  ),
  EntityInstanceLookupItem: obj(
    { Id: str(), Number: str(), DisplayName: str(), IsRestricted: bool('A referenced record the caller may not read: Number and DisplayName are empty (assumed).') },
    { required: ['Id', 'Number', 'DisplayName'], description: 'A referenced or pickable instance.' },
  ),
  EntityInstance: obj(
    {
      ...entityInstanceIdentity(),
      RowVersion: uuid(),
      Fields: fieldValues(),
      Predicates: map(bool(), 'Statement id to whether it holds, for the statements exposed to clients (evaluated by the database).'),
      ReferenceLabels: map(
        ref('EntityInstanceLookupItem'),
        'Every instance referenced by Fields (child-table rows included), keyed by its id.',
      ),
      Permissions: ref('EntityInstancePermissions'),
      Assignments: map(arr(ref('AssignmentSubject')), 'Responsibility key to the record\'s subjects.'),
      AssignmentRelations: arr(ref('AssignmentRelation'), 'The definition\'s responsibilities, in order, with whether the caller may replace each.'),
    },
    {
      required: ['Id', 'Number', 'DisplayName', 'CreatedAt', 'RowVersion', 'Fields', 'ReferenceLabels', 'Permissions', 'Assignments', 'AssignmentRelations'],
      description: 'One runtime record of an entity definition; the Instance of a mutation result carries the same members.',
    },
  ),
  EntityInstancePage: pageOf('EntityInstance', {
    CanCreate: bool('Whether a permission assignment grants the caller Create here (a new record must still meet its conditions).'),
  }),
  EntityInstanceChange: obj(
    {
      Id: str(),
      Operation: ref('EntityInstanceChangeOperation'),
      ActorUserId: nullable(str()),
      ActorDisplayName: nullable(str('The actor as named now; null for a removed user.')),
      OccurredAt: dateTime(),
      Cause: nullable(str('What made the change besides the request: the display names of the mutation effects that wrote it.')),
      Changes: arr(ref('EntityInstanceFieldChange')),
    },
    { required: ['Id', 'Operation', 'OccurredAt', 'Changes'], description: 'One entry of an instance\'s changes history.' },
  ),
  EntityInstanceFieldChange: obj(
    {
      Key: str('The field key, or for Responsibilities the responsibility key.'),
      DisplayName: str('As the field (or responsibility) is named now; the key when it no longer exists.'),
      Before: json('The value before, in the form records carry (Responsibilities: the subjects\' names); absent for a table or multi-valued field.'),
      After: json('The value after, in the same form.'),
    },
    { required: ['Key', 'DisplayName'] },
  ),
  EntityInstanceChangePage: pageOf('EntityInstanceChange'),
  EntityInstanceCreateRequest: obj(
    { Fields: fieldValues() },
    {
      required: ['Fields'],
      closed: true,
      description: 'Absent fields take their DefaultValue; read-only fields are skipped.',
    },
  ),
  EntityInstancePatchRequest: obj(
    { RowVersion: uuid('The expected runtime row version.'), Fields: fieldValues() },
    {
      required: ['RowVersion', 'Fields'],
      closed: true,
      description: 'Only the given fields change; a Table value replaces the rows (rows left out are removed).',
    },
  ),
  EntityInstanceRestoreRequest: obj(
    { RowVersion: uuid('The expected runtime row version.') },
    { required: ['RowVersion'], closed: true },
  ),

  EntityYamlPlanRequest: obj(yamlRequestMembers(), { required: ['Yaml'], closed: true }),
  EntityYamlImportRequest: obj(
    {
      ...yamlRequestMembers(),
      SchemaChangeConfirmationToken: nullable(
        str('The Token of the matching plan; required when the import changes an existing definition destructively.'),
      ),
    },
    { required: ['Yaml'], closed: true },
  ),
  EntityYamlDiffEntry: obj(
    {
      Path: str('Dotted path inside the definition, e.g. tables.main.fields.email.stringMaxLength.'),
      Before: json('The current value; null when added.'),
      After: json('The imported value; null when removed.'),
    },
    { required: ['Path'] },
  ),
  EntityYamlDefinitionPlan: obj(
    {
      Name: str(),
      IsNew: bool('No definition of this Name exists: the import creates it.'),
      Diff: arr(ref('EntityYamlDiffEntry')),
      Plan: nullable(ref('SchemaChangePlan')),
    },
    { required: ['Name', 'IsNew', 'Diff'] },
  ),
  EntityYamlPlan: obj(
    {
      Definitions: arr(ref('EntityYamlDefinitionPlan')),
      Token: nullable(str('Covers the whole import; null when nothing is destructive.')),
      IsDestructive: bool(),
    },
    { required: ['Definitions', 'IsDestructive'] },
  ),
}
