/**
 * The lines of one stage's log the page holds: a contiguous window [start, start + lines.length) of
 * the log's TotalLines, read in pages of UiProject_GetBuildLog. Reading on past the kept bound drops
 * lines at the other end, so a log of any size stays light to show.
 */
export interface LogWindow {
  start: number
  lines: string[]
  total: number
  truncated: boolean
}

export interface LogPage {
  Offset: number
  Lines: string[]
  TotalLines: number
  Truncated: boolean
}

export const LOG_PAGE_SIZE = 500
export const LOG_MAX_LINES = 5000

export const emptyLogWindow = (): LogWindow => ({ start: 0, lines: [], total: 0, truncated: false })

export const windowEnd = (window: LogWindow): number => window.start + window.lines.length
export const hasEarlier = (window: LogWindow): boolean => window.start > 0
export const hasLater = (window: LogWindow): boolean => windowEnd(window) < window.total

/** Where the next page starts when reading on. */
export const nextOffset = (window: LogWindow): number => windowEnd(window)

/** Where the page before the window starts. */
export const previousOffset = (window: LogWindow, pageSize = LOG_PAGE_SIZE): number => Math.max(0, window.start - pageSize)

/** The offset of the last page of a log of `total` lines (where following the tail starts). */
export const tailOffset = (total: number, pageSize = LOG_PAGE_SIZE): number => Math.max(0, total - pageSize)

/**
 * Adds a page to the window. A page that touches or overlaps the window joins it (its lines win
 * where both have a line); one that does not replaces the window. Beyond `maxLines` the lines
 * furthest from the new page are dropped.
 */
export function mergeLogPage(window: LogWindow, page: LogPage, maxLines = LOG_MAX_LINES): LogWindow {
  const total = Math.max(page.TotalLines, page.Offset + page.Lines.length)
  const truncated = window.truncated || page.Truncated
  const pageEnd = page.Offset + page.Lines.length
  const touches = window.lines.length > 0 && page.Offset <= windowEnd(window) && pageEnd >= window.start
  if (!touches) return limit({ start: page.Offset, lines: [...page.Lines], total, truncated }, maxLines, 'end')

  const start = Math.min(window.start, page.Offset)
  const end = Math.max(windowEnd(window), pageEnd)
  const lines = new Array<string>(end - start)
  window.lines.forEach((line, index) => (lines[window.start - start + index] = line))
  page.Lines.forEach((line, index) => (lines[page.Offset - start + index] = line))
  // Reading backwards keeps the start; reading on (or following the tail) keeps the end.
  const keep = page.Offset < window.start ? 'start' : 'end'
  return limit({ start, lines, total, truncated }, maxLines, keep)
}

function limit(window: LogWindow, maxLines: number, keep: 'start' | 'end'): LogWindow {
  if (window.lines.length <= maxLines) return window
  if (keep === 'start') return { ...window, lines: window.lines.slice(0, maxLines) }
  const drop = window.lines.length - maxLines
  return { ...window, start: window.start + drop, lines: window.lines.slice(drop) }
}
