import { createHash } from 'node:crypto'

/**
 * How an artifact names its bytes (docs/ui-project.md, "Artifacts and activation"):
 * - content hash: SHA-256 of the stored bytes, lowercase hex;
 * - integrity: Subresource Integrity `sha384-<base64 of the SHA-384 digest>` of the same bytes;
 * - ArtifactHash: SHA-256 (hex) of the canonical text below, UTF-8, lines joined by "\n" without
 *   a final newline, where a descriptor's hash is the SHA-256 (hex) of its stored JSON text, or
 *   `none` when there is none:
 *
 *     ui-artifact-v1
 *     javascript:<JavaScriptContentHash>
 *     css:<CssContentHash>
 *     page-descriptor:<hash>
 *     locale-descriptor:<hash>
 *     dependency-metadata:<hash>
 */

export const sha256Hex = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex')

export const sriIntegrity = (data: Buffer): string => `sha384-${createHash('sha384').update(data).digest('base64')}`

export interface ArtifactHashInput {
  javascriptContentHash: string
  cssContentHash: string
  pageDescriptorJson: string | null
  localeDescriptorJson: string | null
  dependencyMetadataJson: string | null
}

export function artifactCanonicalText(input: ArtifactHashInput): string {
  const descriptor = (json: string | null) => (json === null ? 'none' : sha256Hex(json))
  return [
    'ui-artifact-v1',
    `javascript:${input.javascriptContentHash}`,
    `css:${input.cssContentHash}`,
    `page-descriptor:${descriptor(input.pageDescriptorJson)}`,
    `locale-descriptor:${descriptor(input.localeDescriptorJson)}`,
    `dependency-metadata:${descriptor(input.dependencyMetadataJson)}`,
  ].join('\n')
}

export const artifactHashOf = (input: ArtifactHashInput): string => sha256Hex(artifactCanonicalText(input))
