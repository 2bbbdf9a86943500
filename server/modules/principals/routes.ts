import { administratorRoles, defineOperation, type OperationHandlers } from '../../http/operation'
import { createGroup, deleteGroup, getGroup, listGroups, updateGroup } from './groups.service'
import type { GroupSortField } from './groups.repo'
import { permissionCatalog } from './permissions'
import { createRole, deleteRole, getRole, listRoles, setRolePermissions, updateRole } from './roles.service'
import type { RoleSortField } from './roles.repo'
import type {
  ListQuery, ResponsibilityGroupCreate, ResponsibilityGroupUpdate, RoleCreate, RoleUpdate, UserCreate, UserUpdate,
} from './types'
import type { UserSortField } from './users.repo'
import { createUser, deleteUser, getUser, listUsers, updateUser } from './users.service'

const admin = { requiredRoles: administratorRoles }
type DeleteQuery = { rowVersion?: string }

export const principalOperations: OperationHandlers = {
  Users_List: defineOperation<undefined, ListQuery<UserSortField> & { UserType?: number }>({
    ...admin,
    handle: ({ db, query }) => listUsers(db, query),
  }),
  Users_Create: defineOperation<UserCreate>({
    ...admin,
    handle: ({ db, auth, body, now }) => createUser(db, auth, body, now),
  }),
  Users_Get: defineOperation<undefined, object, { userId: string }>({
    ...admin,
    handle: ({ db, params }) => getUser(db, params.userId),
  }),
  Users_Update: defineOperation<UserUpdate, object, { userId: string }>({
    ...admin,
    handle: ({ db, auth, params, body, now }) => updateUser(db, auth, params.userId, body, now),
  }),
  Users_Delete: defineOperation<undefined, DeleteQuery, { userId: string }>({
    ...admin,
    handle: ({ db, auth, params, query }) => deleteUser(db, auth, params.userId, query.rowVersion),
  }),

  Roles_List: defineOperation<undefined, ListQuery<RoleSortField>>({
    ...admin,
    handle: ({ db, query }) => listRoles(db, query),
  }),
  Roles_Create: defineOperation<RoleCreate>({
    ...admin,
    handle: ({ db, body, now }) => createRole(db, body, now),
  }),
  Roles_Get: defineOperation<undefined, object, { roleId: string }>({
    ...admin,
    handle: ({ db, params }) => getRole(db, params.roleId),
  }),
  Roles_Update: defineOperation<RoleUpdate, object, { roleId: string }>({
    ...admin,
    handle: ({ db, auth, params, body, now }) => updateRole(db, auth, params.roleId, body, now),
  }),
  Roles_Delete: defineOperation<undefined, DeleteQuery, { roleId: string }>({
    ...admin,
    handle: ({ db, params, query }) => deleteRole(db, params.roleId, query.rowVersion),
  }),
  // Changing what a role may do is reserved to Admin.
  Roles_SetPermissions: defineOperation<{ PermissionKeys: string[] }, object, { roleId: string }>({
    requiredRoles: ['Admin'],
    handle: ({ db, params, body, now }) => setRolePermissions(db, params.roleId, body.PermissionKeys, now),
  }),

  ResponsibilityGroups_List: defineOperation<undefined, ListQuery<GroupSortField>>({
    ...admin,
    handle: ({ db, query }) => listGroups(db, query),
  }),
  ResponsibilityGroups_Create: defineOperation<ResponsibilityGroupCreate>({
    ...admin,
    handle: ({ db, body, now }) => createGroup(db, body, now),
  }),
  ResponsibilityGroups_Get: defineOperation<undefined, object, { groupId: string }>({
    ...admin,
    handle: ({ db, params }) => getGroup(db, params.groupId),
  }),
  ResponsibilityGroups_Update: defineOperation<ResponsibilityGroupUpdate, object, { groupId: string }>({
    ...admin,
    handle: ({ db, params, body, now }) => updateGroup(db, params.groupId, body, now),
  }),
  ResponsibilityGroups_Delete: defineOperation<undefined, DeleteQuery, { groupId: string }>({
    ...admin,
    handle: ({ db, params, query }) => deleteGroup(db, params.groupId, query.rowVersion),
  }),

  Permissions_List: defineOperation({
    ...admin,
    handle: async () => permissionCatalog,
  }),
}
