import type { Issue } from '../http/envelope'
import { echoed } from '../http/echo'

/**
 * Limits every request meets before its schema is checked (docs/contract.md, "Request limits").
 * Deeper JSON overflows the stack of JSON.stringify (a 500 long after validation); PostgreSQL
 * cannot store NUL or unpaired surrogates in text; ids longer than the contract's 128 characters
 * exceed index rows; a free-form member (function arguments, record field values, a default
 * value) is stored and copied whole, so it has a size of its own.
 */
export const requestLimits = {
  /** Objects and arrays inside each other, the body itself counting as one. */
  maxDepth: 32,
  /** Each free-form member, as UTF-8 JSON. */
  maxFreeFormBytes: 64 * 1024,
  /** Path parameters and members named `…Id`, `…Ids` that set no bound of their own. */
  maxIdLength: 128,
  /** Members named `…Key`, `…Keys` without a bound of their own (idempotency and deduplication keys take 200). */
  maxKeyLength: 200,
  /** Issues answered for one request: a body full of bad strings needs no answer per string. */
  maxIssues: 20,
} as const

const nul = '\u0000'
/** In a `u` regular expression a surrogate pair is one code point: only unpaired halves match. */
const loneSurrogate = /\p{Cs}/u

function join(path: string, member: string): string {
  return path ? `${path}.${member}` : member
}

/** A member name as a Field shows it: bounded, with NUL and unpaired surrogates written as escapes. */
function shownName(name: string): string {
  const escaped = name.replace(/[\u0000\ud800-\udfff]/gu, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
  return echoed(escaped)
}

function textIssue(text: string, path: string): Issue | null {
  const field = path
  if (text.includes(nul)) {
    return { Code: 'workspace.validation.invalid', Message: `${field || 'The request'} must not contain the NUL character (U+0000).`, Field: field }
  }
  if (loneSurrogate.test(text)) {
    return { Code: 'workspace.validation.invalid', Message: `${field || 'The request'} must be well-formed Unicode (it holds an unpaired surrogate).`, Field: field }
  }
  return null
}

/**
 * Issues for every string and member name holding NUL or an unpaired surrogate, and for every
 * object or array nested deeper than `maxDepth`, naming the member in `Field`. Walks without
 * recursion, so a body nested a hundred thousand levels deep is refused, not a stack overflow.
 */
export function requestValueIssues(value: unknown, maxDepth: number = requestLimits.maxDepth): Issue[] {
  const issues: Issue[] = []
  const pending: Array<{ path: string; value: unknown; depth: number; refused?: Issue }> = [{ path: '', value, depth: 0 }]
  while (pending.length > 0 && issues.length < requestLimits.maxIssues) {
    const { path, value: current, depth, refused } = pending.pop()!
    if (refused) {
      issues.push(refused)
    } else if (typeof current === 'string') {
      const found = textIssue(current, path)
      if (found) issues.push(found)
    } else if (current && typeof current === 'object') {
      if (depth >= maxDepth) {
        issues.push({ Code: 'workspace.validation.invalid', Message: `${path || 'The request'} nests objects and arrays more than ${maxDepth} levels deep.`, Field: path })
        continue
      }
      const children = Array.isArray(current)
        ? current.map((item: unknown, index) => ({ path: `${path}[${index}]`, value: item, depth: depth + 1 }))
        : Object.entries(current).map(([key, item]) => {
          const member = join(path, shownName(key))
          const badName = textIssue(key, member)
          return badName ? { path: member, value: undefined, depth, refused: badName } : { path: member, value: item, depth: depth + 1 }
        })
      // Pushed in reverse, so issues come out in the order of the request.
      for (let index = children.length - 1; index >= 0; index--) pending.push(children[index]!)
    }
  }
  return issues
}

/** Size of a value as UTF-8 JSON; the depth check runs first, so stringifying cannot overflow. */
export function jsonBytes(value: unknown): number {
  return value === undefined ? 0 : Buffer.byteLength(JSON.stringify(value), 'utf8')
}
