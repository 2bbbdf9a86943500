import type { Db } from '../../../db'
import type { FunctionRun } from '../types'
import { runFilterLabels, type FilterLabel } from './filterLabels'
import { paging } from '../../../platform/paging'
import { sortDirection } from './listQuery'
import { countRuns, findRunsPage, newestRunsFirst, runOrder } from './runLists.repo'
import { parseRunFilters, type RunFilterQuery } from './runFilters'

/** The run list (bounded, newest first) and the run page (filtered, sorted, paged, with filter labels). */

export const runListLimit = 200

export interface RunPageQuery extends RunFilterQuery {
  SortField?: number
  SortDirection?: number
  Page?: number
  PageSize?: number
}

/** A type alias, not an interface: the contract describes it as an open object. */
export type FunctionRunPage = {
  Items: FunctionRun[]
  TotalCount: number
  Page: number
  PageSize: number
  FilterLabels: FilterLabel[]
}

export async function listRuns(db: Db, query: RunFilterQuery, limit = runListLimit): Promise<FunctionRun[]> {
  return findRunsPage(db, parseRunFilters(query), newestRunsFirst, limit, 0)
}

export async function listRunsPage(db: Db, query: RunPageQuery): Promise<FunctionRunPage> {
  const filters = parseRunFilters(query)
  const { page, pageSize, offset } = paging(query)
  const [items, total, labels] = await Promise.all([
    findRunsPage(db, filters, runOrder(query.SortField ?? 0, sortDirection(query)), pageSize, offset),
    countRuns(db, filters),
    runFilterLabels(db, filters),
  ])
  return { Items: items, TotalCount: total, Page: page, PageSize: pageSize, FilterLabels: labels }
}
