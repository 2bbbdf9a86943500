import type { FunctionDescriptor, InvokeChange, InvokeIssue, JsonObject, JsonValue, MutationOperationName } from './types'

/**
 * Reading the runner's answers (host/WorkspaceHost.cs). Its output is untrusted text — user code
 * runs in the same process — so every member is checked, never cast.
 */

export const responseMarker = '@@workspace-host@@ '

/** The last marked line of stdout, parsed; null when there is none or it is not JSON. */
export function extractResponse(stdout: string): JsonObject | null {
  const lines = stdout.split('\n').filter((line) => line.startsWith(responseMarker))
  const last = lines.at(-1)
  if (last === undefined) return null
  try {
    const value: unknown = JSON.parse(last.slice(responseMarker.length))
    return isObject(value) ? value : null
  } catch {
    return null
  }
}

export interface DescribeAnswer {
  functions: FunctionDescriptor[]
  errors: string[]
}

const operations = new Set<string>(['create', 'patch', 'archive', 'restore', 'delete'])

export function parseDescribe(response: JsonObject): DescribeAnswer | null {
  const functions = response.Functions
  const errors = response.Errors
  if (!Array.isArray(functions) || !Array.isArray(errors)) return null
  const descriptors: FunctionDescriptor[] = []
  for (const item of functions) {
    if (!isObject(item)) return null
    const { Key, DisplayName, Kind, EntityName, Operation, Method } = item
    if (typeof Key !== 'string' || typeof DisplayName !== 'string' || typeof Method !== 'string') return null
    if (Kind !== 'command' && Kind !== 'mutationHandler') return null
    const operation = typeof Operation === 'string' && operations.has(Operation) ? (Operation as MutationOperationName) : null
    descriptors.push({ Key, DisplayName, Kind, EntityName: typeof EntityName === 'string' ? EntityName : null, Operation: operation, Method })
  }
  return { functions: descriptors, errors: errors.map((error) => (isObject(error) && typeof error.Message === 'string' ? error.Message : 'Unknown error.')) }
}

export interface InvokeAnswer {
  outcome: 'success' | 'validation' | 'exception'
  summary: string | null
  result: JsonValue
  issues: InvokeIssue[]
  changes: InvokeChange[]
  error: { type: string; message: string; stackTrace: string | null } | null
  logs: string[]
}

export function parseInvoke(response: JsonObject): InvokeAnswer | null {
  const { Outcome, Summary, Result, Issues, Changes, Error: error, Logs } = response
  if (Outcome !== 'success' && Outcome !== 'validation' && Outcome !== 'exception') return null
  if (!Array.isArray(Issues) || !Array.isArray(Changes) || !Array.isArray(Logs)) return null
  const issues: InvokeIssue[] = []
  for (const issue of Issues) {
    if (!isObject(issue) || typeof issue.Message !== 'string') return null
    issues.push({ field: typeof issue.Field === 'string' ? issue.Field : null, message: issue.Message })
  }
  const changes: InvokeChange[] = []
  for (const change of Changes) {
    if (!isObject(change) || typeof change.EntityName !== 'string' || !isObject(change.Fields)) return null
    changes.push({ entityName: change.EntityName, id: typeof change.Id === 'string' ? change.Id : null, fields: change.Fields })
  }
  let parsedError: InvokeAnswer['error'] = null
  if (isObject(error)) {
    parsedError = {
      type: typeof error.Type === 'string' ? error.Type : 'Exception',
      message: typeof error.Message === 'string' ? error.Message : '',
      stackTrace: typeof error.StackTrace === 'string' ? error.StackTrace : null,
    }
  }
  return {
    outcome: Outcome,
    summary: typeof Summary === 'string' ? Summary : null,
    result: Result ?? null,
    issues,
    changes,
    error: parsedError,
    logs: Logs.filter((line): line is string => typeof line === 'string'),
  }
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
