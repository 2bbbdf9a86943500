/** The one place for the boards feature's vue-query keys; mutations invalidate by these prefixes. */
export const boardsKeys = {
  all: ['boards'] as const,
  module: ['boards', 'module'] as const,
  admin: {
    all: ['boards', 'admin'] as const,
    list: ['boards', 'admin', 'list'] as const,
    board: (boardId: string) => ['boards', 'admin', 'board', boardId] as const,
  },
  runtime: {
    all: ['boards', 'runtime'] as const,
    list: ['boards', 'runtime', 'list'] as const,
    /** Everything of one board: its model, columns, items, flow metrics. */
    board: (boardIdOrKey: string) => ['boards', 'runtime', 'board', boardIdOrKey] as const,
    model: (boardIdOrKey: string) => [...boardsKeys.runtime.board(boardIdOrKey), 'model'] as const,
    /** Every view of one column (any filters): invalidate and update by this prefix. */
    column: (boardIdOrKey: string, statusId: string) => [...boardsKeys.runtime.board(boardIdOrKey), 'column', statusId] as const,
    /** One column as the board's filters narrow it (`filterKey` '' when unfiltered). */
    columnView: (boardIdOrKey: string, statusId: string, filterKey: string) => [...boardsKeys.runtime.column(boardIdOrKey, statusId), filterKey] as const,
    assignees: (boardIdOrKey: string) => [...boardsKeys.runtime.board(boardIdOrKey), 'assignees'] as const,
    item: (boardIdOrKey: string, itemId: string) => [...boardsKeys.runtime.board(boardIdOrKey), 'item', itemId] as const,
    moveOptions: (boardIdOrKey: string, itemId: string) => [...boardsKeys.runtime.item(boardIdOrKey, itemId), 'move-options'] as const,
    links: (boardIdOrKey: string, itemId: string) => [...boardsKeys.runtime.item(boardIdOrKey, itemId), 'links'] as const,
    audit: (boardIdOrKey: string, itemId: string) => [...boardsKeys.runtime.item(boardIdOrKey, itemId), 'audit'] as const,
    comments: (boardIdOrKey: string, itemId: string) => [...boardsKeys.runtime.item(boardIdOrKey, itemId), 'comments'] as const,
    search: (boardIdOrKey: string, search: string) => [...boardsKeys.runtime.board(boardIdOrKey), 'search', search] as const,
    subjects: (boardIdOrKey: string, search: string) => [...boardsKeys.runtime.board(boardIdOrKey), 'subjects', search] as const,
    statusHistory: (boardIdOrKey: string, statusId: string) => [...boardsKeys.runtime.board(boardIdOrKey), 'status-history', statusId] as const,
    flow: (boardIdOrKey: string, days: number) => [...boardsKeys.runtime.board(boardIdOrKey), 'flow', days] as const,
  },
}
