import { EnvelopeError, badRequest, issue } from '../../../http/errors'
import type { Issue } from '../../../http/envelope'
import { FieldCheckCode } from '../../../http/fieldChecks'
import { SourceCode } from './codes'
import { normaliseProjectPath, type PathRefusal } from './paths'
import { textRefusal } from './tree.rules'

/** The changes of a save (UiProjectSaveRequest.Changes): checked on their own, then applied to the base tree. */

export interface SaveChange {
  Path: string
  Content: string | null
  PreviousPath?: string | null
}

export interface CheckedChange {
  field: string
  path: string
  content: string | null
  previousPath: string | null
}

export const maxChanges = 500
// One answer lists the first problems; a client fixing 500 changes gets them in rounds.
const maxIssues = 100

const pathRefusals: Record<PathRefusal, string> = {
  empty: 'is empty',
  absolute: 'is absolute; project paths are relative to the project root',
  traversal: 'leaves the project with ".."',
  invalidCharacter: 'holds a control character or a name made of dots only',
  tooLong: 'is too long (255 bytes a name, 512 a path)',
  reserved: 'uses a folder the build owns (.git, node_modules)',
}

/** Normalised paths, texts that can be files, no path touched twice; 400 listing every problem found. */
export function checkChanges(changes: readonly SaveChange[]): CheckedChange[] {
  if (changes.length === 0) throw badRequest(FieldCheckCode.required, 'Changes needs at least one change.', 'Changes')
  if (changes.length > maxChanges) {
    throw badRequest(SourceCode.tooManyChanges, `A save carries at most ${maxChanges} changes; upload a ZIP package for more.`, 'Changes')
  }
  const issues: Issue[] = []
  const checked: CheckedChange[] = []
  const touched = new Map<string, string>()
  changes.forEach((change, index) => {
    const field = `Changes[${index}]`
    const path = checkedPath(change.Path, `${field}.Path`, issues)
    const rawPrevious = change.PreviousPath ?? null
    const previous = rawPrevious === null ? null : checkedPath(rawPrevious, `${field}.PreviousPath`, issues)
    if (rawPrevious !== null && change.Content === null) {
      issues.push(issue(FieldCheckCode.required, 'A renamed file needs its content.', `${field}.Content`))
    }
    if (change.Content !== null) {
      const refusal = textRefusal(change.Content)
      if (refusal) issues.push(issue(refusal.code, `The content ${refusal.message}`, `${field}.Content`))
    }
    // A rename onto itself is an edit.
    const previousPath = previous === path ? null : previous
    for (const [touchedPath, member] of [[path, 'Path'], [previousPath, 'PreviousPath']] as const) {
      if (touchedPath === null) continue
      const earlier = touched.get(touchedPath)
      if (earlier) issues.push(issue(SourceCode.duplicateChange, `"${touchedPath}" is already changed by ${earlier}.`, `${field}.${member}`))
      else touched.set(touchedPath, field)
    }
    if (path !== null) checked.push({ field, path, content: change.Content, previousPath })
  })
  if (issues.length > 0) throw new EnvelopeError(400, issues.slice(0, maxIssues))
  return checked
}

/** The base tree with the changes: deletes and renames must find their file, a rename must not overwrite one. */
export function applyChanges(base: ReadonlyMap<string, string>, changes: readonly CheckedChange[]): Map<string, string> {
  const issues: Issue[] = []
  const tree = new Map(base)
  for (const change of changes) {
    if (change.content === null) {
      if (!base.has(change.path)) issues.push(missing(change.path, `${change.field}.Path`))
      tree.delete(change.path)
      continue
    }
    if (change.previousPath !== null) {
      if (!base.has(change.previousPath)) issues.push(missing(change.previousPath, `${change.field}.PreviousPath`))
      if (base.has(change.path)) issues.push(issue(SourceCode.pathExists, `"${change.path}" exists already; delete it first or choose another name.`, `${change.field}.Path`))
      tree.delete(change.previousPath)
    }
    tree.set(change.path, change.content)
  }
  if (issues.length > 0) throw new EnvelopeError(400, issues.slice(0, maxIssues))
  return tree
}

function checkedPath(raw: string, field: string, issues: Issue[]): string | null {
  const normalised = normaliseProjectPath(raw)
  if (normalised.ok) return normalised.path
  issues.push({ ...issue(SourceCode.invalidPath, `The path ${pathRefusals[normalised.reason]}.`, field), Metadata: { Reason: normalised.reason } })
  return null
}

const missing = (path: string, field: string): Issue => issue(SourceCode.fileNotFound, `"${path}" is not a file of the working revision.`, field)
