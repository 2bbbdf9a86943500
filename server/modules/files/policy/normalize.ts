import type { FileTypeRule } from './policy'

/** A rule as a request carries it: the contract leaves both lists optional (missing = none). */
export interface FileTypeRuleInput {
  Extensions?: readonly string[]
  MimeTypes?: readonly string[]
}

/** The policy's own members, normalised: what is stored, hashed and judged with. */
export interface NormalizedPolicy {
  AllowedMimeTypes: string[]
  FileTypeRules: FileTypeRule[]
}

// RFC 6838 restricted names, lower case; the subtype may be `*` (a wildcard for the whole type).
const token = '[a-z0-9][a-z0-9!#$&^_.+-]{0,126}'
const mimePattern = new RegExp(`^${token}/${token}$`)
const mimePatternOrWildcard = new RegExp(`^${token}/(${token}|\\*)$`)
// Dot-separated segments ("tar.gz"), none empty, no path separators, spaces or wildcards.
const extensionPattern = /^[^\s/\\.*?]+(\.[^\s/\\.*?]+)*$/
const maxExtensionLength = 64

/** Lower case, trimmed, parameters (`; charset=utf-8`) dropped. */
export function normalizeMimeType(value: string): string {
  return value.split(';', 1)[0]!.trim().toLowerCase()
}

/** Lower case, trimmed, leading dots removed (".PDF" → "pdf"). */
export function normalizeExtension(value: string): string {
  return value.trim().toLowerCase().replace(/^\.+/, '')
}

/** A concrete declared type (`type/subtype`), already normalised. */
export function isConcreteMimeType(normalized: string): boolean {
  return mimePattern.test(normalized)
}

/** A type or a `type/*` wildcard, already normalised: what rules and the allow-list may hold. */
export function isMimeTypePattern(normalized: string): boolean {
  return mimePatternOrWildcard.test(normalized)
}

export function isWellFormedExtension(normalized: string): boolean {
  return normalized.length <= maxExtensionLength && extensionPattern.test(normalized)
}

/** Whether `pattern` (a type or `type/*`) covers `value` (a type or `type/*`). */
export function mimeMatches(pattern: string, value: string): boolean {
  if (pattern === value) return true
  return pattern.endsWith('/*') && value.startsWith(pattern.slice(0, -1)) && !value.endsWith('/*')
}

function cleanList(values: readonly string[], normalize: (value: string) => string): string[] {
  return [...new Set(values.map(normalize).filter((value) => value !== ''))].sort()
}

/**
 * Entries normalised, blank ones dropped, each list sorted and de-duplicated. Rules keep their
 * order, so a verdict's RuleIndex points at the rule the administrator sees.
 */
export function normalizePolicy(rules: readonly FileTypeRuleInput[], allowed: readonly string[]): NormalizedPolicy {
  return {
    AllowedMimeTypes: cleanList(allowed, normalizeMimeType),
    FileTypeRules: rules.map((rule) => ({
      Extensions: cleanList(rule.Extensions ?? [], normalizeExtension),
      MimeTypes: cleanList(rule.MimeTypes ?? [], normalizeMimeType),
    })),
  }
}
