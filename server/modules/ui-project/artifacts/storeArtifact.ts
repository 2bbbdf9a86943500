import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import type { BuildOutput } from '../build/runner'
import { artifactHashOf, sha256Hex, sriIntegrity } from './artifactHashes'
import { uiProjectKind } from '../projectKind'
import { insertReadyArtifact } from './artifacts.repo'

/** A successful build's output stored as an immutable artifact (Status Ready); answers its id. */

const jsonText = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value))

export async function storeArtifact(tx: Db, build: { id: string; revisionId: string }, output: BuildOutput, now: Date): Promise<string> {
  const id = randomUUID()
  const javascriptContentHash = sha256Hex(output.javascript)
  const cssContentHash = sha256Hex(output.css)
  const pageDescriptorJson = jsonText(output.pageDescriptor)
  const localeDescriptorJson = jsonText(output.localeDescriptor)
  const dependencyMetadataJson = jsonText(output.dependencyMetadata)
  const artifactHash = artifactHashOf({ javascriptContentHash, cssContentHash, pageDescriptorJson, localeDescriptorJson, dependencyMetadataJson })
  await insertReadyArtifact(tx, uiProjectKind, {
    id,
    buildId: build.id,
    revisionId: build.revisionId,
    javascript: output.javascript,
    css: output.css,
    artifactHash,
    javascriptContentHash,
    javascriptIntegrity: sriIntegrity(output.javascript),
    cssContentHash,
    cssIntegrity: sriIntegrity(output.css),
    pageDescriptorJson,
    localeDescriptorJson,
    dependencyMetadataJson,
    webAppVersion: output.webAppVersion,
    hostContractVersion: output.hostContractVersion,
    toolchain: output.toolchain,
    toolchainFingerprint: output.toolchainFingerprint,
    now,
  })
  return id
}
