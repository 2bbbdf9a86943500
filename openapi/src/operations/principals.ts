import type { Parameter } from '../types'
import { arr, ref, str, uuid } from '../s'
import { queryParam, type OperationSpec } from './spec'

/** Authentication, role permissions (documented) and principal administration (assumed). */

const CREATE = [200, 400, 401, 403, 409]
const GET = [200, 401, 403, 404]
const LIST = [200, 401, 403]
const UPDATE = [200, 400, 401, 403, 404, 409]
const DELETE = [200, 400, 401, 403, 404, 409]

const pageQuery = (sortField: string): Parameter[] => [
  queryParam('Page', { type: 'integer', format: 'int32', minimum: 1, default: 1 }, 'One-based page number.'),
  queryParam('PageSize', { type: 'integer', format: 'int32', minimum: 1, maximum: 200, default: 25 }),
  queryParam('Search', str(), 'Free-text search.'),
  queryParam('SortField', ref(sortField)),
  queryParam('SortDirection', ref('SortDirection')),
]

const rowVersionQuery = queryParam(
  'rowVersion',
  uuid(),
  'Expected row version; when given and stale the delete answers 409 with the current state.',
)

interface Resource {
  area: string
  path: string
  idParam: string
  schema: string
  label: string
  sortField: string
  extraQuery?: Parameter[]
}

const resources: Resource[] = [
  {
    area: 'Users',
    path: '/api/workspace/admin/users',
    idParam: 'userId',
    schema: 'User',
    label: 'user',
    sortField: 'UserSortField',
    extraQuery: [queryParam('UserType', ref('UserType'), 'Only users of this kind.')],
  },
  { area: 'Roles', path: '/api/workspace/admin/roles', idParam: 'roleId', schema: 'Role', label: 'role', sortField: 'RoleSortField' },
  {
    area: 'ResponsibilityGroups',
    path: '/api/workspace/admin/responsibility-groups',
    idParam: 'groupId',
    schema: 'ResponsibilityGroup',
    label: 'responsibility group',
    sortField: 'ResponsibilityGroupSortField',
  },
]

function crud(resource: Resource): OperationSpec[] {
  const base = { document: 'config', contract: 'assumed', tag: resource.area } as const
  const itemPath = `${resource.path}/{${resource.idParam}}`
  const pathParams = { [resource.idParam]: `Id of the ${resource.label}.` }
  return [
    {
      ...base,
      method: 'get',
      path: resource.path,
      operationId: `${resource.area}_List`,
      summary: `Lists ${resource.label}s, paged, searched and sorted.`,
      query: [...pageQuery(resource.sortField), ...(resource.extraQuery ?? [])],
      envelope: `${resource.schema}Page`,
      data: ref(`${resource.schema}Page`),
      statuses: LIST,
    },
    {
      ...base,
      method: 'post',
      path: resource.path,
      operationId: `${resource.area}_Create`,
      summary: `Creates a ${resource.label}; accepts a caller-supplied stable id.`,
      body: ref(`${resource.schema}Create`),
      envelope: resource.schema,
      data: ref(resource.schema),
      statuses: CREATE,
    },
    {
      ...base,
      method: 'get',
      path: itemPath,
      operationId: `${resource.area}_Get`,
      summary: `Reads one ${resource.label}.`,
      pathParams,
      envelope: resource.schema,
      data: ref(resource.schema),
      statuses: GET,
    },
    {
      ...base,
      method: 'put',
      path: itemPath,
      operationId: `${resource.area}_Update`,
      summary: `Updates a ${resource.label}; a stale RowVersion answers 409 with the current state as Data.`,
      pathParams,
      body: ref(`${resource.schema}Update`),
      envelope: resource.schema,
      data: ref(resource.schema),
      statuses: UPDATE,
    },
    {
      ...base,
      method: 'delete',
      path: itemPath,
      operationId: `${resource.area}_Delete`,
      summary: `Deletes a ${resource.label}; Data is the deleted id.`,
      pathParams,
      query: [rowVersionQuery],
      envelope: 'String',
      data: str(),
      statuses: DELETE,
    },
  ]
}

export const principalOperations: OperationSpec[] = [
  {
    document: 'config',
    contract: 'documented',
    method: 'post',
    path: '/api/workspace/auth/login',
    operationId: 'Auth_Login',
    tag: 'Auth',
    summary: 'Signs in with a user name or email and a password; Data carries the AccessToken.',
    body: ref('LoginRequest'),
    envelope: 'WorkspaceUserProfile',
    data: ref('WorkspaceUserProfile'),
    statuses: [200, 400],
    anonymous: true,
  },
  {
    document: 'config',
    contract: 'documented',
    method: 'get',
    path: '/api/workspace/auth/me',
    operationId: 'Auth_Me',
    tag: 'Auth',
    summary: 'Reads the profile of the current user.',
    envelope: 'WorkspaceUserProfile',
    data: ref('WorkspaceUserProfile'),
    statuses: [200, 401, 403],
  },
  {
    // Token lifecycle is kept out of the configuration description (spec, "What the service does" item 10).
    document: 'ui',
    contract: 'assumed',
    method: 'post',
    path: '/api/workspace/auth/logout',
    operationId: 'Auth_Logout',
    tag: 'Auth',
    summary: 'Signs out: revokes the access token of this request, which answers 401 from then on.',
    description: 'A service API key is not revoked by signing out (administrators manage keys); Revoked is then false.',
    note: 'The specification shows no sign-out; the admin app revokes its access token on the server when the user signs out.',
    envelope: 'SignOutResult',
    data: ref('SignOutResult'),
    statuses: [200, 401],
  },
  {
    document: 'config',
    contract: 'documented',
    method: 'put',
    path: '/api/workspace/roles/{roleId}/permissions',
    operationId: 'Roles_SetPermissions',
    tag: 'Roles',
    summary: "Replaces a role's permissions; Data is the resulting permission keys.",
    pathParams: { roleId: 'Id of the role.' },
    body: ref('SetRolePermissionsRequest'),
    envelope: 'StringArray',
    data: arr(str()),
    statuses: [200, 400, 403, 404],
  },
  ...resources.flatMap(crud),
  {
    document: 'config',
    contract: 'assumed',
    method: 'get',
    path: '/api/workspace/admin/permissions',
    operationId: 'Permissions_List',
    tag: 'Permissions',
    summary: 'Lists the permission catalog.',
    envelope: 'PermissionDefinitionArray',
    data: arr(ref('PermissionDefinition')),
    statuses: LIST,
  },
]
