import { isNumber, scaleOf, typeName, types, type ExprType } from './types'
import { Dec, EvaluationError, values, type Value } from './values'
import { addLocalDays, addMonths, dateOfDayNumber, dayNumber, localDate } from './time'

/**
 * The function library: one entry per function, used by the type checker (signature, result type),
 * the editor (completion and signature help) and the evaluator. Arguments are evaluated on demand,
 * so IF and COALESCE evaluate only the branch they need.
 */

export interface EvaluationContext {
  /** Now (the rule evaluation context's GeneratedAtUtc). */
  now: number
  /** The caller's time zone (the workspace's for work done for no user): TODAY(), dates of instants and day arithmetic of instants use it. */
  timeZone: string
  currentUserId: string | null
  /** The current user's roles and groups, for HAS_ROLE and IN_GROUP (none when absent). */
  subject?: SubjectFacts
}

/** Who the current user is beyond their id: what security statements ask about. */
export interface SubjectFacts {
  roleNames: readonly string[]
  groupIds: readonly string[]
  groupKeys: readonly string[]
}

type Check = (args: ExprType[], literals: Array<string | null>) => ExprType | string
type Evaluate = (args: Array<() => Value>, context: EvaluationContext) => Value

export interface FunctionDefinition {
  name: string
  /** As shown in completion and signature help. */
  signature: string
  summary: string
  minArgs: number
  maxArgs: number
  check: Check
  evaluate: Evaluate
  /** Reads what only the database knows (a record's responsibilities): statements only. */
  statementOnly?: boolean
}

const library: FunctionDefinition[] = []
function define(name: string, signature: string, summary: string, minArgs: number, maxArgs: number, check: Check, evaluate: Evaluate, statementOnly?: boolean): void {
  library.push({ name, signature, summary, minArgs, maxArgs, check, evaluate, ...(statementOnly ? { statementOnly } : {}) })
}

// ---- helpers ----------------------------------------------------------------------------------

const known = (type: ExprType) => type.kind !== 'Unknown' && type.kind !== 'Null'
const numberOrMoney = (type: ExprType) => isNumber(type) || type.kind === 'Money' || !known(type)
const isText = (type: ExprType) => type.kind === 'Text' || !known(type)
const isDate = (type: ExprType) => type.kind === 'Date' || !known(type)
const isDateOrInstant = (type: ExprType) => type.kind === 'Date' || type.kind === 'DateTime' || !known(type)
const isInteger = (type: ExprType) => type.kind === 'Integer' || !known(type)

/** The common type of branches or list items (Integer widens to Decimal; NULL fits all), or null. */
export function unify(a: ExprType, b: ExprType): ExprType | null {
  if (a.kind === 'Unknown' || b.kind === 'Null') return a.kind === 'Null' ? b : a
  if (b.kind === 'Unknown' || a.kind === 'Null') return b
  if (isNumber(a) && isNumber(b)) {
    if (a.kind === 'Integer' && b.kind === 'Integer') return types.integer
    const scales = [scaleOf(a), scaleOf(b)]
    return types.decimal(scales.includes(null) ? null : Math.max(...(scales as number[])))
  }
  if (a.kind === 'Money' && b.kind === 'Money') {
    if (a.currency && b.currency && a.currency !== b.currency) return null
    const scale = a.scale === null || b.scale === null ? null : Math.max(a.scale, b.scale)
    return types.money(a.currency ?? b.currency, scale)
  }
  if (a.kind === 'List' && b.kind === 'List') {
    const item = unify(a.item, b.item)
    return item ? { kind: 'List', item } : null
  }
  return a.kind === b.kind ? a : null
}

const need = (message: string) => message
const argument = (index: number, what: string, actual: ExprType) => need(`Argument ${index + 1} must be ${what}; it is ${typeName(actual)}.`)

function num(value: Value, what = 'a number'): Dec {
  if (value && (value.type === 'Integer' || value.type === 'Decimal' || value.type === 'Money')) return value.value
  throw new EvaluationError('expression.typeMismatch', `Expected ${what}.`)
}
const textOf = (value: Value): string => (value && value.type === 'Text' ? value.value : '')

/** A number result keeps the kind of its input: Integer stays Integer when the value is whole. */
function like(value: Value, result: Dec, integer: boolean): Value {
  if (value && value.type === 'Money') return values.money(result, value.currency)
  return integer ? values.integer(result) : values.decimal(result)
}

/** Every item of the list argument (a NULL list has none). */
function itemsOf(value: Value): Value[] {
  if (value === null) return []
  return value.type === 'List' ? value.items : [value]
}

function aggregateItem(args: ExprType[]): ExprType | string {
  const [list] = args
  if (!list || !known(list)) return types.unknown
  if (list.kind !== 'List') return argument(0, 'a list (a table field’s column or a multi-valued field)', list)
  return list.item
}

/** Text of any value, as `||` and TEXT() give it. */
export function textOfValue(value: Value): string | null {
  if (value === null) return null
  switch (value.type) {
    case 'Integer':
    case 'Decimal':
      return value.value.toFixed()
    case 'Money':
      return `${value.value.toFixed()} ${value.currency}`
    case 'Boolean':
      return value.value ? 'true' : 'false'
    case 'DateTime':
      return new Date(value.value).toISOString()
    case 'List':
      return value.items.map(textOfValue).filter((item) => item !== null).join(', ')
    case 'Reference':
      return value.id
    default:
      return value.value
  }
}

// ---- conditionals and null handling ------------------------------------------------------------

define('IF', 'IF(condition, then, else)', 'then when the condition is true, else otherwise (also when it is NULL).', 3, 3,
  ([condition, then, otherwise]) => {
    if (condition!.kind !== 'Boolean' && known(condition!)) return argument(0, 'a condition (Boolean)', condition!)
    return unify(then!, otherwise!) ?? `Both results must have one type; they are ${typeName(then!)} and ${typeName(otherwise!)}.`
  },
  ([condition, then, otherwise]) => {
    const test = condition!()
    return test !== null && test.type === 'Boolean' && test.value ? then!() : otherwise!()
  })

define('COALESCE', 'COALESCE(value, fallback, …)', 'The first value that is not NULL.', 2, 20,
  (args) => args.reduce<ExprType | string>((result, type) => (typeof result === 'string' ? result : (unify(result, type) ?? `All values must have one type; ${typeName(result)} and ${typeName(type)} differ.`)), types.null),
  (args) => {
    for (const arg of args) {
      const value = arg()
      if (value !== null) return value
    }
    return null
  })

define('NULLIF', 'NULLIF(value, other)', 'NULL when value equals other, else value.', 2, 2,
  ([value, other]) => (unify(value!, other!) ? value! : `Both values must have one type; they are ${typeName(value!)} and ${typeName(other!)}.`),
  ([value, other]) => {
    const a = value!()
    const b = other!()
    return a !== null && b !== null && compareValues(a, b) === 0 ? null : a
  })

// ---- numbers ------------------------------------------------------------------------------------

define('ROUND', 'ROUND(number, places)', 'Rounds half away from zero to places after the point (0 when left out: a whole number).', 1, 2,
  ([value, places], [, placesLiteral]) => {
    if (!numberOrMoney(value!)) return argument(0, 'a number or money', value!)
    if (places && !isInteger(places)) return argument(1, 'a whole number', places)
    const scale = places ? (placesLiteral !== null && placesLiteral !== undefined ? Number(placesLiteral) : null) : 0
    if (value!.kind === 'Money') return types.money(value!.currency, scale)
    if (!places) return types.integer
    return value!.kind === 'Integer' ? types.integer : types.decimal(scale)
  },
  ([value, places]) => {
    const input = value!()
    const digits = places ? places() : values.integer(0)
    if (input === null || digits === null) return null
    const count = num(digits).toNumber()
    const rounded = num(input).toDecimalPlaces(Math.max(0, count), Dec.ROUND_HALF_UP)
    return like(input, rounded, input.type === 'Integer' || !places)
  })

for (const [name, mode, summary] of [
  ['FLOOR', Dec.ROUND_FLOOR, 'The largest whole number not above the value.'],
  ['CEILING', Dec.ROUND_CEIL, 'The smallest whole number not below the value.'],
] as const) {
  define(name, `${name}(number)`, summary, 1, 1,
    ([value]) => (numberOrMoney(value!) ? (value!.kind === 'Money' ? types.money(value!.currency, 0) : types.integer) : argument(0, 'a number or money', value!)),
    ([value]) => {
      const input = value!()
      return input === null ? null : like(input, num(input).toDecimalPlaces(0, mode), true)
    })
}

define('ABS', 'ABS(number)', 'The value without its sign.', 1, 1,
  ([value]) => (numberOrMoney(value!) ? value! : argument(0, 'a number or money', value!)),
  ([value]) => {
    const input = value!()
    return input === null ? null : like(input, num(input).abs(), input.type === 'Integer')
  })

for (const [name, pick] of [['LEAST', -1], ['GREATEST', 1]] as const) {
  define(name, `${name}(value, value, …)`, `The ${pick < 0 ? 'smallest' : 'largest'} of the values; NULL when one is NULL.`, 2, 20,
    (args) => args.reduce<ExprType | string>((result, type) => (typeof result === 'string' ? result : (unify(result, type) ?? `All values must have one type; ${typeName(result)} and ${typeName(type)} differ.`)), types.null),
    (args) => {
      let best: Value = null
      for (const arg of args) {
        const value = arg()
        if (value === null) return null
        if (best === null || compareValues(value, best) * pick > 0) best = value
      }
      return best
    })
}

// ---- money ---------------------------------------------------------------------------------------

define('MONEY', "MONEY(amount, 'EUR')", 'An amount in a currency (ISO 4217 code).', 2, 2,
  ([amount, currency], [, code]) => {
    if (!numberOrMoney(amount!) || amount!.kind === 'Money') return argument(0, 'a number', amount!)
    if (!isText(currency!)) return argument(1, 'a currency code (text)', currency!)
    if (code !== null && code !== undefined && !/^[A-Z]{3}$/.test(code)) return `“${code}” is not a currency code (three capital letters, e.g. EUR).`
    return types.money(code ?? null, scaleOf(amount!))
  },
  ([amount, currency]) => {
    const value = amount!()
    const code = currency!()
    if (value === null || code === null) return null
    return values.money(num(value), textOf(code))
  })

define('AMOUNT', 'AMOUNT(money)', 'The amount of money, as a decimal number.', 1, 1,
  ([money]) => (money!.kind === 'Money' || !known(money!) ? types.decimal(scaleOf(money!)) : argument(0, 'money', money!)),
  ([money]) => {
    const value = money!()
    return value === null ? null : values.decimal(num(value))
  })

define('CURRENCY', 'CURRENCY(money)', 'The currency code of money.', 1, 1,
  ([money]) => (money!.kind === 'Money' || !known(money!) ? types.text : argument(0, 'money', money!)),
  ([money]) => {
    const value = money!()
    return value !== null && value.type === 'Money' ? values.text(value.currency) : null
  })

// ---- text ----------------------------------------------------------------------------------------

const textFunction = (name: string, signature: string, summary: string, count: number, result: ExprType, run: (texts: string[], numbers: number[]) => Value) =>
  define(name, signature, summary, count, count,
    (args) => {
      const wrong = args.findIndex((type, index) => (index === 0 ? !isText(type) : !(isText(type) || isInteger(type))))
      return wrong >= 0 ? argument(wrong, wrong === 0 ? 'text' : 'text or a whole number', args[wrong]!) : result
    },
    (args) => {
      const evaluated = args.map((arg) => arg())
      if (evaluated.some((value) => value === null)) return null
      return run(evaluated.map((value) => textOfValue(value) ?? ''), evaluated.map((value) => (value && (value.type === 'Integer' || value.type === 'Decimal') ? value.value.toNumber() : 0)))
    })

textFunction('LENGTH', 'LENGTH(text)', 'The number of characters.', 1, types.integer, ([text]) => values.integer([...text!].length))
textFunction('UPPER', 'UPPER(text)', 'The text in capitals.', 1, types.text, ([text]) => values.text(text!.toUpperCase()))
textFunction('LOWER', 'LOWER(text)', 'The text in small letters.', 1, types.text, ([text]) => values.text(text!.toLowerCase()))
textFunction('TRIM', 'TRIM(text)', 'The text without spaces at its start and end.', 1, types.text, ([text]) => values.text(text!.trim()))
textFunction('LEFT', 'LEFT(text, count)', 'The first count characters.', 2, types.text, ([text], [, count]) => values.text([...text!].slice(0, Math.max(0, count!)).join('')))
textFunction('RIGHT', 'RIGHT(text, count)', 'The last count characters.', 2, types.text, ([text], [, count]) => values.text(count! <= 0 ? '' : [...text!].slice(-count!).join('')))
textFunction('CONTAINS', 'CONTAINS(text, part)', 'Whether the text contains part (case-insensitive).', 2, types.boolean, ([text, part]) => values.boolean(text!.toLowerCase().includes(part!.toLowerCase())))
textFunction('STARTS_WITH', 'STARTS_WITH(text, start)', 'Whether the text starts with start (case-insensitive).', 2, types.boolean, ([text, part]) => values.boolean(text!.toLowerCase().startsWith(part!.toLowerCase())))
textFunction('ENDS_WITH', 'ENDS_WITH(text, end)', 'Whether the text ends with end (case-insensitive).', 2, types.boolean, ([text, part]) => values.boolean(text!.toLowerCase().endsWith(part!.toLowerCase())))

define('SUBSTRING', 'SUBSTRING(text, start, count)', 'count characters from position start (the first is 1).', 3, 3,
  (args) => {
    const wrong = args.findIndex((type, index) => (index === 0 ? !isText(type) : !isInteger(type)))
    return wrong >= 0 ? argument(wrong, wrong === 0 ? 'text' : 'a whole number', args[wrong]!) : types.text
  },
  (args) => {
    const [text, start, count] = args.map((arg) => arg()) as [Value, Value, Value]
    if (text === null || start === null || count === null) return null
    const from = Math.max(1, num(start).toNumber())
    return values.text([...textOf(text)].slice(from - 1, from - 1 + Math.max(0, num(count).toNumber())).join(''))
  })

define('TEXT', 'TEXT(value)', 'The value as text.', 1, 1,
  ([value]) => (value!.kind === 'List' ? argument(0, 'a single value', value!) : types.text),
  ([value]) => {
    const text = textOfValue(value!())
    return text === null ? null : values.text(text)
  })

// ---- dates -------------------------------------------------------------------------------------

define('TODAY', 'TODAY()', 'Today in your time zone.', 0, 0, () => types.date, (_args, context) => values.date(localDate(context.now, context.timeZone)))
define('NOW', 'NOW()', 'The current instant.', 0, 0, () => types.dateTime, (_args, context) => values.dateTime(context.now))
define('CURRENT_USER', 'CURRENT_USER()', 'The id of the user the rule is evaluated for (NULL without one).', 0, 0, () => types.text, (_args, context) =>
  context.currentUserId === null ? null : values.text(context.currentUserId))

/** A name written in quotes: security functions compare it with stored names, never with a computed text. */
const quotedName = (message: string) => (argTypes: ExprType[], literals: Array<string | null>): ExprType | string =>
  literals[0] === null || literals[0] === undefined || !isText(argTypes[0]!) ? message : types.boolean
const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
define('HAS_ROLE', "HAS_ROLE('role name')", 'Whether the current user has the role.', 1, 1, quotedName('Argument 1 must be a role name in quotes.'), ([role], context) =>
  values.boolean((context.subject?.roleNames ?? []).some((name) => sameName(name, textOf(role!())))))
define('IN_GROUP', "IN_GROUP('group key')", 'Whether the current user is a member of the responsibility group.', 1, 1, quotedName('Argument 1 must be a group key in quotes.'), ([group], context) =>
  values.boolean((context.subject?.groupKeys ?? []).some((key) => sameName(key, textOf(group!())))))
define(
  'HAS_RESPONSIBILITY',
  "HAS_RESPONSIBILITY('key' [, reference])",
  'Whether the current user holds the responsibility on the record (or on the record a reference field points to), themselves or through a group. Statements only.',
  1,
  2,
  (argTypes, literals) => {
    const key = quotedName('Argument 1 must be a responsibility key in quotes.')(argTypes, literals)
    if (typeof key === 'string' || argTypes.length === 1) return key
    const reference = argTypes[1]!
    return reference.kind === 'Reference' || !known(reference) ? types.boolean : argument(1, 'a reference field', reference)
  },
  () => {
    throw new EvaluationError('expression.statementOnly', 'HAS_RESPONSIBILITY is evaluated by the database, in statements only.')
  },
  true,
)

define('DATE_OF', 'DATE_OF(dateTime)', 'The calendar day of an instant in your time zone.', 1, 1,
  ([value]) => (isDateOrInstant(value!) ? types.date : argument(0, 'a date or date-time', value!)),
  ([value], context) => {
    const input = value!()
    if (input === null) return null
    return input.type === 'DateTime' ? values.date(localDate(input.value, context.timeZone)) : input
  })

for (const [name, part] of [['YEAR', 0], ['MONTH', 1], ['DAY', 2]] as const) {
  define(name, `${name}(date)`, `The ${name.toLowerCase()} of a date (of a date-time: in your time zone).`, 1, 1,
    ([value]) => (isDateOrInstant(value!) ? types.integer : argument(0, 'a date or date-time', value!)),
    ([value], context) => {
      const input = value!()
      if (input === null) return null
      const date = input.type === 'DateTime' ? localDate(input.value, context.timeZone) : input.type === 'Date' ? input.value : ''
      return values.integer(Number(date.split('-')[part]))
    })
}

define('ADD_DAYS', 'ADD_DAYS(date, days)', 'The date days later (earlier when negative); a date-time keeps its wall-clock time in your time zone.', 2, 2,
  ([date, days]) => (!isDateOrInstant(date!) ? argument(0, 'a date or date-time', date!) : !isInteger(days!) ? argument(1, 'a whole number', days!) : date!.kind === 'Null' ? types.date : date!),
  ([date, days], context) => {
    const input = date!()
    const count = days!()
    if (input === null || count === null) return null
    const n = num(count).toNumber()
    if (input.type === 'DateTime') return values.dateTime(addLocalDays(input.value, n, context.timeZone))
    return input.type === 'Date' ? values.date(dateOfDayNumber(dayNumber(input.value) + n)) : null
  })

define('ADD_MONTHS', 'ADD_MONTHS(date, months)', 'The date months later; the day is kept or, in a shorter month, its last day.', 2, 2,
  ([date, months]) => (!isDate(date!) ? argument(0, 'a date', date!) : !isInteger(months!) ? argument(1, 'a whole number', months!) : types.date),
  ([date, months]) => {
    const input = date!()
    const count = months!()
    if (input === null || count === null || input.type !== 'Date') return null
    return values.date(addMonths(input.value, num(count).toNumber()))
  })

define('DAYS_BETWEEN', 'DAYS_BETWEEN(from, to)', 'Calendar days from one date to another (negative when to is earlier).', 2, 2,
  (args) => {
    const wrong = args.findIndex((type) => !isDate(type))
    return wrong >= 0 ? argument(wrong, 'a date', args[wrong]!) : types.integer
  },
  ([from, to]) => {
    const a = from!()
    const b = to!()
    if (a === null || b === null || a.type !== 'Date' || b.type !== 'Date') return null
    return values.integer(dayNumber(b.value) - dayNumber(a.value))
  })

// ---- aggregates over lists ---------------------------------------------------------------------

define('COUNT', 'COUNT(list)', 'How many values the list has that are not NULL.', 1, 1,
  (args) => {
    const item = aggregateItem(args)
    return typeof item === 'string' ? item : types.integer
  },
  ([list]) => values.integer(itemsOf(list!()).filter((item) => item !== null).length))

define('SUM', 'SUM(list)', 'The sum of the numbers or money of a list (0 for none; NULL values are skipped).', 1, 1,
  (args) => {
    const item = aggregateItem(args)
    if (typeof item === 'string') return item
    return numberOrMoney(item) ? item : argument(0, 'a list of numbers or money', args[0]!)
  },
  ([list]) => {
    const items = itemsOf(list!()).filter((item) => item !== null)
    let total = new Dec(0)
    let currency: string | null = null
    let integer = true
    for (const item of items) {
      if (item.type === 'Money') {
        if (currency !== null && currency !== item.currency) throw new EvaluationError('expression.currencyMismatch', `Cannot add ${item.currency} to ${currency}.`)
        currency = item.currency
      }
      if (item.type !== 'Integer') integer = false
      total = total.plus(num(item))
    }
    return currency !== null ? values.money(total, currency) : integer ? values.integer(total) : values.decimal(total)
  })

define('AVG', 'AVG(list)', 'The average of the numbers of a list (NULL for none).', 1, 1,
  (args) => {
    const item = aggregateItem(args)
    if (typeof item === 'string') return item
    if (!numberOrMoney(item)) return argument(0, 'a list of numbers or money', args[0]!)
    return item.kind === 'Money' ? types.money(item.currency, null) : types.decimal(null)
  },
  ([list]) => {
    const items = itemsOf(list!()).filter((item) => item !== null)
    if (items.length === 0) return null
    const total = items.reduce((sum, item) => sum.plus(num(item)), new Dec(0))
    const first = items[0]!
    return first.type === 'Money' ? values.money(total.div(items.length), first.currency) : values.decimal(total.div(items.length))
  })

for (const [name, pick] of [['MIN', -1], ['MAX', 1]] as const) {
  define(name, `${name}(list)`, `The ${pick < 0 ? 'smallest' : 'largest'} value of a list (NULL for none).`, 1, 1,
    (args) => aggregateItem(args),
    ([list]) => {
      let best: Value = null
      for (const item of itemsOf(list!())) if (item !== null && (best === null || compareValues(item, best) * pick > 0)) best = item
      return best
    })
}

// ---- comparison, shared with the evaluator ------------------------------------------------------

/** Orders two values of one type (-1, 0, 1). Money of different currencies cannot be compared. */
export function compareValues(a: NonNullable<Value>, b: NonNullable<Value>): number {
  if ((a.type === 'Integer' || a.type === 'Decimal' || a.type === 'Money') && (b.type === 'Integer' || b.type === 'Decimal' || b.type === 'Money')) {
    if (a.type === 'Money' && b.type === 'Money' && a.currency !== b.currency) {
      throw new EvaluationError('expression.currencyMismatch', `Cannot compare ${a.currency} with ${b.currency}.`)
    }
    return a.value.comparedTo(b.value)
  }
  const left = a.type === 'List' || a.type === 'Reference' ? textOfValue(a) : a.value
  const right = b.type === 'List' || b.type === 'Reference' ? textOfValue(b) : b.value
  if (left === right) return 0
  return (left as string | number | boolean) < (right as string | number | boolean) ? -1 : 1
}

export const functionLibrary: ReadonlyMap<string, FunctionDefinition> = new Map(library.map((fn) => [fn.name, fn]))
