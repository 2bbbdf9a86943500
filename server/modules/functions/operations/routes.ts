import { type OperationHandlers } from '../../../http/operation'
import { listFailureClusters } from './failureClusters'
import { listRunFilterOptions } from './filterOptions'
import { listJobs, listJobsPage } from './jobQueries'
import { getOverview } from './overview'
import { listRuns, listRunsPage } from './runQueries'
import { getRunStats } from './stats'

/** Read operations of the function operations screens: overview, run and job lists, statistics, failure clusters. */

const view = { requiredPermissions: ['functions.operations.view'] }

export const functionOperationsReadHandlers: OperationHandlers = {
  FunctionOperations_GetOverview: { ...view, handle: ({ db }) => getOverview(db) },
  FunctionOperations_ListRuns: { ...view, handle: ({ db, query }) => listRuns(db, query) },
  FunctionOperations_ListRunsPage: { ...view, handle: ({ db, query }) => listRunsPage(db, query) },
  FunctionOperations_ListJobs: { ...view, handle: ({ db, query }) => listJobs(db, query) },
  FunctionOperations_ListJobsPage: { ...view, handle: ({ db, query }) => listJobsPage(db, query) },
  FunctionOperations_GetRunStats: {
    ...view,
    handle: ({ db, query, now }) => getRunStats(db, query, now),
  },
  FunctionOperations_ListRunFilterOptions: {
    ...view,
    handle: ({ db, query }) => listRunFilterOptions(db, query),
  },
  FunctionOperations_ListFailureClusters: {
    ...view,
    handle: ({ db, query, now }) => listFailureClusters(db, query, now),
  },
}
