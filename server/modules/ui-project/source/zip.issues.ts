/** What the ZIP reader reports: one issue per refused entry, with a code the app can translate. */

export const zipIssueCodes = {
  notZip: 'uiProject.zip.notZip',
  truncated: 'uiProject.zip.truncated',
  corrupt: 'uiProject.zip.corrupt',
  zip64: 'uiProject.zip.zip64',
  multiDisk: 'uiProject.zip.multiDisk',
  empty: 'uiProject.zip.empty',
  archiveTooLarge: 'uiProject.zip.archiveTooLarge',
  tooManyFiles: 'uiProject.zip.tooManyFiles',
  tooLarge: 'uiProject.zip.tooLarge',
  entryTooLarge: 'uiProject.zip.entryTooLarge',
  compressionRatio: 'uiProject.zip.compressionRatio',
  sizeMismatch: 'uiProject.zip.sizeMismatch',
  checksum: 'uiProject.zip.checksum',
  encrypted: 'uiProject.zip.encrypted',
  unsupportedMethod: 'uiProject.zip.unsupportedMethod',
  link: 'uiProject.zip.link',
  specialFile: 'uiProject.zip.specialFile',
  traversal: 'uiProject.zip.traversal',
  invalidPath: 'uiProject.zip.invalidPath',
  duplicatePath: 'uiProject.zip.duplicatePath',
  fileFolderConflict: 'uiProject.zip.fileFolderConflict',
  notText: 'uiProject.zip.notText',
} as const

export type ZipIssueCode = (typeof zipIssueCodes)[keyof typeof zipIssueCodes]

export interface ZipIssue {
  code: string
  message: string
  /** The entry's name as the archive spells it; null for the archive as a whole. */
  path: string | null
}

/** A long list of refusals helps nobody: the first ones tell what is wrong with the archive. */
export const maxReportedIssues = 100

export function archiveIssue(code: ZipIssueCode, message: string): ZipIssue {
  return { code, message, path: null }
}

export function entryIssue(code: ZipIssueCode, name: string, message: string): ZipIssue {
  return { code, message: `${quoted(name)} ${message}`, path: name }
}

/** The name for a message: quoted, control characters shown as "?", long names shortened. */
export function quoted(name: string): string {
  const printable = name.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?')
  return `"${printable.length > 120 ? `${printable.slice(0, 117)}...` : printable}"`
}
