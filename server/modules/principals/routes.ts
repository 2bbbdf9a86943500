import { administratorRoles, type OperationHandlers } from '../../http/operation'
import { createGroup, deleteGroup, getGroup, listGroups, updateGroup } from './groups.service'
import { managePrincipalsPermission } from './grants'
import { permissionCatalog } from './permissions'
import { createRole, deleteRole, getRole, listRoles, setRolePermissions, updateRole } from './roles.service'
import { createUser, deleteUser, getUser, listUsers, updateUser } from './users.service'

/** Reading principals (also the subject pickers of boards and entitlements): Admin or Configurator. */
const admin = { requiredRoles: administratorRoles }
/** Changing them also needs principals.manage; the services then refuse granting what the caller does not hold. */
const manage = { requiredRoles: administratorRoles, requiredPermissions: [managePrincipalsPermission] }

export const principalOperations: OperationHandlers = {
  Users_List: {
    ...admin,
    handle: ({ db, auth, query }) => listUsers(db, auth, query),
  },
  Users_Create: {
    ...manage,
    handle: ({ db, auth, body, now }) => createUser(db, auth, body, now),
  },
  Users_Get: {
    ...admin,
    handle: ({ db, auth, params }) => getUser(db, auth, params.userId),
  },
  Users_Update: {
    ...manage,
    handle: ({ db, auth, params, body, now }) => updateUser(db, auth, params.userId, body, now),
  },
  Users_Delete: {
    ...manage,
    handle: ({ db, auth, params, query }) => deleteUser(db, auth, params.userId, query.rowVersion),
  },

  Roles_List: {
    ...admin,
    handle: ({ db, auth, query }) => listRoles(db, auth, query),
  },
  Roles_Create: {
    ...manage,
    handle: ({ db, auth, body, now }) => createRole(db, auth, body, now),
  },
  Roles_Get: {
    ...admin,
    handle: ({ db, auth, params }) => getRole(db, auth, params.roleId),
  },
  Roles_Update: {
    ...manage,
    handle: ({ db, auth, params, body, now }) => updateRole(db, auth, params.roleId, body, now),
  },
  Roles_Delete: {
    ...manage,
    handle: ({ db, auth, params, query }) => deleteRole(db, auth, params.roleId, query.rowVersion),
  },
  // Changing what a role may do is reserved to Admin.
  Roles_SetPermissions: {
    requiredRoles: ['Admin'],
    requiredPermissions: [managePrincipalsPermission],
    handle: ({ db, auth, params, body, now }) => setRolePermissions(db, auth, params.roleId, body.PermissionKeys, now),
  },

  ResponsibilityGroups_List: {
    ...admin,
    handle: ({ db, auth, query }) => listGroups(db, auth, query),
  },
  ResponsibilityGroups_Create: {
    ...manage,
    handle: ({ db, auth, body, now }) => createGroup(db, auth, body, now),
  },
  ResponsibilityGroups_Get: {
    ...admin,
    handle: ({ db, auth, params }) => getGroup(db, auth, params.groupId),
  },
  ResponsibilityGroups_Update: {
    ...manage,
    handle: ({ db, auth, params, body, now }) => updateGroup(db, auth, params.groupId, body, now),
  },
  ResponsibilityGroups_Delete: {
    ...manage,
    handle: ({ db, auth, params, query }) => deleteGroup(db, auth, params.groupId, query.rowVersion),
  },

  Permissions_List: {
    ...admin,
    // A copy: the catalog itself stays read-only.
    handle: async () => [...permissionCatalog],
  },
}
