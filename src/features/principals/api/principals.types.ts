import type { Schemas } from '@/api'

export type User = Schemas['User']
export type UserCreate = Schemas['UserCreate']
export type UserUpdate = Schemas['UserUpdate']
export type Role = Schemas['Role']
export type RoleCreate = Schemas['RoleCreate']
export type RoleUpdate = Schemas['RoleUpdate']
export type ResponsibilityGroup = Schemas['ResponsibilityGroup']
export type ResponsibilityGroupCreate = Schemas['ResponsibilityGroupCreate']
export type ResponsibilityGroupUpdate = Schemas['ResponsibilityGroupUpdate']
export type PermissionDefinition = Schemas['PermissionDefinition']

export type UserSortField = 'UserName' | 'DisplayName' | 'Email' | 'UserType' | 'CreatedAt' | 'ModifiedAt'
export type RoleSortField = 'Name' | 'UserCount' | 'CreatedAt' | 'ModifiedAt'
export type GroupSortField = 'Key' | 'Name' | 'MemberCount' | 'CreatedAt' | 'ModifiedAt'
