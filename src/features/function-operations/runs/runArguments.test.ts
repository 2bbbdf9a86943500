import { describe, expect, it } from 'vitest'
import { parseArguments } from './runArguments'

describe('parseArguments', () => {
  it('reads a JSON object, and an empty box as no arguments', () => {
    expect(parseArguments('{ "steps": 2, "tag": "x" }')).toEqual({ ok: true, value: { steps: 2, tag: 'x' } })
    expect(parseArguments('  ')).toEqual({ ok: true, value: {} })
  })

  it('refuses text that is not JSON, naming the parser\'s reason', () => {
    const parsed = parseArguments('{ steps: 2 }')
    expect(parsed).toMatchObject({ ok: false, reason: 'notJson' })
    expect(parsed.ok ? '' : parsed.detail).toBeTruthy()
  })

  it('refuses JSON that is not an object', () => {
    for (const text of ['[1, 2]', '42', '"text"', 'null']) expect(parseArguments(text)).toEqual({ ok: false, reason: 'notObject' })
  })
})
