import { describe, expect, it } from 'vitest'
import { fromDecimalString, fromDouble, toDecimalString, toDouble } from './amount'

describe('amounts', () => {
  it('rounds doubles to six places, half away from zero', () => {
    expect(toDecimalString(fromDouble(0.1 + 0.2)!)).toBe('0.3')
    expect(toDecimalString(fromDouble(1.0000005)!)).toBe('1.000001')
    expect(toDecimalString(fromDouble(-1.0000005)!)).toBe('-1.000001')
    expect(toDecimalString(fromDouble(2.0000004)!)).toBe('2')
    expect(toDecimalString(fromDouble(1e-7)!)).toBe('0')
    expect(toDecimalString(fromDouble(5e-7)!)).toBe('0.000001')
  })

  it('refuses what is not a finite amount in range', () => {
    expect(fromDouble(Number.NaN)).toBeNull()
    expect(fromDouble(Number.POSITIVE_INFINITY)).toBeNull()
    expect(fromDouble(1e13)).toBeNull()
    expect(fromDouble(1e12)).toBe(1_000_000_000_000_000_000n)
  })

  it('adds exactly where doubles would drift', () => {
    let sum = 0n
    for (let i = 0; i < 10; i += 1) sum += fromDouble(0.1)!
    expect(toDouble(sum)).toBe(1)
  })

  it('reads numeric column text', () => {
    expect(fromDecimalString('12.500000')).toBe(12_500_000n)
    expect(fromDecimalString('-3')).toBe(-3_000_000n)
    expect(toDouble(fromDecimalString('0.000001'))).toBe(0.000001)
  })
})
