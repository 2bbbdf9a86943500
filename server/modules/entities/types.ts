/** The entity schema shapes of the contract (EntityFieldDefinition, EntityDefinitionDetail, ...). */

export const FieldType = {
  Text: 0,
  LongText: 1,
  Integer: 2,
  Decimal: 3,
  Money: 4,
  Boolean: 5,
  Date: 6,
  DateTime: 7,
  Time: 8,
  Select: 9,
  Reference: 10,
  Table: 11,
  Email: 12,
  Phone: 13,
  Url: 14,
  Address: 15,
  Classifier: 16,
  Markdown: 17,
} as const
export type FieldTypeValue = (typeof FieldType)[keyof typeof FieldType]
export const fieldTypeNames = Object.keys(FieldType) as Array<keyof typeof FieldType>

export const DefaultValueKind = { None: 0, Constant: 1, Dynamic: 2 } as const
export type DynamicDefaultKey = 'today' | 'now' | 'currentUser'
export const dynamicDefaultKeys: readonly DynamicDefaultKey[] = ['today', 'now', 'currentUser']

export interface PackageSource {
  SchemaSource: number
  SourceNetPackageId: string | null
  SourcePackageId: string | null
  SourceStableId: string | null
}

export interface FieldDefaultValue {
  Kind: number
  Value: unknown
  DynamicKey?: DynamicDefaultKey | null
}

export interface FieldOption {
  Id: string
  EntityFieldDefinitionId: string
  Key: string
  Value: string
  SortOrder: number
}

export interface FieldMetadata {
  Id: string
  EntityFieldDefinitionId: string
  OwnerModuleKey: string
  Key: string
  ValueJson: unknown
  RowVersion: string
}

export interface EntityField extends PackageSource {
  Id: string
  EntityDefinitionId: string
  EntityDefinitionTableId: string
  Key: string
  DisplayName: string
  FieldType: FieldTypeValue
  VisibleWhen: string | null
  RequiredWhen: string | null
  EditableWhen: string | null
  BusinessRequiredWhen: string | null
  VisibleWhenOperationMode: number
  RequiredWhenOperationMode: number
  EditableWhenOperationMode: number
  IsReadOnly: boolean
  DecimalPrecision: number | null
  DecimalScale: number | null
  StringMaxLength: number | null
  AllowMultiple: boolean
  ReferenceToEntityDefinitionId: string | null
  PairedReferenceFieldId: string | null
  AllowSort: boolean
  ReferenceDeleteBehavior: number
  ReferenceArchiveBehavior: number
  ReferenceAuditRollupBehavior: number
  SortOrder: number
  Options: FieldOption[]
  ChildTableId: string | null
  IsDeleted: boolean
  DeletedAt: string | null
  RowVersion: string
  AddressCoordinatesRequired: boolean
  Metadata: FieldMetadata[]
  SystemRole: number
  BaseCurrencyCode: string | null
  CalculationExpression: string | null
  CalculationKind: number
  SemanticRole: number
  SemanticRoleScopeFieldId: string | null
  ClassifierCatalogDefinitionId: string | null
  ClassifierCatalogKey: string | null
  ClassifierCatalogDisplayName: string | null
  DefaultValue: FieldDefaultValue
  IsProtected: boolean
}

export interface EntityTable extends PackageSource {
  Id: string
  EntityDefinitionId: string
  Name: string
  SchemaName: string
  PhysicalTableName: string
  IsPrimary: boolean
  OwnerFieldId: string | null
  Fields: EntityField[]
  IsDeleted: boolean
  DeletedAt: string | null
  RowVersion: string
}

export interface ConstraintField {
  Id: string
  EntityDefinitionTableId: string
  Key: string
  DisplayName: string
}

export interface EntityConstraint {
  Id: string
  EntityDefinitionId: string
  EntityDefinitionTableId: string
  Fields: ConstraintField[]
  RowVersion: string
}

export interface EntityStatement extends PackageSource {
  Id: string
  EntityDefinitionId: string
  Name: string
  DisplayName: string
  Expression: string
  ExposeInClient: boolean
  SortOrder: number
  IsDeleted: boolean
  DeletedAt: string | null
  RowVersion: string
}

export interface EntityValidationRule extends PackageSource {
  Id: string
  EntityDefinitionId: string
  Name: string
  DisplayName: string
  Expression: string
  Message: string
  MessageTranslations: Record<string, string>
  Enabled: boolean
  SortOrder: number
  IsDeleted: boolean
  DeletedAt: string | null
  RowVersion: string
}

/** The definition's own members (EntityDefinitionDetail without its lists). */
export interface EntityDefinitionBase {
  Id: string
  Name: string
  DisplayNameSingular: string
  DisplayNamePlural: string
  Description: string | null
  CommentsEnabled: boolean
  AttachmentsEnabled: boolean
  TagsEnabled: boolean
  AuditTrailEnabled: boolean
  AuditTrailRetentionMode: number
  AuditTrailRetentionDays: number | null
  NumberPrefix: string | null
  IsReadOnly: boolean
  DisabledOperations: number
  IsPendingDeletion: boolean
  DeletionRequestedAt: string | null
  PurgeAfterUtc: string | null
  RowVersion: string
}

export interface EntityDefinitionDetail extends EntityDefinitionBase {
  Tables: EntityTable[]
  UniqueConstraints: EntityConstraint[]
  Indexes: EntityConstraint[]
  Statements: EntityStatement[]
  ValidationRules: EntityValidationRule[]
  RecordCount: number
}

export interface EntityDefinitionSummary {
  Id: string
  Name: string
  DisplayNameSingular: string
  DisplayNamePlural: string
  Description: string | null
  FieldCount: number
  RecordCount: number
  IsReadOnly: boolean
  IsPendingDeletion: boolean
  PurgeAfterUtc: string | null
  ModifiedAt: string
  RowVersion: string
}

/** Members of the create and update field bodies (EntityFieldCreateRequest / EntityFieldUpdateRequest). */
export interface FieldInput {
  Key: string
  DisplayName: string
  VisibleWhen?: string | null
  RequiredWhen?: string | null
  EditableWhen?: string | null
  DecimalPrecision?: number | null
  DecimalScale?: number | null
  StringMaxLength?: number | null
  AllowMultiple?: boolean
  ReferenceToEntityDefinitionId?: string | null
  PairedReferenceFieldId?: string | null
  AllowSort?: boolean
  ReferenceDeleteBehavior?: number
  Options?: Array<{ Key: string; Value: string }>
  AddressCoordinatesRequired?: boolean
  IsReadOnly?: boolean | null
  VisibleWhenOperationMode?: number
  RequiredWhenOperationMode?: number
  EditableWhenOperationMode?: number
  BaseCurrencyCode?: string | null
  ReferenceArchiveBehavior?: number
  ReferenceAuditRollupBehavior?: number
  SemanticRole?: number
  SemanticRoleScopeFieldId?: string | null
  ClassifierCatalogDefinitionId?: string | null
  DefaultValue?: FieldDefaultValue
}

export interface FieldCreateInput extends FieldInput {
  FieldType: number
  CreatePairedField?: { Key: string; DisplayName: string } | null
}

export interface FieldUpdateInput extends FieldInput {
  RowVersion: string
  SchemaChangeConfirmationToken?: string | null
}

export interface BaseUpdateInput {
  Name: string
  DisplayNameSingular: string
  DisplayNamePlural: string
  Description?: string | null
  RowVersion: string
  IsReadOnly?: boolean | null
  DisabledOperations?: number
  SchemaChangeConfirmationToken?: string | null
}

export interface DefinitionCreateInput {
  Name: string
  DisplayNameSingular: string
  DisplayNamePlural: string
  Description?: string | null
  NumberPrefix?: string | null
}

export interface OptionsUpdateInput {
  CommentsEnabled?: boolean
  AttachmentsEnabled?: boolean
  TagsEnabled?: boolean
  AuditTrailEnabled?: boolean
  AuditTrailRetentionMode?: number
  AuditTrailRetentionDays?: number | null
  NumberPrefix?: string | null
  RowVersion: string
}

export const SchemaChangeKind = {
  DropField: 0,
  ShortenText: 1,
  LowerPrecision: 2,
  LowerScale: 3,
  RemoveOptions: 4,
  DisallowMultiple: 5,
  DisableOperations: 6,
  MakeReadOnly: 7,
  DropChildTable: 8,
  ChangeReferenceTarget: 9,
  ChangeClassifierCatalog: 10,
  DropDefinition: 11,
} as const

export const DependentKind = {
  Constraint: 0,
  Index: 1,
  Reference: 2,
  PairedField: 3,
  Expression: 4,
  ChildTable: 5,
  Field: 6,
} as const

export interface SchemaChange {
  Kind: number
  Description: string
  FieldId: string | null
  FieldKey: string | null
  AffectedRecordCount: number
  SampleValues: string[]
}

export interface SchemaDependent {
  Kind: number
  Id: string
  DisplayName: string
  Description: string
}

export interface SchemaChangePlan {
  IsDestructive: boolean
  Token: string | null
  ExpiresAt: string | null
  RowVersion: string
  Changes: SchemaChange[]
  AffectedRecordCount: number
  Dependents: SchemaDependent[]
  /** The change cannot be made at all (no token); BlockedReason says why. */
  IsBlocked: boolean
  BlockedReason: string | null
}
