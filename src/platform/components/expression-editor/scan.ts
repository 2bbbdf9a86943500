/**
 * A small scanner over the text before the cursor, enough for completion and signature help: is the
 * cursor inside text, a comment or a quoted key, does the word follow a `.` (and which path of keys
 * precedes it), and which function call (and which of its arguments) encloses it. The language
 * itself is checked by the server.
 */
export interface CallContext {
  /** The function name as written. */
  name: string
  /** 0-based index of the argument the cursor is in. */
  argument: number
}

export interface ScanResult {
  inText: boolean
  inComment: boolean
  inQuotedKey: boolean
  /** The word being typed (plain or in double quotes) follows a `.` (a path such as `customer.co`). */
  afterDot: boolean
  /**
   * After a dot: the keys before it (`SUM(lines.` → `['lines']`, `customer.account.na` →
   * `['customer', 'account']`); null when not after a dot or when what precedes the dot is no path
   * of keys (`1.`, `ROUND(x).`).
   */
  path: string[] | null
  call: CallContext | null
}

const wordStart = /[A-Za-z_]/
const wordPart = /[A-Za-z0-9_]/

/** Words that take a parenthesised list without being functions (`x IN (1, 2)`). */
const notFunctions = new Set(['IN', 'AND', 'OR', 'NOT', 'WHEN', 'THEN', 'ELSE', 'CASE', 'IS', 'LIKE', 'BETWEEN'])

export function scanBefore(text: string): ScanResult {
  const calls: (CallContext | null)[] = []
  let inText = false
  let inComment = false
  let inQuotedKey = false
  let lastWord: string | null = null
  let index = 0
  while (index < text.length) {
    const character = text[index] as string
    if (inComment) {
      if (character === '\n' || character === '\r') inComment = false
      index++
      continue
    }
    if (inText || inQuotedKey) {
      const quote = inText ? "'" : '"'
      if (character === quote) {
        // A doubled quote stays inside.
        if (text[index + 1] === quote) index += 2
        else {
          inText = false
          inQuotedKey = false
          lastWord = null
          index++
        }
      } else index++
      continue
    }
    if (character === '-' && text[index + 1] === '-') {
      inComment = true
      index += 2
      continue
    }
    if (character === "'") inText = true
    else if (character === '"') inQuotedKey = true
    else if (wordStart.test(character)) {
      let end = index + 1
      while (end < text.length && wordPart.test(text[end] as string)) end++
      lastWord = text.slice(index, end)
      index = end
      continue
    } else if (character === '(') {
      const name = lastWord && !notFunctions.has(lastWord.toUpperCase()) ? lastWord : null
      calls.push(name ? { name, argument: 0 } : null)
    } else if (character === ')') calls.pop()
    else if (character === ',') {
      const top = calls[calls.length - 1]
      if (top) top.argument++
    }
    if (!/\s/.test(character)) lastWord = null
    index++
  }
  const { afterDot, path } = pathBefore(text)
  return { inText, inComment, inQuotedKey, afterDot, path, call: calls[calls.length - 1] ?? null }
}

/** A token of the language as far as paths need it; offsets are 0-based UTF-16, `end` exclusive. */
export type PathToken =
  | { kind: 'key'; key: string; quoted: boolean; start: number; end: number }
  | { kind: 'dot' | 'other'; start: number; end: number }

interface Tokenized {
  tokens: PathToken[]
  /** Text, a comment or a quoted key still open at the end, from `start`. */
  open: { kind: 'text' | 'comment' | 'quotedKey'; start: number } | null
}

const identifier = /[A-Za-z_][A-Za-z0-9_]*/y
const numberLiteral = /\d+(?:\.\d+)?/y

function matchAt(pattern: RegExp, text: string, index: number): number {
  pattern.lastIndex = index
  return pattern.test(text) ? pattern.lastIndex : -1
}

/** The index of the quote closing the one at `start` (a doubled quote stays inside), or -1. */
function closingQuote(text: string, start: number): number {
  const quote = text[start]
  let index = start + 1
  while (index < text.length) {
    if (text[index] === quote) {
      if (text[index + 1] !== quote) return index
      index += 2
    } else index++
  }
  return -1
}

/** Keys (plain and quoted), dots and everything else; whitespace and comments are skipped as the lexer does. */
export function tokenizePaths(text: string): Tokenized {
  const tokens: PathToken[] = []
  let index = 0
  while (index < text.length) {
    const character = text[index] as string
    if (/\s/.test(character)) {
      index++
      continue
    }
    if (character === '-' && text[index + 1] === '-') {
      const lineEnd = text.slice(index).search(/[\r\n]/)
      if (lineEnd < 0) return { tokens, open: { kind: 'comment', start: index } }
      index += lineEnd
      continue
    }
    if (character === "'" || character === '"') {
      const close = closingQuote(text, index)
      if (close < 0) return { tokens, open: { kind: character === "'" ? 'text' : 'quotedKey', start: index } }
      tokens.push(
        character === "'"
          ? { kind: 'other', start: index, end: close + 1 }
          : { kind: 'key', key: text.slice(index + 1, close).replace(/""/g, '"'), quoted: true, start: index, end: close + 1 },
      )
      index = close + 1
      continue
    }
    const wordEnd = matchAt(identifier, text, index)
    if (wordEnd > 0) {
      tokens.push({ kind: 'key', key: text.slice(index, wordEnd), quoted: false, start: index, end: wordEnd })
      index = wordEnd
      continue
    }
    const numberEnd = matchAt(numberLiteral, text, index)
    const end = numberEnd > 0 ? numberEnd : index + 1
    tokens.push({ kind: character === '.' && numberEnd < 0 ? 'dot' : 'other', start: index, end })
    index = end
  }
  return { tokens, open: null }
}

/** The keys joined by dots that end at `tokens[last]` (a key), or null when a dot follows something else. */
function pathEndingAt(tokens: readonly PathToken[], last: number): string[] | null {
  const path: string[] = []
  let index = last
  for (;;) {
    const token = tokens[index]
    if (token?.kind !== 'key') return null
    path.unshift(token.key)
    if (tokens[index - 1]?.kind !== 'dot') return path
    index -= 2
  }
}

/** Whether the word being typed at the end of `text` follows a dot, and the path of keys before it. */
export function pathBefore(text: string): { afterDot: boolean; path: string[] | null } {
  const { tokens, open } = tokenizePaths(text)
  if (open && open.kind !== 'quotedKey') return { afterDot: false, path: null }
  let end = tokens.length
  const last = tokens[end - 1]
  // The plain word being typed is not part of the path; an open quoted key was never a token.
  if (!open && last?.kind === 'key' && !last.quoted && last.end === text.length) end--
  if (tokens[end - 1]?.kind !== 'dot') return { afterDot: false, path: null }
  return { afterDot: true, path: pathEndingAt(tokens, end - 2) }
}

/**
 * The path part at `offset` (hover): the keys up to and including the one there, with that key's
 * offsets (a quoted key with its quotes), or null when there is no key or its path is broken.
 */
export function pathAt(text: string, offset: number): { path: string[]; quoted: boolean; start: number; end: number } | null {
  const { tokens } = tokenizePaths(text)
  const index = tokens.findIndex((token) => token.start <= offset && offset < token.end)
  const token = tokens[index]
  if (token?.kind !== 'key') return null
  const path = pathEndingAt(tokens, index)
  return path ? { path, quoted: token.quoted, start: token.start, end: token.end } : null
}

/**
 * Offsets of each parameter inside a signature such as `ROUND(number, places)`, for the editor's
 * signature help to highlight the active one.
 */
export function parameterRanges(signature: string): [number, number][] {
  const open = signature.indexOf('(')
  const close = signature.lastIndexOf(')')
  if (open < 0 || close <= open) return []
  const ranges: [number, number][] = []
  let start = open + 1
  let depth = 0
  for (let index = open + 1; index <= close; index++) {
    const character = signature[index]
    if (character === '(' || character === '[') depth++
    else if ((character === ')' || character === ']') && index < close) depth--
    if ((character === ',' && depth === 0) || index === close) {
      let from = start
      let to = index
      while (from < to && /\s/.test(signature[from] as string)) from++
      while (to > from && /\s/.test(signature[to - 1] as string)) to--
      if (to > from) ranges.push([from, to])
      start = index + 1
    }
  }
  return ranges
}

/** The parameter to highlight: the last one stands for every further argument (`COALESCE(a, b, …)`). */
export function activeParameter(argument: number, parameterCount: number): number {
  if (parameterCount === 0) return 0
  return Math.min(argument, parameterCount - 1)
}

/**
 * Where a value is being written for the path before it: text opened (or about to be) after
 * `path =`, `path <>` or in `path [NOT] IN (…`. The path, and what is typed inside the open quote
 * (null when no quote is open yet); null anywhere else.
 */
export function valueSlotBefore(text: string): { path: string[]; typed: string | null } | null {
  const { tokens, open } = tokenizePaths(text)
  if (open && open.kind !== 'text') return null
  const symbol = (index: number, value: string) => tokens[index]?.kind === 'other' && text.slice(tokens[index].start, tokens[index].end) === value
  const word = (index: number, value: string) => {
    const token = tokens[index]
    return token?.kind === 'key' && !token.quoted && token.key.toUpperCase() === value
  }
  const typed = open ? text.slice(open.start + 1) : null
  let last = tokens.length - 1
  if (symbol(last, '=')) return withPath(pathEndingAt(tokens, last - 1), typed)
  if (symbol(last, '>') && symbol(last - 1, '<')) return withPath(pathEndingAt(tokens, last - 2), typed)
  // A list: back over its values and commas to the parenthesis after IN.
  if (!symbol(last, '(') && !symbol(last, ',')) return null
  while (last >= 0 && !symbol(last, '(')) {
    if (tokens[last]?.kind === 'key' || tokens[last]?.kind === 'dot' || symbol(last, ')')) return null
    last--
  }
  if (!word(last - 1, 'IN')) return null
  const pathEnd = word(last - 2, 'NOT') ? last - 3 : last - 2
  return withPath(pathEndingAt(tokens, pathEnd), typed)
}

function withPath(path: string[] | null, typed: string | null): { path: string[]; typed: string | null } | null {
  return path ? { path, typed } : null
}
