import type { Issue } from '../../../http/envelope'
import { issue } from '../../../http/errors'
import { isMimeTypePattern, isWellFormedExtension, normalizeExtension, normalizeMimeType, type FileTypeRuleInput } from './normalize'

// Bounds that keep a policy readable and every upload's check cheap.
const maxRules = 500
const maxEntriesPerList = 100

const invalid = (message: string, field: string): Issue => issue('workspace.validation.invalid', message, field)

function listIssues(
  values: readonly string[],
  field: string,
  what: { label: string; normalize: (value: string) => string; wellFormed: (normalized: string) => boolean; example: string },
): Issue[] {
  if (values.length > maxEntriesPerList) return [invalid(`At most ${maxEntriesPerList} ${what.label} are allowed here.`, field)]
  return values.flatMap((value, index) => {
    const normalized = what.normalize(value)
    if (normalized === '' || what.wellFormed(normalized)) return []
    return [invalid(`"${value.trim()}" is not a valid ${what.example}.`, `${field}[${index}]`)]
  })
}

const extensions = { label: 'extensions', normalize: normalizeExtension, wellFormed: isWellFormedExtension, example: 'extension (like "pdf" or "tar.gz")' }
const mimeTypes = { label: 'MIME types', normalize: normalizeMimeType, wellFormed: isMimeTypePattern, example: 'MIME type (like "application/pdf" or "image/*")' }

/**
 * What is wrong with a policy as written: issues whose Field names the member under `prefix`
 * ("" for the settings, "Draft." for the tester's draft). Repeated rules and entries are fine.
 */
export function policyIssues(rules: readonly FileTypeRuleInput[], allowed: readonly string[], prefix = ''): Issue[] {
  const issues = listIssues(allowed, `${prefix}AllowedMimeTypes`, mimeTypes)
  if (rules.length > maxRules) return [...issues, invalid(`At most ${maxRules} file-type rules are allowed.`, `${prefix}FileTypeRules`)]
  rules.forEach((rule, index) => {
    const field = `${prefix}FileTypeRules[${index}]`
    const ruleExtensions = rule.Extensions ?? []
    const ruleMimeTypes = rule.MimeTypes ?? []
    if (!ruleExtensions.some((value) => normalizeExtension(value) !== '')) {
      issues.push(issue('workspace.validation.required', `Rule ${index + 1} needs at least one extension.`, `${field}.Extensions`))
    }
    if (!ruleMimeTypes.some((value) => normalizeMimeType(value) !== '')) {
      issues.push(issue('workspace.validation.required', `Rule ${index + 1} needs at least one MIME type.`, `${field}.MimeTypes`))
    }
    issues.push(...listIssues(ruleExtensions, `${field}.Extensions`, extensions), ...listIssues(ruleMimeTypes, `${field}.MimeTypes`, mimeTypes))
  })
  return issues
}
