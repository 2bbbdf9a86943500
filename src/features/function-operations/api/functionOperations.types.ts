import type { Schemas } from '@/api'
import type { JobFilters, RunFilters } from '../runs/runFilters'

export type FunctionRun = Schemas['FunctionRun']
export type FunctionJob = Schemas['FunctionJob']
export type FunctionRunPage = Schemas['FunctionRunPage']
export type FunctionJobPage = Schemas['FunctionJobPage']
export type FunctionOperationsOverview = Schemas['FunctionOperationsOverview']
export type FunctionUserReference = Schemas['FunctionUserReference']
export type FunctionDefinition = Schemas['FunctionDefinition']
export type FunctionSchedule = Schemas['FunctionSchedule']
export type FunctionScheduleUpdate = Schemas['FunctionScheduleUpdate']
export type FunctionScheduleCreate = Schemas['FunctionScheduleCreateRequest']
export type FunctionTriggerBinding = Schemas['FunctionTriggerBinding']
export type FunctionRunStats = Schemas['FunctionRunStats']
export type FunctionRunFilterOption = Schemas['FunctionRunFilterOption']
export type FunctionFailureCluster = Schemas['FunctionFailureCluster']
export type FunctionRetentionSettings = Schemas['FunctionRetentionSettings']
export type FunctionRetentionSettingsUpdate = Schemas['FunctionRetentionSettingsUpdate']
export type FunctionRetentionPreview = Schemas['FunctionRetentionPreview']
export type FunctionRetentionPurgeResult = Schemas['FunctionRetentionPurgeResult']

export type RunSortField = 'StartedAt' | 'CompletedAt' | 'DurationMs' | 'FunctionDisplayName' | 'Status'
export type JobSortField = 'CreatedAt' | 'NextAttemptAt' | 'AttemptCount' | 'Status'

/** What the run list asks the server for; also part of its query key. */
export interface RunListParams {
  page: number
  pageSize: number
  search: string
  sortField: RunSortField | null
  descending: boolean
  filters: RunFilters
}

export interface JobListParams {
  page: number
  pageSize: number
  search: string
  sortField: JobSortField | null
  descending: boolean
  status: number | null
  retryingOnly: boolean
  /** The run-list filters a job carries too (function, source, schedule, range, actor). */
  filters: JobFilters
}

export type FunctionAuditEntryPage = Schemas['FunctionAuditEntryPage']
export type FunctionAuditPageEntry = Schemas['FunctionAuditPageEntry']

/** The audit log page's filters and paging, as the URL holds them. */
export interface AuditListParams {
  page: number
  pageSize: number
  action: string | null
  targetId: string | null
  fromUtc: string | null
  toUtc: string | null
}
