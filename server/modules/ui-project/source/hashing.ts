import { createHash } from 'node:crypto'
import { comparePaths } from './paths'

/** SHA-256 (hex) of the file's UTF-8 bytes. */
export function contentHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex')
}

/**
 * SHA-256 (hex) over the sorted lines `path\0hash\n`: a revision's identity, the same for the same files
 * whatever order they come in. NUL cannot occur in a project path, so lines cannot be forged by a name.
 */
export function treeHash(files: Iterable<readonly [path: string, contentHash: string]>): string {
  const lines = [...files].sort(([left], [right]) => comparePaths(left, right))
  const hash = createHash('sha256')
  for (const [path, fileHash] of lines) hash.update(`${path}\0${fileHash}\n`, 'utf8')
  return hash.digest('hex')
}
