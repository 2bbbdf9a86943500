import { describe, expect, it } from 'vitest'
import { activeParameter, parameterRanges, scanBefore } from './scan'

describe('scanBefore', () => {
  it('knows text, comments and quoted keys, with doubled quotes staying inside', () => {
    expect(scanBefore("name = 'it''s ")).toMatchObject({ inText: true })
    expect(scanBefore("name = 'it''s' AND ")).toMatchObject({ inText: false })
    expect(scanBefore('a > 1 -- large ')).toMatchObject({ inComment: true })
    expect(scanBefore('a > 1 -- large\nAND ')).toMatchObject({ inComment: false })
    expect(scanBefore('"en')).toMatchObject({ inQuotedKey: true })
  })

  it('finds the enclosing call and the argument the cursor is in', () => {
    expect(scanBefore('ROUND(')?.call).toEqual({ name: 'ROUND', argument: 0 })
    expect(scanBefore('ROUND(amount * COALESCE(a, ')?.call).toEqual({ name: 'COALESCE', argument: 1 })
    expect(scanBefore('ROUND(COALESCE(a, b), ')?.call).toEqual({ name: 'ROUND', argument: 1 })
    expect(scanBefore("LEFT(name, ',', ")?.call).toEqual({ name: 'LEFT', argument: 2 })
    expect(scanBefore('round (x')?.call).toEqual({ name: 'round', argument: 0 })
  })

  it('does not take a list after IN, or plain parentheses, for a call', () => {
    expect(scanBefore("status IN ('open', ")?.call).toBeNull()
    expect(scanBefore('(a + ')?.call).toBeNull()
    expect(scanBefore('ROUND(a) + ')?.call).toBeNull()
  })

  it('knows a word that follows a dot', () => {
    expect(scanBefore('customer.co').afterDot).toBe(true)
    expect(scanBefore('customer.').afterDot).toBe(true)
    expect(scanBefore('amount > 1.5 AND cu').afterDot).toBe(false)
    expect(scanBefore("'a.b").afterDot).toBe(false)
  })
})

describe('signature parameters', () => {
  it('are the offsets of each parameter in the signature', () => {
    const signature = 'ROUND(number, places)'
    const ranges = parameterRanges(signature)
    expect(ranges.map(([from, to]) => signature.slice(from, to))).toEqual(['number', 'places'])
    expect(parameterRanges('TODAY()')).toEqual([])
    const variadic = 'COALESCE(a, b, …)'
    expect(parameterRanges(variadic).map(([from, to]) => variadic.slice(from, to))).toEqual(['a', 'b', '…'])
  })

  it('keep the last parameter active for further arguments', () => {
    expect(activeParameter(0, 2)).toBe(0)
    expect(activeParameter(5, 3)).toBe(2)
    expect(activeParameter(1, 0)).toBe(0)
  })
})
