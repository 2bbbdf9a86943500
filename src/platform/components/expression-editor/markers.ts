/**
 * Diagnostics of the validation endpoint as editor markers. Each diagnostic carries its position in
 * Metadata: `start`/`end` as 0-based UTF-16 offsets (end exclusive, as strings) and 1-based
 * `line`/`column`. Offsets are what the editor's model understands (`getPositionAt`), so they win;
 * line/column only stand in when offsets are missing. Free of Monaco: the model is passed in.
 */
export interface ExpressionDiagnostic {
  Code: string
  Message: string
  Metadata?: Record<string, string>
  /** 0 Error, 1 Warning, 2 Information (IssueSeverity); missing means Error. */
  Severity?: number
}

export interface EditorPosition {
  lineNumber: number
  column: number
}

/** What the conversion needs of a Monaco text model. */
export interface PositionModel {
  getValueLength(): number
  getPositionAt(offset: number): EditorPosition
  getOffsetAt(position: EditorPosition): number
}

export interface MarkerRange {
  startLineNumber: number
  startColumn: number
  endLineNumber: number
  endColumn: number
}

export type MarkerLevel = 'error' | 'warning' | 'info'

export interface ExpressionMarker extends MarkerRange {
  message: string
  code: string
  severity: MarkerLevel
  /** Offsets in the text the marker was made for. */
  start: number
  end: number
  /** Replacement text for start..end (the quick fix), when the server offers one. */
  suggestion: string | null
}

function integer(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null
  const value = Number(text)
  return Number.isInteger(value) ? value : null
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)

/** The diagnostic's offsets in a text of `model`'s length: clamped, never reversed. */
export function diagnosticOffsets(diagnostic: ExpressionDiagnostic, model: PositionModel): { start: number; end: number } {
  const length = model.getValueLength()
  const metadata = diagnostic.Metadata ?? {}
  let start = integer(metadata.start)
  let end = integer(metadata.end)
  if (start === null) {
    const line = integer(metadata.line)
    const column = integer(metadata.column)
    // Without any position the whole expression is meant (e.g. an empty expression).
    start = line !== null && column !== null ? model.getOffsetAt({ lineNumber: line, column }) : 0
    end ??= line !== null && column !== null ? start : length
  }
  start = clamp(start, 0, length)
  end = clamp(end ?? start, start, length)
  return { start, end }
}

const levels: Record<number, MarkerLevel> = { 0: 'error', 1: 'warning', 2: 'info' }

export function toMarkers(diagnostics: readonly ExpressionDiagnostic[], model: PositionModel): ExpressionMarker[] {
  return diagnostics.map((diagnostic) => {
    const { start, end } = diagnosticOffsets(diagnostic, model)
    const from = model.getPositionAt(start)
    const to = model.getPositionAt(end)
    const suggestion = diagnostic.Metadata?.suggestion
    return {
      startLineNumber: from.lineNumber,
      startColumn: from.column,
      endLineNumber: to.lineNumber,
      endColumn: to.column,
      message: diagnostic.Message,
      code: diagnostic.Code,
      severity: levels[diagnostic.Severity ?? 0] ?? 'error',
      start,
      end,
      suggestion: suggestion === undefined || suggestion === '' ? null : suggestion,
    }
  })
}

/** Whether two ranges are the same (a marker handed back by the editor against one we made). */
export function sameRange(a: MarkerRange, b: MarkerRange): boolean {
  return (
    a.startLineNumber === b.startLineNumber &&
    a.startColumn === b.startColumn &&
    a.endLineNumber === b.endLineNumber &&
    a.endColumn === b.endColumn
  )
}
