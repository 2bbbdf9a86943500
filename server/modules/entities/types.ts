import type { ConfigSchemas } from '../../http/contractOperations'
import {
  FieldType,
  type AuditTrailRetentionMode,
  type CalculationKind,
  type ConditionOperationMode,
  type DefaultValueKind,
  type FieldSystemRole,
  type ReferenceArchiveBehavior,
  type ReferenceAuditRollupBehavior,
  type ReferenceDeleteBehavior,
  type SchemaChangeDependentKind,
  type SchemaChangeKind,
  type SchemaSource,
  type SemanticRole,
} from '../../../shared/enums'
export { FieldType, DefaultValueKind, SchemaChangeKind, SchemaChangeDependentKind as DependentKind } from '../../../shared/enums'

/** The entity schema shapes of the contract (EntityFieldDefinition, EntityDefinitionDetail, ...). */

export type FieldTypeValue = (typeof FieldType)[keyof typeof FieldType]
export const fieldTypeNames = Object.keys(FieldType) as Array<keyof typeof FieldType>

export type DynamicDefaultKey = 'today' | 'now' | 'currentUser'
export const dynamicDefaultKeys: readonly DynamicDefaultKey[] = ['today', 'now', 'currentUser']

export interface PackageSource {
  SchemaSource: SchemaSource
  SourceNetPackageId: string | null
  SourcePackageId: string | null
  SourceStableId: string | null
}

export interface FieldDefaultValue {
  Kind: DefaultValueKind
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
  VisibleWhenOperationMode: ConditionOperationMode
  RequiredWhenOperationMode: ConditionOperationMode
  EditableWhenOperationMode: ConditionOperationMode
  IsReadOnly: boolean
  DecimalPrecision: number | null
  DecimalScale: number | null
  StringMaxLength: number | null
  AllowMultiple: boolean
  ReferenceToEntityDefinitionId: string | null
  PairedReferenceFieldId: string | null
  AllowSort: boolean
  ReferenceDeleteBehavior: ReferenceDeleteBehavior
  ReferenceArchiveBehavior: ReferenceArchiveBehavior
  ReferenceAuditRollupBehavior: ReferenceAuditRollupBehavior
  SortOrder: number
  Options: FieldOption[]
  ChildTableId: string | null
  IsDeleted: boolean
  DeletedAt: string | null
  RowVersion: string
  AddressCoordinatesRequired: boolean
  Metadata: FieldMetadata[]
  SystemRole: FieldSystemRole
  BaseCurrencyCode: string | null
  CalculationExpression: string | null
  CalculationKind: CalculationKind
  SemanticRole: SemanticRole
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

/**
 * The definition's own members (EntityDefinitionDetail without its lists). Type aliases, not
 * interfaces: the contract describes EntityDefinitionDetail as an open object.
 */
export type EntityDefinitionBase = {
  Id: string
  Name: string
  DisplayNameSingular: string
  DisplayNamePlural: string
  Description: string | null
  CommentsEnabled: boolean
  AttachmentsEnabled: boolean
  TagsEnabled: boolean
  AuditTrailEnabled: boolean
  AuditTrailRetentionMode: AuditTrailRetentionMode
  AuditTrailRetentionDays: number | null
  NumberPrefix: string | null
  IsReadOnly: boolean
  DisabledOperations: number
  IsPendingDeletion: boolean
  DeletionRequestedAt: string | null
  PurgeAfterUtc: string | null
  RowVersion: string
}

export type EntityDefinitionDetail = EntityDefinitionBase & {
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

/** The create and update field bodies; FieldInput holds the members both share (update's IsReadOnly may be null). */
export type FieldCreateInput = ConfigSchemas['EntityFieldCreateRequest']
export type FieldUpdateInput = ConfigSchemas['EntityFieldUpdateRequest']
export type FieldInput = Omit<FieldUpdateInput, 'RowVersion' | 'SchemaChangeConfirmationToken'>

export type BaseUpdateInput = ConfigSchemas['EntityDefinitionBaseUpdateRequest']

export type DefinitionCreateInput = ConfigSchemas['EntityDefinitionCreateRequest']

export type OptionsUpdateInput = ConfigSchemas['EntityDefinitionOptionsUpdateRequest']

export interface SchemaChange {
  Kind: SchemaChangeKind
  Description: string
  FieldId: string | null
  FieldKey: string | null
  AffectedRecordCount: number
  SampleValues: string[]
}

export interface SchemaDependent {
  Kind: SchemaChangeDependentKind
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
