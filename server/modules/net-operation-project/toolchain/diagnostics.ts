import type { Diagnostic } from './types'

/**
 * mcs output → diagnostics. mcs prints paths as they were given to it: sources under `src/` (the
 * project's own paths, Generated/ included) and the runner under `.runner/`, never absolute ones.
 */

const located = /^(.+?)\((\d+),(\d+)\): (error|warning) (CS\d{4}): (.*)$/
const unlocated = /^(error|warning) (CS\d{4}): (.*)$/
const maxDiagnostics = 500

export function parseCompilerOutput(output: string, projectPrefix = 'src/'): Diagnostic[] {
  const diagnostics: Diagnostic[] = []
  const seen = new Set<string>()
  for (const rawLine of output.split(/\r?\n/)) {
    const line = rawLine.trim()
    const diagnostic = parseLine(line, projectPrefix)
    if (!diagnostic) continue
    const identity = `${diagnostic.File}|${diagnostic.Line}|${diagnostic.Column}|${diagnostic.Code}|${diagnostic.Message}`
    if (seen.has(identity)) continue
    seen.add(identity)
    diagnostics.push(diagnostic)
    if (diagnostics.length >= maxDiagnostics) break
  }
  return diagnostics
}

function parseLine(line: string, projectPrefix: string): Diagnostic | null {
  const match = located.exec(line)
  if (match) {
    const [, path = '', lineText = '0', column = '0', severity, code = null, message = ''] = match
    const file = projectPath(path, projectPrefix)
    return {
      File: file,
      Line: file === null ? null : Number(lineText),
      Column: file === null ? null : Number(column),
      EndLine: null,
      EndColumn: null,
      Severity: severity === 'warning' ? 'warning' : 'error',
      Source: 'csharp',
      Code: code,
      // Outside the project (the runner): say where, without a sandbox path.
      Message: file === null ? `${scrubPaths(message, projectPrefix)} (in the workspace's host runner)` : scrubPaths(message, projectPrefix),
    }
  }
  const bare = unlocated.exec(line)
  if (!bare) return null
  const [, severity, code = null, message = ''] = bare
  return {
    File: null,
    Line: null,
    Column: null,
    EndLine: null,
    EndColumn: null,
    Severity: severity === 'warning' ? 'warning' : 'error',
    Source: 'csharp',
    Code: code,
    Message: scrubPaths(message, projectPrefix),
  }
}

function projectPath(path: string, projectPrefix: string): string | null {
  const relative = path.startsWith('/work/') ? path.slice('/work/'.length) : path
  return relative.startsWith(projectPrefix) ? relative.slice(projectPrefix.length) : null
}

/** Messages such as "Source file `/work/src/A.cs' could not be found" name sandbox paths. */
function scrubPaths(message: string, projectPrefix: string): string {
  return message.replaceAll(`/work/${projectPrefix}`, '').replaceAll('/work/', '')
}

export function projectDiagnostic(file: string | null, line: number | null, column: number | null, message: string): Diagnostic {
  return {
    File: file,
    Line: line,
    Column: column,
    EndLine: null,
    EndColumn: null,
    Severity: 'error',
    Source: 'project',
    Code: null,
    Message: message,
  }
}
