/**
 * Project paths as the server takes them (server/modules/ui-project/source/paths.ts): relative,
 * `/`-separated, no `..`, no control characters (NUL among them), no `.git` or `node_modules`
 * folder, at most 512 bytes (255 per name); and one path per file on a disk that ignores letter
 * case. Checked here first so that a name is refused with a clear message before anything is saved.
 */

export type PathProblem =
  | 'empty'
  | 'absolute'
  | 'traversal'
  | 'invalidCharacter'
  | 'dotName'
  | 'reserved'
  | 'tooLong'
  | 'nameTooLong'
  | 'exists'
  | 'isFolder'
  | 'underFile'
  | 'tooManyFiles'

export type PathCheck = { ok: true; path: string } | { ok: false; problem: PathProblem }

export const MAX_PATH_BYTES = 512
export const MAX_NAME_BYTES = 255

const reservedNames = new Set(['.git', 'node_modules'])
// C0 and C1 control characters (NUL among them) and lone surrogates, which have no UTF-8 form.
const invalidCharacters = /[\u0000-\u001f\u007f-\u009f]|\p{Cs}/u
// `/x`, `//server`, `C:/x` and the drive-relative `C:x`.
const absolutePath = /^(\/|[A-Za-z]:)/

const utf8 = new TextEncoder()
export const byteLength = (text: string): number => utf8.encode(text).length

/** The path the server would store for what was typed (`\` as `/`, no `./` or empty names), or why it refuses it. */
export function normaliseProjectPath(typed: string): PathCheck {
  const raw = typed.trim()
  if (raw === '') return { ok: false, problem: 'empty' }
  if (invalidCharacters.test(raw)) return { ok: false, problem: 'invalidCharacter' }
  const slashed = raw.replace(/\\/g, '/')
  if (absolutePath.test(slashed)) return { ok: false, problem: 'absolute' }
  const segments = slashed.split('/').filter((segment) => segment !== '')
  while (segments[0] === '.') segments.shift()
  if (segments.length === 0) return { ok: false, problem: 'empty' }
  if (segments.includes('..')) return { ok: false, problem: 'traversal' }
  if (segments.some((segment) => /^\.+$/.test(segment))) return { ok: false, problem: 'dotName' }
  if (segments.some((segment) => reservedNames.has(segment.toLowerCase()))) return { ok: false, problem: 'reserved' }
  if (segments.some((segment) => byteLength(segment) > MAX_NAME_BYTES)) return { ok: false, problem: 'nameTooLong' }
  const path = segments.join('/')
  if (byteLength(path) > MAX_PATH_BYTES) return { ok: false, problem: 'tooLong' }
  return { ok: true, path }
}

/** macOS stores names decomposed, Windows composed, and most disks ignore case: one key for all. */
export const foldPath = (path: string): string => path.normalize('NFC').toLowerCase()

export interface PathContext {
  /** Every file path of the working tree. */
  existing: readonly string[]
  /** The file being renamed (its own path is not in the way). */
  renaming?: string | null
  /** Limits.MaxFiles of the project; checked for new files. */
  maxFiles?: number
}

/** A new or renamed file's path checked against the server's rules and the other files. */
export function checkFilePath(typed: string, context: PathContext): PathCheck {
  const normalised = normaliseProjectPath(typed)
  if (!normalised.ok) return normalised
  const path = normalised.path
  const key = foldPath(path)
  const renaming = context.renaming ? foldPath(context.renaming) : null
  const others = context.existing.map(foldPath).filter((other) => other !== renaming)
  if (others.includes(key)) return { ok: false, problem: 'exists' }
  if (others.some((other) => other.startsWith(`${key}/`))) return { ok: false, problem: 'isFolder' }
  if (others.some((other) => key.startsWith(`${other}/`))) return { ok: false, problem: 'underFile' }
  if (!context.renaming && context.maxFiles !== undefined && context.existing.length >= context.maxFiles) {
    return { ok: false, problem: 'tooManyFiles' }
  }
  return { ok: true, path }
}
