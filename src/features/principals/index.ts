/** What other features may use of users, roles and responsibility groups: the pickers' options. */
export { useGroupOptions } from './composables/useGroups'
export { useRoleOptions } from './composables/useRoles'
export { useUserOptions } from './composables/useUsers'
