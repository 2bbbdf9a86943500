import type { ApiError, ApiIssue } from '@/api'
import type { UiProjectFileEdit } from '../uiProject.types'

export interface SaveErrors {
  /** Messages about one file, by its path now. */
  byFile: Record<string, string[]>
  /** About the message of the save. */
  message: string[]
  /** About nothing in particular (or a file no longer there). */
  general: string[]
}

/**
 * Which file a refusal of UiProject_SaveRevision is about: the change it names by index
 * (`Changes[2].Content`), else a path in its Target or Metadata that is one of the changes or of
 * the other files (`files`: a collision with an unchanged file).
 */
export function issueFile(issue: ApiIssue, changes: readonly UiProjectFileEdit[], files: readonly string[] = []): string | null {
  const index = /^Changes\[(\d+)\]/i.exec(issue.Field ?? '')?.[1]
  if (index !== undefined) return changes[Number(index)]?.Path ?? null
  const paths = new Set([...files, ...changes.flatMap((change) => [change.Path, ...(change.PreviousPath ? [change.PreviousPath] : [])])])
  for (const candidate of [issue.Target, issue.Metadata.path, issue.Metadata.Path, issue.Field]) {
    if (!candidate || !paths.has(candidate)) continue
    // A refusal of a renamed file's old path is shown on the file where it is now.
    return changes.find((change) => change.Path === candidate || change.PreviousPath === candidate)?.Path ?? candidate
  }
  return null
}

const isAboutMessage = (issue: ApiIssue) => /^Message$/i.test(issue.Field ?? '')

/** Where a refusal of a save shows: the file it is about, the message field, or nowhere in particular (null). */
export function issuePlace(issue: ApiIssue, changes: readonly UiProjectFileEdit[], files: readonly string[] = []): string | null {
  return issueFile(issue, changes, files) ?? (isAboutMessage(issue) ? 'Message' : null)
}

/** A 400 of a save spread over the files it names, the message field and the rest. */
export function saveErrors(error: ApiError, changes: readonly UiProjectFileEdit[], files: readonly string[] = []): SaveErrors {
  const result: SaveErrors = { byFile: {}, message: [], general: [] }
  for (const issue of error.issues) {
    const file = issueFile(issue, changes, files)
    if (file) (result.byFile[file] ??= []).push(issue.Message)
    else if (isAboutMessage(issue)) result.message.push(issue.Message)
    else result.general.push(issue.Message)
  }
  return result
}
