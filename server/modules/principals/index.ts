/** The principals module as other modules and the server see it: everything else in this folder is its own. */
export { principalsModule } from './module'
export { avatarFor, initialsOf, type Avatar } from './avatar'
export { insertGroup, replaceMembers } from './groups.repo'
export { dummyPasswordHash, hashPassword, verifyPassword } from './passwords'
export { isKnownPermission, normalizePermissionKey, permissionCatalog, systemRolePermissions } from './permissions'
export { insertRole, replaceRolePermissions } from './roles.repo'
export { UserType } from './types'
export { findUserRow, findUserRowByLogin, insertUser, replaceUserRoles, type UserRow } from './users.repo'
export { displayNameOf } from './users.service'
export {
  findRoleByNameOrId,
  groupName,
  roleName,
  searchActiveUsers,
  searchGroups,
  securityFacts,
  subjectExists,
  userDisplayName,
  userFacts,
  type GroupMatch,
  type RoleRef,
  type SecurityFacts,
  type UserFacts,
  type UserMatch,
} from './subjects.repo'
