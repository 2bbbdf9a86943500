import { ApiError, apiClient, unwrap, InstanceArchiveState, SortDirection } from '@/api'
import type { EntityRecord, FieldValues, LookupItem, RecordChangePage, RecordListParams, RecordPage } from './records.types'

// The runtime API addresses an entity by id or Name; the data tab always passes the definition id.
// The contract types Fields as a free JSON map; these functions give them the runtime value shapes.

export interface MutationResult {
  InstanceId: string
  RowVersion: string | null
  Instance: EntityRecord | null
}

export function listRecords(entityId: string, params: RecordListParams, signal?: AbortSignal): Promise<RecordPage> {
  return unwrap(
    apiClient.GET('/api/workspace/entity/{entityIdOrKey}/instances', {
      params: {
        path: { entityIdOrKey: entityId },
        query: {
          Page: params.page,
          PageSize: params.pageSize,
          ArchiveState: InstanceArchiveState[params.archiveState],
          ...(params.search ? { Search: params.search } : {}),
          ...(params.sortField
            ? { SortField: params.sortField, SortDirection: params.descending ? SortDirection.Descending : SortDirection.Ascending }
            : {}),
        },
      },
      signal,
    }),
  ) as Promise<RecordPage>
}

export function listRecordChanges(entityId: string, instanceId: string, page: number, pageSize: number, signal?: AbortSignal): Promise<RecordChangePage> {
  return unwrap(
    apiClient.GET('/api/workspace/entity/{entityIdOrKey}/instances/{instanceId}/changes', {
      params: { path: { entityIdOrKey: entityId, instanceId }, query: { Page: page, PageSize: pageSize } },
      signal,
    }),
  )
}

export function getRecord(entityId: string, instanceId: string): Promise<EntityRecord> {
  return unwrap(
    apiClient.GET('/api/workspace/entity/{entityIdOrKey}/instances/{instanceId}', {
      params: { path: { entityIdOrKey: entityId, instanceId } },
    }),
  ) as Promise<EntityRecord>
}

export function createRecord(entityId: string, fields: FieldValues): Promise<MutationResult> {
  return unwrap(
    apiClient.POST('/api/workspace/entity/{entityIdOrKey}/instances', {
      params: { path: { entityIdOrKey: entityId } },
      body: { Fields: fields },
    }),
  ) as Promise<MutationResult>
}

/**
 * A stale write answers 409 with the mutation result in Data; the conflict dialog compares
 * against the record itself, so the error is passed on carrying the current record.
 */
function withCurrentRecord(error: unknown): never {
  if (error instanceof ApiError && error.isConflict && error.data && typeof error.data === 'object' && 'Instance' in error.data) {
    throw new ApiError({
      kind: error.kind,
      status: error.status,
      issues: error.issues,
      problem: error.problem,
      data: (error.data as MutationResult).Instance,
      message: error.message,
    })
  }
  throw error
}

export function patchRecord(entityId: string, instanceId: string, rowVersion: string, fields: FieldValues): Promise<MutationResult> {
  return (unwrap(
    apiClient.PATCH('/api/workspace/entity/{entityIdOrKey}/instances/{instanceId}', {
      params: { path: { entityIdOrKey: entityId, instanceId } },
      body: { RowVersion: rowVersion, Fields: fields },
    }),
  ) as Promise<MutationResult>).catch(withCurrentRecord)
}

export function archiveRecord(entityId: string, instanceId: string, rowVersion: string): Promise<MutationResult> {
  return unwrap(
    apiClient.DELETE('/api/workspace/entity/{entityIdOrKey}/instances/{instanceId}/archive', {
      params: { path: { entityIdOrKey: entityId, instanceId } },
      body: { RowVersion: rowVersion },
    }),
  ) as Promise<MutationResult>
}

export function restoreRecord(entityId: string, instanceId: string, rowVersion: string): Promise<MutationResult> {
  return unwrap(
    apiClient.POST('/api/workspace/entity/{entityIdOrKey}/instances/{instanceId}/restore', {
      params: { path: { entityIdOrKey: entityId, instanceId } },
      body: { RowVersion: rowVersion },
    }),
  ) as Promise<MutationResult>
}

export function deleteRecord(entityId: string, instanceId: string, rowVersion: string): Promise<MutationResult> {
  return unwrap(
    apiClient.DELETE('/api/workspace/entity/{entityIdOrKey}/instances/{instanceId}', {
      params: { path: { entityIdOrKey: entityId, instanceId }, query: { rowVersion } },
    }),
  ) as Promise<MutationResult>
}

export function lookupRecords(entityId: string, search: string, limit = 20): Promise<LookupItem[]> {
  return unwrap(
    apiClient.GET('/api/workspace/entity/{entityIdOrKey}/lookup', {
      params: { path: { entityIdOrKey: entityId }, query: { Limit: limit, ...(search ? { Search: search } : {}) } },
    }),
  )
}
