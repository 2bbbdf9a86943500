import { apiClient, unwrap } from '@/api'
import type { ListParams, Page, User, UserCreate, UserSortField, UserUpdate } from '../principals.types'
import { PICKER_PAGE_SIZE, toListQuery } from './listQuery'

export function listUsers(params: ListParams<UserSortField>, signal?: AbortSignal): Promise<Page<User>> {
  return unwrap(apiClient.GET('/api/workspace/admin/users', { params: { query: toListQuery(params) }, signal }))
}

export function searchUsers(search: string): Promise<Page<User>> {
  return listUsers({ page: 1, pageSize: PICKER_PAGE_SIZE, search, sortField: 'DisplayName', descending: false })
}

export function getUser(userId: string): Promise<User> {
  return unwrap(apiClient.GET('/api/workspace/admin/users/{userId}', { params: { path: { userId } } }))
}

export function createUser(body: UserCreate): Promise<User> {
  return unwrap(apiClient.POST('/api/workspace/admin/users', { body }))
}

export function updateUser(userId: string, body: UserUpdate): Promise<User> {
  return unwrap(apiClient.PUT('/api/workspace/admin/users/{userId}', { params: { path: { userId } }, body }))
}

export function deleteUser(userId: string, rowVersion?: string): Promise<string> {
  return unwrap(
    apiClient.DELETE('/api/workspace/admin/users/{userId}', {
      params: { path: { userId }, query: rowVersion ? { rowVersion } : {} },
    }),
  )
}
