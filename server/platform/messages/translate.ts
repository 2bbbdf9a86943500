import { german } from './de'
import { germanFunctionNames } from './functionNames.de'
import { germanPhrases } from './phrases.de'
import type { Language } from './language'

/**
 * Messages in the request's language. The server writes its messages in English; the catalog
 * (de.ts, by English template, `{0}`… for the values) gives the German. A message matches a
 * template when it is the template with its placeholders filled; the values keep their text.
 */

interface Pattern {
  regex: RegExp
  /** Placeholder number of each capture group, in order. */
  groups: number[]
  target: string
  /** The template's own text without placeholders: the longer, the more specific. */
  weight: number
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function compile(catalog: Readonly<Record<string, string>>): { exact: Map<string, string>; patterns: Pattern[] } {
  const exact = new Map<string, string>()
  const patterns: Pattern[] = []
  for (const [english, target] of Object.entries(catalog)) {
    const parts = english.split(/\{(\d+)\}/)
    if (parts.length === 1) {
      exact.set(english, target)
      continue
    }
    const groups: number[] = []
    let source = '^'
    parts.forEach((part, index) => {
      if (index % 2 === 0) source += escape(part)
      else {
        groups.push(Number(part))
        source += '([\\s\\S]*?)'
      }
    })
    const literal = parts.filter((_, index) => index % 2 === 0).join('')
    patterns.push({ regex: new RegExp(`${source}$`), groups, target, weight: literal.length })
  }
  patterns.sort((a, b) => b.weight - a.weight)
  return { exact, patterns }
}

export interface TranslatorOptions {
  /** A value that is itself a template of the catalog is translated too. */
  values?: boolean
  /**
   * Words code chooses for a placeholder (`1 second`, `unique constraint`): a target marks such a
   * placeholder `{0:phrase}`, and its value is translated by this catalog. Only there: a one-word
   * phrase (`user`) must not translate a key or a name that happens to read the same.
   */
  phrases?: Readonly<Record<string, string>>
}

/** A template's placeholder in a target: `{0}`, or `{0:phrase}` for words chosen in code. */
export const PLACEHOLDER = /\{(\d+)(:phrase)?\}/g

/** Translates by a catalog of English templates; a message the catalog does not know stays as it is. */
export function translatorFor(catalog: Readonly<Record<string, string>>, options: TranslatorOptions = {}): (message: string) => string {
  const { exact, patterns } = compile(catalog)
  const phrase = options.phrases ? translatorFor(options.phrases) : (text: string) => text
  const translate = (message: string): string => {
    const known = exact.get(message)
    if (known !== undefined) return known
    for (const pattern of patterns) {
      const match = pattern.regex.exec(message)
      if (!match) continue
      // Values are what the message names (keys, names, numbers) and keep their text; with
      // `options.values`, a value that is itself a template of the catalog is translated too (names
      // and keys never are: the templates are sentences and phrases).
      const value = (index: number) => (options.values ? translate(match[index + 1] ?? '') : (match[index + 1] ?? ''))
      const values = new Map(pattern.groups.map((placeholder, index) => [placeholder, value(index)]))
      return pattern.target.replace(PLACEHOLDER, (whole, n: string, isPhrase?: string) => {
        const text = values.get(Number(n))
        if (text === undefined) return whole
        return isPhrase ? phrase(text) : text
      })
    }
    return message
  }
  return translate
}

/**
 * The expression language's type descriptions (`typeName` in shared/expressions/types.ts, and the
 * checker's `…, 2 places`), in the words the app's field types use; a description inside another
 * (`Money (EUR), 2 places`, `a list of Text`) is translated too.
 */
const germanTypes: Readonly<Record<string, string>> = {
  Integer: 'Ganzzahl',
  Decimal: 'Dezimalzahl',
  Money: 'Geldbetrag',
  'Money ({0})': 'Geldbetrag ({0})',
  Text: 'Text',
  Boolean: 'Ja/Nein',
  Date: 'Datum',
  DateTime: 'Datum und Uhrzeit',
  Time: 'Uhrzeit',
  Reference: 'Verweis',
  Unknown: 'unbekannt',
  'a list of {0}': 'eine Liste von {0}',
  '{0}, {1} places': '{0}, {1} Nachkommastellen',
  '{0}, unbounded places': '{0}, beliebig viele Nachkommastellen',
}

let toGerman: ((message: string) => string) | null = null
let typeToGerman: ((message: string) => string) | null = null

/** A type description of the expression language in `language`. */
export function translateType(description: string, language: Language): string {
  if (language === 'en') return description
  typeToGerman ??= translatorFor(germanTypes, { values: true })
  return typeToGerman(description)
}

/** The message in `language`. */
export function translateMessage(message: string, language: Language): string {
  if (language === 'en') return message
  // A value that is itself one of the server's phrases (`; did you mean “x”?`) is translated in place.
  toGerman ??= translatorFor(german, { values: true, phrases: germanPhrases })
  return toGerman(message)
}

/** Where a response carries the server's own words (never user data such as a rule's Message). */
const issueLists = new Set(['Errors', 'Warnings', 'Diagnostics'])
const describedLists = new Set(['Dependents', 'Changes'])
/** Members that hold what the server says about an outcome (a run's summary and error, a build's failure). */
const outcomeMembers = new Set(['ResultSummary', 'ErrorSummary', 'SafeMessage', 'OutcomeMessage', 'FailureMessage', 'ErrorMessage'])

/**
 * The response with the server's messages in `language`: Message of the issues (Errors, Warnings),
 * of expression Diagnostics and of an evaluation's Error, a plan's BlockedReason and the
 * Description of its Dependents and Changes, a problem's detail, the summaries and errors of
 * outcomes (runs, builds), the function library's summaries, and the type descriptions of an
 * expression check (ResultType, ExpectedType) and the names of built-in functions
 * (FunctionDisplayName). Copies only what changes.
 */
export function localizeResponse<T>(payload: T, language: Language): T {
  if (language === 'en') return payload
  const translated = (text: unknown) => (typeof text === 'string' ? translateMessage(text, language) : text)
  const visit = (value: unknown, key: string | null, inList: string | null): unknown => {
    if (Array.isArray(value)) {
      let copy: unknown[] | null = null
      value.forEach((item, index) => {
        const next = visit(item, null, key)
        if (next !== item) (copy ??= [...value])[index] = next
      })
      return copy ?? value
    }
    if (!value || typeof value !== 'object') return value
    let copy: Record<string, unknown> | null = null
    const set = (member: string, next: unknown) => {
      copy ??= { ...(value as Record<string, unknown>) }
      copy[member] = next
    }
    for (const [member, item] of Object.entries(value)) {
      const ownWords =
        (member === 'Message' && ((inList !== null && issueLists.has(inList)) || key === 'Error')) ||
        (member === 'Description' && inList !== null && describedLists.has(inList)) ||
        member === 'BlockedReason' ||
        outcomeMembers.has(member) ||
        (member === 'Summary' && inList === 'Functions') ||
        (member === 'detail' && key === null && inList === null)
      const typeWords = (member === 'ResultType' || member === 'ExpectedType') && typeof item === 'string'
      // A built-in function's name is the server's; a function someone configured keeps its own.
      const functionName = member === 'FunctionDisplayName' && typeof item === 'string'
      const next = typeWords
        ? translateType(item, language)
        : functionName
          ? (germanFunctionNames[item] ?? item)
          : ownWords
            ? translated(item)
            : visit(item, member, null)
      if (next !== item) set(member, next)
    }
    return copy ?? value
  }
  return visit(payload, null, null) as T
}
