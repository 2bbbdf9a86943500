import { apiClient, unwrap } from '@/api'
import type {
  FunctionDefinition,
  FunctionFailureCluster,
  FunctionOperationsOverview,
  FunctionRunFilterOption,
  FunctionRunStats,
  FunctionSchedule,
  FunctionScheduleCreate, FunctionScheduleUpdate,
  FunctionTriggerBinding,
} from './functionOperations.types'

const ROOT = '/api/workspace/admin/function-operations'

export function getOverview(signal?: AbortSignal): Promise<FunctionOperationsOverview> {
  return unwrap(apiClient.GET(`${ROOT}/overview`, { signal }))
}

export function getRunStats(fromUtc: string, toUtc: string, bucketMinutes: number, signal?: AbortSignal): Promise<FunctionRunStats> {
  return unwrap(
    apiClient.GET(`${ROOT}/run-stats`, { params: { query: { FromUtc: fromUtc, ToUtc: toUtc, BucketMinutes: bucketMinutes } }, signal }),
  )
}

export function listFunctions(signal?: AbortSignal): Promise<FunctionDefinition[]> {
  return unwrap(apiClient.GET(`${ROOT}/functions`, { signal }))
}

export function listSchedules(signal?: AbortSignal): Promise<FunctionSchedule[]> {
  return unwrap(apiClient.GET(`${ROOT}/schedules`, { signal }))
}

export function updateSchedule(scheduleId: string, body: FunctionScheduleUpdate): Promise<FunctionSchedule> {
  return unwrap(apiClient.PUT(`${ROOT}/schedules/{scheduleId}`, { params: { path: { scheduleId } }, body }))
}

export function createSchedule(body: FunctionScheduleCreate): Promise<FunctionSchedule> {
  return unwrap(apiClient.POST(`${ROOT}/schedules`, { body }))
}

export function deleteSchedule(schedule: Pick<FunctionSchedule, 'Id' | 'RowVersion'>): Promise<string> {
  return unwrap(apiClient.DELETE(`${ROOT}/schedules/{scheduleId}`, { params: { path: { scheduleId: schedule.Id }, query: { rowVersion: schedule.RowVersion } } }))
}

export function listTriggerBindings(signal?: AbortSignal): Promise<FunctionTriggerBinding[]> {
  return unwrap(apiClient.GET(`${ROOT}/trigger-bindings`, { signal }))
}

export function listFailureClusters(
  range: { fromUtc: string; toUtc: string; functionId: string | null },
  signal?: AbortSignal,
): Promise<FunctionFailureCluster[]> {
  const query = { FromUtc: range.fromUtc, ToUtc: range.toUtc, ...(range.functionId ? { FunctionId: range.functionId } : {}) }
  return unwrap(apiClient.GET(`${ROOT}/failure-clusters`, { params: { query }, signal }))
}

export type RunFilterOptionKind = 'Actor' | 'OriginalUser' | 'EntityDefinition' | 'SurfaceAction' | 'EntityInstance' | 'Publication' | 'HttpEndpoint'

/** Values a run filter can take, by name (only those some run carries). */
export function listRunFilterOptions(
  input: { kind: RunFilterOptionKind; search: string; entityDefinitionId: string | null },
  signal?: AbortSignal,
): Promise<FunctionRunFilterOption[]> {
  const query = {
    Kind: input.kind,
    ...(input.search ? { Search: input.search } : {}),
    ...(input.entityDefinitionId ? { EntityDefinitionId: input.entityDefinitionId } : {}),
  }
  return unwrap(apiClient.GET(`${ROOT}/run-filter-options`, { params: { query }, signal }))
}
