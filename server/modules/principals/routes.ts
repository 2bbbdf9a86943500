import { administratorRoles, defineOperation, type OperationHandlers } from '../../http/operation'
import { createGroup, deleteGroup, getGroup, listGroups, updateGroup } from './groups.service'
import type { GroupSortField } from './groups.repo'
import { managePrincipalsPermission } from './grants'
import { permissionCatalog } from './permissions'
import { createRole, deleteRole, getRole, listRoles, setRolePermissions, updateRole } from './roles.service'
import type { RoleSortField } from './roles.repo'
import type {
  ResponsibilityGroupCreate, ResponsibilityGroupUpdate, RoleCreate, RoleUpdate, UserCreate, UserUpdate,
} from './types'
import type { ListQuery } from '../../platform/paging'
import type { UserSortField } from './users.repo'
import { createUser, deleteUser, getUser, listUsers, updateUser } from './users.service'

/** Reading principals (also the subject pickers of boards and entitlements): Admin or Configurator. */
const admin = { requiredRoles: administratorRoles }
/** Changing them also needs principals.manage; the services then refuse granting what the caller does not hold. */
const manage = { requiredRoles: administratorRoles, requiredPermissions: [managePrincipalsPermission] }
type DeleteQuery = { rowVersion?: string }

export const principalOperations: OperationHandlers = {
  Users_List: defineOperation<undefined, ListQuery<UserSortField> & { UserType?: number }>({
    ...admin,
    handle: ({ db, auth, query }) => listUsers(db, auth, query),
  }),
  Users_Create: defineOperation<UserCreate>({
    ...manage,
    handle: ({ db, auth, body, now }) => createUser(db, auth, body, now),
  }),
  Users_Get: defineOperation<undefined, object, { userId: string }>({
    ...admin,
    handle: ({ db, auth, params }) => getUser(db, auth, params.userId),
  }),
  Users_Update: defineOperation<UserUpdate, object, { userId: string }>({
    ...manage,
    handle: ({ db, auth, params, body, now }) => updateUser(db, auth, params.userId, body, now),
  }),
  Users_Delete: defineOperation<undefined, DeleteQuery, { userId: string }>({
    ...manage,
    handle: ({ db, auth, params, query }) => deleteUser(db, auth, params.userId, query.rowVersion),
  }),

  Roles_List: defineOperation<undefined, ListQuery<RoleSortField>>({
    ...admin,
    handle: ({ db, auth, query }) => listRoles(db, auth, query),
  }),
  Roles_Create: defineOperation<RoleCreate>({
    ...manage,
    handle: ({ db, auth, body, now }) => createRole(db, auth, body, now),
  }),
  Roles_Get: defineOperation<undefined, object, { roleId: string }>({
    ...admin,
    handle: ({ db, auth, params }) => getRole(db, auth, params.roleId),
  }),
  Roles_Update: defineOperation<RoleUpdate, object, { roleId: string }>({
    ...manage,
    handle: ({ db, auth, params, body, now }) => updateRole(db, auth, params.roleId, body, now),
  }),
  Roles_Delete: defineOperation<undefined, DeleteQuery, { roleId: string }>({
    ...manage,
    handle: ({ db, auth, params, query }) => deleteRole(db, auth, params.roleId, query.rowVersion),
  }),
  // Changing what a role may do is reserved to Admin.
  Roles_SetPermissions: defineOperation<{ PermissionKeys: string[] }, object, { roleId: string }>({
    requiredRoles: ['Admin'],
    requiredPermissions: [managePrincipalsPermission],
    handle: ({ db, auth, params, body, now }) => setRolePermissions(db, auth, params.roleId, body.PermissionKeys, now),
  }),

  ResponsibilityGroups_List: defineOperation<undefined, ListQuery<GroupSortField>>({
    ...admin,
    handle: ({ db, auth, query }) => listGroups(db, auth, query),
  }),
  ResponsibilityGroups_Create: defineOperation<ResponsibilityGroupCreate>({
    ...manage,
    handle: ({ db, auth, body, now }) => createGroup(db, auth, body, now),
  }),
  ResponsibilityGroups_Get: defineOperation<undefined, object, { groupId: string }>({
    ...admin,
    handle: ({ db, auth, params }) => getGroup(db, auth, params.groupId),
  }),
  ResponsibilityGroups_Update: defineOperation<ResponsibilityGroupUpdate, object, { groupId: string }>({
    ...manage,
    handle: ({ db, auth, params, body, now }) => updateGroup(db, auth, params.groupId, body, now),
  }),
  ResponsibilityGroups_Delete: defineOperation<undefined, DeleteQuery, { groupId: string }>({
    ...manage,
    handle: ({ db, auth, params, query }) => deleteGroup(db, auth, params.groupId, query.rowVersion),
  }),

  Permissions_List: defineOperation({
    ...admin,
    handle: async () => permissionCatalog,
  }),
}
