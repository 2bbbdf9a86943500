import { isAbsolute, relative, resolve, sep } from 'node:path'
import type { BuildDiagnostic, DiagnosticSource } from './types'
import { allowedImportsRuleId } from './worker/importRule'

/** A diagnostic with the members a caller rarely knows filled with null. */
export function diagnostic(
  source: DiagnosticSource,
  severity: BuildDiagnostic['Severity'],
  message: string,
  at: Partial<Pick<BuildDiagnostic, 'File' | 'Line' | 'Column' | 'EndLine' | 'EndColumn' | 'Code'>> = {},
): BuildDiagnostic {
  return {
    File: at.File ?? null,
    Line: at.Line ?? null,
    Column: at.Column ?? null,
    EndLine: at.EndLine ?? null,
    EndColumn: at.EndColumn ?? null,
    Severity: severity,
    Source: source,
    Code: at.Code ?? null,
    Message: message,
  }
}

/** A file's path relative to the project root (POSIX), or null when it lies outside the project. */
export function projectRelativePath(file: string, projectDir: string): string | null {
  const absolute = isAbsolute(file) ? file : resolve(projectDir, file)
  const path = relative(projectDir, absolute)
  if (path === '' || path.startsWith('..') || isAbsolute(path)) return null
  const posix = path.split(sep).join('/')
  return posix.split('/').includes('node_modules') ? null : posix
}

// `src/App.vue(3,7): error TS2322: Type 'string' is not assignable to type 'number'.`
const locatedLine = /^(.+?)\((\d+),(\d+)\): (error|warning|message) (TS\d+): (.*)$/
// `error TS18003: No inputs were found in config file '…'.`
const unlocatedLine = /^(error|warning|message) (TS\d+): (.*)$/

/**
 * Diagnostics from `tsc --pretty false` output (paths relative to the project, which is the
 * working directory). Continuation lines (indented) extend the message before them.
 */
export function parseTypeScriptOutput(output: string, projectDir: string): BuildDiagnostic[] {
  const diagnostics: BuildDiagnostic[] = []
  for (const line of output.split(/\r?\n/)) {
    const located = locatedLine.exec(line)
    const unlocated = located ? null : unlocatedLine.exec(line)
    if (located) {
      const [, file = '', lineNumber = '', column = '', category = '', code = '', message = ''] = located
      if (category === 'message') continue
      diagnostics.push(
        diagnostic('typescript', category === 'warning' ? 'warning' : 'error', message, {
          File: projectRelativePath(file, projectDir),
          Line: Number(lineNumber),
          Column: Number(column),
          Code: code,
        }),
      )
    } else if (unlocated) {
      const [, category = '', code = '', message = ''] = unlocated
      if (category === 'message') continue
      diagnostics.push(diagnostic('typescript', category === 'warning' ? 'warning' : 'error', message, { Code: code }))
    } else if (/^\s+\S/.test(line) && diagnostics.length > 0) {
      const last = diagnostics[diagnostics.length - 1]
      if (last) last.Message += `\n${line.trim()}`
    }
  }
  return diagnostics
}

/** Replaces the machine's paths (the sandbox, the toolchain's folder) in a text meant for users. */
export function pathScrubber(replacements: readonly (readonly [string, string])[]): (text: string) => string {
  // Longest first, so that the project folder wins over the sandbox folder that contains it.
  const ordered = [...replacements].filter(([from]) => from.length > 1).sort((a, b) => b[0].length - a[0].length)
  return (text) => ordered.reduce((current, [from, to]) => current.split(from).join(to), text)
}

/** The code of the bundler gate's refusals (worker/sandboxPlugin.ts). */
export const refusalCode = 'importRefused'

/** What an outside path becomes in logs and in the tools' diagnostics. */
export const outsidePathPlaceholder = '<outside project>'

const pathCharacters = String.raw`[\w.@+~%=#$-]`
// An absolute path not inside a word, a relative path or a placeholder (`<sandbox>/x`, `</p>`, `a/b`, `http://`).
const absolutePath = new RegExp(String.raw`(?<![\w.~<>:/\\-])/${pathCharacters}+(?:/${pathCharacters}*)*`, 'g')
// Two or more steps up from the project (its working directory) leave the sandbox.
const escapingRelativePath = new RegExp(String.raw`(?<![\w.])(?:\.\./){2,}${pathCharacters}*(?:/${pathCharacters}*)*`, 'g')
const fileUrl = /file:\/\/[^\s'"`)]*/g

/**
 * Replaces every path outside the project that is left after pathScrubber (which names the
 * sandbox and the toolchain) with `<outside project>`: a tool's message, a glob's listing or a
 * read error never tells which files exist outside, or what they hold.
 */
export function hideOutsidePaths(text: string): string {
  return text.replace(fileUrl, outsidePathPlaceholder).replace(absolutePath, outsidePathPlaceholder).replace(escapingRelativePath, outsidePathPlaceholder)
}

/**
 * The runner's own messages about the tree and its refusals quote only what the project's files
 * say (a route, a reference as written): they are kept as they are.
 */
export function quotesOnlyTheProject(item: BuildDiagnostic): boolean {
  return item.Source === 'project' || (item.Source === 'sandbox' && (item.Code === refusalCode || item.Code === allowedImportsRuleId))
}

export const maxDiagnostics = 1000
export const maxDiagnosticMessageLength = 4000

/** At most `maxDiagnostics`, errors first, each message cut to a readable length; one warning says what was left out. */
export function boundDiagnostics(diagnostics: readonly BuildDiagnostic[], max = maxDiagnostics): BuildDiagnostic[] {
  const cut = diagnostics.map((item) =>
    item.Message.length > maxDiagnosticMessageLength ? { ...item, Message: `${item.Message.slice(0, maxDiagnosticMessageLength)}…` } : item,
  )
  if (cut.length <= max) return cut
  const errors = cut.filter((item) => item.Severity === 'error')
  const warnings = cut.filter((item) => item.Severity !== 'error')
  const kept = [...errors, ...warnings].slice(0, max)
  const left = cut.length - kept.length
  return [...kept, diagnostic('project', 'warning', `${left} more diagnostics were left out (a build keeps ${max}).`)]
}
