import { describe, expect, it } from 'vitest'
import { diagnosticOffsets, toMarkers, type EditorPosition, type ExpressionDiagnostic, type PositionModel } from './markers'

/** A text model as Monaco counts: UTF-16 offsets, 1-based lines and columns, \n, \r\n and \r end a line. */
function model(text: string): PositionModel {
  const lineStarts = [0]
  for (let index = 0; index < text.length; index++) {
    if (text[index] === '\r' && text[index + 1] === '\n') {
      lineStarts.push(index + 2)
      index++
    } else if (text[index] === '\n' || text[index] === '\r') lineStarts.push(index + 1)
  }
  return {
    getValueLength: () => text.length,
    getPositionAt(offset: number): EditorPosition {
      const clamped = Math.min(Math.max(offset, 0), text.length)
      let line = 0
      while (line + 1 < lineStarts.length && (lineStarts[line + 1] as number) <= clamped) line++
      return { lineNumber: line + 1, column: clamped - (lineStarts[line] as number) + 1 }
    },
    getOffsetAt(position: EditorPosition): number {
      return (lineStarts[position.lineNumber - 1] ?? text.length) + position.column - 1
    },
  }
}

const issue = (metadata: Record<string, string>, extra: Partial<ExpressionDiagnostic> = {}): ExpressionDiagnostic => ({
  Code: 'expression.unknownField',
  Message: 'There is no field with the key “amount_nett”; did you mean “amount_net”?',
  Metadata: metadata,
  ...extra,
})

describe('toMarkers', () => {
  it('places a diagnostic at its offsets (end exclusive) on one line', () => {
    const [marker] = toMarkers([issue({ start: '0', end: '11', line: '1', column: '1', suggestion: 'amount_net' })], model('amount_nett > 0'))
    expect(marker).toMatchObject({
      startLineNumber: 1,
      startColumn: 1,
      endLineNumber: 1,
      endColumn: 12,
      code: 'expression.unknownField',
      severity: 'error',
      suggestion: 'amount_net',
      start: 0,
      end: 11,
    })
  })

  it('finds the line and column of offsets on later lines, whatever ends the lines', () => {
    for (const eol of ['\n', '\r\n', '\r']) {
      const text = `status = 'open'${eol}AND amount_nett > 0`
      const start = text.indexOf('amount_nett')
      const [marker] = toMarkers([issue({ start: String(start), end: String(start + 11) })], model(text))
      expect(marker).toMatchObject({ startLineNumber: 2, startColumn: 5, endLineNumber: 2, endColumn: 16 })
    }
  })

  it('counts offsets in UTF-16 units, as the server and the editor do', () => {
    const text = "'😀' || amount_nett"
    const start = text.indexOf('amount_nett')
    expect(start).toBe(8)
    const [marker] = toMarkers([issue({ start: '8', end: '19' })], model(text))
    expect(marker).toMatchObject({ startColumn: 9, endColumn: 20 })
  })

  it('keeps a marker at the end of the text (an expression that stops too early)', () => {
    const [marker] = toMarkers([issue({ start: '12', end: '12' }, { Code: 'expression.syntax' })], model('amount * (2 '))
    expect(marker).toMatchObject({ startLineNumber: 1, startColumn: 13, endColumn: 13, suggestion: null })
  })

  it('clamps offsets outside the text and never reverses a range', () => {
    const text = 'a + b'
    expect(diagnosticOffsets(issue({ start: '2', end: '99' }), model(text))).toEqual({ start: 2, end: 5 })
    expect(diagnosticOffsets(issue({ start: '-3', end: '1' }), model(text))).toEqual({ start: 0, end: 1 })
    expect(diagnosticOffsets(issue({ start: '4', end: '2' }), model(text))).toEqual({ start: 4, end: 4 })
  })

  it('falls back to line and column without offsets, and to the whole text without either', () => {
    const text = 'a = 1\nAND b'
    expect(diagnosticOffsets(issue({ line: '2', column: '5' }), model(text))).toEqual({ start: 10, end: 10 })
    expect(diagnosticOffsets(issue({}), model(text))).toEqual({ start: 0, end: text.length })
  })

  it('maps the issue severity and treats an empty suggestion as none', () => {
    const markers = toMarkers(
      [issue({ start: '0', end: '1', suggestion: '' }, { Severity: 1 }), issue({ start: '0', end: '1' }, { Severity: 2 })],
      model('a'),
    )
    expect(markers.map((marker) => [marker.severity, marker.suggestion])).toEqual([
      ['warning', null],
      ['info', null],
    ])
  })
})
