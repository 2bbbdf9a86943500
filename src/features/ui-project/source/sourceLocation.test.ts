import { describe, expect, it } from 'vitest'
import { parseSourceLocation, sourceLocationQuery } from './sourceLocation'

describe('the source editor’s deep link', () => {
  it('reads the file, line and column', () => {
    expect(parseSourceLocation({ path: 'src/App.vue', line: '12', column: '5' })).toEqual({ path: 'src/App.vue', line: 12, column: 5 })
  })

  it('takes paths as diagnostics write them', () => {
    expect(parseSourceLocation({ path: './src/main.ts' }).path).toBe('src/main.ts')
    expect(parseSourceLocation({ path: '/src/main.ts' }).path).toBe('src/main.ts')
    expect(parseSourceLocation({ path: 'src\\main.ts' }).path).toBe('src/main.ts')
    expect(parseSourceLocation({ path: ['src/a.ts', 'src/b.ts'] }).path).toBe('src/a.ts')
  })

  it('leaves out what is not a position: no line, zero, negative, text, a column without a line', () => {
    expect(parseSourceLocation({})).toEqual({ path: null, line: null, column: null })
    expect(parseSourceLocation({ path: 'a.ts', line: '0', column: '3' })).toEqual({ path: 'a.ts', line: null, column: null })
    expect(parseSourceLocation({ path: 'a.ts', line: '-2' })).toEqual({ path: 'a.ts', line: null, column: null })
    expect(parseSourceLocation({ path: 'a.ts', line: 'twelve' })).toEqual({ path: 'a.ts', line: null, column: null })
    expect(parseSourceLocation({ path: 'a.ts', column: '4' })).toEqual({ path: 'a.ts', line: null, column: null })
    expect(parseSourceLocation({ path: 'a.ts', line: '7', column: 'x' })).toEqual({ path: 'a.ts', line: 7, column: null })
    expect(parseSourceLocation({ line: '7' })).toEqual({ path: null, line: null, column: null })
  })

  it('is written back as the same query', () => {
    const query = sourceLocationQuery({ path: 'src/App.vue', line: 12, column: 5 })
    expect(query).toEqual({ path: 'src/App.vue', line: '12', column: '5' })
    expect(parseSourceLocation(query as Record<string, string>)).toEqual({ path: 'src/App.vue', line: 12, column: 5 })
    expect(sourceLocationQuery({ path: 'a.ts', column: 3 })).toEqual({ path: 'a.ts' })
  })
})
