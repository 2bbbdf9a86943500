import type { FileTypeRule } from './api/fileSettings.types'

/**
 * Client-side checks of the file-system settings, mirroring the server's (docs: design decisions of
 * the Files issue) so a mistake shows before a round trip; the server stays the judge.
 * Problems are keys under `fileSettings.validation`.
 */

const MIB = 1024 * 1024
const GIB = 1024 * MIB

export const RETENTION_HOURS = { min: 1, max: 87_600 } as const
export const UPLOAD_BYTES = { min: 1, max: 10 * GIB, default: GIB } as const
export const BYTES_PER_MB = MIB
/** How many rules a policy, and entries a list, may hold. */
export const POLICY_LIMITS = { rules: 500, entries: 100 } as const

export interface Problem {
  key: string
  params?: Record<string, string | number>
}

/** `.PDF ` → `pdf`, `..tar.gz` → `tar.gz`: lower case, trimmed, leading dots removed. */
export function normaliseExtension(text: string): string {
  return text.trim().toLowerCase().replace(/^\.+/, '')
}

/** `Text/Plain; charset=utf-8` → `text/plain`: lower case, parameters dropped. */
export function normaliseMimeType(text: string): string {
  return (text.split(';')[0] ?? '').trim().toLowerCase()
}

/** Normalises every entry, drops empty ones and repeats, keeps the order of first appearance. */
export function normaliseEntries(entries: readonly string[], normalise: (text: string) => string): string[] {
  return [...new Set(entries.map(normalise).filter((entry) => entry !== ''))]
}

// RFC 6838 restricted names: letters, digits and !#$&^_.+- after the first character.
const MIME_TOKEN = "[a-z0-9][a-z0-9!#$&^_.+-]*"
const MIME_SHAPE = new RegExp(`^${MIME_TOKEN}/(${MIME_TOKEN}|\\*)$`)

export function mimeTypeProblem(mimeType: string): Problem | null {
  return MIME_SHAPE.test(normaliseMimeType(mimeType)) ? null : { key: 'mimeShape', params: { value: mimeType } }
}

export function extensionProblem(extension: string): Problem | null {
  const value = normaliseExtension(extension)
  if (/[/\\]/.test(value)) return { key: 'extensionSlash', params: { value: extension } }
  if (value === '' || /[\s\u0000-\u001f*?]/.test(value) || value.split('.').some((part) => part === '')) {
    return { key: 'extensionShape', params: { value: extension } }
  }
  return null
}

function firstProblem<T>(entries: readonly T[], check: (entry: T) => Problem | null): Problem | null {
  for (const entry of entries) {
    const problem = check(entry)
    if (problem) return problem
  }
  return null
}

function listProblem(entries: readonly string[], requiredKey: string, check: (entry: string) => Problem | null): Problem | null {
  if (entries.length === 0) return { key: requiredKey }
  if (entries.length > POLICY_LIMITS.entries) return { key: 'tooManyEntries', params: { max: POLICY_LIMITS.entries } }
  return firstProblem(entries, check)
}

/** What is wrong with one rule, per list: empty, too long, or the first entry of a wrong shape. */
export function ruleProblems(rule: FileTypeRule): { Extensions: Problem[]; MimeTypes: Problem[] } {
  const extension = listProblem(rule.Extensions, 'extensionsRequired', extensionProblem)
  const mimeType = listProblem(rule.MimeTypes, 'mimeTypesRequired', mimeTypeProblem)
  return { Extensions: extension ? [extension] : [], MimeTypes: mimeType ? [mimeType] : [] }
}

export function rulesProblems(rules: readonly FileTypeRule[]): Problem[] {
  return rules.length > POLICY_LIMITS.rules ? [{ key: 'tooManyRules', params: { max: POLICY_LIMITS.rules } }] : []
}

export function allowedMimeTypesProblems(mimeTypes: readonly string[]): Problem[] {
  if (mimeTypes.length > POLICY_LIMITS.entries) return [{ key: 'tooManyEntries', params: { max: POLICY_LIMITS.entries } }]
  const problem = firstProblem(mimeTypes, mimeTypeProblem)
  return problem ? [problem] : []
}

function integerProblem(value: number | null, min: number, max: number, key: string): Problem[] {
  if (value === null || !Number.isInteger(value) || value < min || value > max) return [{ key, params: { min, max } }]
  return []
}

export function retentionProblems(hours: number | null): Problem[] {
  return integerProblem(hours, RETENTION_HOURS.min, RETENTION_HOURS.max, 'retentionRange')
}

export function uploadSizeProblems(bytes: number | null): Problem[] {
  return integerProblem(bytes, UPLOAD_BYTES.min, UPLOAD_BYTES.max, 'uploadSizeRange')
}

/** POSIX (`/srv/files`), Windows drive (`D:\files`) or UNC (`\\server\share`) absolute paths. */
export function isAbsolutePath(path: string): boolean {
  return path.startsWith('/') || /^[a-zA-Z]:[\\/]/.test(path) || path.startsWith('\\\\')
}

export function rootPathProblems(path: string): Problem[] {
  const value = path.trim()
  return value === '' || isAbsolutePath(value) ? [] : [{ key: 'rootPathAbsolute' }]
}

// As the server has it: up to 64 letters, digits, spaces, `.`, `_` and `-`; no leading dot or space, no trailing dot.
const FOLDER_NAME = /^[A-Za-z0-9_-][A-Za-z0-9 _.-]{0,63}$/

/** One folder name below the root, in the characters the server accepts. */
export function folderNameProblems(name: string): Problem[] {
  const value = name.trim()
  if (value === '') return [{ key: 'folderNameRequired' }]
  return FOLDER_NAME.test(value) && !value.endsWith('.') ? [] : [{ key: 'folderNameShape' }]
}
