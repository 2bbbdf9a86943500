import { describe, expect, it } from 'vitest'
import { activeParameter, parameterRanges, pathAt, pathBefore, scanBefore, valueSlotBefore } from './scan'

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

describe('pathBefore', () => {
  it('gives the keys before the dot the word being typed follows', () => {
    expect(pathBefore('customer.')).toEqual({ afterDot: true, path: ['customer'] })
    expect(pathBefore('customer.co')).toEqual({ afterDot: true, path: ['customer'] })
    expect(pathBefore('customer.account.na')).toEqual({ afterDot: true, path: ['customer', 'account'] })
    expect(pathBefore('SUM(lines.')).toEqual({ afterDot: true, path: ['lines'] })
    expect(pathBefore("status = 'x' AND SUM(lines.qty) > 0 AND customer . ")).toEqual({ afterDot: true, path: ['customer'] })
    expect(scanBefore('ROUND(SUM(lines.q')).toMatchObject({ afterDot: true, path: ['lines'], call: { name: 'SUM', argument: 0 } })
  })

  it('reads quoted keys, also one being typed after the dot', () => {
    expect(pathBefore('"end".')).toEqual({ afterDot: true, path: ['end'] })
    expect(pathBefore('"a ""b""".x')).toEqual({ afterDot: true, path: ['a "b"'] })
    expect(pathBefore('customer."na')).toEqual({ afterDot: true, path: ['customer'] })
    expect(scanBefore('customer."na')).toMatchObject({ inQuotedKey: true, afterDot: true, path: ['customer'] })
  })

  it('is no path without a dot, in text or comments, or when a dot follows no key', () => {
    expect(pathBefore('customer')).toEqual({ afterDot: false, path: null })
    expect(pathBefore('customer.country ')).toEqual({ afterDot: false, path: null })
    expect(pathBefore("name = 'customer.")).toEqual({ afterDot: false, path: null })
    expect(pathBefore('a > 1 -- customer.')).toEqual({ afterDot: false, path: null })
    expect(pathBefore('amount > 1.')).toEqual({ afterDot: true, path: null })
    expect(pathBefore('ROUND(x).')).toEqual({ afterDot: true, path: null })
    expect(pathBefore('amount > 1.5 AND cu')).toEqual({ afterDot: false, path: null })
  })
})

describe('pathAt', () => {
  const text = 'SUM(lines.qty) > 0 AND customer.account."first name" = \'a.b\' -- x.y'

  it('gives the path up to the key at an offset, with that key\'s offsets', () => {
    expect(pathAt(text, text.indexOf('qty') + 1)).toEqual({ path: ['lines', 'qty'], quoted: false, start: 10, end: 13 })
    expect(pathAt(text, text.indexOf('lines'))).toMatchObject({ path: ['lines'] })
    expect(pathAt(text, text.indexOf('account') + 6)).toMatchObject({ path: ['customer', 'account'] })
    const quoted = text.indexOf('"first')
    expect(pathAt(text, quoted + 7)).toEqual({ path: ['customer', 'account', 'first name'], quoted: true, start: quoted, end: quoted + 12 })
    expect(pathAt(text, 0)).toMatchObject({ path: ['SUM'] })
  })

  it('is nothing on operators, numbers, text and comments', () => {
    expect(pathAt(text, text.indexOf('>'))).toBeNull()
    expect(pathAt(text, text.indexOf('0'))).toBeNull()
    expect(pathAt(text, text.indexOf('a.b') + 2)).toBeNull()
    expect(pathAt(text, text.indexOf('x.y') + 2)).toBeNull()
    expect(pathAt('ROUND(x).y', 9)).toBeNull()
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

describe('valueSlotBefore', () => {
  it.each([
    ["status = '", { path: ['status'], typed: '' }],
    ["status = 'wo", { path: ['status'], typed: 'wo' }],
    ['status = ', { path: ['status'], typed: null }],
    ["customer.tier <> 'g", { path: ['customer', 'tier'], typed: 'g' }],
    ["status IN ('open', '", { path: ['status'], typed: '' }],
    ["status not in ('open', ", { path: ['status'], typed: null }],
    ["x > 1 AND \"Status\" IN (", { path: ['Status'], typed: null }],
  ])('%s → %o', (text, expected) => {
    expect(valueSlotBefore(text)).toEqual(expected)
  })

  it.each(["status = 'won' AND ", "status > '", "LOWER(status) = '", "UPPER('", "status IN (name, '", "-- status = '", 'status = "'])('none in %s', (text) => {
    expect(valueSlotBefore(text)).toBeNull()
  })
})
