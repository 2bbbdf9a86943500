import { arr, ref, str, uuid } from '../s'
import { queryParam, type OperationSpec } from './spec'

/** Entity instances at runtime and Entity YAML v8 (assumed; the documented archive and details page are in entities.ts). */

const runtime = { document: 'public', contract: 'assumed', tag: 'EntityInstances' } as const
const yaml = { document: 'config', contract: 'assumed', tag: 'EntityYaml' } as const

const instances = '/api/workspace/entity/{entityIdOrKey}/instances'
const entityParam = { entityIdOrKey: 'Entity definition id or normalized key (Name).' }
const instanceParams = { ...entityParam, instanceId: 'Id of the entity instance.' }

const READ = [200, 400, 401, 403, 404]
const WRITE = [200, 400, 401, 403, 404, 409]

export const entityRecordsOperations: OperationSpec[] = [
  {
    ...runtime,
    method: 'get',
    path: instances,
    operationId: 'EntityInstances_List',
    summary: 'Lists instances of an entity, paged, searched and sorted.',
    description:
      'Search matches the text-like fields and Number. SortField is a field key of a sortable primary field or one ' +
      'of Number, CreatedAt, ModifiedAt (default Number).',
    pathParams: entityParam,
    query: [
      queryParam('Page', { type: 'integer', format: 'int32', minimum: 1, default: 1 }, 'One-based page number.'),
      queryParam('PageSize', { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 }),
      queryParam('Search', str(), 'Free-text search.'),
      queryParam('SortField', str(), 'A field key, or Number, CreatedAt, ModifiedAt.'),
      queryParam('SortDirection', ref('SortDirection')),
      queryParam('ArchiveState', ref('InstanceArchiveState'), 'Default Active.'),
    ],
    envelope: 'EntityInstancePage',
    data: ref('EntityInstancePage'),
    statuses: READ,
  },
  {
    ...runtime,
    method: 'post',
    path: instances,
    operationId: 'EntityInstances_Create',
    summary: 'Creates an instance; absent fields take their DefaultValue.',
    pathParams: entityParam,
    body: ref('EntityInstanceCreateRequest'),
    envelope: 'EntityInstanceMutationResult',
    data: ref('EntityInstanceMutationResult'),
    statuses: WRITE,
  },
  {
    ...runtime,
    method: 'get',
    path: `${instances}/{instanceId}`,
    operationId: 'EntityInstances_Get',
    summary: 'Reads one instance (archived ones too).',
    pathParams: instanceParams,
    envelope: 'EntityInstance',
    data: ref('EntityInstance'),
    statuses: READ,
  },
  {
    ...runtime,
    method: 'patch',
    path: `${instances}/{instanceId}`,
    operationId: 'EntityInstances_Patch',
    summary: 'Changes the given fields of an active instance; a stale RowVersion answers 409 with the current instance.',
    pathParams: instanceParams,
    body: ref('EntityInstancePatchRequest'),
    envelope: 'EntityInstanceMutationResult',
    data: ref('EntityInstanceMutationResult'),
    statuses: WRITE,
  },
  {
    ...runtime,
    method: 'post',
    path: `${instances}/{instanceId}/restore`,
    operationId: 'EntityInstances_Restore',
    summary: 'Restores an archived instance and its child-table rows.',
    pathParams: instanceParams,
    body: ref('EntityInstanceRestoreRequest'),
    envelope: 'EntityInstanceMutationResult',
    data: ref('EntityInstanceMutationResult'),
    statuses: WRITE,
  },
  {
    ...runtime,
    method: 'delete',
    path: `${instances}/{instanceId}`,
    operationId: 'EntityInstances_Delete',
    summary: 'Deletes an archived instance permanently; the result carries RowVersion null.',
    pathParams: instanceParams,
    query: [
      queryParam('rowVersion', uuid(), 'Expected row version; when given and stale the delete answers 409 with the current instance.'),
    ],
    envelope: 'EntityInstanceMutationResult',
    data: ref('EntityInstanceMutationResult'),
    statuses: WRITE,
  },
  {
    ...runtime,
    method: 'get',
    path: `${instances}/{instanceId}/changes`,
    operationId: 'EntityInstances_ListChanges',
    summary: 'Lists the changes history (audit trail) of an instance, newest first.',
    description:
      'Written by the record path when the definition has AuditTrailEnabled: creation, field changes with their values ' +
      'before and after (mutation effects named as the cause), archive, restore and responsibility replacements. ' +
      '403 when the audit trail is off or no permission grants ReadChangesHistory; 404 for a record the caller may not read.',
    pathParams: instanceParams,
    query: [
      queryParam('Page', { type: 'integer', format: 'int32', minimum: 1, default: 1 }, 'One-based page number.'),
      queryParam('PageSize', { type: 'integer', format: 'int32', minimum: 1, maximum: 100, default: 25 }),
    ],
    envelope: 'EntityInstanceChangePage',
    data: ref('EntityInstanceChangePage'),
    statuses: READ,
  },
  {
    ...runtime,
    method: 'get',
    path: '/api/workspace/entity/{entityIdOrKey}/lookup',
    operationId: 'EntityInstances_Lookup',
    summary: 'Active instances for a picker: Number and DisplayName matching Search.',
    pathParams: entityParam,
    query: [
      queryParam('Search', str(), 'Free-text search over Number and the text-like fields.'),
      queryParam('Limit', { type: 'integer', format: 'int32', minimum: 1, maximum: 100, default: 20 }),
    ],
    envelope: 'EntityInstanceLookupItemArray',
    data: arr(ref('EntityInstanceLookupItem')),
    statuses: READ,
  },

  {
    ...yaml,
    method: 'get',
    path: '/api/workspace/admin/entity-definitions/{entityDefinitionId}/yaml',
    operationId: 'EntityYaml_ExportDefinition',
    summary: 'Exports one entity definition as Entity YAML v8 (Data is the YAML text).',
    pathParams: { entityDefinitionId: 'Id or Name of the entity definition.' },
    envelope: 'String',
    data: str(),
    statuses: [200, 401, 403, 404],
  },
  {
    ...yaml,
    method: 'get',
    path: '/api/workspace/admin/entity-definitions/yaml',
    operationId: 'EntityYaml_ExportAll',
    summary: 'Exports every entity definition as one Entity YAML v8 document (Data is the YAML text).',
    envelope: 'String',
    data: str(),
    statuses: [200, 401, 403],
  },
  {
    ...yaml,
    method: 'post',
    path: '/api/workspace/admin/entity-definitions/yaml/plan',
    operationId: 'EntityYaml_Plan',
    summary: 'Checks an Entity YAML v8 import and answers what it would change, without changing anything.',
    body: ref('EntityYamlPlanRequest'),
    envelope: 'EntityYamlPlan',
    data: ref('EntityYamlPlan'),
    statuses: [200, 400, 401, 403, 409],
  },
  {
    ...yaml,
    method: 'post',
    path: '/api/workspace/admin/entity-definitions/yaml/import',
    operationId: 'EntityYaml_Import',
    summary: 'Imports Entity YAML v8 in one transaction; any error applies nothing.',
    body: ref('EntityYamlImportRequest'),
    envelope: 'EntityDefinitionDetailArray',
    data: arr(ref('EntityDefinitionDetail')),
    statuses: [200, 400, 401, 403, 409],
  },
]
