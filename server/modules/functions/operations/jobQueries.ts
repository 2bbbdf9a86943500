import type { Db } from '../../../db'
import type { FunctionJob } from '../types'
import { paging } from '../../../platform/paging'
import { countJobs, findJobsPage, jobOrder, newestJobsFirst, type JobFilters } from './jobLists.repo'
import { parseSearch, sortDirection, timeRange } from './listQuery'
import type { RunFilterQuery } from './runFilters'

/** The job list (bounded, newest first) and the job page (filtered, sorted, paged). */

export { jobsByIds } from './jobLists.repo'

export const jobListLimit = 200

export interface JobListQuery extends Omit<RunFilterQuery, 'Status' | 'ActionTargetScope'> {
  Status?: number
  RetryingOnly?: boolean
}

export interface JobPageQuery extends JobListQuery {
  SortField?: number
  SortDirection?: number
  Page?: number
  PageSize?: number
}

/** A type alias, not an interface: the contract describes it as an open object. */
export type FunctionJobPage = {
  Items: FunctionJob[]
  TotalCount: number
  Page: number
  PageSize: number
}

/** The filters after validation (FromUtc after ToUtc is a 400). */
function parseJobFilters(query: JobListQuery): JobFilters {
  return { query, range: timeRange(query), search: parseSearch(query.Search) }
}

export async function listJobs(db: Db, query: JobListQuery): Promise<FunctionJob[]> {
  return findJobsPage(db, parseJobFilters(query), newestJobsFirst, jobListLimit, 0)
}

export async function listJobsPage(db: Db, query: JobPageQuery): Promise<FunctionJobPage> {
  const filters = parseJobFilters(query)
  const { page, pageSize, offset } = paging(query)
  const [items, total] = await Promise.all([
    findJobsPage(db, filters, jobOrder(query.SortField ?? 0, sortDirection(query)), pageSize, offset),
    countJobs(db, filters),
  ])
  return { Items: items, TotalCount: total, Page: page, PageSize: pageSize }
}
