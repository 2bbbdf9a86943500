/** `@` mentions in a comment's text: the user name follows the `@`, the request carries the user ids. */

export interface MentionedUser {
  UserId: string
  UserName: string
}

/** The `@word` being typed at the caret: where it starts and what follows the `@`; null when none is. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret)
  const match = /(^|\s)@([\p{L}\p{N}._-]*)$/u.exec(before)
  if (!match) return null
  return { start: caret - match[2]!.length - 1, query: match[2]! }
}

/** The text with the typed `@word` replaced by `@userName ` and where the caret goes next. */
export function insertMention(text: string, start: number, caret: number, userName: string): { text: string; caret: number } {
  const inserted = `@${userName} `
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length }
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Ids of the known users whose `@userName` is still in the text, each once. */
export function mentionedIds(text: string, known: readonly MentionedUser[]): string[] {
  const ids = new Set<string>()
  for (const user of known) {
    if (new RegExp(`(^|\\s)@${escape(user.UserName)}(?![\\p{L}\\p{N}_-])`, 'u').test(text)) ids.add(user.UserId)
  }
  return [...ids]
}
