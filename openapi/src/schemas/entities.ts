import type { Schema } from '../types'
import { arr, bool, dateTime, int32, json, map, nullable, obj, ref, str, uuid } from '../s'

/** Entity definitions, tables, fields, statements and validation rules (spec: "Entity field definition"). */

const packageSource = {
  SchemaSource: ref('SchemaSource'),
  SourceNetPackageId: nullable(str()),
  SourcePackageId: nullable(str()),
  SourceStableId: nullable(str()),
}
/** A member the spec does not list, added for the admin app and marked as such. */
const assumed = (schema: Schema, note: string): Schema => ({ ...schema, description: note, 'x-contract': 'assumed' })

const softDelete = { IsDeleted: bool(), DeletedAt: nullable(dateTime()) }

/** Members shared by the create and update field bodies, with the types of the field definition. */
const editableFieldMembers = (): Record<string, Schema> => ({
  VisibleWhen: nullable(str('Expression language condition.')),
  RequiredWhen: nullable(str('Expression language condition.')),
  EditableWhen: nullable(str('Expression language condition.')),
  DecimalPrecision: nullable(int32()),
  DecimalScale: nullable(int32()),
  StringMaxLength: nullable(int32()),
  AllowMultiple: bool(),
  ReferenceToEntityDefinitionId: nullable(str()),
  PairedReferenceFieldId: nullable(str()),
  AllowSort: bool(),
  ReferenceDeleteBehavior: ref('ReferenceDeleteBehavior'),
  Options: arr(ref('EntityFieldOptionInput')),
  AddressCoordinatesRequired: bool(),
  IsReadOnly: bool(),
  VisibleWhenOperationMode: ref('ConditionOperationMode'),
  RequiredWhenOperationMode: ref('ConditionOperationMode'),
  EditableWhenOperationMode: ref('ConditionOperationMode'),
  BaseCurrencyCode: nullable(str()),
  ReferenceArchiveBehavior: ref('ReferenceArchiveBehavior'),
  ReferenceAuditRollupBehavior: ref('ReferenceAuditRollupBehavior'),
  SemanticRole: ref('SemanticRole'),
  SemanticRoleScopeFieldId: nullable(str()),
  ClassifierCatalogDefinitionId: nullable(str()),
  DefaultValue: ref('EntityFieldDefaultValue'),
})

const confirmationToken = (): Schema =>
  nullable(
    str(
      'The token returned by the matching schema-change-plan endpoint; required when the planned change is destructive.',
    ),
  )

const fieldRef = obj({ Id: str(), EntityDefinitionTableId: str(), Key: str(), DisplayName: str() })

const constraint = (): Schema =>
  obj({
    Id: str(),
    EntityDefinitionId: str(),
    EntityDefinitionTableId: str(),
    Fields: arr(fieldRef, 'Ordered fields.'),
    RowVersion: uuid(),
  })

export const entitySchemas: Record<string, Schema> = {
  EntityFieldOption: obj({ Id: str(), EntityFieldDefinitionId: str(), Key: str(), Value: str(), SortOrder: int32() }),
  EntityFieldOptionInput: obj({ Key: str(), Value: str() }, { required: ['Key', 'Value'], closed: true }),
  EntityFieldMetadata: obj({
    Id: str(),
    EntityFieldDefinitionId: str(),
    OwnerModuleKey: str(),
    Key: str(),
    ValueJson: json('JSON value.'),
    RowVersion: uuid(),
  }),
  EntityFieldDefaultValue: obj(
    {
      Kind: ref('DefaultValueKind'),
      Value: json(
        'Constant JSON; a scalar Reference is one entity-instance id string; must be null for dynamic defaults.',
      ),
      DynamicKey: assumed(nullable(ref('DynamicDefaultKey')), 'Which dynamic value a Dynamic default takes.'),
    },
    {
      description:
        'Applied to an absent primary field on create or an absent child field in a new table row; existing rows are unchanged.',
    },
  ),
  EntityFieldDefinition: obj({
    Id: str(),
    EntityDefinitionId: str(),
    EntityDefinitionTableId: str(),
    Key: str('Field key.'),
    DisplayName: str(),
    FieldType: ref('FieldType'),
    VisibleWhen: nullable(str()),
    RequiredWhen: nullable(str()),
    EditableWhen: nullable(str()),
    BusinessRequiredWhen: nullable(str('Package-owned requiredness condition; read-only output.')),
    VisibleWhenOperationMode: ref('ConditionOperationMode'),
    RequiredWhenOperationMode: ref('ConditionOperationMode'),
    EditableWhenOperationMode: ref('ConditionOperationMode'),
    IsReadOnly: bool('Runtime writes skip the field.'),
    DecimalPrecision: nullable(int32()),
    DecimalScale: nullable(int32()),
    StringMaxLength: nullable(int32()),
    AllowMultiple: bool(),
    ReferenceToEntityDefinitionId: nullable(str('Target of reference-style fields.')),
    PairedReferenceFieldId: nullable(str('Inverse reference.')),
    AllowSort: bool('Root-list sorting by linked display value.'),
    ReferenceDeleteBehavior: ref('ReferenceDeleteBehavior'),
    ReferenceArchiveBehavior: ref('ReferenceArchiveBehavior'),
    ReferenceAuditRollupBehavior: ref('ReferenceAuditRollupBehavior'),
    SortOrder: int32('Order inside the table.'),
    Options: arr(ref('EntityFieldOption'), 'Select options.'),
    ChildTableId: nullable(str('For table fields.')),
    ...softDelete,
    RowVersion: uuid(),
    AddressCoordinatesRequired: bool('Address values must carry latitude and longitude.'),
    ...packageSource,
    Metadata: arr(ref('EntityFieldMetadata'), 'Owner-scoped metadata rows.'),
    SystemRole: ref('FieldSystemRole'),
    BaseCurrencyCode: nullable(str('For Money fields.')),
    CalculationExpression: nullable(str('Stored calculated-field expression.')),
    CalculationKind: ref('CalculationKind'),
    SemanticRole: ref('SemanticRole'),
    SemanticRoleScopeFieldId: nullable(str('Scope when the role requires one.')),
    ClassifierCatalogDefinitionId: nullable(str('For Classifier fields.')),
    ClassifierCatalogKey: nullable(str('Output only.')),
    ClassifierCatalogDisplayName: nullable(str('Output only.')),
    DefaultValue: ref('EntityFieldDefaultValue'),
    IsProtected: bool(
      'Output; the system-owned structural shape is protected while administrator-owned metadata stays editable.',
    ),
  }),
  EntityFieldCreateRequest: obj(
    {
      Key: str(),
      DisplayName: str(),
      FieldType: ref('FieldType'),
      ...editableFieldMembers(),
      CreatePairedField: assumed(
        nullable(ref('EntityPairedFieldRequest')),
        'Reference fields: also create the inverse reference field on the target definition and pair both.',
      ),
    },
    { required: ['Key', 'DisplayName', 'FieldType'], closed: true },
  ),
  EntityFieldUpdateRequest: obj(
    {
      Key: str(),
      DisplayName: str(),
      ...editableFieldMembers(),
      IsReadOnly: nullable(bool('Null keeps the current value.')),
      RowVersion: uuid('The expected row version.'),
      SchemaChangeConfirmationToken: confirmationToken(),
    },
    {
      required: ['Key', 'DisplayName', 'RowVersion'],
      closed: true,
      description: 'The field type is not changed.',
    },
  ),
  EntityDefinitionBaseUpdateRequest: obj(
    {
      Name: str(),
      DisplayNameSingular: str(),
      DisplayNamePlural: str(),
      Description: nullable(str()),
      RowVersion: uuid(),
      IsReadOnly: nullable(bool('Null keeps the current value.')),
      DisabledOperations: ref('EntityDisabledOperations'),
      SchemaChangeConfirmationToken: confirmationToken(),
    },
    { required: ['Name', 'DisplayNameSingular', 'DisplayNamePlural', 'RowVersion'], closed: true },
  ),
  EntityDefinitionTable: obj({
    Id: str(),
    EntityDefinitionId: str(),
    Name: str(),
    SchemaName: str(),
    PhysicalTableName: str(),
    IsPrimary: bool(),
    OwnerFieldId: nullable(str('Child tables.')),
    Fields: arr(ref('EntityFieldDefinition')),
    ...softDelete,
    RowVersion: uuid(),
    ...packageSource,
  }),
  EntityUniqueConstraint: constraint(),
  EntityIndex: constraint(),
  EntityStatement: obj({
    Id: str(),
    EntityDefinitionId: str(),
    Name: str('Stable technical key.'),
    DisplayName: str(),
    Expression: str('SQL-like.'),
    ExposeInClient: bool('Exposed as a predicate flag in runtime payloads.'),
    SortOrder: int32(),
    ...softDelete,
    RowVersion: uuid(),
    ...packageSource,
  }),
  EntityStatementCreateRequest: obj(
    { Name: str(), DisplayName: str(), Expression: str('SQL-like.'), ExposeInClient: bool() },
    { required: ['Name', 'DisplayName', 'Expression'], closed: true },
  ),
  EntityValidationRule: obj({
    Id: str(),
    EntityDefinitionId: str(),
    Name: str('Stable key.'),
    DisplayName: str(),
    Expression: str(),
    Message: str(),
    MessageTranslations: map(str(), 'Locale to message template.'),
    Enabled: bool(),
    SortOrder: int32(),
    ...softDelete,
    RowVersion: uuid(),
    ...packageSource,
  }),
  EntityDefinitionDetail: {
    ...obj({
      Id: str(),
      Name: str('Internal name.'),
      DisplayNameSingular: str(),
      DisplayNamePlural: str(),
      Description: nullable(str()),
      CommentsEnabled: bool(),
      AttachmentsEnabled: bool(),
      TagsEnabled: bool(),
      AuditTrailEnabled: bool(),
      AuditTrailRetentionMode: ref('AuditTrailRetentionMode'),
      AuditTrailRetentionDays: nullable(int32('Used when the mode is days-based.')),
      NumberPrefix: nullable(str()),
      IsReadOnly: bool('Runtime writes blocked.'),
      DisabledOperations: ref('EntityDisabledOperations'),
      IsPendingDeletion: bool('Frozen pending deletion.'),
      DeletionRequestedAt: nullable(dateTime()),
      PurgeAfterUtc: nullable(dateTime()),
      Tables: arr(ref('EntityDefinitionTable')),
      UniqueConstraints: arr(ref('EntityUniqueConstraint')),
      Indexes: arr(ref('EntityIndex')),
      Statements: arr(ref('EntityStatement')),
      ValidationRules: arr(ref('EntityValidationRule')),
      RowVersion: assumed(uuid(), 'Row version of the definition; every schema change renews it.'),
      RecordCount: assumed(int32(), 'Records in the primary table, archived ones included.'),
    }),
    // The spec says later members are not shown, so further members are allowed.
    additionalProperties: true,
    'x-contract-note': 'Any members after those listed: not shown.',
  },
}
