import type { ConfigSchemas } from '../../http/contractOperations'
export { UserType } from '../../../shared/enums'

export type ExtendedData = ConfigSchemas['ExtendedData']

/** What the caller may do with a user or a group (server-computed, so the app offers exactly that). */
export type UpdateDeleteActions = ConfigSchemas['PrincipalAllowedActions']

/** Also whether the caller may grant the role and set its permissions. */
export type RoleActions = ConfigSchemas['RoleAllowedActions']

export type User = ConfigSchemas['User']

/** A user as stored, before the caller's AllowedActions are added. */
export type UserRecord = Omit<User, 'AllowedActions'>

export type UserCreate = ConfigSchemas['UserCreate']

export type UserUpdate = ConfigSchemas['UserUpdate']

export type Role = ConfigSchemas['Role']

/** A role as stored, before the caller's AllowedActions are added. */
export type RoleRecord = Omit<Role, 'AllowedActions'>

export type RoleCreate = ConfigSchemas['RoleCreate']

export type RoleUpdate = ConfigSchemas['RoleUpdate']

export type ResponsibilityGroup = ConfigSchemas['ResponsibilityGroup']

/** A group as stored, before the caller's AllowedActions are added. */
export type GroupRecord = Omit<ResponsibilityGroup, 'AllowedActions'>

export type ResponsibilityGroupCreate = ConfigSchemas['ResponsibilityGroupCreate']

export type ResponsibilityGroupUpdate = ConfigSchemas['ResponsibilityGroupUpdate']
