import { projectDiagnostic } from './diagnostics'
import { hostContractVersion } from './hostSources'
import type { Diagnostic } from './types'

/**
 * Checks before anything is compiled: paths the sandbox can take, a readable project.json, and no
 * native interop. The interop check is textual defence in depth (comments and strings masked);
 * the sandbox is what isolates the code.
 */

export const projectDescriptorPath = 'project.json'

/** A project-relative path: segments of printable characters, no "..", no quotes (the response file). */
export function pathProblem(path: string): string | null {
  if (path.length === 0 || path.length > 240) return 'The path must have 1 to 240 characters.'
  if (path.startsWith('/') || path.includes('\\')) return 'The path must be relative and use "/".'
  if (/["\u0000-\u001f\u007f]/.test(path)) return 'The path holds quotes or control characters.'
  if (path.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) return 'The path has empty, "." or ".." segments.'
  return null
}

export function descriptorProblems(text: string): Diagnostic[] {
  let descriptor: unknown
  try {
    descriptor = JSON.parse(text)
  } catch (error) {
    return [projectDiagnostic(projectDescriptorPath, 1, 1, `project.json is not valid JSON: ${(error as Error).message}`)]
  }
  if (typeof descriptor !== 'object' || descriptor === null || Array.isArray(descriptor)) {
    return [projectDiagnostic(projectDescriptorPath, 1, 1, 'project.json must hold a JSON object.')]
  }
  const version = (descriptor as Record<string, unknown>).HostContractVersion
  if (version !== undefined && version !== hostContractVersion) {
    return [projectDiagnostic(projectDescriptorPath, 1, 1, `The project targets host contract version ${String(version)}; this workspace runs version ${hostContractVersion}.`)]
  }
  return []
}

const forbidden: { pattern: RegExp; message: string }[] = [
  { pattern: /(?<![@\w])extern\b/g, message: '`extern` declarations (native code) are not allowed in workspace functions.' },
  { pattern: /\bDllImport(?:Attribute)?\b/g, message: 'DllImport (native code) is not allowed in workspace functions.' },
  { pattern: /\bDefinePInvokeMethod\b/g, message: 'Emitting P/Invoke methods (native code) is not allowed in workspace functions.' },
]

export function interopProblems(path: string, source: string): Diagnostic[] {
  const code = maskCommentsAndStrings(source)
  const problems: Diagnostic[] = []
  for (const { pattern, message } of forbidden) {
    for (const match of code.matchAll(pattern)) {
      const { line, column } = position(source, match.index)
      problems.push(projectDiagnostic(path, line, column, message))
    }
  }
  return problems.sort((a, b) => (a.Line ?? 0) - (b.Line ?? 0) || (a.Column ?? 0) - (b.Column ?? 0))
}

/** Comments, strings and character literals replaced by spaces; line breaks kept, so positions stay. */
export function maskCommentsAndStrings(source: string): string {
  let out = ''
  let i = 0
  const blank = (text: string) => text.replace(/[^\n]/g, ' ')
  while (i < source.length) {
    const rest = source.slice(i, i + 3)
    let end = -1
    if (rest.startsWith('//')) end = untilLineEnd(source, i)
    else if (rest.startsWith('/*')) end = closeAt(source, i + 2, '*/')
    else if (/^(@\$|\$@|@)"/.test(rest)) end = verbatimEnd(source, source.indexOf('"', i) + 1)
    else if (rest.startsWith('$"') || rest.startsWith('"')) end = quotedEnd(source, source.indexOf('"', i) + 1, '"')
    else if (rest.startsWith("'")) end = quotedEnd(source, i + 1, "'")
    if (end < 0) {
      out += source[i]
      i++
      continue
    }
    out += blank(source.slice(i, end))
    i = end
  }
  return out
}

function untilLineEnd(source: string, from: number): number {
  const end = source.indexOf('\n', from)
  return end < 0 ? source.length : end
}

function closeAt(source: string, from: number, close: string): number {
  const end = source.indexOf(close, from)
  return end < 0 ? source.length : end + close.length
}

function verbatimEnd(source: string, from: number): number {
  let i = from
  while (i < source.length) {
    if (source[i] === '"') {
      if (source[i + 1] === '"') i += 2
      else return i + 1
    } else i++
  }
  return source.length
}

/** A regular string or char literal: ends at its quote or, unterminated, at the line's end. */
function quotedEnd(source: string, from: number, quote: string): number {
  let i = from
  while (i < source.length && source[i] !== '\n') {
    if (source[i] === '\\') i += 2
    else if (source[i] === quote) return i + 1
    else i++
  }
  return i
}

function position(source: string, index: number): { line: number; column: number } {
  const before = source.slice(0, index)
  const line = before.split('\n').length
  return { line, column: index - before.lastIndexOf('\n') }
}
