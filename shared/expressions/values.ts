import Decimal from 'decimal.js'

/**
 * Runtime values. Numbers and money are exact decimals (decimal.js, never binary floating point);
 * dates are calendar days (`yyyy-mm-dd`), times of day `hh:mm:ss`, date-times instants (epoch ms).
 */

// Enough digits for any stored number (precision 38 in the database) and what arithmetic makes of it;
// rounding where the language rounds is half away from zero (commercial rounding).
export const Dec = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -30, toExpPos: 40 })
export type Dec = InstanceType<typeof Dec>

export type Value =
  | null
  | { type: 'Boolean'; value: boolean }
  | { type: 'Text'; value: string }
  | { type: 'Integer'; value: Dec }
  | { type: 'Decimal'; value: Dec }
  | { type: 'Money'; value: Dec; currency: string }
  | { type: 'Date'; value: string }
  | { type: 'DateTime'; value: number }
  | { type: 'Time'; value: string }
  | { type: 'List'; items: Value[] }
  | { type: 'Reference'; id: string }

export const values = {
  boolean: (value: boolean): Value => ({ type: 'Boolean', value }),
  text: (value: string): Value => ({ type: 'Text', value }),
  integer: (value: Dec | number | string): Value => ({ type: 'Integer', value: new Dec(value) }),
  decimal: (value: Dec | number | string): Value => ({ type: 'Decimal', value: new Dec(value) }),
  money: (value: Dec | number | string, currency: string): Value => ({ type: 'Money', value: new Dec(value), currency }),
  date: (value: string): Value => ({ type: 'Date', value }),
  dateTime: (value: number): Value => ({ type: 'DateTime', value }),
  list: (items: Value[]): Value => ({ type: 'List', items }),
}

/** A failure while evaluating (division by zero, currencies that do not match): a message and a code. */
export class EvaluationError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/** The plain JSON form of a value, as records carry it (money as {Amount, CurrencyCode}). */
export function toJson(value: Value): unknown {
  if (value === null) return null
  switch (value.type) {
    case 'Integer':
    case 'Decimal':
      return value.value.toString()
    case 'Money':
      return { Amount: value.value.toString(), CurrencyCode: value.currency }
    case 'DateTime':
      return new Date(value.value).toISOString()
    case 'List':
      return value.items.map(toJson)
    case 'Reference':
      return value.id
    default:
      return value.value
  }
}
