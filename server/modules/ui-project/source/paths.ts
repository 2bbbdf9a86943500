/** Paths and limits of a workspace UI project's source tree: relative, `/`-separated, safe to write anywhere. */

export const projectLimits = {
  maxFiles: 500,
  maxFileBytes: 512 * 1024,
  maxTotalBytes: 8 * 1024 * 1024,
  maxZipBytes: 10 * 1024 * 1024,
  maxCompressionRatio: 200,
} as const

export type PathRefusal = 'empty' | 'absolute' | 'traversal' | 'invalidCharacter' | 'tooLong' | 'reserved'

export type NormalisedPath = { ok: true; path: string } | { ok: false; reason: PathRefusal }

/** Bytes, not characters: file systems limit names by their encoded length. */
const maxSegmentBytes = 255
const maxPathBytes = 512

/** Folders the build and version control own; a project file never lands in them. */
const reservedSegments = new Set(['.git', 'node_modules'])

// C0 and C1 control characters (NUL among them) and lone surrogates, which have no UTF-8 form.
const invalidCharacters = /[\u0000-\u001f\u007f-\u009f]|\p{Cs}/u
// `/x`, `//server` (a UNC path once `\` became `/`), `C:/x` and the drive-relative `C:x`.
const absolutePath = /^(\/|[A-Za-z]:)/

const utf8 = new TextEncoder()
const byteLength = (text: string) => utf8.encode(text).length

export function normaliseProjectPath(raw: string): NormalisedPath {
  if (raw === '') return { ok: false, reason: 'empty' }
  if (invalidCharacters.test(raw)) return { ok: false, reason: 'invalidCharacter' }
  const slashed = raw.replace(/\\/g, '/')
  if (absolutePath.test(slashed)) return { ok: false, reason: 'absolute' }

  const segments = slashed.split('/').filter((segment) => segment !== '')
  while (segments[0] === '.') segments.shift()
  if (segments.length === 0) return { ok: false, reason: 'empty' }

  for (const segment of segments) {
    if (segment === '..') return { ok: false, reason: 'traversal' }
    // "." in the middle and names like "..." mean nothing portable (Windows drops trailing dots).
    if (/^\.+$/.test(segment)) return { ok: false, reason: 'invalidCharacter' }
  }
  // Case-insensitive: `.GIT` is `.git` on the file systems most users have.
  if (segments.some((segment) => reservedSegments.has(segment.toLowerCase()))) return { ok: false, reason: 'reserved' }

  const path = segments.join('/')
  if (segments.some((segment) => byteLength(segment) > maxSegmentBytes) || byteLength(path) > maxPathBytes) {
    return { ok: false, reason: 'tooLong' }
  }
  return { ok: true, path }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

/** Valid UTF-8 without NUL: what the project accepts as a text file. */
export function isTextContent(bytes: Uint8Array): boolean {
  return decodeText(bytes) !== null
}

/** The text of the bytes, or null when they are not text; a byte order mark is kept so bytes round-trip. */
export function decodeText(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null
  try {
    return strictUtf8.decode(bytes)
  } catch {
    return null
  }
}

/** The one order every listing, hash and archive uses: by UTF-16 code unit, independent of locale. */
export function comparePaths(left: string, right: string): number {
  return left < right ? -1 : left > right ? 1 : 0
}
