/** Files up to this size get a SHA-256 from the browser; larger ones complete without (the server computes one). */
export const HASH_LIMIT_BYTES = 256 * 1024 * 1024

/** Lower-case hex SHA-256 of the whole file (read into memory once: the limit above keeps that bounded). */
export async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer())
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
