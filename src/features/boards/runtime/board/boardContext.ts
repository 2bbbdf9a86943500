import { inject, provide, type InjectionKey } from 'vue'
import type { BoardItem, BoardItemCard } from '../runtime.types'
import type { BoardFiltersState } from '../filters/useBoardFilters'
import type { BoardDrag } from './useBoardDrag'
import type { MoveTarget } from './useItemMove'

/** What the columns and cards of one board share, provided once by the board view (cards stay props-light). */
export interface BoardContext {
  boardIdOrKey: () => string
  drag: BoardDrag
  /** The search and filters in the URL that narrow every column. */
  filters: BoardFiltersState
  move: (item: BoardItem, target: MoveTarget) => Promise<boolean>
  /** Alt+ArrowUp/Down: one place up or down within the column. */
  reorder: (item: BoardItem, delta: -1 | 1) => void
  openItem: (itemId: string) => void
  /** The keyboard Move… menu at the card's element. */
  openMenu: (item: BoardItem, element: HTMLElement) => void
  announce: (text: string) => void
  /** The card's due date for people, empty when it has none. */
  dueText: (card: BoardItemCard) => string
  /** A board's name by id (refusals name the board a link must be on). */
  boardName: (boardId: string) => string | null
}

const boardContextKey: InjectionKey<BoardContext> = Symbol('boardContext')

export function provideBoardContext(context: BoardContext): void {
  provide(boardContextKey, context)
}

/** The board's context where there is one (the item drawer also opens without its board, in tests). */
export function useBoardContextIfAny(): BoardContext | null {
  return inject(boardContextKey, null)
}

export function useBoardContext(): BoardContext {
  const context = inject(boardContextKey)
  if (!context) throw new Error('useBoardContext() needs the board view above it')
  return context
}
