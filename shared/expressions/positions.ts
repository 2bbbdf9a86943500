import type { Diagnostic } from './ast'

/** 1-based line and column of a 0-based UTF-16 offset (lines end at \n, \r\n or \r). */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1
  let lineStart = 0
  for (let index = 0; index < Math.min(offset, text.length); index++) {
    const character = text[index]
    if (character === '\n' || (character === '\r' && text[index + 1] !== '\n')) {
      line += 1
      lineStart = index + 1
    }
  }
  return { line, column: offset - lineStart + 1 }
}

/** The API's Issue for a diagnostic: position in Metadata as `start`/`end` offsets and line/column. */
export function toIssue(diagnostic: Diagnostic, text: string) {
  const { line, column } = lineColumn(text, diagnostic.range.start)
  return {
    Code: diagnostic.code,
    Message: diagnostic.message,
    Metadata: {
      start: String(diagnostic.range.start),
      end: String(diagnostic.range.end),
      line: String(line),
      column: String(column),
      ...diagnostic.metadata,
    },
  }
}
