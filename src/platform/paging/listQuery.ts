import { SortDirection } from '@/api/enums'
import type { ListParams } from './paging.types'

/** The contract's paged-list query members for a list screen's state. */
export function toListQuery<TSort extends string>(params: ListParams<TSort>) {
  return {
    Page: params.page,
    PageSize: params.pageSize,
    ...(params.search ? { Search: params.search } : {}),
    ...(params.sortField
      ? {
          SortField: params.sortField,
          SortDirection: params.descending ? SortDirection.Descending : SortDirection.Ascending,
        }
      : {}),
  }
}

/** Pickers read one large page; the contract caps PageSize at 200. */
export const PICKER_PAGE_SIZE = 200
