import type { ErrorObject } from 'ajv'
import type { Issue } from '../http/envelope'

const extendedDataBoundKeywords = new Set(['maxProperties', 'maxLength', 'propertyNames', 'pattern'])

/** Turns a JSON pointer (`/ExtendedData/team`, `/RoleIds/0`) into a member path (`ExtendedData.team`, `RoleIds[0]`). */
export function memberPath(pointer: string, prefix = ''): string {
  let path = prefix
  for (const raw of pointer.split('/').slice(1)) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    path = /^\d+$/.test(segment) ? `${path}[${segment}]` : path ? `${path}.${segment}` : segment
  }
  return path
}

function join(path: string, member: string): string {
  return path ? `${path}.${member}` : member
}

/** Maps Ajv errors to contract issues naming the offending member in `Field`. */
export function issuesFromAjv(errors: readonly ErrorObject[], prefix = ''): Issue[] {
  const issues: Issue[] = []
  const seen = new Set<string>()
  for (const error of errors) {
    // anyOf / oneOf wrappers repeat what their branches already said.
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'if') continue
    const issue = toIssue(error, prefix)
    const key = `${issue.Field ?? ''}|${issue.Code}`
    if (seen.has(key)) continue
    seen.add(key)
    issues.push(issue)
  }
  return issues
}

function toIssue(error: ErrorObject, prefix: string): Issue {
  const path = memberPath(error.instancePath, prefix)
  const params = error.params as Record<string, unknown>
  if (error.keyword === 'required') {
    const field = join(path, String(params.missingProperty))
    return { Code: 'workspace.validation.required', Message: `${field} is required.`, Field: field }
  }
  if (error.keyword === 'additionalProperties') {
    const field = join(path, String(params.additionalProperty))
    return {
      Code: 'workspace.validation.unknownMember',
      Message: `${field} is not a member of this request.`,
      Field: field,
    }
  }
  const field = error.keyword === 'propertyNames' && params.propertyName !== undefined
    ? join(path, String(params.propertyName))
    : path
  const underExtendedData = /(^|\.)ExtendedData(\.|$)/.test(field)
  const code = underExtendedData && extendedDataBoundKeywords.has(error.keyword)
    ? 'workspace.principals.extendedDataTooLarge'
    : 'workspace.validation.invalid'
  if (error.keyword === 'minLength' && params.limit === 1 && field) {
    return { Code: 'workspace.validation.required', Message: `${field} is required.`, Field: field }
  }
  const message = `${field || 'The request'} ${plainMessage(error)}.`
  return field ? { Code: code, Message: message, Field: field } : { Code: code, Message: message }
}

/** What a caller reads, in plain words where Ajv's own wording is technical ("must NOT have more than 200 characters"). */
function plainMessage(error: ErrorObject): string {
  const limit = (error.params as { limit?: number }).limit
  switch (error.keyword) {
    case 'maxLength':
      return `may have at most ${limit} characters`
    case 'minLength':
      return `needs at least ${limit} characters`
    case 'format':
      return (error.params as { format?: string }).format === 'email' ? 'must be an e-mail address like name@example.com' : `must be a valid ${String((error.params as { format?: string }).format)}`
    case 'pattern':
      return 'has characters or a form that is not allowed here'
    default:
      return error.message ?? 'is invalid'
  }
}

const nul = '\u0000'

/**
 * Issues for every string and member name that holds U+0000, naming the member in `Field`.
 * PostgreSQL cannot store the NUL character in text or JSON, so it is refused with the request
 * instead of failing deep in a query. Walks without recursion: bodies may nest deeply.
 */
export function nulCharacterIssues(value: unknown): Issue[] {
  const issues: Issue[] = []
  const pending: Array<{ path: string; value: unknown }> = [{ path: '', value }]
  const refuse = (path: string) => {
    const field = path.replaceAll(nul, '\\u0000')
    issues.push({ Code: 'workspace.validation.invalid', Message: `${field || 'The request'} must not contain the NUL character (U+0000).`, Field: field })
  }
  while (pending.length > 0) {
    const { path, value: current } = pending.pop()!
    if (typeof current === 'string') {
      if (current.includes(nul)) refuse(path)
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ path: `${path}[${index}]`, value: item }))
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const member = join(path, key)
        if (key.includes(nul)) refuse(member)
        else pending.push({ path: member, value: item })
      }
    }
  }
  return issues.reverse()
}
