/** Where an item goes in a column, as the add and move requests name it (spec "Position rules"). */
export interface ItemPosition {
  PreviousBoardItemId: string | null
  NextBoardItemId: string | null
}

/**
 * The index a card dropped at `pointerY` takes among cards whose vertical midpoints are `midpoints`
 * (ascending, measured once per column entry): the number of cards whose middle lies above the pointer.
 */
export function dropIndex(midpoints: readonly number[], pointerY: number): number {
  let low = 0
  let high = midpoints.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (midpoints[middle]! < pointerY) low = middle + 1
    else high = middle
  }
  return low
}

/**
 * The Position for inserting at `index` among `ids` (the column's loaded items in rank order, the
 * moving item left out). Neighbours are named so that a column changed by someone else meanwhile is
 * refused rather than guessed; past the loaded cards of a column with more, the only honest place is
 * the end of the column, so the item is appended (null).
 */
export function positionAt(ids: readonly string[], index: number, hasMore: boolean): ItemPosition | null {
  if (ids.length === 0) return null
  const at = Math.max(0, Math.min(index, ids.length))
  if (at === ids.length) return hasMore ? null : { PreviousBoardItemId: ids[at - 1]!, NextBoardItemId: null }
  return { PreviousBoardItemId: at === 0 ? null : ids[at - 1]!, NextBoardItemId: ids[at]! }
}

/**
 * Moving one card up (-1) or down (+1) within its column: the index it takes among the other cards,
 * or null when it is already at that end of the loaded cards.
 */
export function reorderIndex(ids: readonly string[], itemId: string, delta: -1 | 1): number | null {
  const current = ids.indexOf(itemId)
  if (current < 0) return null
  const target = current + delta
  if (target < 0 || target >= ids.length) return null
  // Among the others (without the item), the card now at `target` is passed: down lands after it.
  return target
}

/** Moves `item` to `index` of `items` (the list without it), returning a new list. */
export function insertAt<T>(items: readonly T[], index: number, item: T): T[] {
  const at = Math.max(0, Math.min(index, items.length))
  return [...items.slice(0, at), item, ...items.slice(at)]
}
