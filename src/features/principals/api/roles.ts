import { apiClient, unwrap } from '@/api'
import type { ListParams, Page, PermissionDefinition, Role, RoleCreate, RoleSortField, RoleUpdate } from '../principals.types'
import { PICKER_PAGE_SIZE, toListQuery } from './listQuery'

export function listRoles(params: ListParams<RoleSortField>, signal?: AbortSignal): Promise<Page<Role>> {
  return unwrap(apiClient.GET('/api/workspace/admin/roles', { params: { query: toListQuery(params) }, signal }))
}

export function listAllRoles(): Promise<Page<Role>> {
  return listRoles({ page: 1, pageSize: PICKER_PAGE_SIZE, search: '', sortField: 'Name', descending: false })
}

export function getRole(roleId: string): Promise<Role> {
  return unwrap(apiClient.GET('/api/workspace/admin/roles/{roleId}', { params: { path: { roleId } } }))
}

export function createRole(body: RoleCreate): Promise<Role> {
  return unwrap(apiClient.POST('/api/workspace/admin/roles', { body }))
}

export function updateRole(roleId: string, body: RoleUpdate): Promise<Role> {
  return unwrap(apiClient.PUT('/api/workspace/admin/roles/{roleId}', { params: { path: { roleId } }, body }))
}

export function deleteRole(roleId: string, rowVersion?: string): Promise<string> {
  return unwrap(
    apiClient.DELETE('/api/workspace/admin/roles/{roleId}', {
      params: { path: { roleId }, query: rowVersion ? { rowVersion } : {} },
    }),
  )
}

/** The documented way to change a role's permissions; answers the resulting keys. */
export function setRolePermissions(roleId: string, permissionKeys: string[]): Promise<string[]> {
  return unwrap(
    apiClient.PUT('/api/workspace/roles/{roleId}/permissions', {
      params: { path: { roleId } },
      body: { PermissionKeys: permissionKeys },
    }),
  )
}

export function listPermissions(): Promise<PermissionDefinition[]> {
  return unwrap(apiClient.GET('/api/workspace/admin/permissions'))
}
