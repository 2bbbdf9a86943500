import { badRequest } from '../../http/errors'
import type { ListQuery, Page } from './types'

export const maxPageSize = 200
const defaultPageSize = 25

export interface ListPlan {
  page: number
  pageSize: number
  offset: number
  /** `ORDER BY` clause body built only from the allowed column map, never from raw input. */
  orderBy: string
  /** ILIKE pattern, or null when there is no search text. */
  searchPattern: string | null
}

/** Validated paging, sorting and search of a list operation. */
export function planList<F extends string>(
  query: ListQuery<F>,
  sortColumns: Record<F, string>,
  defaultSort: F,
  tieBreaker: string,
): ListPlan {
  const page = query.Page ?? 1
  const pageSize = query.PageSize ?? defaultPageSize
  if (!Number.isInteger(page) || page < 1) throw badRequest('workspace.validation.invalid', 'Page must be 1 or more.', 'Page')
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > maxPageSize) {
    throw badRequest('workspace.validation.invalid', `PageSize must be between 1 and ${maxPageSize}.`, 'PageSize')
  }
  const field = query.SortField ?? defaultSort
  const column = sortColumns[field]
  if (!column) throw badRequest('workspace.validation.invalid', `SortField ${String(field)} is not supported.`, 'SortField')
  const direction = query.SortDirection === 1 ? 'DESC' : 'ASC'
  const search = query.Search?.trim()
  return {
    page,
    pageSize,
    offset: (page - 1) * pageSize,
    orderBy: `${column} ${direction} NULLS LAST, ${tieBreaker} ${direction}`,
    searchPattern: search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
  }
}

export function toPage<T>(items: T[], plan: ListPlan, totalCount: number): Page<T> {
  return {
    Items: items,
    Page: plan.page,
    PageSize: plan.pageSize,
    TotalCount: totalCount,
    HasMore: plan.offset + items.length < totalCount,
  }
}
