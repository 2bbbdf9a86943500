import { describe, expect, it } from 'vitest'
import { reactive } from 'vue'
import { cellPath, errorsAfterRowsEdit, errorsAt, errorsForField, movePaths, rowsEdit, tableLevelErrors } from './fieldModel'
import type { TableRowValue } from './records.types'

const row = (fields: Record<string, unknown>, Id?: string): TableRowValue => ({ ...(Id ? { Id } : {}), Fields: fields }) as TableRowValue

describe('server paths into table rows', () => {
  it('names a cell as the server does and finds the messages about it (case-insensitively, and below it)', () => {
    expect(cellPath('lines', 2, 'qty')).toBe('Fields.lines[2].Fields.qty')
    const errors = {
      'Fields.Lines[2].Fields.QTY': ['Too many.'],
      'Fields.lines[2].Fields.qty.Amount': ['No amount.'],
      'Fields.lines[2].Fields.qtyx': ['Other field.'],
      'Fields.lines[12].Fields.qty': ['Other row.'],
    }
    expect(errorsAt(errors, cellPath('lines', 2, 'qty'))).toEqual(['Too many.', 'No amount.'])
    // The Table field's input still sees every message of its rows.
    expect(errorsForField(errors, 'lines')).toHaveLength(4)
  })

  it('tells where each row went when rows are added, removed, moved or a cell is edited', () => {
    const a = row({ qty: 1 }, 'row-a')
    const b = row({ qty: 2 })
    const c = row({ qty: 3 })
    expect(rowsEdit([a, b], [a, b, row({ qty: null })])).toEqual({ moves: new Map([[0, 0], [1, 1]]), changed: [] })
    expect(rowsEdit([a, b, c], [a, c])).toEqual({ moves: new Map([[0, 0], [2, 1]]), changed: [] })
    expect(rowsEdit([a, b, c], [b, a, c]).moves).toEqual(new Map([[0, 1], [1, 0], [2, 2]]))
    const edited = { ...b, Fields: { ...b.Fields, qty: 20, note: 'x' } }
    expect(rowsEdit([a, b, c], [a, edited, c])).toEqual({
      moves: new Map([[0, 0], [1, 1], [2, 2]]),
      changed: [{ index: 1, key: 'qty' }, { index: 1, key: 'note' }],
    })
    // The form hands the rows over as reactive proxies: a row is the same row through them.
    const state = reactive({ rows: [a, b] })
    expect(rowsEdit(state.rows, [b, a]).moves).toEqual(new Map([[0, 1], [1, 0]]))
  })

  it('moves what is known of a cell with its row and forgets it with a removed row', () => {
    const paths = new Set([cellPath('lines', 0, 'qty'), cellPath('lines', 2, 'note'), 'Fields.other[0].Fields.qty'])
    const edit = { moves: new Map([[0, 1], [1, 0]]), changed: [] }
    expect(movePaths(paths, 'lines', edit)).toEqual(new Set([cellPath('lines', 1, 'qty'), 'Fields.other[0].Fields.qty']))
  })

  it("keeps the server's messages on their rows after an edit, and drops those the edit answered", () => {
    const errors = {
      'Fields.lines': ['Needs rows.'],
      'Fields.lines[0].Fields.reason': ['Reason is required.'],
      'Fields.lines[1].Fields.reason': ['Reason is required.'],
      'Fields.lines[1].Fields.qty': ['Too many.'],
      'Fields.lines[2].Id': ['Unknown row.'],
      'Fields.title': ['Title is taken.'],
    }
    // Row 1 moved up: its messages go with it; the table's own message was about the value before.
    expect(errorsAfterRowsEdit(errors, 'lines', { moves: new Map([[0, 1], [1, 0], [2, 2]]), changed: [] })).toEqual({
      'Fields.lines[1].Fields.reason': ['Reason is required.'],
      'Fields.lines[0].Fields.reason': ['Reason is required.'],
      'Fields.lines[0].Fields.qty': ['Too many.'],
      'Fields.lines[2].Id': ['Unknown row.'],
      'Fields.title': ['Title is taken.'],
    })
    // A cell edited in row 1 answers its own message only; removing row 2 drops its message.
    expect(errorsAfterRowsEdit(errors, 'lines', { moves: new Map([[0, 0], [1, 1]]), changed: [{ index: 1, key: 'reason' }] })).toEqual({
      'Fields.lines[0].Fields.reason': ['Reason is required.'],
      'Fields.lines[1].Fields.qty': ['Too many.'],
      'Fields.title': ['Title is taken.'],
    })
  })

  it('leaves under the table only what no cell shows', () => {
    const errors = {
      'Fields.lines': ['Needs rows.'],
      'Fields.lines[0].Fields.reason': ['Reason is required.'],
      'Fields.lines[0].Id': ['Unknown row.'],
      'Fields.lines[0].Fields.gone': ['No such column.'],
      'Fields.lines[3].Fields.reason': ['No such row.'],
      'Fields.title': ['Title is taken.'],
    }
    expect(tableLevelErrors(errors, 'lines', 2, ['qty', 'reason'])).toEqual(['Needs rows.', 'Unknown row.', 'No such column.', 'No such row.'])
  })
})
