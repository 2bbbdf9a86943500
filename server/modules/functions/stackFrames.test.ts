import { describe, expect, it } from 'vitest'
import { stackFrames } from './executor'

describe('stackFrames', () => {
  it('keeps the frames and leaves out the message lines, which can hold values', () => {
    const error = new Error('Card 4111 1111 1111 1111 was refused\nsecond line of the message')
    error.stack = `Error: Card 4111 1111 1111 1111 was refused\nsecond line of the message\n    at charge (/app/billing.ts:10:5)\n    at run (/app/host.ts:3:1)`
    expect(stackFrames(error)).toBe('at charge (/app/billing.ts:10:5)\nat run (/app/host.ts:3:1)')
  })

  it('stops at 40 frames and says how many more there were, and gives null without any', () => {
    const error = new Error('deep')
    error.stack = ['Error: deep', ...Array.from({ length: 45 }, (_, index) => `    at f${index} (/app/deep.ts:${index}:1)`)].join('\n')
    const frames = stackFrames(error)!.split('\n')
    expect(frames).toHaveLength(41)
    expect(frames.at(-1)).toBe('… 5 more')
    const bare = new Error('no stack')
    bare.stack = 'Error: no stack'
    expect(stackFrames(bare)).toBeNull()
  })
})
