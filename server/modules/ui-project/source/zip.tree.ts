import { projectLimits } from './paths'
import type { PlannedFile } from './zip.entries'
import { archiveIssue, entryIssue, quoted, zipIssueCodes, type ZipIssue } from './zip.issues'

/**
 * The final path of every file: without the folder that wraps everything when a user zips the project
 * folder itself, and with every path one that no other file claims on a case-insensitive disk.
 */
export function arrangeTree(files: readonly PlannedFile[]): { paths: string[]; issues: ZipIssue[] } {
  const issues: ZipIssue[] = []
  if (files.length > projectLimits.maxFiles) {
    issues.push(archiveIssue(zipIssueCodes.tooManyFiles, `The archive holds ${files.length} files; a project may have at most ${projectLimits.maxFiles}.`))
  }
  const declaredTotal = files.reduce((sum, file) => sum + file.entry.uncompressedSize, 0)
  if (declaredTotal > projectLimits.maxTotalBytes) {
    issues.push(archiveIssue(zipIssueCodes.tooLarge, `The files add up to ${declaredTotal} bytes; a project may have at most ${projectLimits.maxTotalBytes}.`))
  }
  const paths = stripWrapperFolder(files.map((file) => file.path))
  issues.push(...collisions(files, paths))
  return { paths, issues }
}

function stripWrapperFolder(paths: readonly string[]): string[] {
  const firstSegments = new Set(paths.map((path) => (path.includes('/') ? path.slice(0, path.indexOf('/')) : null)))
  const [only] = firstSegments
  if (firstSegments.size !== 1 || only === null || only === undefined) return [...paths]
  return paths.map((path) => path.slice(only.length + 1))
}

// macOS stores names decomposed (NFD), Windows and most editors composed: both are the same file.
const folded = (path: string) => path.normalize('NFC').toLowerCase()

function collisions(files: readonly PlannedFile[], paths: readonly string[]): ZipIssue[] {
  const issues: ZipIssue[] = []
  const seen = new Map<string, number>()
  const folders = new Set<string>()
  paths.forEach((path, index) => {
    const key = folded(path)
    const earlier = seen.get(key)
    const file = files[index]
    if (!file) return
    if (earlier !== undefined) {
      const other = files[earlier]?.entry.displayName ?? ''
      issues.push(entryIssue(zipIssueCodes.duplicatePath, file.entry.displayName, `has the same path as ${quoted(other)} (letter case is ignored).`))
    } else {
      seen.set(key, index)
    }
    const segments = key.split('/')
    for (let length = 1; length < segments.length; length++) folders.add(segments.slice(0, length).join('/'))
  })
  paths.forEach((path, index) => {
    const file = files[index]
    if (file && folders.has(folded(path))) {
      issues.push(entryIssue(zipIssueCodes.fileFolderConflict, file.entry.displayName, 'is a file, but other entries use the same path as a folder.'))
    }
  })
  return issues
}
