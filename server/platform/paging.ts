import { badRequest } from '../http/errors'

/** Paging of list operations: one page shape, one way to read Page and PageSize, one way to answer. */

export interface Page<T> {
  Items: T[]
  Page: number
  PageSize: number
  TotalCount: number
  HasMore: boolean
}

export interface ListQuery<F extends string> {
  Page?: number
  PageSize?: number
  Search?: string
  SortField?: F
  /** 0 Ascending, 1 Descending. */
  SortDirection?: number
}

export interface Paging {
  page: number
  pageSize: number
  offset: number
}

export const maxPageSize = 200
const defaultPageSize = 25

/** Page and PageSize as given (the contract's schema bounds them), 1 and 25 when left out. */
export function paging(query: { Page?: number; PageSize?: number }, pageSizeWhenUnset = defaultPageSize): Paging {
  const page = query.Page ?? 1
  const pageSize = query.PageSize ?? pageSizeWhenUnset
  return { page, pageSize, offset: (page - 1) * pageSize }
}

export interface PagingRules {
  /** The page size when the caller gives none (default 25). */
  pageSizeWhenUnset?: number
  /** The members a refusal names (default Page and PageSize). */
  members?: { page: string; pageSize: string }
}

/** Paging checked here too: a page below 1 or a page size outside 1..200 is a 400 naming the member. */
export function checkedPaging(query: { Page?: number; PageSize?: number }, rules: PagingRules = {}): Paging {
  const members = rules.members ?? { page: 'Page', pageSize: 'PageSize' }
  const page = query.Page ?? 1
  const pageSize = query.PageSize ?? rules.pageSizeWhenUnset ?? defaultPageSize
  if (!Number.isInteger(page) || page < 1) throw badRequest('workspace.validation.invalid', `${members.page} must be 1 or more.`, members.page)
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > maxPageSize) {
    throw badRequest('workspace.validation.invalid', `${members.pageSize} must be between 1 and ${maxPageSize}.`, members.pageSize)
  }
  return { page, pageSize, offset: (page - 1) * pageSize }
}

/** The answer of a list: the page's items, where the page is, and whether more follow. */
export function toPage<T>(items: T[], at: Paging, totalCount: number): Page<T> {
  return { Items: items, Page: at.page, PageSize: at.pageSize, TotalCount: totalCount, HasMore: at.offset + items.length < totalCount }
}

export interface ListPlan extends Paging {
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
  const at = checkedPaging(query)
  const field = query.SortField ?? defaultSort
  const column = sortColumns[field]
  if (!column) throw badRequest('workspace.validation.invalid', `SortField ${String(field)} is not supported.`, 'SortField')
  const direction = query.SortDirection === 1 ? 'DESC' : 'ASC'
  const search = query.Search?.trim()
  return {
    ...at,
    orderBy: `${column} ${direction} NULLS LAST, ${tieBreaker} ${direction}`,
    searchPattern: search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
  }
}
