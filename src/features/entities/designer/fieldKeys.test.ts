import { describe, expect, it } from 'vitest'
import { suggestFieldKey, suggestOptionKey } from './fieldKeys'

describe('suggested keys', () => {
  it('writes field keys in snake_case, as the workspace’s own keys are', () => {
    expect(suggestFieldKey('Order date')).toBe('order_date')
    expect(suggestFieldKey('Contract total (EUR)')).toBe('contract_total_eur')
    expect(suggestFieldKey('Größe')).toBe('grosse')
    expect(suggestFieldKey('Crème brûlée')).toBe('creme_brulee')
    expect(suggestFieldKey('unitPrice')).toBe('unit_price')
    expect(suggestFieldKey('2nd address')).toBe('address')
    expect(suggestFieldKey('Budget 2026')).toBe('budget_2026')
    expect(suggestFieldKey('!!!')).toBe('')
    expect(suggestFieldKey('a'.repeat(60))).toHaveLength(48)
  })

  it('derives an option key from its label, unique among the others', () => {
    expect(suggestOptionKey('Very high', [])).toBe('very_high')
    expect(suggestOptionKey('High', ['high'])).toBe('high_2')
    expect(suggestOptionKey('High', ['HIGH', 'high_2'])).toBe('high_3')
    expect(suggestOptionKey('', ['x'])).toBe('')
  })
})
