import { arr, ref, str, uuid } from '../s'
import { queryParam, type OperationSpec } from './spec'

/** Entity security administration and the record subject search (all assumed; the record responsibility operations are in entities.ts). */

const ADMIN = '/api/workspace/admin'
const admin = { document: 'config', contract: 'assumed' } as const
const READ = [200, 401, 403, 404]
const WRITE = [200, 400, 401, 403, 404, 409]
const definitionParam = { entityDefinitionId: 'Id of the entity definition.' }
const rowVersionQuery = queryParam('rowVersion', uuid(), 'Expected row version; when given and stale the call answers 409.')

function itemOperations(tag: string, segment: string, idParam: string, schema: string, label: string, createSummary: string): OperationSpec[] {
  return [
    {
      ...admin,
      tag,
      method: 'post',
      path: `${ADMIN}/entity-definitions/{entityDefinitionId}/${segment}`,
      operationId: `${tag}_Create`,
      summary: createSummary,
      pathParams: definitionParam,
      body: ref(`${schema}CreateRequest`),
      envelope: schema,
      data: ref(schema),
      statuses: WRITE,
    },
    {
      ...admin,
      tag,
      method: 'put',
      path: `${ADMIN}/entity-${segment}/{${idParam}}`,
      operationId: `${tag}_Update`,
      summary: `Updates a ${label}.`,
      pathParams: { [idParam]: `Id of the ${label}.` },
      body: ref(`${schema}UpdateRequest`),
      envelope: schema,
      data: ref(schema),
      statuses: WRITE,
    },
    {
      ...admin,
      tag,
      method: 'delete',
      path: `${ADMIN}/entity-${segment}/{${idParam}}`,
      operationId: `${tag}_Delete`,
      summary: `Deletes a ${label}; Data is the deleted id.`,
      pathParams: { [idParam]: `Id of the ${label}.` },
      query: [rowVersionQuery],
      envelope: 'String',
      data: str(),
      statuses: WRITE,
    },
  ]
}

export const entitySecurityOperations: OperationSpec[] = [
  {
    ...admin,
    tag: 'EntitySecurity',
    method: 'get',
    path: `${ADMIN}/entity-definitions/{entityDefinitionId}/security`,
    operationId: 'EntitySecurity_Get',
    summary: 'Reads the responsibilities and permission assignments of an entity definition.',
    pathParams: definitionParam,
    envelope: 'EntitySecurity',
    data: ref('EntitySecurity'),
    statuses: READ,
  },
  ...itemOperations(
    'EntityResponsibilities',
    'responsibilities',
    'responsibilityId',
    'EntityResponsibility',
    'responsibility',
    'Adds a responsibility (relation key) to the records of a definition.',
  ),
  ...itemOperations(
    'EntityPermissionAssignments',
    'permission-assignments',
    'permissionAssignmentId',
    'EntityPermissionAssignment',
    'permission assignment',
    'Grants record operations to a subject, optionally only where a statement holds.',
  ),
  {
    ...admin,
    tag: 'EntityMutationEffects',
    method: 'get',
    path: `${ADMIN}/entity-definitions/{entityDefinitionId}/mutation-effects`,
    operationId: 'EntityMutationEffects_List',
    summary: 'Lists the mutation effects of a definition, in their order.',
    pathParams: definitionParam,
    envelope: 'EntityMutationEffectArray',
    data: arr(ref('EntityMutationEffect')),
    statuses: READ,
  },
  ...itemOperations(
    'EntityMutationEffects',
    'mutation-effects',
    'mutationEffectId',
    'EntityMutationEffect',
    'mutation effect',
    'Declares an effect of creating, changing or archiving a record (run in the same transaction, in order).',
  ),
  {
    ...admin,
    tag: 'EntitySecurity',
    method: 'post',
    path: `${ADMIN}/entity-definitions/{entityDefinitionId}/security/explain`,
    operationId: 'EntitySecurity_Explain',
    summary: 'Explains, for a user and a record, every operation with the assignments and statements that granted or denied it.',
    pathParams: definitionParam,
    body: ref('EntityAccessExplainRequest'),
    envelope: 'EntityAccessExplanation',
    data: ref('EntityAccessExplanation'),
    statuses: WRITE,
  },
  {
    ...admin,
    tag: 'EntitySecurity',
    method: 'post',
    path: `${ADMIN}/entity-definitions/{entityDefinitionId}/security/preview`,
    operationId: 'EntitySecurity_PreviewList',
    summary: 'The record list as another user sees it: with the stored permission assignments, or with a draft of them before it is saved.',
    pathParams: definitionParam,
    body: ref('EntityAccessPreviewRequest'),
    envelope: 'EntityInstancePage',
    data: ref('EntityInstancePage'),
    statuses: [200, 400, 401, 403, 404],
  },
  {
    document: 'public',
    contract: 'assumed',
    tag: 'EntityInstances',
    method: 'get',
    path: '/api/workspace/entity/{entityIdOrKey}/subjects',
    operationId: 'EntityInstances_SearchSubjects',
    summary: 'Active users and responsibility groups whose name contains the search text: whom a record user may make responsible.',
    pathParams: { entityIdOrKey: 'Entity definition id or normalized key (Name).' },
    query: [
      queryParam('search', str(), 'Part of the display name, user name or e-mail (users), or of the name or key (groups).'),
      queryParam('subjectType', ref('ResponsibilitySubjectType'), 'Only users (0) or only groups (1).'),
    ],
    note: 'The principal lists need Admin or Configurator; record users choose colleagues through this bounded search (at most 20 of each kind).',
    envelope: 'SubjectCandidateArray',
    data: arr(ref('SubjectCandidate')),
    statuses: [200, 401, 404],
  },
]
