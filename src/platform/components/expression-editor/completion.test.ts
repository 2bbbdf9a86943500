import { describe, expect, it } from 'vitest'
import { FieldType } from '@/api'
import {
  escapeMarkdown,
  fieldCompletions,
  findFunction,
  functionCompletions,
  keywordCompletions,
  optionCompletions,
  writeKey,
  writePath,
  type ExpressionField,
  type ExpressionFunctionInfo,
} from './completion'
import { baseKeywords } from './language'

const fields: ExpressionField[] = [
  { key: 'amount_net', displayName: 'Net amount', fieldType: FieldType.Money, typeLabel: 'Money' },
  { key: 'status', displayName: 'Status', fieldType: FieldType.Select, typeLabel: 'Selection' },
  { key: 'due', displayName: 'Due *date*', fieldType: FieldType.Date, typeLabel: 'Date' },
  { key: 'end', displayName: 'End', fieldType: FieldType.DateTime, typeLabel: 'Date and time' },
  { key: 'lines', displayName: 'Lines', fieldType: FieldType.Table, typeLabel: 'Table' },
]

const functions: ExpressionFunctionInfo[] = [
  { Name: 'ROUND', Signature: 'ROUND(number, places)', Summary: 'Rounds half away from zero.', MinArguments: 1, MaxArguments: 2 },
  { Name: 'TODAY', Signature: 'TODAY()', Summary: 'Today in the workspace time zone.', MinArguments: 0, MaxArguments: 0 },
]

describe('completion items', () => {
  it('offer each field by its key, with display name and type, an icon per type', () => {
    const items = fieldCompletions(fields, baseKeywords)
    expect(items.map((item) => [item.label, item.detail, item.kind])).toEqual([
      ['amount_net', 'Net amount · Money', 'Unit'],
      ['status', 'Status · Selection', 'Enum'],
      ['due', 'Due *date* · Date', 'Event'],
      ['end', 'End · Date and time', 'Event'],
      ['lines', 'Lines · Table', 'Struct'],
    ])
    expect(items[0]).toMatchObject({ insertText: 'amount_net', snippet: false })
  })

  it('never give a field the kind Text, which the editor hides (suggest.showWords is off)', () => {
    const every = Object.values(FieldType).filter((type) => type !== FieldType.Address)
    const items = fieldCompletions(every.map((type) => ({ key: `f${type}`, displayName: `F${type}`, fieldType: type, typeLabel: '' })), baseKeywords)
    expect(items).toHaveLength(every.length)
    expect(items.filter((item) => item.kind === 'Text')).toEqual([])
  })

  it('leave address fields out: the server refuses them in every expression', () => {
    const withAddress = [...fields, { key: 'billing', displayName: 'Billing address', fieldType: FieldType.Address, typeLabel: 'Address' }]
    expect(fieldCompletions(withAddress, baseKeywords).map((item) => item.label)).not.toContain('billing')
  })

  it('write a key that is a keyword in double quotes', () => {
    const end = fieldCompletions(fields, baseKeywords).find((item) => item.label === 'end')
    expect(end?.insertText).toBe('"end"')
    expect(writeKey('order_total', baseKeywords)).toBe('order_total')
    expect(writeKey('Null', baseKeywords)).toBe('"Null"')
  })

  it('show display names as text in the documentation', () => {
    const due = fieldCompletions(fields, baseKeywords).find((item) => item.label === 'due')
    expect(due?.documentation).toBe('**Due \\*date\\*** · Date\n\n`due`')
    expect(escapeMarkdown('a_b [c]')).toBe('a\\_b \\[c\\]')
  })

  it('name the whole path of a field reached through one', () => {
    const [country] = fieldCompletions([{ key: 'country', displayName: 'Country', fieldType: FieldType.Text, typeLabel: 'Text' }], baseKeywords, ['customer'])
    expect(country).toMatchObject({ label: 'country', insertText: 'country', detail: 'Country · Text', kind: 'Field', sortText: '0_country' })
    expect(country?.documentation).toBe('**Country** · Text\n\n`customer.country`')
    expect(writePath(['lines', 'end'], baseKeywords)).toBe('lines."end"')
  })

  it('offer functions with their signature and summary, inserting the call', () => {
    const [round, today] = functionCompletions(functions)
    expect(round).toMatchObject({
      label: 'ROUND',
      kind: 'Function',
      detail: 'ROUND(number, places)',
      insertText: 'ROUND($0)',
      snippet: true,
      triggerSignatureHelp: true,
    })
    expect(round?.documentation).toContain('Rounds half away from zero.')
    expect(today).toMatchObject({ insertText: 'TODAY()', snippet: false, triggerSignatureHelp: false })
  })

  it('sort fields before functions before keywords', () => {
    const items = [...keywordCompletions(['AND']), ...functionCompletions(functions), ...fieldCompletions(fields, baseKeywords)]
    const sorted = [...items].sort((a, b) => a.sortText.localeCompare(b.sortText)).map((item) => item.kind)
    expect(sorted.indexOf('Function')).toBeGreaterThan(sorted.lastIndexOf('Struct'))
    expect(sorted.at(-1)).toBe('Keyword')
  })

  it('find functions by any case', () => {
    expect(findFunction(functions, 'round')?.Name).toBe('ROUND')
  })
})

describe('optionCompletions', () => {
  const status: ExpressionField = {
    key: 'status',
    displayName: 'Status',
    fieldType: FieldType.Select,
    typeLabel: 'Choice',
    options: [{ key: 'draft', label: 'Draft' }, { key: "won't", label: 'Won’t fix' }],
  }

  it('offers the keys in the field’s order, with their labels, quoted when no quote is open', () => {
    const outside = optionCompletions(status, null)
    expect(outside.map((item) => [item.label, item.detail, item.insertText])).toEqual([
      ['draft', 'Draft', "'draft'"],
      ["won't", 'Won’t fix', "'won''t'"],
    ])
    expect(outside.map((item) => item.sortText)).toEqual([...outside.map((item) => item.sortText)].sort())
    expect(optionCompletions(status, 'dr').map((item) => item.insertText)).toEqual(['draft', "won''t"])
  })

  it('offers nothing for a field without options', () => {
    expect(optionCompletions({ ...status, options: undefined }, '')).toEqual([])
  })
})
