import { EmbeddedActionsParser, type IRecognitionException, type IToken, type TokenType } from 'chevrotain'
import type { BinaryOperator, Diagnostic, Expr, Range } from './ast'
import * as T from './lexer'

/**
 * The expression grammar (docs/expressions.md), lowest precedence first:
 * OR · AND · NOT · comparison (= <> < <= > >=, IS [NOT] NULL, [NOT] IN, [NOT] BETWEEN, [NOT] LIKE)
 * · || · + - · * / % · unary - · primary (literal, field path, call, CASE, parentheses).
 * Recovery is on: a mistake becomes an `error` node and a diagnostic, and parsing goes on.
 */

const errorNode = (): Expr => ({ kind: 'error', range: { start: 0, end: 0 } })

/** A token's range; tokens inserted by recovery have no position. */
function tokenRange(token: IToken): Range | null {
  return Number.isFinite(token.startOffset) && token.endOffset !== undefined && Number.isFinite(token.endOffset)
    ? { start: token.startOffset, end: token.endOffset + 1 }
    : null
}

function span(first: Range, last: Range): Range {
  return { start: first.start, end: Math.max(first.end, last.end) }
}

const unquote = (image: string, quote: string) => image.slice(1, -1).split(quote + quote).join(quote)

const comparisonTokens: Array<[TokenType, BinaryOperator]> = [
  [T.Equal, '='], [T.NotEqual, '<>'], [T.LessEqual, '<='], [T.GreaterEqual, '>='], [T.Less, '<'], [T.Greater, '>'],
]

class ExpressionParser extends EmbeddedActionsParser {
  constructor() {
    super(T.allTokens, { recoveryEnabled: true, maxLookahead: 3 })
    this.performSelfAnalysis()
  }

  /** The start of the next token, for nodes that recovery left empty. */
  private here(): Range {
    const token = this.LA(1)
    const range = tokenRange(token)
    return range ? { start: range.start, end: range.start } : { start: 0, end: 0 }
  }

  /** The node's range, or where the parser stands when recovery gave a placeholder. */
  private rangeOf(expr: Expr): Range {
    return expr.kind === 'error' && expr.range.end === 0 && expr.range.start === 0 ? this.here() : expr.range
  }

  /** `first (op rest)*`, left-associative; `rest` must use another SUBRULE index than `first`. */
  private binaryChain(first: () => Expr, rest: () => Expr, operators: Array<[TokenType, BinaryOperator]>): Expr {
    let left = first()
    this.MANY(() => {
      let operator: BinaryOperator = '+'
      this.OR(operators.map(([token, op]) => ({ ALT: () => { this.CONSUME(token); operator = op } })))
      const right = rest()
      left = this.ACTION(() => ({ kind: 'binary', operator, left, right, range: span(this.rangeOf(left), this.rangeOf(right)) }))
    })
    return left
  }

  public expression = this.RULE('expression', (): Expr => this.SUBRULE(this.orExpr), { recoveryValueFunc: errorNode })

  private orExpr = this.RULE('orExpr', (): Expr => this.binaryChain(() => this.SUBRULE(this.andExpr), () => this.SUBRULE2(this.andExpr), [[T.Or, 'OR']]), { recoveryValueFunc: errorNode })

  private andExpr = this.RULE('andExpr', (): Expr => this.binaryChain(() => this.SUBRULE(this.notExpr), () => this.SUBRULE2(this.notExpr), [[T.And, 'AND']]), { recoveryValueFunc: errorNode })

  private notExpr = this.RULE(
    'notExpr',
    (): Expr =>
      this.OR([
        {
          ALT: () => {
            const not = this.CONSUME(T.Not)
            const operand = this.SUBRULE(this.notExpr)
            return this.ACTION(() => ({ kind: 'not', operand, range: span(tokenRange(not) ?? this.rangeOf(operand), this.rangeOf(operand)) }) as Expr)
          },
        },
        { ALT: () => this.SUBRULE(this.comparison) },
      ]),
    { recoveryValueFunc: errorNode },
  )

  private comparison = this.RULE(
    'comparison',
    (): Expr => {
      const left = this.SUBRULE(this.concatExpr)
      let result = left
      this.OPTION(() => {
        this.OR([
          {
            ALT: () => {
              let operator: BinaryOperator = '='
              this.OR2(comparisonTokens.map(([token, op]) => ({ ALT: () => { this.CONSUME(token); operator = op } })))
              const right = this.SUBRULE2(this.concatExpr)
              result = this.ACTION(() => ({ kind: 'binary', operator, left, right, range: span(this.rangeOf(left), this.rangeOf(right)) }))
            },
          },
          {
            ALT: () => {
              this.CONSUME(T.Is)
              let negated = false
              this.OPTION2(() => {
                this.CONSUME(T.Not)
                negated = true
              })
              const last = this.CONSUME(T.Null)
              result = this.ACTION(() => ({ kind: 'isNull', operand: left, negated, range: span(this.rangeOf(left), tokenRange(last) ?? this.rangeOf(left)) }))
            },
          },
          {
            ALT: () => {
              let negated = false
              this.OPTION3(() => {
                this.CONSUME2(T.Not)
                negated = true
              })
              this.OR3([
                {
                  ALT: () => {
                    this.CONSUME(T.In)
                    this.CONSUME(T.LParen)
                    const list: Expr[] = []
                    this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => list.push(this.SUBRULE(this.expression)) })
                    const close = this.CONSUME(T.RParen)
                    result = this.ACTION(() => ({ kind: 'in', operand: left, list, negated, range: span(this.rangeOf(left), tokenRange(close) ?? this.here()) }))
                  },
                },
                {
                  ALT: () => {
                    this.CONSUME(T.Between)
                    const low = this.SUBRULE3(this.concatExpr)
                    this.CONSUME(T.And)
                    const high = this.SUBRULE4(this.concatExpr)
                    result = this.ACTION(() => ({ kind: 'between', operand: left, low, high, negated, range: span(this.rangeOf(left), this.rangeOf(high)) }))
                  },
                },
                {
                  ALT: () => {
                    this.CONSUME(T.Like)
                    const pattern = this.SUBRULE5(this.concatExpr)
                    result = this.ACTION(() => ({ kind: 'like', operand: left, pattern, negated, range: span(this.rangeOf(left), this.rangeOf(pattern)) }))
                  },
                },
              ])
            },
          },
        ])
      })
      return result
    },
    { recoveryValueFunc: errorNode },
  )

  private concatExpr = this.RULE('concatExpr', (): Expr => this.binaryChain(() => this.SUBRULE(this.additive), () => this.SUBRULE2(this.additive), [[T.Concat, '||']]), { recoveryValueFunc: errorNode })

  private additive = this.RULE(
    'additive',
    (): Expr => this.binaryChain(() => this.SUBRULE(this.multiplicative), () => this.SUBRULE2(this.multiplicative), [[T.Plus, '+'], [T.Minus, '-']]),
    { recoveryValueFunc: errorNode },
  )

  private multiplicative = this.RULE(
    'multiplicative',
    (): Expr => this.binaryChain(() => this.SUBRULE(this.unary), () => this.SUBRULE2(this.unary), [[T.Star, '*'], [T.Slash, '/'], [T.Percent, '%']]),
    { recoveryValueFunc: errorNode },
  )

  private unary = this.RULE(
    'unary',
    (): Expr =>
      this.OR([
        {
          ALT: () => {
            const minus = this.CONSUME(T.Minus)
            const operand = this.SUBRULE(this.unary)
            return this.ACTION(() => ({ kind: 'negate', operand, range: span(tokenRange(minus) ?? this.rangeOf(operand), this.rangeOf(operand)) }) as Expr)
          },
        },
        { ALT: () => this.SUBRULE(this.primary) },
      ]),
    { recoveryValueFunc: errorNode },
  )

  private primary = this.RULE(
    'primary',
    (): Expr =>
      this.OR([
        { ALT: () => this.literal(this.CONSUME(T.NumberLiteral), (token) => ({ kind: 'number', text: token.image })) },
        { ALT: () => this.literal(this.CONSUME(T.TextLiteral), (token) => ({ kind: 'text', value: unquote(token.image, "'") })) },
        { ALT: () => this.literal(this.CONSUME(T.True), () => ({ kind: 'boolean', value: true })) },
        { ALT: () => this.literal(this.CONSUME(T.False), () => ({ kind: 'boolean', value: false })) },
        { ALT: () => this.literal(this.CONSUME(T.Null), () => ({ kind: 'null' })) },
        {
          ALT: () => {
            const keyword = this.CONSUME(T.DateKeyword)
            const value = this.CONSUME2(T.TextLiteral)
            return this.ACTION(() => ({ kind: 'date', value: unquote(value.image, "'"), range: span(tokenRange(keyword) ?? this.here(), tokenRange(value) ?? this.here()) }) as Expr)
          },
        },
        {
          ALT: () => {
            const keyword = this.CONSUME(T.TimestampKeyword)
            const value = this.CONSUME3(T.TextLiteral)
            return this.ACTION(() => ({ kind: 'timestamp', value: unquote(value.image, "'"), range: span(tokenRange(keyword) ?? this.here(), tokenRange(value) ?? this.here()) }) as Expr)
          },
        },
        { ALT: () => this.SUBRULE(this.caseExpr) },
        { ALT: () => this.SUBRULE(this.call) },
        { ALT: () => this.SUBRULE(this.fieldPath) },
        {
          ALT: () => {
            const open = this.CONSUME(T.LParen)
            const inner = this.SUBRULE(this.expression)
            const close = this.CONSUME(T.RParen)
            // Parentheses only group: the node keeps the inner range widened to them.
            return this.ACTION(() => ({ ...inner, range: span(tokenRange(open) ?? this.rangeOf(inner), tokenRange(close) ?? this.rangeOf(inner)) }))
          },
        },
      ]),
    { recoveryValueFunc: errorNode },
  )

  private literal(token: IToken, build: (token: IToken) => Omit<Extract<Expr, { kind: 'number' | 'text' | 'boolean' | 'null' }>, 'range'>): Expr {
    return this.ACTION(() => ({ ...build(token), range: tokenRange(token) ?? this.here() }) as Expr)
  }

  private call = this.RULE(
    'call',
    (): Expr => {
      const name = this.CONSUME(T.Identifier)
      this.CONSUME(T.LParen)
      const args: Expr[] = []
      this.MANY_SEP({ SEP: T.Comma, DEF: () => args.push(this.SUBRULE(this.expression)) })
      const close = this.CONSUME(T.RParen)
      return this.ACTION(() => {
        const nameRange = tokenRange(name) ?? this.here()
        return { kind: 'call', name: name.image.toUpperCase(), nameRange, args, range: span(nameRange, tokenRange(close) ?? this.here()) } as Expr
      })
    },
    { recoveryValueFunc: errorNode },
  )

  private fieldPath = this.RULE(
    'fieldPath',
    (): Expr => {
      const path: Array<{ key: string; range: Range }> = []
      const part = (token: IToken) =>
        this.ACTION(() => path.push({ key: token.tokenType === T.QuotedIdentifier ? unquote(token.image, '"') : token.image, range: tokenRange(token) ?? this.here() }))
      const segment = () =>
        this.OR([{ ALT: () => part(this.CONSUME(T.Identifier)) }, { ALT: () => part(this.CONSUME(T.QuotedIdentifier)) }])
      segment()
      this.MANY(() => {
        this.CONSUME(T.Dot)
        this.OR2([{ ALT: () => part(this.CONSUME2(T.Identifier)) }, { ALT: () => part(this.CONSUME2(T.QuotedIdentifier)) }])
      })
      return this.ACTION(() => ({ kind: 'field', path, range: span(path[0]!.range, path[path.length - 1]!.range) }) as Expr)
    },
    { recoveryValueFunc: errorNode },
  )

  private caseExpr = this.RULE(
    'caseExpr',
    (): Expr => {
      const first = this.CONSUME(T.Case)
      let operand: Expr | null = null
      this.OPTION(() => {
        operand = this.SUBRULE(this.expression)
      })
      const whens: Array<{ when: Expr; then: Expr }> = []
      this.AT_LEAST_ONE(() => {
        this.CONSUME(T.When)
        const when = this.SUBRULE2(this.expression)
        this.CONSUME(T.Then)
        const then = this.SUBRULE3(this.expression)
        whens.push({ when, then })
      })
      let otherwise: Expr | null = null
      this.OPTION2(() => {
        this.CONSUME(T.Else)
        otherwise = this.SUBRULE4(this.expression)
      })
      const last = this.CONSUME(T.End)
      return this.ACTION(() => ({ kind: 'case', operand, whens, otherwise, range: span(tokenRange(first) ?? this.here(), tokenRange(last) ?? this.here()) }) as Expr)
    },
    { recoveryValueFunc: errorNode },
  )
}

// One parser instance: Chevrotain parsers are reusable and costly to build.
const parser = new ExpressionParser()

export interface ParseResult {
  ast: Expr
  diagnostics: Diagnostic[]
}

function describeToken(token: IToken | undefined): string {
  if (!token || token.tokenType?.name === 'EOF' || !Number.isFinite(token.startOffset)) return 'the end of the expression'
  return `“${token.image}”`
}

/** How an expected token reads to a configurator. */
const tokenNames: Record<string, string> = {
  RParen: '“)”', LParen: '“(”', Comma: '“,”', Dot: '“.”', TextLiteral: 'a text in single quotes', Identifier: 'a field key',
  QuotedIdentifier: 'a field key', NumberLiteral: 'a number', NULL: 'NULL', THEN: 'THEN', WHEN: 'WHEN', END: 'END', AND: 'AND',
}

function syntaxDiagnostic(error: IRecognitionException, length: number): Diagnostic {
  const token = error.token
  const range = tokenRange(token) ?? { start: length, end: length }
  const found = describeToken(token)
  let message: string
  if (error.name === 'NotAllInputParsedException') message = `Unexpected ${found} after a complete expression.`
  else if (error.name === 'MismatchedTokenException') {
    const expected = /-->\s*(\w+)\s*<--/.exec(error.message)?.[1]
    message = `Expected ${(expected && tokenNames[expected]) ?? 'something else'} here, found ${found}.`
  } else message = `Expected a value here (a number, text, field key, function or “(”), found ${found}.`
  return { code: 'expression.syntax', message, range: { start: Math.min(range.start, length), end: Math.min(range.end, length) } }
}

/** Parses `text`; never throws. Diagnostics hold every lexical and syntax problem with its range. */
export function parseExpression(text: string): ParseResult {
  const lexed = T.expressionLexer.tokenize(text)
  const diagnostics: Diagnostic[] = []
  // The database cannot store NUL in text: refused wherever it stands, also inside a text literal.
  for (let index = text.indexOf('\u0000'); index >= 0; index = text.indexOf('\u0000', index + 1)) {
    diagnostics.push({ code: 'expression.invalidCharacter', message: 'The NUL character cannot be part of an expression.', range: { start: index, end: index + 1 } })
  }
  for (const error of lexed.errors) {
    diagnostics.push({
      code: 'expression.invalidCharacter',
      message: `“${text.substr(error.offset, error.length)}” is not part of the expression language.`,
      range: { start: error.offset, end: error.offset + error.length },
    })
  }
  const tokens = lexed.tokens.filter((token) => {
    if (token.tokenType !== T.UnterminatedText) return true
    diagnostics.push({ code: 'expression.unterminatedText', message: 'This text has no closing quote (\').', range: tokenRange(token)! })
    return false
  })
  if (tokens.length === 0) {
    if (diagnostics.length === 0) diagnostics.push({ code: 'expression.empty', message: 'The expression is empty.', range: { start: 0, end: text.length } })
    return { ast: { kind: 'error', range: { start: 0, end: text.length } }, diagnostics }
  }
  parser.input = tokens
  const ast = parser.expression()
  for (const error of parser.errors) diagnostics.push(syntaxDiagnostic(error, text.length))
  return { ast: parser.errors.length > 0 && ast.kind === 'error' ? { kind: 'error', range: { start: 0, end: text.length } } : ast, diagnostics }
}
