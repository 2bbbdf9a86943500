import { describe, expect, it } from 'vitest'
import { createAdjustKey } from './replayKey'

function counter() {
  let n = 0
  return () => `key-${++n}`
}

describe('createAdjustKey', () => {
  it('has its key from the start and keeps it for every try of the same values', () => {
    const key = createAdjustKey(counter())
    expect(key.current()).toBe('key-1')
    expect(key.keyFor({ amount: 15 })).toBe('key-1')
    expect(key.keyFor({ amount: 15 })).toBe('key-1')
  })

  it('values typed before the first try do not use the key up', () => {
    const key = createAdjustKey(counter())
    expect(key.keyFor({ amount: 16 })).toBe('key-1')
  })

  it('makes a new key when the values differ from the last try, and on renew', () => {
    const key = createAdjustKey(counter())
    key.keyFor({ amount: 15 })
    expect(key.keyFor({ amount: 16 })).toBe('key-2')
    expect(key.keyFor({ amount: 16 })).toBe('key-2')
    key.renew()
    expect(key.keyFor({ amount: 16 })).toBe('key-3')
  })
})
