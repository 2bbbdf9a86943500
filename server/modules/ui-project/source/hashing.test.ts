import { describe, expect, it } from 'vitest'
import { contentHash, treeHash } from './hashing'

describe('hashes', () => {
  it('hashes the UTF-8 bytes of a file', () => {
    expect(contentHash('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
    expect(contentHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect(contentHash('é')).not.toBe(contentHash('e\u0301'))
  })

  it('hashes a tree independent of the order its files come in', () => {
    const files: [string, string][] = [
      ['src/main.ts', contentHash('x')],
      ['workspace.json', contentHash('{}')],
    ]
    expect(treeHash(files)).toBe(treeHash([...files].reverse()))
    expect(treeHash(files)).not.toBe(treeHash([files[0] as [string, string]]))
    expect(treeHash([['a', contentHash('1')]])).not.toBe(treeHash([['b', contentHash('1')]]))
    expect(treeHash([])).toBe(contentHash(''))
  })
})
