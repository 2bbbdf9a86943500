import { crc32 } from 'node:zlib'
import { deflateSync } from 'fflate'
import { comparePaths, normaliseProjectPath, projectLimits } from './paths'
import {
  ByteWriter,
  compressionMethods,
  fixedDosDate,
  fixedDosTime,
  generalPurposeFlags,
  headerSizes,
  signatures,
} from './zip.format'

const versionNeeded = 20
// Made by Unix (3) so the external attributes are a mode: a plain file, rw-r--r--.
const versionMadeBy = (3 << 8) | versionNeeded
const regularFileAttributes = (0o100644 << 16) >>> 0
const maxEntriesWithoutZip64 = 0xfffe

interface PreparedEntry {
  name: Uint8Array
  method: number
  data: Uint8Array
  size: number
  crc: number
  localHeaderOffset: number
}

const utf8 = new TextEncoder()

/**
 * The tree as a ZIP archive, byte for byte the same for the same tree: entries sorted by path, every
 * timestamp 1980-01-01 00:00, deflate level 6, no extra fields, no comments.
 */
export function writeProjectZip(files: ReadonlyMap<string, string>): Uint8Array<ArrayBuffer> {
  // Beyond this the archive would need ZIP64, which the reader refuses; the project limits stay far below.
  if (files.size > maxEntriesWithoutZip64) throw new Error(`A project archive holds at most ${maxEntriesWithoutZip64} files.`)
  const paths = [...files.keys()].sort(comparePaths)
  let offset = 0
  const entries = paths.map((path): PreparedEntry => {
    const normalised = normaliseProjectPath(path)
    if (!normalised.ok || normalised.path !== path) throw new Error(`"${path}" is not a project path (${normalised.ok ? 'not normalised' : normalised.reason}).`)
    const content = utf8.encode(files.get(path) ?? '')
    const entry = { name: utf8.encode(path), ...compress(content), size: content.length, crc: crc32(content), localHeaderOffset: offset }
    offset += headerSizes.localFile + entry.name.length + entry.data.length
    return entry
  })
  const centralDirectorySize = entries.reduce((sum, entry) => sum + headerSizes.centralFile + entry.name.length, 0)
  const writer = new ByteWriter(new Uint8Array(offset + centralDirectorySize + headerSizes.endOfCentralDirectory))
  for (const entry of entries) writeLocalFile(writer, entry)
  const centralDirectoryOffset = writer.offset
  for (const entry of entries) writeCentralFile(writer, entry)
  writer
    .u32(signatures.endOfCentralDirectory)
    .u16(0)
    .u16(0)
    .u16(entries.length)
    .u16(entries.length)
    .u32(centralDirectorySize)
    .u32(centralDirectoryOffset)
    .u16(0)
  return writer.bytes
}

/** Deflated, unless that would pass the reader's ratio limit (long runs of one character): then stored. */
function compress(content: Uint8Array): { method: number; data: Uint8Array } {
  const deflated = deflateSync(content, { level: 6 })
  return content.length > deflated.length * projectLimits.maxCompressionRatio
    ? { method: compressionMethods.stored, data: content }
    : { method: compressionMethods.deflate, data: deflated }
}

function writeCommonFields(writer: ByteWriter, entry: PreparedEntry): void {
  writer
    .u16(versionNeeded)
    .u16(generalPurposeFlags.utf8Names)
    .u16(entry.method)
    .u16(fixedDosTime)
    .u16(fixedDosDate)
    .u32(entry.crc)
    .u32(entry.data.length)
    .u32(entry.size)
    .u16(entry.name.length)
    .u16(0)
}

function writeLocalFile(writer: ByteWriter, entry: PreparedEntry): void {
  writer.u32(signatures.localFile)
  writeCommonFields(writer, entry)
  writer.raw(entry.name).raw(entry.data)
}

function writeCentralFile(writer: ByteWriter, entry: PreparedEntry): void {
  writer.u32(signatures.centralFile).u16(versionMadeBy)
  writeCommonFields(writer, entry)
  // Comment length, disk number, internal attributes.
  writer.u16(0).u16(0).u16(0).u32(regularFileAttributes).u32(entry.localHeaderOffset).raw(entry.name)
}
