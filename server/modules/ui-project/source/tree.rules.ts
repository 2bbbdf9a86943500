import { EnvelopeError, issue } from '../../../http/errors'
import type { Issue } from '../../../http/envelope'
import { SourceCode } from './codes'
import { comparePaths, projectLimits } from './paths'

/**
 * What every revision's tree obeys, whatever made it: the project limits, and paths that stay
 * distinct on a case-insensitive disk (or the downloaded ZIP could not be uploaded again).
 */

const utf8 = new TextEncoder()
export const byteLengthOf = (text: string): number => utf8.encode(text).length

// Lone surrogates have no UTF-8 form: stored, they would come back as U+FFFD.
const loneSurrogate = /\p{Cs}/u

/** Why a text cannot be a project file, or null when it can. */
export function textRefusal(text: string): { code: string; message: string } | null {
  if (text.includes('\u0000')) return { code: SourceCode.notText, message: 'holds the NUL character; a project holds text files only.' }
  if (loneSurrogate.test(text)) return { code: SourceCode.notText, message: 'is not valid UTF-8 text (it holds a lone surrogate).' }
  const size = byteLengthOf(text)
  if (size > projectLimits.maxFileBytes) {
    return { code: SourceCode.fileTooLarge, message: `is ${size} bytes; a file may have at most ${projectLimits.maxFileBytes}.` }
  }
  return null
}

// macOS stores names decomposed (NFD), Windows and most editors composed: both are the same file.
const folded = (path: string): string => path.normalize('NFC').toLowerCase()

/** 400 when the tree breaks a limit or two paths collide; `field` names the request member that made it. */
export function assertTreeAllowed(tree: ReadonlyMap<string, string>, field: string): void {
  const issues: Issue[] = []
  if (tree.size > projectLimits.maxFiles) {
    issues.push(issue(SourceCode.tooManyFiles, `The project would have ${tree.size} files; it may have at most ${projectLimits.maxFiles}.`, field))
  }
  let total = 0
  for (const [path, text] of tree) {
    const refusal = textRefusal(text)
    if (refusal) issues.push({ ...issue(refusal.code, `"${path}" ${refusal.message}`, field), Target: path })
    total += byteLengthOf(text)
  }
  if (total > projectLimits.maxTotalBytes) {
    issues.push(issue(SourceCode.tooLarge, `The files would add up to ${total} bytes; a project may have at most ${projectLimits.maxTotalBytes}.`, field))
  }
  issues.push(...collisions(tree, field))
  if (issues.length > 0) throw new EnvelopeError(400, issues.slice(0, 100))
}

function collisions(tree: ReadonlyMap<string, string>, field: string): Issue[] {
  const issues: Issue[] = []
  const seen = new Map<string, string>()
  const folders = new Set<string>()
  const paths = [...tree.keys()].sort(comparePaths)
  for (const path of paths) {
    const key = folded(path)
    const other = seen.get(key)
    if (other !== undefined) {
      issues.push({ ...issue(SourceCode.pathConflict, `"${path}" and "${other}" differ only in letter case.`, field), Target: path })
    } else {
      seen.set(key, path)
    }
    const segments = key.split('/')
    for (let length = 1; length < segments.length; length++) folders.add(segments.slice(0, length).join('/'))
  }
  for (const path of paths) {
    if (folders.has(folded(path))) {
      issues.push({ ...issue(SourceCode.pathConflict, `"${path}" is a file, but other files use the same path as a folder.`, field), Target: path })
    }
  }
  return issues
}
