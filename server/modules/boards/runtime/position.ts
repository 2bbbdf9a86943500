import { rankBetween } from './rank'

/** Where an added or moved item goes in its status column (the documented Position rules). */

export interface BoardItemPosition {
  PreviousBoardItemId?: string | null
  NextBoardItemId?: string | null
}

export interface RankedItem {
  id: string
  rankKey: string
}

/**
 * The live items of one status in rank order, without the item being moved. Lookups instead of
 * the whole column: a 2,000-item column answers each with one index probe.
 */
export interface ColumnReader {
  /** The item when it is a live item of this column (not the moving one), else null. */
  find(itemId: string): Promise<RankedItem | null>
  first(): Promise<RankedItem | null>
  last(): Promise<RankedItem | null>
  /** The item right after the given rank key. */
  after(rankKey: string): Promise<RankedItem | null>
}

export const positionInvalidCode = 'serviceBoards.runtime.validation.positionInvalid'

export type PositionOutcome = { ok: true; rankKey: string } | { ok: false; message: string }

const invalid = (message: string): PositionOutcome => ({ ok: false, message })

const notInColumn = (member: string, id: string) =>
  invalid(`${member} "${id}" is not a current item of the target status (stale, removed, on another board, or the moving item itself).`)

/** The rank key the Position asks for, or why it is not a current boundary. */
export async function resolvePosition(column: ColumnReader, position: BoardItemPosition | null | undefined): Promise<PositionOutcome> {
  const previousId = position?.PreviousBoardItemId ?? null
  const nextId = position?.NextBoardItemId ?? null
  if (previousId === null && nextId === null) {
    const last = await column.last()
    return { ok: true, rankKey: rankBetween(last?.rankKey ?? null, null) }
  }
  const previous = previousId === null ? null : await column.find(previousId)
  if (previousId !== null && !previous) return notInColumn('PreviousBoardItemId', previousId)
  const next = nextId === null ? null : await column.find(nextId)
  if (nextId !== null && !next) return notInColumn('NextBoardItemId', nextId)
  if (previous && next) {
    const following = await column.after(previous.rankKey)
    if (following?.id !== next.id) return invalid('PreviousBoardItemId and NextBoardItemId must be adjacent items of the target status.')
    return { ok: true, rankKey: rankBetween(previous.rankKey, next.rankKey) }
  }
  if (previous) {
    const last = await column.last()
    if (last?.id !== previous.id) return invalid('With only PreviousBoardItemId, it must be the current last item of the target status.')
    return { ok: true, rankKey: rankBetween(previous.rankKey, null) }
  }
  const first = await column.first()
  const onlyNext = next as RankedItem
  if (first?.id !== onlyNext.id) return invalid('With only NextBoardItemId, it must be the current first item of the target status.')
  return { ok: true, rankKey: rankBetween(null, onlyNext.rankKey) }
}

/** A column held in memory (tests, and columns already loaded). */
export function memoryColumn(items: readonly RankedItem[], movingItemId: string | null = null): ColumnReader {
  const ordered = items.filter((item) => item.id !== movingItemId).sort((a, b) => (a.rankKey < b.rankKey ? -1 : a.rankKey > b.rankKey ? 1 : 0))
  return {
    find: async (itemId) => ordered.find((item) => item.id === itemId) ?? null,
    first: async () => ordered[0] ?? null,
    last: async () => ordered[ordered.length - 1] ?? null,
    after: async (rankKey) => ordered.find((item) => item.rankKey > rankKey) ?? null,
  }
}
