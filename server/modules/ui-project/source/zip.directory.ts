import { archiveIssue, zipIssueCodes, type ZipIssue } from './zip.issues'
import { ByteReader, generalPurposeFlags, headerSizes, maxCommentLength, signatures, zip64ExtraFieldId, zip64Markers } from './zip.format'

/** One record of the central directory: everything the reader decides on before touching any data. */
export interface CentralEntry {
  rawName: Uint8Array
  /** Null when the name is not UTF-8 (the reader does not guess legacy code pages). */
  name: string | null
  /** The name for messages, with undecodable bytes replaced. */
  displayName: string
  versionMadeBy: number
  flags: number
  method: number
  crc: number
  compressedSize: number
  uncompressedSize: number
  externalAttributes: number
  localHeaderOffset: number
  /** Sizes or offset live in a ZIP64 extra field. */
  zip64: boolean
}

export type CentralDirectory = { ok: true; entries: CentralEntry[]; offset: number } | { ok: false; issue: ZipIssue }

const notZip = () => archiveIssue(zipIssueCodes.notZip, 'The file is not a ZIP archive.')
const truncated = () => archiveIssue(zipIssueCodes.truncated, 'The ZIP archive is incomplete (cut off before its end).')
const corrupt = (detail: string) => archiveIssue(zipIssueCodes.corrupt, `The ZIP archive is damaged: ${detail}`)

/** Reads the end of central directory record and every central entry; refuses ZIP64 and split archives. */
export function readCentralDirectory(bytes: Uint8Array): CentralDirectory {
  const reader = new ByteReader(bytes)
  const end = findEndOfCentralDirectory(reader)
  if (end === null) return { ok: false, issue: startsWithLocalFile(reader) ? truncated() : notZip() }

  const diskNumber = reader.u16(end + 4)
  const centralDirectoryDisk = reader.u16(end + 6)
  const entriesOnDisk = reader.u16(end + 8)
  const entryCount = reader.u16(end + 10)
  const size = reader.u32(end + 12)
  const offset = reader.u32(end + 16)
  const hasZip64Locator = end >= headerSizes.zip64EndLocator && reader.u32(end - headerSizes.zip64EndLocator) === signatures.zip64EndLocator
  if (hasZip64Locator || entryCount === zip64Markers.sixteenBits || size === zip64Markers.thirtyTwoBits || offset === zip64Markers.thirtyTwoBits) {
    return { ok: false, issue: archiveIssue(zipIssueCodes.zip64, 'ZIP64 archives are not accepted; a project is far smaller than what needs ZIP64.') }
  }
  if (diskNumber !== 0 || centralDirectoryDisk !== 0 || entriesOnDisk !== entryCount) {
    return { ok: false, issue: archiveIssue(zipIssueCodes.multiDisk, 'Archives split over several files are not accepted.') }
  }
  if (offset + size > end) return { ok: false, issue: truncated() }

  const entries: CentralEntry[] = []
  let position = offset
  for (let index = 0; index < entryCount; index++) {
    if (!reader.fits(position, headerSizes.centralFile) || reader.u32(position) !== signatures.centralFile) {
      return { ok: false, issue: corrupt(`central directory entry ${index + 1} is missing.`) }
    }
    const entry = readCentralEntry(reader, position)
    if (entry.next > offset + size) return { ok: false, issue: corrupt(`central directory entry ${index + 1} runs past the directory.`) }
    entries.push(entry.entry)
    position = entry.next
  }
  // Entries the count leaves out would be invisible here but not to other tools.
  if (position !== offset + size) return { ok: false, issue: corrupt('the central directory holds more than it declares.') }
  return { ok: true, entries, offset }
}

/** Searched from the end: the record is last, followed only by a comment of at most 64 KiB. */
function findEndOfCentralDirectory(reader: ByteReader): number | null {
  const last = reader.bytes.length - headerSizes.endOfCentralDirectory
  const first = Math.max(0, last - maxCommentLength)
  for (let position = last; position >= first; position--) {
    if (reader.u32(position) !== signatures.endOfCentralDirectory) continue
    const commentLength = reader.u16(position + 20)
    if (position + headerSizes.endOfCentralDirectory + commentLength <= reader.bytes.length) return position
  }
  return null
}

function startsWithLocalFile(reader: ByteReader): boolean {
  return reader.fits(0, 4) && reader.u32(0) === signatures.localFile
}

function readCentralEntry(reader: ByteReader, position: number): { entry: CentralEntry; next: number } {
  const nameLength = reader.u16(position + 28)
  const extraLength = reader.u16(position + 30)
  const commentLength = reader.u16(position + 32)
  const nameStart = position + headerSizes.centralFile
  const next = nameStart + nameLength + extraLength + commentLength
  // A record running past the buffer is reported by the caller (next lies beyond the directory).
  const rawName = reader.bytes.subarray(nameStart, Math.min(nameStart + nameLength, reader.bytes.length))
  const flags = reader.u16(position + 8)
  const compressedSize = reader.u32(position + 20)
  const uncompressedSize = reader.u32(position + 24)
  const localHeaderOffset = reader.u32(position + 42)
  const extra = reader.bytes.subarray(nameStart + nameLength, Math.min(nameStart + nameLength + extraLength, reader.bytes.length))
  const entry: CentralEntry = {
    rawName,
    name: decodeName(rawName),
    displayName: lenientUtf8.decode(rawName),
    versionMadeBy: reader.u16(position + 4),
    flags,
    method: reader.u16(position + 10),
    crc: reader.u32(position + 16),
    compressedSize,
    uncompressedSize,
    externalAttributes: reader.u32(position + 38),
    localHeaderOffset,
    zip64:
      [compressedSize, uncompressedSize, localHeaderOffset].includes(zip64Markers.thirtyTwoBits) || hasExtraField(extra, zip64ExtraFieldId),
  }
  return { entry, next }
}

// ignoreBOM keeps a leading U+FEFF in the name rather than dropping it silently.
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })
const lenientUtf8 = new TextDecoder('utf-8', { ignoreBOM: true })

/** UTF-8 whether or not the archive sets the UTF-8 flag: tools on Linux and macOS often write it without. */
function decodeName(raw: Uint8Array): string | null {
  try {
    return strictUtf8.decode(raw)
  } catch {
    return null
  }
}

function hasExtraField(extra: Uint8Array, id: number): boolean {
  const reader = new ByteReader(extra)
  for (let position = 0; reader.fits(position, 4); position += 4 + reader.u16(position + 2)) {
    if (reader.u16(position) === id) return true
  }
  return false
}

export const isEncrypted = (entry: CentralEntry) =>
  (entry.flags & (generalPurposeFlags.encrypted | generalPurposeFlags.strongEncryption)) !== 0
