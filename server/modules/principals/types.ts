import type { ConfigSchemas } from '../../http/contractOperations'
import type { Avatar } from './avatar'
export { UserType } from '../../../shared/enums'

export type ExtendedData = Record<string, string>

/** What the caller may do with a user or a group (server-computed, so the app offers exactly that). */
export interface UpdateDeleteActions {
  CanUpdate: boolean
  CanDelete: boolean
}

export interface RoleActions extends UpdateDeleteActions {
  /** The caller may assign the role to users or take it away. */
  CanGrant: boolean
  CanSetPermissions: boolean
}

export interface User extends UserRecord {
  AllowedActions: UpdateDeleteActions
}

export interface UserRecord {
  Id: string
  UserName: string
  Email: string | null
  FirstName: string | null
  LastName: string | null
  DisplayName: string
  UserType: number
  IsActive: boolean
  Locale: string | null
  TimeZone: string | null
  RoleIds: string[]
  Roles: string[]
  ResponsibilityGroupIds: string[]
  HasPassword: boolean
  HasApiKey: boolean
  Avatar: Avatar
  ExtendedData: ExtendedData
  CreatedAt: string
  ModifiedAt: string
  RowVersion: string
}

export type UserCreate = ConfigSchemas['UserCreate']

export type UserUpdate = ConfigSchemas['UserUpdate']

export interface Role extends RoleRecord {
  AllowedActions: RoleActions
}

export interface RoleRecord {
  Id: string
  Name: string
  Description: string | null
  IsSystem: boolean
  PermissionKeys: string[]
  UserCount: number
  ExtendedData: ExtendedData
  CreatedAt: string
  ModifiedAt: string
  RowVersion: string
}

export type RoleCreate = ConfigSchemas['RoleCreate']

export type RoleUpdate = ConfigSchemas['RoleUpdate']

export interface ResponsibilityGroup extends GroupRecord {
  AllowedActions: UpdateDeleteActions
}

export interface GroupRecord {
  Id: string
  Key: string
  Name: string
  Description: string | null
  MemberUserIds: string[]
  MemberCount: number
  ExtendedData: ExtendedData
  CreatedAt: string
  ModifiedAt: string
  RowVersion: string
}

export type ResponsibilityGroupCreate = ConfigSchemas['ResponsibilityGroupCreate']

export type ResponsibilityGroupUpdate = ConfigSchemas['ResponsibilityGroupUpdate']
