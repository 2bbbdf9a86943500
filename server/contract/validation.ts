import type { ErrorObject } from 'ajv'
import { echoed } from '../http/echo'
import type { Issue } from '../http/envelope'
import { requestLimits } from './requestBounds'
import { boundedJsonKeyword } from './schemaTransform'

const extendedDataBoundKeywords = new Set(['maxProperties', 'maxLength', 'propertyNames', 'pattern'])

/** Turns a JSON pointer (`/ExtendedData/team`, `/RoleIds/0`) into a member path (`ExtendedData.team`, `RoleIds[0]`). */
export function memberPath(pointer: string, prefix = ''): string {
  let path = prefix
  for (const raw of pointer.split('/').slice(1)) {
    // A member name is the caller's text: bounded like every echoed value.
    const segment = echoed(raw.replace(/~1/g, '/').replace(/~0/g, '~'))
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
    const field = join(path, echoed(String(params.missingProperty)))
    return { Code: 'workspace.validation.required', Message: `${field} is required.`, Field: field }
  }
  if (error.keyword === 'additionalProperties') {
    const field = join(path, echoed(String(params.additionalProperty)))
    return {
      Code: 'workspace.validation.unknownMember',
      Message: `${field} is not a member of this request.`,
      Field: field,
    }
  }
  const field = error.keyword === 'propertyNames' && params.propertyName !== undefined
    ? join(path, echoed(String(params.propertyName)))
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
    case boundedJsonKeyword:
      return `may be at most ${requestLimits.maxFreeFormBytes / 1024} KiB as JSON`
    default:
      return error.message ?? 'is invalid'
  }
}
