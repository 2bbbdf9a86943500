import { crc32 } from 'node:zlib'
import { Inflate } from 'fflate'
import { compressionMethods } from './zip.format'
import type { PlannedFile } from './zip.entries'

export type Extracted = { ok: true; bytes: Uint8Array } | { ok: false; problem: 'larger' | 'smaller' | 'corrupt' | 'checksum' }

/**
 * Pieces small enough that a stream lying about its size is stopped within one piece's output (deflate
 * expands at most about 1000 to 1, so about 16 MiB) rather than after inflating all it holds, and large
 * enough not to slow honest files down (smaller pieces made 8 MB of text take several times longer).
 */
const pushSize = 16 * 1024

/** The entry's bytes, exactly as many as it declared and with the declared CRC-32, or why not. */
export function extractEntry(archive: Uint8Array, file: PlannedFile): Extracted {
  const data = archive.subarray(file.dataStart, file.dataEnd)
  const declared = file.entry.uncompressedSize
  const inflated = file.entry.method === compressionMethods.stored ? { ok: true as const, bytes: data } : inflateExactly(data, declared)
  if (!inflated.ok) return inflated
  if (inflated.bytes.length < declared) return { ok: false, problem: 'smaller' }
  if (crc32(inflated.bytes) !== file.entry.crc) return { ok: false, problem: 'checksum' }
  return inflated
}

/*
 * Not inflateSync with an output buffer of the declared size: that silently drops what does not fit
 * and still decodes the whole stream, so an entry declaring 1 KB could keep the CPU busy for
 * gigabytes. The streaming inflater stops at the first byte past the declared size.
 */
function inflateExactly(compressed: Uint8Array, declared: number): Extracted {
  const output = new Uint8Array(declared)
  let written = 0
  let larger = false
  const inflater = new Inflate((chunk) => {
    if (larger) return
    if (written + chunk.length > declared) {
      larger = true
      return
    }
    output.set(chunk, written)
    written += chunk.length
  })
  try {
    // Empty data inflates to nothing (some writers store empty files as deflate with no bytes).
    for (let start = 0; start < compressed.length && !larger; start += pushSize) {
      const end = Math.min(start + pushSize, compressed.length)
      inflater.push(compressed.subarray(start, end), end === compressed.length)
    }
  } catch {
    return { ok: false, problem: 'corrupt' }
  }
  if (larger) return { ok: false, problem: 'larger' }
  return { ok: true, bytes: output.subarray(0, written) }
}
