import { describe, expect, it } from 'vitest'
import { withoutBuiltInUnknowns } from './statementExpression'

const unknown = (start: number, end: number) => ({ Code: 'expression.unknownField', Message: 'unknown', Metadata: { start: String(start), end: String(end) } })

describe('withoutBuiltInUnknowns', () => {
  it('drops "unknown field" for Subject, Description and IsOpen, keeps the rest', () => {
    const expression = 'IsOpen AND priority = 1 AND Subject <> "x" AND prio > 2'
    const result = withoutBuiltInUnknowns(
      { IsValid: false, ReferencedFieldKeys: [], Diagnostics: [unknown(0, 6), unknown(28, 35), unknown(46, 50), { Code: 'expression.typeMismatch', Message: 'no', Metadata: {} }] },
      expression,
    )
    expect(result.Diagnostics.map((issue) => issue.Code)).toEqual(['expression.unknownField', 'expression.typeMismatch'])
    expect(result.IsValid).toBe(false)
  })

  it('is valid when only built-ins were unknown', () => {
    const result = withoutBuiltInUnknowns({ IsValid: false, ReferencedFieldKeys: [], Diagnostics: [unknown(4, 10)] }, 'NOT IsOpen')
    expect(result).toMatchObject({ IsValid: true, Diagnostics: [] })
  })
})
