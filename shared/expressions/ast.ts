/**
 * The syntax tree of the expression language (docs/expressions.md). Every node carries its range
 * in the source: 0-based UTF-16 offsets, `end` exclusive.
 */

export interface Range {
  start: number
  end: number
}

export type BinaryOperator = '+' | '-' | '*' | '/' | '%' | '||' | '=' | '<>' | '<' | '<=' | '>' | '>=' | 'AND' | 'OR'

export type Expr =
  | { kind: 'number'; text: string; range: Range }
  | { kind: 'text'; value: string; range: Range }
  | { kind: 'boolean'; value: boolean; range: Range }
  | { kind: 'null'; range: Range }
  | { kind: 'date'; value: string; range: Range }
  | { kind: 'timestamp'; value: string; range: Range }
  /** A field by its key; `path` follows references (`customer.country`), each key with its range. */
  | { kind: 'field'; path: Array<{ key: string; range: Range }>; range: Range }
  | { kind: 'call'; name: string; nameRange: Range; args: Expr[]; range: Range }
  | { kind: 'negate'; operand: Expr; range: Range }
  | { kind: 'not'; operand: Expr; range: Range }
  | { kind: 'binary'; operator: BinaryOperator; left: Expr; right: Expr; range: Range }
  | { kind: 'isNull'; operand: Expr; negated: boolean; range: Range }
  | { kind: 'in'; operand: Expr; list: Expr[]; negated: boolean; range: Range }
  | { kind: 'between'; operand: Expr; low: Expr; high: Expr; negated: boolean; range: Range }
  | { kind: 'like'; operand: Expr; pattern: Expr; negated: boolean; range: Range }
  | { kind: 'case'; operand: Expr | null; whens: Array<{ when: Expr; then: Expr }>; otherwise: Expr | null; range: Range }
  /** What the parser put in place of text it could not read (a diagnostic says why). */
  | { kind: 'error'; range: Range }

export type ExprKind = Expr['kind']

/** A problem found in an expression, shaped as the API's Issue (position in Metadata). */
export interface Diagnostic {
  code: string
  message: string
  range: Range
  /** Extra Metadata, e.g. expectedType, actualType, suggestion. */
  metadata?: Record<string, string>
}
