/** The parts of the ZIP format (APPNOTE 6.3) the project's reader and writer share. */

export const signatures = {
  localFile: 0x04034b50,
  centralFile: 0x02014b50,
  endOfCentralDirectory: 0x06054b50,
  zip64EndLocator: 0x07064b50,
} as const

export const headerSizes = { localFile: 30, centralFile: 46, endOfCentralDirectory: 22, zip64EndLocator: 20 } as const

export const maxCommentLength = 0xffff

/** The extra field that carries 64-bit sizes and offsets. */
export const zip64ExtraFieldId = 0x0001

export const compressionMethods = { stored: 0, deflate: 8 } as const

export const generalPurposeFlags = { encrypted: 0x0001, strongEncryption: 0x0040, utf8Names: 0x0800 } as const

export const fileTypeBits = 0o170000
export const fileTypes = { regular: 0o100000, directory: 0o040000, symbolicLink: 0o120000 } as const
export const msDosDirectoryAttribute = 0x10

/** 1980-01-01 00:00:00, the earliest DOS date: archives of the same tree carry the same bytes. */
export const fixedDosTime = 0
export const fixedDosDate = (0 << 9) | (1 << 5) | 1

/** A field holding this value means "see the ZIP64 extra field". */
export const zip64Markers = { sixteenBits: 0xffff, thirtyTwoBits: 0xffffffff } as const

/** Little-endian reads that never run past the buffer (the caller checked the range). */
export class ByteReader {
  private readonly view: DataView

  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  }

  u16(offset: number): number {
    return this.view.getUint16(offset, true)
  }

  u32(offset: number): number {
    return this.view.getUint32(offset, true)
  }

  fits(offset: number, length: number): boolean {
    return offset >= 0 && length >= 0 && offset + length <= this.bytes.length
  }
}

export class ByteWriter {
  private readonly view: DataView
  private position = 0

  // Backed by a plain ArrayBuffer, so the archive can go straight into a Blob or a fetch body.
  constructor(readonly bytes: Uint8Array<ArrayBuffer>) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  }

  u16(value: number): this {
    this.view.setUint16(this.position, value, true)
    this.position += 2
    return this
  }

  u32(value: number): this {
    this.view.setUint32(this.position, value >>> 0, true)
    this.position += 4
    return this
  }

  raw(data: Uint8Array): this {
    this.bytes.set(data, this.position)
    this.position += data.length
    return this
  }

  get offset(): number {
    return this.position
  }
}
