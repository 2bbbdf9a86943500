import { describe, expect, it } from 'vitest'
import { createIdempotencyKey, newIdempotencyKey } from './idempotencyKey'

function counter() {
  let n = 0
  return () => `key-${++n}`
}

describe('createIdempotencyKey', () => {
  it('has its key from the start and keeps it for every try of the same values', () => {
    const key = createIdempotencyKey(counter())
    expect(key.current()).toBe('key-1')
    expect(key.keyFor({ amount: 15 })).toBe('key-1')
    expect(key.keyFor({ amount: 15 })).toBe('key-1')
  })

  it('values typed before the first try do not use the key up', () => {
    const key = createIdempotencyKey(counter())
    expect(key.keyFor({ amount: 16 })).toBe('key-1')
  })

  it('makes a new key when the values differ from the last try, and on renew', () => {
    const key = createIdempotencyKey(counter())
    key.keyFor({ amount: 15 })
    expect(key.keyFor({ amount: 16 })).toBe('key-2')
    expect(key.keyFor({ amount: 16 })).toBe('key-2')
    key.renew()
    expect(key.keyFor({ amount: 16 })).toBe('key-3')
  })

  it('makes version-4 UUIDs', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})
