import { IssueSeverity } from '@/api'
import type { UiProjectBuildDiagnostic } from '../uiProject.types'

export interface DiagnosticGroup {
  /** Project path, or null for diagnostics that name no file. */
  file: string | null
  diagnostics: UiProjectBuildDiagnostic[]
  errors: number
  warnings: number
}

const byPosition = (a: UiProjectBuildDiagnostic, b: UiProjectBuildDiagnostic) =>
  (a.Line ?? 0) - (b.Line ?? 0) || (a.Column ?? 0) - (b.Column ?? 0) || a.Severity - b.Severity

/**
 * Diagnostics grouped by file: files with errors first, then by path; the diagnostics without a file
 * last. Inside a file, by line and column.
 */
export function groupDiagnostics(diagnostics: readonly UiProjectBuildDiagnostic[]): DiagnosticGroup[] {
  const groups = new Map<string | null, UiProjectBuildDiagnostic[]>()
  for (const diagnostic of diagnostics) {
    const file = diagnostic.File || null
    groups.set(file, [...(groups.get(file) ?? []), diagnostic])
  }
  return [...groups.entries()]
    .map(([file, list]) => ({
      file,
      diagnostics: [...list].sort(byPosition),
      errors: list.filter((d) => d.Severity === IssueSeverity.Error).length,
      warnings: list.filter((d) => d.Severity === IssueSeverity.Warning).length,
    }))
    .sort((a, b) => {
      if ((a.file === null) !== (b.file === null)) return a.file === null ? 1 : -1
      if ((a.errors > 0) !== (b.errors > 0)) return a.errors > 0 ? -1 : 1
      return (a.file ?? '').localeCompare(b.file ?? '')
    })
}

/** The source editor at the diagnostic's file and position (the editor reveals line and column), or null without a file. */
export function diagnosticLink(diagnostic: Pick<UiProjectBuildDiagnostic, 'File' | 'Line' | 'Column'>): string | null {
  if (!diagnostic.File) return null
  const position = [
    diagnostic.Line ? `&line=${diagnostic.Line}` : '',
    diagnostic.Line && diagnostic.Column ? `&column=${diagnostic.Column}` : '',
  ].join('')
  // A string, not a named location: the router would not encode the path's slashes, and these links keep their address.
  return `/ui-project/source?path=${encodeURIComponent(diagnostic.File)}${position}`
}

/** `12:5`, `12` or '' — where in the file. */
export function diagnosticPosition(diagnostic: Pick<UiProjectBuildDiagnostic, 'Line' | 'Column'>): string {
  if (!diagnostic.Line) return ''
  return diagnostic.Column ? `${diagnostic.Line}:${diagnostic.Column}` : String(diagnostic.Line)
}

export function countBySeverity(diagnostics: readonly UiProjectBuildDiagnostic[]): { errors: number; warnings: number; infos: number } {
  return {
    errors: diagnostics.filter((d) => d.Severity === IssueSeverity.Error).length,
    warnings: diagnostics.filter((d) => d.Severity === IssueSeverity.Warning).length,
    infos: diagnostics.filter((d) => d.Severity === IssueSeverity.Information).length,
  }
}
