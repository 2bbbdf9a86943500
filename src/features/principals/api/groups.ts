import { apiClient, unwrap } from '@/api'
import type {
  GroupSortField,
  ListParams,
  Page,
  ResponsibilityGroup,
  ResponsibilityGroupCreate,
  ResponsibilityGroupUpdate,
} from '../principals.types'
import { PICKER_PAGE_SIZE, toListQuery } from './listQuery'

const BASE = '/api/workspace/admin/responsibility-groups'
const ITEM = '/api/workspace/admin/responsibility-groups/{groupId}'

export function listGroups(params: ListParams<GroupSortField>, signal?: AbortSignal): Promise<Page<ResponsibilityGroup>> {
  return unwrap(apiClient.GET(BASE, { params: { query: toListQuery(params) }, signal }))
}

export function listAllGroups(): Promise<Page<ResponsibilityGroup>> {
  return listGroups({ page: 1, pageSize: PICKER_PAGE_SIZE, search: '', sortField: 'Name', descending: false })
}

export function getGroup(groupId: string): Promise<ResponsibilityGroup> {
  return unwrap(apiClient.GET(ITEM, { params: { path: { groupId } } }))
}

export function createGroup(body: ResponsibilityGroupCreate): Promise<ResponsibilityGroup> {
  return unwrap(apiClient.POST(BASE, { body }))
}

export function updateGroup(groupId: string, body: ResponsibilityGroupUpdate): Promise<ResponsibilityGroup> {
  return unwrap(apiClient.PUT(ITEM, { params: { path: { groupId } }, body }))
}

export function deleteGroup(groupId: string, rowVersion?: string): Promise<string> {
  return unwrap(apiClient.DELETE(ITEM, { params: { path: { groupId }, query: rowVersion ? { rowVersion } : {} } }))
}
