import type { Schema } from '../types'
import { arr, bool, dateTime, int32, nullable, obj, ref, str, uuid } from '../s'
import { pageOf } from './common'

/** Entity schema administration beyond the spec's documented operations (all assumed). */

const definitionName = (): Schema => ({
  type: 'string',
  pattern: '^[a-z][a-z0-9_]{1,39}$',
  description: 'Internal name: lower case letters, digits and underscores, 2 to 40 characters, unique.',
})
const displayName = (): Schema => ({ type: 'string', minLength: 1, maxLength: 200 })
const numberPrefix = (): Schema => nullable({ type: 'string', maxLength: 20, pattern: '^[A-Za-z0-9_-]*$' })
const expectedRowVersion = (): Schema => uuid('The row version the change is based on; a stale value answers 409.')

export const entityAdminSchemas: Record<string, Schema> = {
  EntityDefinitionSummary: obj({
    Id: str(),
    Name: str(),
    DisplayNameSingular: str(),
    DisplayNamePlural: str(),
    Description: nullable(str()),
    FieldCount: int32('Fields of the primary table and its child tables.'),
    RecordCount: int32('Records in the primary table, archived ones included.'),
    IsReadOnly: bool(),
    IsPendingDeletion: bool(),
    PurgeAfterUtc: nullable(dateTime()),
    ModifiedAt: dateTime(),
    RowVersion: uuid(),
  }),
  EntityDefinitionSummaryPage: pageOf('EntityDefinitionSummary'),
  EntityDefinitionCreateRequest: obj(
    {
      Name: definitionName(),
      DisplayNameSingular: displayName(),
      DisplayNamePlural: displayName(),
      Description: nullable({ type: 'string', maxLength: 2000 }),
      NumberPrefix: numberPrefix(),
    },
    { required: ['Name', 'DisplayNameSingular', 'DisplayNamePlural'], closed: true },
  ),
  EntityDefinitionOptionsUpdateRequest: obj(
    {
      CommentsEnabled: bool(),
      AttachmentsEnabled: bool(),
      TagsEnabled: bool(),
      AuditTrailEnabled: bool(),
      AuditTrailRetentionMode: ref('AuditTrailRetentionMode'),
      AuditTrailRetentionDays: nullable({ type: 'integer', format: 'int32', minimum: 1, maximum: 36500 }),
      NumberPrefix: numberPrefix(),
      RowVersion: expectedRowVersion(),
    },
    {
      required: ['RowVersion'],
      closed: true,
      description: 'A member left out keeps its value; AuditTrailRetentionDays is required when the mode is Days.',
    },
  ),
  EntityDefinitionRowVersionRequest: obj({ RowVersion: expectedRowVersion() }, { required: ['RowVersion'], closed: true }),
  EntityPairedFieldRequest: obj(
    {
      Key: str('Key of the inverse reference field on the target definition.'),
      DisplayName: str(),
    },
    { required: ['Key', 'DisplayName'], closed: true },
  ),
  EntityFieldOrderRequest: obj(
    { FieldIds: arr(str(), 'Every field id of the table, in the new order.') },
    { required: ['FieldIds'], closed: true },
  ),
  EntityConstraintCreateRequest: obj(
    {
      EntityDefinitionTableId: str(),
      FieldIds: { ...arr(str(), 'Ordered field ids of that table.'), minItems: 1, maxItems: 16 },
    },
    { required: ['EntityDefinitionTableId', 'FieldIds'], closed: true },
  ),
  EntityFieldSchemaChangePlanRequest: obj(
    {
      Change: ref('FieldSchemaChange'),
      Update: nullable(ref('EntityFieldUpdateRequest')),
    },
    { required: ['Change'], closed: true, description: 'Update carries the update body to preview when Change is Update.' },
  ),
  SchemaChangePlanChange: obj({
    Kind: ref('SchemaChangeKind'),
    Description: str(),
    FieldId: nullable(str()),
    FieldKey: nullable(str()),
    AffectedRecordCount: int32('Records that lose or change data.'),
    SampleValues: arr(str(), 'Up to 10 values that would be lost.'),
  }),
  SchemaChangeDependent: obj({
    Kind: ref('SchemaChangeDependentKind'),
    Id: str(),
    DisplayName: str(),
    Description: str(),
  }),
  SchemaChangePlan: obj({
    IsDestructive: bool(),
    Token: nullable(str('Confirmation token; null when the change is not destructive.')),
    ExpiresAt: nullable(dateTime()),
    RowVersion: uuid('The row version the plan is bound to.'),
    Changes: arr(ref('SchemaChangePlanChange')),
    AffectedRecordCount: int32('Distinct records that lose data over all changes.'),
    Dependents: arr(ref('SchemaChangeDependent')),
    IsBlocked: bool('The change cannot be made at all (no Token is issued): e.g. expressions still read the field.'),
    BlockedReason: nullable(str('Why the change is blocked, in words a configurator understands.')),
  }),
  ClassifierCatalogItem: obj({ Key: str(), DisplayName: str() }),
  ClassifierCatalog: obj({
    Id: str(),
    Key: str(),
    DisplayName: str(),
    Items: arr(ref('ClassifierCatalogItem')),
  }),
}
