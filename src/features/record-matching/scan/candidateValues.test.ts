import { describe, expect, it } from 'vitest'
import { candidateRows, comparedFields, valueText } from './candidateValues'

describe('candidate values side by side', () => {
  it('takes the compared fields the server names, in its order', () => {
    const profile = { ComparedFields: [{ FieldKey: 'account', FieldLabel: 'Account' }, { FieldKey: 'name', FieldLabel: 'Name' }] }
    expect(comparedFields(profile)).toEqual([{ key: 'account', label: 'Account' }, { key: 'name', label: 'Name' }])
    expect(comparedFields(null)).toEqual([])
  })

  it('names referenced records by their label, and tells two of the same name apart', () => {
    const labels = { 'acc-1': { DisplayName: 'North GmbH', Number: 'A-1' }, 'acc-2': { DisplayName: 'North GmbH', Number: 'A-2' }, 'acc-3': { DisplayName: '', Number: '', IsRestricted: true } }
    const rows = candidateRows([{ key: 'account', label: 'Account' }], [
      { Fields: { account: 'acc-1' }, ReferenceLabels: labels },
      { Fields: { account: 'acc-2' }, ReferenceLabels: labels },
      { Fields: { account: 'acc-3' }, ReferenceLabels: labels },
    ], 'Restricted')
    expect(rows[0]).toMatchObject({ values: ['North GmbH', 'North GmbH', 'Restricted'], differs: true })
  })

  it('marks a field whose values differ, not one that differs only in case or spaces', () => {
    const rows = candidateRows([{ key: 'name', label: 'Name' }, { key: 'city', label: 'City' }], [
      { Fields: { name: 'Müller GmbH', city: 'Berlin ' } },
      { Fields: { name: 'Mueller GmbH', city: 'berlin' } },
    ])
    expect(rows).toEqual([
      { key: 'name', label: 'Name', values: ['Müller GmbH', 'Mueller GmbH'], differs: true },
      { key: 'city', label: 'City', values: ['Berlin ', 'berlin'], differs: false },
    ])
  })

  it('shows blanks, numbers, amounts and a record not loaded yet', () => {
    expect(valueText(null)).toBe('')
    expect(valueText(12.5)).toBe('12.5')
    expect(valueText({ Amount: 10, CurrencyCode: 'EUR' })).toBe('10 EUR')
    expect(candidateRows([{ key: 'name', label: 'Name' }], [{ Fields: { name: 'A' } }, null])[0]).toMatchObject({ values: ['A', ''], differs: true })
  })
})
