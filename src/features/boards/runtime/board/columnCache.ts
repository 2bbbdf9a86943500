import type { BoardItem, BoardItemPage, BoardRuntimeModel } from '../runtime.types'

/** A column's infinite-query data: its loaded pages in rank order. */
export interface ColumnData {
  pages: BoardItemPage[]
  pageParams: unknown[]
}

/** The loaded cards of a column in rank order. */
export function columnItems(data: ColumnData | undefined): BoardItem[] {
  return data?.pages.flatMap((page) => page.Items) ?? []
}

/** The column without the item (the pages keep their place; TotalCount follows). */
export function withoutItem(data: ColumnData, itemId: string): ColumnData {
  return {
    ...data,
    pages: data.pages.map((page) => {
      const Items = page.Items.filter((item) => item.Id !== itemId)
      return Items.length === page.Items.length ? page : { ...page, Items, TotalCount: page.TotalCount - 1 }
    }),
  }
}

/** The column with `item` at `index` of its loaded cards (`index` past the end appends to the last page). */
export function withItemAt(data: ColumnData, item: BoardItem, index: number): ColumnData {
  let remaining = Math.max(0, index)
  let placed = false
  const pages = data.pages.map((page, pageIndex) => {
    const isLast = pageIndex === data.pages.length - 1
    if (placed || (remaining > page.Items.length && !isLast)) {
      if (!placed) remaining -= page.Items.length
      return { ...page, TotalCount: page.TotalCount + 1 }
    }
    placed = true
    const at = Math.min(remaining, page.Items.length)
    return { ...page, Items: [...page.Items.slice(0, at), item, ...page.Items.slice(at)], TotalCount: page.TotalCount + 1 }
  })
  return { ...data, pages }
}

/** The header counts after an item left one status for another. */
export function withCountsMoved(model: BoardRuntimeModel, fromStatusId: string, toStatusId: string, wasOpen: boolean, isOpen: boolean): BoardRuntimeModel {
  if (fromStatusId === toStatusId) return model
  return {
    ...model,
    Statuses: model.Statuses.map((status) => {
      if (status.Id === fromStatusId) {
        return { ...status, ItemCount: status.ItemCount - 1, OpenItemCount: status.OpenItemCount - (wasOpen ? 1 : 0) }
      }
      if (status.Id === toStatusId) {
        return { ...status, ItemCount: status.ItemCount + 1, OpenItemCount: status.OpenItemCount + (isOpen ? 1 : 0) }
      }
      return status
    }),
  }
}
