import { describe, expect, it } from 'vitest'
import { isBoardKey, suggestBoardKey } from './keys'

describe('board keys', () => {
  it('accepts what the server accepts after trimming and lower-casing', () => {
    expect(isBoardKey(' In-Progress ')).toBe(true)
    expect(isBoardKey('a')).toBe(true)
    expect(isBoardKey('x'.repeat(40))).toBe(true)
    expect(isBoardKey('x'.repeat(41))).toBe(false)
    expect(isBoardKey('1st')).toBe(false)
    expect(isBoardKey('in_progress')).toBe(false)
    expect(isBoardKey('')).toBe(false)
  })

  it('suggests a key from a display name', () => {
    expect(suggestBoardKey('In review 2')).toBe('in-review-2')
    expect(suggestBoardKey('Größe prüfen!')).toBe('grosse-prufen')
    expect(suggestBoardKey('  42 Tasks ')).toBe('tasks')
    expect(suggestBoardKey('')).toBe('')
    expect(isBoardKey(suggestBoardKey('A very long display name that goes on and on and on'))).toBe(true)
  })
})
