import type { Schema } from '../types'
import { arr, bool, dateTime, filled, int32, nullable, ref, request, str, uuid } from '../s'

/**
 * Function configuration (configuration scope item 8): immutable versions with their definition,
 * enable/disable, API publications (commands and enqueue) and HTTP endpoint governance.
 * The spec names these but does not show them; designed in its conventions.
 */

const NOTE = 'Function configuration the spec names but does not show; designed in its conventions.'
const description = nullable({ type: 'string', maxLength: 500 } as Schema)
const key = { type: 'string', pattern: '^[a-z][a-z0-9-]{1,62}$', description: 'Lower-case letters, digits and dashes; starts with a letter.' } as Schema
const changeNote = nullable({ type: 'string', maxLength: 200, description: 'Why the version was written; shown in the version history.' } as Schema)
const endpointRequired = ['Key', 'FunctionId', 'Method', 'AuthenticationMode', 'AllowedContentTypes', 'MaxRequestBytes']

/** A JSON Schema as a value: any object, or null. */
const schemaObject = (description: string) => nullable({ type: 'object', additionalProperties: true, description } as Schema)
const versionId = nullable(str('A version of the function; null follows its current version.'))
const triggerOperation = {
  type: 'string',
  enum: ['create', 'patch', 'archive', 'restore', 'delete'],
  description: 'Record operation that fires the binding.',
} as Schema

export const functionConfigSchemas: Record<string, Schema> = {
  FunctionVersionDefinition: filled(
    {
      DisplayName: str(),
      Description: nullable(str()),
      TimeoutMs: int32(),
      MaxAttempts: int32(),
      RequiredPermission: nullable(str()),
      SupportsCancellation: bool(),
      Secrets: arr(str()),
      Implementation: filled({ Kind: str('Builtin: code shipped with the host.'), Key: str(), CodeVersion: int32() }, NOTE),
    },
    NOTE,
  ),
  FunctionBindingReference: filled({ Id: str(), Key: str(), IsEnabled: bool(), FunctionVersionId: nullable(str()) }, NOTE),
  FunctionSettingsUpdate: request(
    {
      Description: description,
      TimeoutMs: { type: 'integer', format: 'int32', minimum: 100, maximum: 3_600_000 } as Schema,
      MaxAttempts: { type: 'integer', format: 'int32', minimum: 1, maximum: 10 } as Schema,
      RequiredPermission: nullable(str('A permission key of the catalog; null lets every caller run it.')),
      ChangeNote: changeNote,
      RowVersion: uuid(),
    },
    ['TimeoutMs', 'MaxAttempts', 'RowVersion'],
    NOTE,
  ),
  FunctionEnabledUpdate: request({ IsEnabled: bool(), RowVersion: uuid() }, ['IsEnabled', 'RowVersion'], NOTE),
  FunctionVersionActivateRequest: request({ RowVersion: uuid() }, ['RowVersion'], NOTE),

  FunctionPublication: filled(
    {
      Id: str(),
      Key: str('Callers name it in the runtime path.'),
      Description: nullable(str()),
      FunctionId: str(),
      FunctionKey: str(),
      FunctionDisplayName: str(),
      FunctionVersionId: versionId,
      FunctionVersionNumber: nullable(int32('The pinned version; null follows the current one.')),
      Kind: ref('FunctionPublicationKind'),
      RequiredPermission: str('Callers need this permission.'),
      InputSchema: schemaObject('JSON Schema (draft 7) the arguments must match.'),
      DeduplicationMode: ref('FunctionDeduplicationMode'),
      DeduplicationMembers: arr(str(), 'With ArgumentMembers: the argument members whose values form the key.'),
      IsEnabled: bool(),
      RuntimePath: str('Where callers invoke it.'),
      CreatedAt: dateTime(),
      ModifiedAt: dateTime(),
      ModifiedByUserId: nullable(str()),
      RowVersion: uuid(),
    },
    NOTE,
  ),
  FunctionPublicationCreateRequest: request(publicationWrite(), ['Key', 'FunctionId', 'Kind', 'RequiredPermission'], NOTE),
  FunctionPublicationUpdateRequest: request({ ...publicationWrite(), RowVersion: uuid() }, ['Key', 'FunctionId', 'Kind', 'RequiredPermission', 'RowVersion'], NOTE),

  FunctionTriggerBinding: filled(
    {
      Id: str(),
      Key: str(),
      Description: nullable(str()),
      EntityDefinitionId: nullable(str('Null while the entity definition does not exist.')),
      EntityDefinitionName: str(),
      EntityDefinitionDisplayName: str(),
      Operation: triggerOperation,
      FunctionId: str(),
      FunctionKey: str(),
      FunctionDisplayName: str(),
      FunctionVersionId: versionId,
      FunctionVersionNumber: nullable(int32('The pinned version; null follows the current one.')),
      IsEnabled: bool(),
      CreatedAt: dateTime(),
      ModifiedAt: dateTime(),
      ModifiedByUserId: nullable(str()),
      RowVersion: uuid(),
    },
    `${NOTE} A function run when records of an entity change: one job per binding and record at a time.`,
  ),
  FunctionTriggerBindingCreateRequest: request(triggerBindingWrite(), ['Key', 'EntityDefinitionId', 'Operation', 'FunctionId'], NOTE),
  FunctionTriggerBindingUpdateRequest: request({ ...triggerBindingWrite(), RowVersion: uuid() }, ['Key', 'EntityDefinitionId', 'Operation', 'FunctionId', 'RowVersion'], NOTE),

  FunctionHttpEndpoint: filled(
    {
      Id: str(),
      Key: str(),
      Description: nullable(str()),
      FunctionId: str(),
      FunctionKey: str(),
      FunctionDisplayName: str(),
      FunctionVersionId: versionId,
      FunctionVersionNumber: nullable(int32('The pinned version; null follows the current one.')),
      Method: ref('FunctionHttpMethod'),
      PathSuffix: nullable(str('One path segment after the key: a literal, or {name} for any segment.')),
      AuthenticationMode: ref('FunctionHttpAuthenticationMode'),
      AllowedContentTypes: arr(str()),
      MaxRequestBytes: int32(),
      RateLimitPerMinute: nullable(int32('Calls per minute per caller (user, or address when anonymous); null: no limit.')),
      IsEnabled: bool(),
      Url: str('The path it is served at.'),
      CreatedAt: dateTime(),
      ModifiedAt: dateTime(),
      ModifiedByUserId: nullable(str()),
      RowVersion: uuid(),
    },
    NOTE,
  ),
  FunctionHttpEndpointCreateRequest: request(endpointWrite(), endpointRequired, NOTE),
  FunctionHttpEndpointUpdateRequest: request({ ...endpointWrite(), RowVersion: uuid() }, [...endpointRequired, 'RowVersion'], NOTE),

  FunctionRuntimePublication: filled(
    {
      Key: str(),
      Kind: ref('FunctionPublicationKind'),
      Description: nullable(str()),
      FunctionDisplayName: str(),
      InputSchema: schemaObject('JSON Schema (draft 7) the arguments must match.'),
      DeduplicationMode: ref('FunctionDeduplicationMode'),
      Path: str(),
    },
    NOTE,
  ),
}

function triggerBindingWrite(): Record<string, Schema> {
  return {
    Key: key,
    Description: description,
    EntityDefinitionId: { type: 'string', maxLength: 200, description: 'Id or Name of the entity definition whose records fire it.' } as Schema,
    Operation: triggerOperation,
    FunctionId: str(),
    FunctionVersionId: versionId,
    IsEnabled: bool(),
  }
}

function publicationWrite(): Record<string, Schema> {
  return {
    Key: key,
    Description: description,
    FunctionId: str(),
    FunctionVersionId: versionId,
    Kind: ref('FunctionPublicationKind'),
    RequiredPermission: str(),
    InputSchema: schemaObject('A JSON Schema object (draft 7); null for none.'),
    DeduplicationMode: ref('FunctionDeduplicationMode'),
    DeduplicationMembers: { type: 'array', items: { type: 'string', maxLength: 100 }, maxItems: 10 } as Schema,
    IsEnabled: bool(),
  }
}

function endpointWrite(): Record<string, Schema> {
  return {
    Key: key,
    Description: description,
    FunctionId: str(),
    FunctionVersionId: versionId,
    Method: ref('FunctionHttpMethod'),
    PathSuffix: nullable({ type: 'string', maxLength: 100 } as Schema),
    AuthenticationMode: ref('FunctionHttpAuthenticationMode'),
    AllowedContentTypes: { type: 'array', items: { type: 'string', maxLength: 100 }, maxItems: 5 } as Schema,
    MaxRequestBytes: { type: 'integer', format: 'int32', minimum: 0, maximum: 1_048_576 } as Schema,
    RateLimitPerMinute: nullable({ type: 'integer', format: 'int32', minimum: 1, maximum: 100_000 } as Schema),
    IsEnabled: bool(),
  }
}
