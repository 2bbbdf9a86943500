import type { AuditListParams, JobListParams, RunListParams } from './functionOperations.types'

/** The one place for this feature's vue-query keys; mutations invalidate by these prefixes. */
export const functionOperationsKeys = {
  all: ['functionOperations'] as const,
  overview: () => ['functionOperations', 'overview'] as const,
  runStats: (fromUtc: string, toUtc: string, bucketMinutes: number) =>
    ['functionOperations', 'runStats', fromUtc, toUtc, bucketMinutes] as const,
  runs: {
    all: ['functionOperations', 'runs'] as const,
    list: (params: RunListParams) => ['functionOperations', 'runs', 'list', params] as const,
    detail: (runId: string) => ['functionOperations', 'runs', 'detail', runId] as const,
  },
  jobs: {
    all: ['functionOperations', 'jobs'] as const,
    list: (params: JobListParams) => ['functionOperations', 'jobs', 'list', params] as const,
    detail: (jobId: string) => ['functionOperations', 'jobs', 'detail', jobId] as const,
    runs: (jobId: string) => ['functionOperations', 'jobs', 'runs', jobId] as const,
  },
  functions: () => ['functionOperations', 'functions'] as const,
  schedules: () => ['functionOperations', 'schedules'] as const,
  triggerBindings: () => ['functionOperations', 'triggerBindings'] as const,
  runFilterOptions: (kind: string, search: string, entityDefinitionId: string | null) =>
    ['functionOperations', 'runFilterOptions', kind, search, entityDefinitionId] as const,
  failureClusters: (fromUtc: string, toUtc: string, functionId: string | null) =>
    ['functionOperations', 'failureClusters', fromUtc, toUtc, functionId] as const,
  retention: () => ['functionOperations', 'retention'] as const,
  secrets: () => ['functionOperations', 'secrets'] as const,
  /** Entity UI actions: every one, or those of one definition; previews of a draft on a record. */
  actions: {
    all: ['functionOperations', 'actions'] as const,
    list: (entityDefinitionId: string | null) => ['functionOperations', 'actions', 'list', entityDefinitionId] as const,
    preview: (request: object) => ['functionOperations', 'actions', 'preview', request] as const,
  },
  publications: () => ['functionOperations', 'publications'] as const,
  httpEndpoints: () => ['functionOperations', 'httpEndpoints'] as const,
  audit: (params: AuditListParams) => ['functionOperations', 'audit', params] as const,
  retentionPreview: (mode: number, days: number | null) => ['functionOperations', 'retention', 'preview', mode, days] as const,
}
