import type { BuildDiagnostic, BuildFailure } from '../build/runner'
import type { DiagnosticRecord } from './buildModel'

/** Diagnostics as the contract types them, the ErrorSummary line and the file a failure points at. */

const maxStoredDiagnostics = 500
const maxMessageLength = 2000

/** IssueSeverity: 0 Error, 1 Warning. */
export function toDiagnosticRecords(diagnostics: readonly BuildDiagnostic[]): DiagnosticRecord[] {
  return diagnostics.slice(0, maxStoredDiagnostics).map((item) => ({
    File: item.File,
    Line: item.Line,
    Column: item.Column,
    EndLine: item.EndLine,
    EndColumn: item.EndColumn,
    Severity: item.Severity === 'error' ? 0 : 1,
    Source: item.Source,
    Code: item.Code,
    Message: item.Message.length > maxMessageLength ? `${item.Message.slice(0, maxMessageLength)}…` : item.Message,
  }))
}

const nouns: Record<string, string> = {
  typescript: 'type error',
  eslint: 'lint error',
  bundler: 'bundler error',
  sandbox: 'refused import',
  project: 'project error',
  csharp: 'compiler error',
}

/** "2 type errors, 1 lint error"; the failure's own message when no diagnostic is an error. */
export function errorSummaryOf(diagnostics: readonly BuildDiagnostic[], failure: BuildFailure): string {
  const counts = new Map<string, number>()
  for (const item of diagnostics) {
    if (item.Severity === 'error') counts.set(item.Source, (counts.get(item.Source) ?? 0) + 1)
  }
  if (counts.size === 0) return failure.message
  return [...counts].map(([source, count]) => {
    const noun = nouns[source] ?? 'error'
    return `${count} ${noun}${count === 1 ? '' : 's'}`
  }).join(', ')
}

/** The file of the first error, for Failure.TargetId. */
export function failureTargetOf(diagnostics: readonly BuildDiagnostic[]): string | null {
  return diagnostics.find((item) => item.Severity === 'error' && item.File !== null)?.File ?? null
}
