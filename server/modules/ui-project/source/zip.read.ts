import { decodeText, projectLimits } from './paths'
import { readCentralDirectory } from './zip.directory'
import { planEntries } from './zip.entries'
import { extractEntry, type Extracted } from './zip.inflate'
import { archiveIssue, entryIssue, maxReportedIssues, zipIssueCodes, type ZipIssue } from './zip.issues'
import { arrangeTree } from './zip.tree'

export type ReadProjectZipResult = { ok: true; files: Map<string, string>; ignored: string[] } | { ok: false; issues: ZipIssue[] }

/**
 * A project tree from an uploaded ZIP. Every entry is judged from the central directory first
 * (paths, links, encryption, method, sizes, compression ratio); data is inflated only when all
 * entries passed, and then only up to the size each one declared.
 */
export function readProjectZip(bytes: Uint8Array): ReadProjectZipResult {
  if (bytes.length > projectLimits.maxZipBytes) {
    return refused([archiveIssue(zipIssueCodes.archiveTooLarge, `The archive is ${bytes.length} bytes; at most ${projectLimits.maxZipBytes} are accepted.`)])
  }
  const directory = readCentralDirectory(bytes)
  if (!directory.ok) return refused([directory.issue])

  const plan = planEntries(bytes, directory.entries, directory.offset)
  const tree = arrangeTree(plan.files)
  const issues = [...plan.issues, ...tree.issues]
  if (issues.length > 0) return refused(issues)
  if (plan.files.length === 0) return refused([archiveIssue(zipIssueCodes.empty, 'The archive holds no files.')])

  const files = new Map<string, string>()
  for (const [index, file] of plan.files.entries()) {
    const name = file.entry.displayName
    const extracted = extractEntry(bytes, file)
    const text = extracted.ok ? decodeText(extracted.bytes) : null
    if (!extracted.ok) issues.push(extractionIssue(name, extracted.problem))
    else if (text === null) issues.push(entryIssue(zipIssueCodes.notText, name, 'is not UTF-8 text; a project holds text files only.'))
    else files.set(tree.paths[index] ?? file.path, text)
    // One entry lying about its size marks the archive as hostile: the others are not worth inflating.
    if (!extracted.ok && extracted.problem === 'larger') break
  }
  if (issues.length > 0) return refused(issues)
  return { ok: true, files, ignored: plan.ignored }
}

function refused(issues: ZipIssue[]): ReadProjectZipResult {
  return { ok: false, issues: issues.slice(0, maxReportedIssues) }
}

function extractionIssue(name: string, problem: Exclude<Extracted, { ok: true }>['problem']): ZipIssue {
  switch (problem) {
    case 'larger':
      return entryIssue(zipIssueCodes.sizeMismatch, name, 'inflates to more bytes than it declares.')
    case 'smaller':
      return entryIssue(zipIssueCodes.sizeMismatch, name, 'inflates to fewer bytes than it declares.')
    case 'checksum':
      return entryIssue(zipIssueCodes.checksum, name, 'does not match its CRC-32 checksum.')
    case 'corrupt':
      return entryIssue(zipIssueCodes.corrupt, name, 'holds compressed data that cannot be inflated.')
  }
}
