import { describe, expect, it } from 'vitest'
import { formatBytes } from './fileSize'

describe('formatBytes', () => {
  it('shows sizes in binary steps in the reader’s language', () => {
    expect(formatBytes(1024 ** 3, 'en')).toBe('1 GB')
    expect(formatBytes(10.5 * 1024 ** 2, 'en')).toBe('10.5 MB')
    expect(formatBytes(10.5 * 1024 ** 2, 'de')).toBe('10,5 MB')
  })

  it('writes whole bytes in words with the right plural', () => {
    expect(formatBytes(1, 'en')).toBe('1 byte')
    expect(formatBytes(29, 'en')).toBe('29 bytes')
    expect(formatBytes(29, 'de')).toBe('29 Byte')
  })
})
