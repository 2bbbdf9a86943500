import type { Issue } from './envelope'

/**
 * Bounds on what an answer repeats of a caller's values. Ids and keys are at most 128 characters,
 * but a refused request can carry a value of a megabyte: a message quotes at most 100 characters
 * of it, and Field and Target hold at most 256.
 */
export const echoLimits = { quoted: 100, message: 1_000, reference: 256 } as const

/** `value`, cut to `max` characters with an ellipsis (never splitting a surrogate pair). */
export function echoed(value: string, max: number = echoLimits.quoted): string {
  if (value.length <= max) return value
  let end = max - 1
  const last = value.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end -= 1
  return `${value.slice(0, end)}…`
}

/** Messages quote values in double quotes (`Job "…" does not exist.`): each quoted run is cut. */
const quotedRun = new RegExp(`"([^"]{${echoLimits.quoted + 1},})"`, 'g')

/** The issue with every caller value it echoes bounded: quoted runs in Message, Message, Field, Target. */
export function boundIssue(issue: Issue): Issue {
  const bounded: Issue = { ...issue, Message: echoed(issue.Message.replace(quotedRun, (_run, value: string) => `"${echoed(value)}"`), echoLimits.message) }
  if (issue.Field !== undefined) bounded.Field = echoed(issue.Field, echoLimits.reference)
  if (issue.Target !== undefined) bounded.Target = echoed(issue.Target, echoLimits.reference)
  return bounded
}
