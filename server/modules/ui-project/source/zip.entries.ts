import { normaliseProjectPath, projectLimits, type PathRefusal } from './paths'
import { isEncrypted, type CentralEntry } from './zip.directory'
import {
  ByteReader,
  compressionMethods,
  fileTypeBits,
  fileTypes,
  generalPurposeFlags,
  headerSizes,
  msDosDirectoryAttribute,
  signatures,
} from './zip.format'
import { entryIssue, quoted, zipIssueCodes, type ZipIssue } from './zip.issues'

/** A file entry that passed every check that needs no inflating, with where its data lies. */
export interface PlannedFile {
  entry: CentralEntry
  path: string
  dataStart: number
  dataEnd: number
}

export interface EntryPlan {
  files: PlannedFile[]
  ignored: string[]
  issues: ZipIssue[]
}

type Classified = { kind: 'file'; file: PlannedFile } | { kind: 'directory' } | { kind: 'ignored' } | { kind: 'refused'; issue: ZipIssue }

/** Decides on every entry from the central directory and local headers alone: nothing is inflated here. */
export function planEntries(bytes: Uint8Array, entries: readonly CentralEntry[], centralDirectoryOffset: number): EntryPlan {
  const reader = new ByteReader(bytes)
  const plan: EntryPlan = { files: [], ignored: [], issues: [] }
  for (const entry of entries) {
    const classified = classify(reader, entry, centralDirectoryOffset)
    if (classified.kind === 'file') plan.files.push(classified.file)
    else if (classified.kind === 'ignored') plan.ignored.push(entry.displayName)
    else if (classified.kind === 'refused') plan.issues.push(classified.issue)
  }
  plan.issues.push(...overlappingData(plan.files))
  return plan
}

function classify(reader: ByteReader, entry: CentralEntry, centralDirectoryOffset: number): Classified {
  const refuse = (code: Parameters<typeof entryIssue>[0], message: string): Classified => ({
    kind: 'refused',
    issue: entryIssue(code, entry.displayName, message),
  })
  if (entry.name === null) return refuse(zipIssueCodes.invalidPath, 'has a name that is not UTF-8 text.')
  const normalised = normaliseProjectPath(entry.name)
  // Some tools record the archive's root itself as "./".
  if (!normalised.ok && normalised.reason === 'empty' && isDirectory(entry)) return { kind: 'directory' }
  if (!normalised.ok) return refuse(pathIssueCode(normalised.reason), pathRefusalMessages[normalised.reason])
  if (isIgnored(normalised.path)) return isDirectory(entry) ? { kind: 'directory' } : { kind: 'ignored' }

  const mode = entry.externalAttributes >>> 16
  const fileType = mode & fileTypeBits
  if (fileType === fileTypes.symbolicLink) return refuse(zipIssueCodes.link, 'is a symbolic link; a project holds files only.')
  if (isDirectory(entry)) return { kind: 'directory' }
  if (fileType !== 0 && fileType !== fileTypes.regular) return refuse(zipIssueCodes.specialFile, 'is not a regular file.')

  if (isEncrypted(entry)) return refuse(zipIssueCodes.encrypted, 'is encrypted; upload an archive without a password.')
  if (entry.method !== compressionMethods.stored && entry.method !== compressionMethods.deflate) {
    return refuse(zipIssueCodes.unsupportedMethod, `uses compression method ${entry.method}; only stored and deflate are accepted.`)
  }
  if (entry.zip64) return refuse(zipIssueCodes.zip64, 'needs ZIP64, which is not accepted.')
  if (entry.uncompressedSize > projectLimits.maxFileBytes) {
    return refuse(zipIssueCodes.entryTooLarge, `is ${entry.uncompressedSize} bytes; a file may have at most ${projectLimits.maxFileBytes}.`)
  }
  if (entry.uncompressedSize > entry.compressedSize * projectLimits.maxCompressionRatio) {
    return refuse(zipIssueCodes.compressionRatio, `compresses more than ${projectLimits.maxCompressionRatio} to 1, which a source file does not.`)
  }
  if (entry.method === compressionMethods.stored && entry.compressedSize !== entry.uncompressedSize) {
    return refuse(zipIssueCodes.sizeMismatch, 'is stored uncompressed but declares two different sizes.')
  }

  const data = locateData(reader, entry, centralDirectoryOffset)
  if (typeof data === 'string') return refuse(data === 'truncated' ? zipIssueCodes.truncated : zipIssueCodes.corrupt, dataProblems[data])
  return { kind: 'file', file: { entry, path: normalised.path, ...data } }
}

const pathIssueCode = (reason: PathRefusal) =>
  reason === 'traversal' || reason === 'absolute' ? zipIssueCodes.traversal : zipIssueCodes.invalidPath

const pathRefusalMessages: Record<PathRefusal, string> = {
  empty: 'has an empty name.',
  absolute: 'is an absolute path; entries must be relative to the project folder.',
  traversal: 'leaves the project folder (".." is not allowed in a path).',
  invalidCharacter: 'has a name with control characters or a segment of dots only.',
  tooLong: 'has a name that is too long (255 bytes per name, 512 for the whole path).',
  reserved: 'lies in a folder the project may not contain (.git or node_modules).',
}

/** Finder's resource forks and folder settings, which every ZIP made on a Mac carries. */
function isIgnored(path: string): boolean {
  const segments = path.split('/')
  return segments[0] === '__MACOSX' || segments[segments.length - 1] === '.DS_Store'
}

function isDirectory(entry: CentralEntry): boolean {
  const mode = entry.externalAttributes >>> 16
  return (
    entry.name?.endsWith('/') === true ||
    entry.name?.endsWith('\\') === true ||
    (mode & fileTypeBits) === fileTypes.directory ||
    (mode === 0 && (entry.externalAttributes & msDosDirectoryAttribute) !== 0)
  )
}

type DataProblem = 'truncated' | 'missingHeader' | 'headerMismatch'

const dataProblems: Record<DataProblem, string> = {
  truncated: 'has data past the end of the archive.',
  missingHeader: 'has no local header where the central directory points.',
  headerMismatch: 'has a local header that disagrees with the central directory.',
}

/** The entry's data range, checked against the local header (two different names would fool other tools). */
function locateData(reader: ByteReader, entry: CentralEntry, centralDirectoryOffset: number): { dataStart: number; dataEnd: number } | DataProblem {
  const header = entry.localHeaderOffset
  if (!reader.fits(header, headerSizes.localFile)) return 'truncated'
  if (reader.u32(header) !== signatures.localFile) return 'missingHeader'
  const nameLength = reader.u16(header + 26)
  const dataStart = header + headerSizes.localFile + nameLength + reader.u16(header + 28)
  const dataEnd = dataStart + entry.compressedSize
  if (dataEnd > centralDirectoryOffset) return 'truncated'
  const localName = reader.bytes.subarray(header + headerSizes.localFile, header + headerSizes.localFile + nameLength)
  const localEncrypted = (reader.u16(header + 6) & generalPurposeFlags.encrypted) !== 0
  if (!sameBytes(localName, entry.rawName) || reader.u16(header + 8) !== entry.method || localEncrypted !== isEncrypted(entry)) {
    return 'headerMismatch'
  }
  return { dataStart, dataEnd }
}

function sameBytes(left: Uint8Array, right: Uint8Array): boolean {
  return left.length === right.length && left.every((byte, index) => byte === right[index])
}

/** Entries sharing bytes are how the smallest zip bombs multiply one stream into many files. */
function overlappingData(files: readonly PlannedFile[]): ZipIssue[] {
  const byOffset = [...files].sort((left, right) => left.entry.localHeaderOffset - right.entry.localHeaderOffset)
  const issues: ZipIssue[] = []
  for (let index = 1; index < byOffset.length; index++) {
    const previous = byOffset[index - 1]
    const current = byOffset[index]
    if (previous && current && current.entry.localHeaderOffset < previous.dataEnd) {
      issues.push(entryIssue(zipIssueCodes.corrupt, current.entry.displayName, `shares its data with ${quoted(previous.entry.displayName)}.`))
    }
  }
  return issues
}
