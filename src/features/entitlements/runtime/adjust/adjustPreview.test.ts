import { describe, expect, it } from 'vitest'
import { previewAdjust } from './adjustPreview'
import { microsToString, parseAmountInput, toMicros } from './amounts'

const text = (micros: bigint | null) => (micros === null ? null : microsToString(micros))

describe('previewAdjust', () => {
  it('adds decimals exactly: 0.1 consumed and 0.2 more is 0.3, not 0.30000000000000004', () => {
    const preview = previewAdjust({ GrantedAmount: 0.3, ConsumedAmountSnapshot: 0.1 }, 'consume', 0.2, true)
    expect(text(preview.next)).toBe('0.3')
    expect(text(preview.delta)).toBe('0.2')
    expect(preview.newConsumedAmount).toBe(0.3)
    // Exactly the granted amount: nothing left, not over.
    expect(text(preview.availableAfter)).toBe('0')
    expect(preview.overBy).toBe(0n)
    expect(preview.problem).toBeNull()
  })

  it('previews a new consumed amount: signed change, balance and availability after', () => {
    const up = previewAdjust({ GrantedAmount: 20, ConsumedAmountSnapshot: 12 }, 'set', 15, true)
    expect([text(up.current), text(up.next), text(up.delta), text(up.availableAfter)]).toEqual(['12', '15', '3', '5'])
    const down = previewAdjust({ GrantedAmount: 20, ConsumedAmountSnapshot: 12 }, 'release', 2.5, true)
    expect([text(down.next), text(down.delta), text(down.availableAfter)]).toEqual(['9.5', '-2.5', '10.5'])
  })

  it('flags going over the granted amount, and says by how much', () => {
    const preview = previewAdjust({ GrantedAmount: 1000, ConsumedAmountSnapshot: 900 }, 'consume', 300, true)
    expect(text(preview.next)).toBe('1200')
    expect(text(preview.overBy)).toBe('200')
    expect(text(preview.availableAfter)).toBe('0')
    expect(preview.problem).toBeNull()
  })

  it('has nothing to be available of an unlimited limit', () => {
    const preview = previewAdjust({ GrantedAmount: null, ConsumedAmountSnapshot: 5 }, 'consume', 1, true)
    expect(preview.availableAfter).toBeNull()
    expect(preview.overBy).toBe(0n)
  })

  it('refuses what the server would refuse: below 0, no change, no number', () => {
    const limit = { GrantedAmount: 20, ConsumedAmountSnapshot: 12 }
    expect(previewAdjust(limit, 'release', 13, true).problem).toBe('negative')
    expect(previewAdjust(limit, 'set', 12, true).problem).toBe('noChange')
    expect(previewAdjust(limit, 'set', 12.0000001, true).problem).toBe('noChange')
    expect(previewAdjust(limit, 'consume', -1, true).problem).toBe('amountInvalid')
    expect(previewAdjust(limit, 'set', null, true).problem).toBe('amountInvalid')
    expect(previewAdjust(limit, 'set', null, false).problem).toBe('empty')
    expect(previewAdjust(limit, 'release', 13, true).newConsumedAmount).toBeNull()
  })
})

describe('amounts', () => {
  it('rounds to millionths half away from zero, as the server does', () => {
    expect(text(toMicros(0.0000005))).toBe('0.000001')
    expect(text(toMicros(-0.0000005))).toBe('-0.000001')
    expect(text(toMicros(1e-7))).toBe('0')
    expect(toMicros(Number.NaN)).toBeNull()
    expect(toMicros(2e12)).toBeNull()
  })

  it('reads typed amounts with a decimal point or comma', () => {
    expect(parseAmountInput('12,5')).toBe(12.5)
    expect(parseAmountInput(' 7.25 ')).toBe(7.25)
    expect(parseAmountInput('1.234,5')).toBeNull()
    expect(parseAmountInput('twelve')).toBeNull()
  })
})
