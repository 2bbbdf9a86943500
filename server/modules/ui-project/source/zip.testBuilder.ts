import { crc32 } from 'node:zlib'
import { deflateSync } from 'fflate'

/** Hand-built ZIP archives for tests: every header field can lie, as in an attacker's archive. */

export interface RawEntry {
  name: string | Uint8Array
  /** The content before compression. */
  content?: string | Uint8Array
  /** 0 stored, 8 deflate (default), anything else as given. */
  method?: number
  /** The bytes stored as the entry's data; by default the content compressed with the method. */
  data?: Uint8Array
  uncompressedSize?: number
  compressedSize?: number
  crc?: number
  flags?: number
  /** For the local header only, to make it disagree with the central directory. */
  localName?: string
  versionMadeBy?: number
  externalAttributes?: number
}

export interface RawArchiveOptions {
  /** Puts a ZIP64 end of central directory locator before the end record. */
  zip64Locator?: boolean
  comment?: string
}

const utf8 = new TextEncoder()
const bytesOf = (value: string | Uint8Array) => (typeof value === 'string' ? utf8.encode(value) : value)

export const unixFile = (mode: number) => ((mode << 16) >>> 0)

export function buildZip(entries: readonly RawEntry[], options: RawArchiveOptions = {}): Uint8Array {
  const chunks: Uint8Array[] = []
  const central: Uint8Array[] = []
  let offset = 0
  for (const entry of entries) {
    const content = bytesOf(entry.content ?? '')
    const method = entry.method ?? 8
    const data = entry.data ?? (method === 8 ? deflateSync(content) : content)
    const name = bytesOf(entry.name)
    const fields = {
      flags: entry.flags ?? 0x0800,
      method,
      crc: entry.crc ?? crc32(content),
      compressedSize: entry.compressedSize ?? data.length,
      uncompressedSize: entry.uncompressedSize ?? content.length,
    }
    const localName = entry.localName === undefined ? name : bytesOf(entry.localName)
    const local = header(30 + localName.length)
    local.u32(0x04034b50).u16(20).u16(fields.flags).u16(method).u16(0).u16(0x21)
    local.u32(fields.crc).u32(fields.compressedSize).u32(fields.uncompressedSize).u16(localName.length).u16(0).raw(localName)
    chunks.push(local.bytes, data)

    const record = header(46 + name.length)
    record.u32(0x02014b50).u16(entry.versionMadeBy ?? (3 << 8) | 20).u16(20).u16(fields.flags).u16(method).u16(0).u16(0x21)
    record.u32(fields.crc).u32(fields.compressedSize).u32(fields.uncompressedSize).u16(name.length).u16(0).u16(0)
    record.u16(0).u16(0).u32(entry.externalAttributes ?? unixFile(0o100644)).u32(offset).raw(name)
    central.push(record.bytes)
    offset += local.bytes.length + data.length
  }
  const centralSize = central.reduce((sum, record) => sum + record.length, 0)
  if (options.zip64Locator) {
    const locator = header(20)
    locator.u32(0x07064b50).u32(0).u32(offset + centralSize).u32(0).u32(1)
    central.push(locator.bytes)
  }
  const comment = utf8.encode(options.comment ?? '')
  const end = header(22 + comment.length)
  end.u32(0x06054b50).u16(0).u16(0).u16(entries.length).u16(entries.length).u32(centralSize).u32(offset).u16(comment.length).raw(comment)
  return concat([...chunks, ...central, end.bytes])
}

function header(length: number) {
  const bytes = new Uint8Array(length)
  const view = new DataView(bytes.buffer)
  let position = 0
  const writer = {
    bytes,
    u16(value: number) {
      view.setUint16(position, value, true)
      position += 2
      return writer
    },
    u32(value: number) {
      view.setUint32(position, value >>> 0, true)
      position += 4
      return writer
    },
    raw(value: Uint8Array) {
      bytes.set(value, position)
      position += value.length
      return writer
    },
  }
  return writer
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let position = 0
  for (const part of parts) {
    out.set(part, position)
    position += part.length
  }
  return out
}
