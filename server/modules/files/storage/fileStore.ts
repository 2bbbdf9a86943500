import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { copyFile, mkdir, open, rename, unlink } from 'node:fs/promises'
import { dirname } from 'node:path'
import { pipeline } from 'node:stream/promises'

/** Bytes on disk: part files written at offsets, streamed checksums, moves and quiet removal. */

const isCode = (error: unknown, code: string): boolean => (error as { code?: unknown } | null)?.code === code

export const isMissingFile = (error: unknown): boolean => isCode(error, 'ENOENT')

/** A fresh, sparse part file of the upload's size (so chunks can be written at any offset). */
export async function createPartFile(path: string, sizeBytes: number): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  const handle = await open(path, 'w')
  try {
    await handle.truncate(sizeBytes)
  } finally {
    await handle.close()
  }
}

/** Writes one chunk at its offset; throws ENOENT when the part file is gone (aborted or expired). */
export async function writeAt(path: string, offset: number, bytes: Uint8Array): Promise<void> {
  const handle = await open(path, 'r+')
  try {
    let written = 0
    while (written < bytes.length) {
      const { bytesWritten } = await handle.write(bytes, written, bytes.length - written, offset + written)
      written += bytesWritten
    }
  } finally {
    await handle.close()
  }
}

/** SHA-256 (lower-case hex) of a file, streamed: memory stays bounded whatever its size. */
export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256')
  await pipeline(createReadStream(path), hash)
  return hash.digest('hex')
}

export async function readLeadingBytes(path: string, count: number): Promise<Uint8Array> {
  const handle = await open(path, 'r')
  try {
    const buffer = Buffer.alloc(count)
    const { bytesRead } = await handle.read(buffer, 0, count, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/** Moves a file, creating the target's folder; across devices it copies and removes the source. */
export async function moveFile(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true })
  try {
    await rename(from, to)
  } catch (error) {
    if (!isCode(error, 'EXDEV')) throw error
    await copyFile(from, to)
    await unlink(from)
  }
}

/** Removes a file; one that is already gone is not an error. Answers whether it was there. */
export async function removeFile(path: string): Promise<boolean> {
  try {
    await unlink(path)
    return true
  } catch (error) {
    if (isMissingFile(error)) return false
    throw error
  }
}
