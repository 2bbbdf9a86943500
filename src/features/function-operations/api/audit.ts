import { apiClient, unwrap } from '@/api'
import type { ApiPaths } from '@/api'
import type { FunctionAuditAction } from '@/api/enums'
import type { AuditListParams, FunctionAuditEntryPage } from './functionOperations.types'

type AuditPageQuery = NonNullable<ApiPaths['/api/workspace/admin/function-operations/audit-log/page']['get']['parameters']['query']>

export function toAuditPageQuery(params: AuditListParams): AuditPageQuery {
  return {
    Page: params.page,
    PageSize: params.pageSize,
    ...(params.action ? { Action: params.action as FunctionAuditAction } : {}),
    ...(params.targetId ? { TargetId: params.targetId } : {}),
    ...(params.fromUtc ? { FromUtc: params.fromUtc } : {}),
    ...(params.toUtc ? { ToUtc: params.toUtc } : {}),
  }
}

export function listAuditPage(params: AuditListParams, signal?: AbortSignal): Promise<FunctionAuditEntryPage> {
  return unwrap(apiClient.GET('/api/workspace/admin/function-operations/audit-log/page', { params: { query: toAuditPageQuery(params) }, signal }))
}
