import { createToken, Lexer, type TokenType } from 'chevrotain'

/**
 * Tokens of the expression language. Keywords are case-insensitive and never swallow a longer
 * field key (`order_total` is a key, not OR); a key that is a keyword is written in double quotes.
 */

export const Identifier = createToken({ name: 'Identifier', pattern: /[A-Za-z_][A-Za-z0-9_]*/ })

function keyword(name: string): TokenType {
  return createToken({ name, pattern: new RegExp(`${name}(?![A-Za-z0-9_])`, 'i'), longer_alt: Identifier })
}

export const And = keyword('AND')
export const Or = keyword('OR')
export const Not = keyword('NOT')
export const Is = keyword('IS')
export const In = keyword('IN')
export const Between = keyword('BETWEEN')
export const Like = keyword('LIKE')
export const Case = keyword('CASE')
export const When = keyword('WHEN')
export const Then = keyword('THEN')
export const Else = keyword('ELSE')
export const End = keyword('END')
export const True = keyword('TRUE')
export const False = keyword('FALSE')
export const Null = keyword('NULL')
export const DateKeyword = keyword('DATE')
export const TimestampKeyword = keyword('TIMESTAMP')

/** The reserved words, for highlighting and completion in editors. */
export const keywords: readonly string[] = [
  'AND', 'OR', 'NOT', 'IS', 'IN', 'BETWEEN', 'LIKE', 'CASE', 'WHEN', 'THEN', 'ELSE', 'END', 'TRUE', 'FALSE', 'NULL', 'DATE', 'TIMESTAMP',
]

export const NumberLiteral = createToken({ name: 'NumberLiteral', pattern: /\d+(?:\.\d+)?/ })
export const TextLiteral = createToken({ name: 'TextLiteral', pattern: /'(?:[^']|'')*'/ })
/** A text literal without its closing quote (to the end of the input): reported, never read on. */
export const UnterminatedText = createToken({ name: 'UnterminatedText', pattern: /'(?:[^']|'')*/ })
export const QuotedIdentifier = createToken({ name: 'QuotedIdentifier', pattern: /"(?:[^"]|"")+"/ })

export const LessEqual = createToken({ name: 'LessEqual', pattern: /<=/ })
export const GreaterEqual = createToken({ name: 'GreaterEqual', pattern: />=/ })
export const NotEqual = createToken({ name: 'NotEqual', pattern: /<>|!=/ })
export const Equal = createToken({ name: 'Equal', pattern: /=/ })
export const Less = createToken({ name: 'Less', pattern: /</ })
export const Greater = createToken({ name: 'Greater', pattern: />/ })
export const Concat = createToken({ name: 'Concat', pattern: /\|\|/ })
export const Plus = createToken({ name: 'Plus', pattern: /\+/ })
export const Minus = createToken({ name: 'Minus', pattern: /-/ })
export const Star = createToken({ name: 'Star', pattern: /\*/ })
export const Slash = createToken({ name: 'Slash', pattern: /\// })
export const Percent = createToken({ name: 'Percent', pattern: /%/ })
export const LParen = createToken({ name: 'LParen', pattern: /\(/ })
export const RParen = createToken({ name: 'RParen', pattern: /\)/ })
export const Comma = createToken({ name: 'Comma', pattern: /,/ })
export const Dot = createToken({ name: 'Dot', pattern: /\./ })

const WhiteSpace = createToken({ name: 'WhiteSpace', pattern: /\s+/, group: Lexer.SKIPPED })
/** `-- to the end of the line`, as in SQL. */
const LineComment = createToken({ name: 'LineComment', pattern: /--[^\n\r]*/, group: Lexer.SKIPPED })

export const allTokens: TokenType[] = [
  WhiteSpace,
  LineComment,
  And, Or, Not, Is, In, Between, Like, Case, When, Then, Else, End, True, False, Null, DateKeyword, TimestampKeyword,
  Identifier,
  NumberLiteral,
  TextLiteral,
  UnterminatedText,
  QuotedIdentifier,
  LessEqual, GreaterEqual, NotEqual, Equal, Less, Greater,
  Concat, Plus, Minus, Star, Slash, Percent,
  LParen, RParen, Comma, Dot,
]

export const expressionLexer = new Lexer(allTokens, { positionTracking: 'full', ensureOptimizations: false })
