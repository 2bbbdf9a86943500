import { describe, expect, it } from 'vitest'
import { insertMention, mentionAt, mentionedIds } from './mentions'

describe('comment mentions', () => {
  it('finds the @word at the caret, not inside e-mail addresses', () => {
    expect(mentionAt('Hello @ad', 9)).toEqual({ start: 6, query: 'ad' })
    expect(mentionAt('@', 1)).toEqual({ start: 0, query: '' })
    expect(mentionAt('mail ada@example.org', 20)).toBeNull()
    expect(mentionAt('Hello @ada and more', 19)).toBeNull()
  })

  it('inserts the user name and moves the caret after it', () => {
    expect(insertMention('Hi @ad, thanks', 3, 6, 'ada')).toEqual({ text: 'Hi @ada , thanks', caret: 8 })
  })

  it('keeps only the mentions still written in the text', () => {
    const known = [{ UserId: 'u1', UserName: 'ada' }, { UserId: 'u2', UserName: 'bob.b' }, { UserId: 'u3', UserName: 'ad' }]
    expect(mentionedIds('@ada and @bob.b, please', known)).toEqual(['u1', 'u2'])
    expect(mentionedIds('no mentions left', known)).toEqual([])
  })
})
