/**
 * A small scanner over the text before the cursor, enough for completion and signature help: is the
 * cursor inside text, a comment or a quoted key, does the word follow a `.`, and which function
 * call (and which of its arguments) encloses it. The language itself is checked by the server.
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
  /** The word being typed follows a `.` (a path such as `customer.co`). */
  afterDot: boolean
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
  const typed = /([A-Za-z_][A-Za-z0-9_]*)?$/.exec(text)
  const beforeWord = text.slice(0, text.length - (typed?.[1]?.length ?? 0))
  return {
    inText,
    inComment,
    inQuotedKey,
    afterDot: !inText && !inComment && !inQuotedKey && /\.\s*$/.test(beforeWord),
    call: calls[calls.length - 1] ?? null,
  }
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
