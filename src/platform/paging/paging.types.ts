/** One page of a server-side paged list, as the contract answers it. */
export interface Page<T> {
  Items: T[]
  Page: number
  PageSize: number
  TotalCount: number
  HasMore: boolean
}

/** What a list screen asks the server for; also part of the list's query key. */
export interface ListParams<TSort extends string = string> {
  page: number
  pageSize: number
  search: string
  sortField: TSort | null
  descending: boolean
}
