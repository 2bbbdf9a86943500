import { describe, expect, it } from 'vitest'
import { columnFilterParams, filterKey, formatFieldValues, isFiltered, parseBoardFilters, parseFieldValues } from './boardFilters'

describe('board filters in the URL', () => {
  it('read the filters from the query and leave out what is not one', () => {
    const filters = parseBoardFilters({ field: 'priority:high,channel:email,broken,:x', assignee: 'user:usr-1', tag: 'billing', due: 'someday' }, 'invoice')
    expect(filters).toEqual({
      search: 'invoice',
      fields: [{ fieldKey: 'priority', optionKey: 'high' }, { fieldKey: 'channel', optionKey: 'email' }],
      assignee: 'user:usr-1',
      tag: 'billing',
      due: null,
    })
    expect(parseBoardFilters({ due: 'overdue' }, '').due).toBe('overdue')
  })

  it('write field values back in the same form', () => {
    const values = parseFieldValues('priority:high,priority:low')
    expect(formatFieldValues(values)).toBe('priority:high,priority:low')
    expect(formatFieldValues([])).toBeNull()
  })

  it('give the column listing its parameters and a query key that is empty without filters', () => {
    const none = parseBoardFilters({}, '')
    expect(isFiltered(none)).toBe(false)
    expect(filterKey(none)).toBe('')
    expect(columnFilterParams(none)).toEqual({})
    const some = parseBoardFilters({ field: 'priority:high', due: 'none' }, 'KEY-12')
    expect(isFiltered(some)).toBe(true)
    expect(columnFilterParams(some)).toEqual({ search: 'KEY-12', field: ['priority:high'], due: 'none' })
    expect(filterKey(some)).toBe(filterKey(parseBoardFilters({ due: 'none', field: 'priority:high' }, 'KEY-12')))
  })
})
