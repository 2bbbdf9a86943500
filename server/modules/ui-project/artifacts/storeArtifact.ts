import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import type { BuildOutput } from '../build/runner'
import { projectId } from '../project.repo'
import { ArtifactStatus } from './artifactModel'
import { artifactHashOf, sha256Hex, sriIntegrity } from './artifactHashes'

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
  const { toolchain } = output
  await tx.query(
    `INSERT INTO ui_project_artifacts (id, project_id, build_id, revision_id, status, javascript, css, artifact_hash,
       javascript_content_hash, javascript_integrity, javascript_size_bytes, css_content_hash, css_integrity, css_size_bytes,
       total_size_bytes, page_descriptor_json, locale_descriptor_json, dependency_metadata_json, web_app_version,
       host_contract_version, vue_version, pinia_version, vuetify_version, vite_version, typescript_version, eslint_version,
       toolchain_fingerprint, created_at, row_version)
     VALUES ($1, $2, $3, $4, ${ArtifactStatus.Ready}, decode($5, 'base64'), decode($6, 'base64'), $7, $8, $9, $10, $11, $12, $13, $14,
       $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28)`,
    [
      id, projectId, build.id, build.revisionId, output.javascript.toString('base64'), output.css.toString('base64'), artifactHash,
      javascriptContentHash, sriIntegrity(output.javascript), output.javascript.length, cssContentHash, sriIntegrity(output.css),
      output.css.length, output.javascript.length + output.css.length, pageDescriptorJson, localeDescriptorJson, dependencyMetadataJson,
      output.webAppVersion, output.hostContractVersion, toolchain.Vue, toolchain.Pinia, toolchain.Vuetify, toolchain.Vite,
      toolchain.TypeScript, toolchain.Eslint, output.toolchainFingerprint, now, randomUUID(),
    ],
  )
  return id
}
