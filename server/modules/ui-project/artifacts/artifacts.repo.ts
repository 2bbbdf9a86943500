import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import type { ToolchainVersions } from '../build/types'
import type { ProjectKind } from '../projectKind'
import { ArtifactStatus, type AssetName } from './artifactModel'

/**
 * SQL of ui_project_artifacts, the artifacts of both projects: a UI artifact holds JavaScript and CSS,
 * a Net Operation Project artifact an assembly. Rows are read without their bytes.
 */

export interface ArtifactRow {
  id: string
  project_id: string
  build_id: string
  build_number: number
  revision_id: string
  revision_number: number
  status: ArtifactStatus
  is_active: boolean
  was_active: boolean
  is_pinned: boolean
  assets_available: boolean
  assets_purged_at: Date | string | null
  artifact_hash: string
  javascript_content_hash: string | null
  javascript_integrity: string | null
  javascript_size_bytes: number | string | null
  css_content_hash: string | null
  css_integrity: string | null
  css_size_bytes: number | string | null
  total_size_bytes: number | string
  page_descriptor_json: string | null
  locale_descriptor_json: string | null
  dependency_metadata_json: string | null
  web_app_version: string | null
  host_contract_version: number
  vue_version: string | null
  pinia_version: string | null
  vuetify_version: string | null
  vite_version: string | null
  typescript_version: string | null
  eslint_version: string | null
  /** Net Operation Project artifacts: what the assembly offers and what it was built against. */
  function_manifest: unknown
  compiler_version: string | null
  schema_contract_hash: string | null
  generated_project_checksum: string | null
  toolchain_fingerprint: string
  created_at: Date | string
  published_by_user_id: string | null
  published_at: Date | string | null
  deactivated_by_user_id: string | null
  deactivated_at: Date | string | null
  previous_active_artifact_id: string | null
  row_version: string
}

const metadataColumns = `a.id, a.project_id, a.build_id, a.revision_id, a.status, a.is_active, a.was_active, a.is_pinned,
  ((a.javascript IS NOT NULL AND a.css IS NOT NULL) OR a.assembly IS NOT NULL) AS assets_available, a.assets_purged_at, a.artifact_hash,
  a.javascript_content_hash, a.javascript_integrity, a.javascript_size_bytes, a.css_content_hash, a.css_integrity,
  a.css_size_bytes, a.total_size_bytes, a.page_descriptor_json, a.locale_descriptor_json, a.dependency_metadata_json,
  a.web_app_version, a.host_contract_version, a.vue_version, a.pinia_version, a.vuetify_version, a.vite_version,
  a.typescript_version, a.eslint_version, a.toolchain_fingerprint, a.created_at, a.published_by_user_id, a.published_at,
  a.deactivated_by_user_id, a.deactivated_at, a.previous_active_artifact_id, a.row_version,
  a.function_manifest, a.compiler_version, a.schema_contract_hash, a.generated_project_checksum`

const artifactSelect = `SELECT ${metadataColumns}, b.build_number, r.number AS revision_number
  FROM ui_project_artifacts a
  JOIN ui_project_builds b ON b.id = a.build_id
  JOIN ui_project_revisions r ON r.id = a.revision_id`

export async function findArtifactRow(db: Db, kind: ProjectKind, artifactId: string): Promise<ArtifactRow | null> {
  const [row] = await db.query<ArtifactRow>(`${artifactSelect} WHERE a.id = $1 AND a.project_id = $2`, [artifactId, kind.id])
  return row ?? null
}

/** Locks the artifact's row for the rest of the transaction; false when there is no such artifact. */
export async function lockArtifact(tx: Db, kind: ProjectKind, artifactId: string): Promise<boolean> {
  const locked = await tx.query<{ id: string }>('SELECT id FROM ui_project_artifacts WHERE id = $1 AND project_id = $2 FOR UPDATE', [artifactId, kind.id])
  return locked.length > 0
}

/** Locks the artifact's row for the rest of the transaction and answers it. */
export async function lockArtifactRow(tx: Db, kind: ProjectKind, artifactId: string): Promise<ArtifactRow | null> {
  return (await lockArtifact(tx, kind, artifactId)) ? findArtifactRow(tx, kind, artifactId) : null
}

/** Newest first. */
export async function listArtifactRows(db: Db, kind: ProjectKind): Promise<ArtifactRow[]> {
  return db.query<ArtifactRow>(`${artifactSelect} WHERE a.project_id = $1 ORDER BY a.created_at DESC, b.build_number DESC`, [kind.id])
}

export async function activeArtifactRow(db: Db, kind: ProjectKind): Promise<ArtifactRow | null> {
  const [row] = await db.query<ArtifactRow>(`${artifactSelect} WHERE a.project_id = $1 AND a.is_active`, [kind.id])
  return row ?? null
}

/** One asset's bytes, or null when purged (undefined: no such artifact). */
export async function readAssetBytes(db: Db, artifactId: string, asset: AssetName): Promise<Buffer | null | undefined> {
  const column = asset === 'app.js' ? 'javascript' : 'css'
  const [row] = await db.query<{ content: string | null }>(`SELECT encode(${column}, 'base64') AS content FROM ui_project_artifacts WHERE id = $1`, [artifactId])
  if (!row) return undefined
  return row.content === null ? null : Buffer.from(row.content, 'base64')
}

/**
 * Formerly active artifacts that still have their bytes, the preferred one (the artifact that was
 * active before the current one) first, then the most recently published.
 */
export async function rollbackCandidateRows(db: Db, kind: ProjectKind, preferredId: string | null): Promise<ArtifactRow[]> {
  return db.query<ArtifactRow>(
    `${artifactSelect} WHERE a.project_id = $1 AND a.was_active AND NOT a.is_active AND ((a.javascript IS NOT NULL AND a.css IS NOT NULL) OR a.assembly IS NOT NULL)
     ORDER BY (a.id = $2) DESC, a.published_at DESC NULLS LAST, a.created_at DESC`,
    [kind.id, preferredId ?? ''],
  )
}

export interface NewArtifact {
  id: string
  buildId: string
  revisionId: string
  javascript: Buffer
  css: Buffer
  artifactHash: string
  javascriptContentHash: string
  javascriptIntegrity: string
  cssContentHash: string
  cssIntegrity: string
  pageDescriptorJson: string | null
  localeDescriptorJson: string | null
  dependencyMetadataJson: string | null
  webAppVersion: string
  hostContractVersion: number
  toolchain: ToolchainVersions
  toolchainFingerprint: string
  now: Date
}

/** A new artifact, Ready, with its bytes. */
export async function insertReadyArtifact(tx: Db, kind: ProjectKind, artifact: NewArtifact): Promise<void> {
  const { javascript, css, toolchain } = artifact
  await tx.query(
    `INSERT INTO ui_project_artifacts (id, project_id, build_id, revision_id, status, javascript, css, artifact_hash,
       javascript_content_hash, javascript_integrity, javascript_size_bytes, css_content_hash, css_integrity, css_size_bytes,
       total_size_bytes, page_descriptor_json, locale_descriptor_json, dependency_metadata_json, web_app_version,
       host_contract_version, vue_version, pinia_version, vuetify_version, vite_version, typescript_version, eslint_version,
       toolchain_fingerprint, created_at, row_version)
     VALUES ($1, $2, $3, $4, ${ArtifactStatus.Ready}, decode($5, 'base64'), decode($6, 'base64'), $7, $8, $9, $10, $11, $12, $13, $14,
       $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28)`,
    [
      artifact.id, kind.id, artifact.buildId, artifact.revisionId, javascript.toString('base64'), css.toString('base64'), artifact.artifactHash,
      artifact.javascriptContentHash, artifact.javascriptIntegrity, javascript.length, artifact.cssContentHash, artifact.cssIntegrity,
      css.length, javascript.length + css.length, artifact.pageDescriptorJson, artifact.localeDescriptorJson, artifact.dependencyMetadataJson,
      artifact.webAppVersion, artifact.hostContractVersion, toolchain.Vue, toolchain.Pinia, toolchain.Vuetify, toolchain.Vite,
      toolchain.TypeScript, toolchain.Eslint, artifact.toolchainFingerprint, artifact.now, randomUUID(),
    ],
  )
}

/** The artifact that was active is no longer: Superseded, with who replaced it and when. */
export async function supersedeArtifact(tx: Db, artifactId: string, now: Date, userId: string): Promise<void> {
  await tx.query(
    `UPDATE ui_project_artifacts SET is_active = false, status = ${ArtifactStatus.Superseded}, deactivated_at = $2,
       deactivated_by_user_id = $3, row_version = $4 WHERE id = $1`,
    [artifactId, now, userId, randomUUID()],
  )
}

/** The artifact becomes the active one (Published), remembering the one it replaced. */
export async function publishArtifact(tx: Db, artifactId: string, now: Date, userId: string, previousActiveId: string | null): Promise<void> {
  await tx.query(
    `UPDATE ui_project_artifacts SET is_active = true, was_active = true, status = ${ArtifactStatus.Published}, published_at = $2,
       published_by_user_id = $3, deactivated_at = NULL, deactivated_by_user_id = NULL, previous_active_artifact_id = $4, row_version = $5
     WHERE id = $1`,
    [artifactId, now, userId, previousActiveId, randomUUID()],
  )
}

/** The active artifact goes back to Ready. */
export async function deactivateArtifactRow(tx: Db, artifactId: string, now: Date, userId: string): Promise<void> {
  await tx.query(
    `UPDATE ui_project_artifacts SET is_active = false, status = ${ArtifactStatus.Ready}, deactivated_at = $2, deactivated_by_user_id = $3,
       row_version = $4 WHERE id = $1`,
    [artifactId, now, userId, randomUUID()],
  )
}

/** Drops the artifact's bytes; the rest of the row stays. */
export async function purgeArtifactAssets(tx: Db, artifactId: string, now: Date): Promise<void> {
  await tx.query(
    'UPDATE ui_project_artifacts SET javascript = NULL, css = NULL, assembly = NULL, assets_purged_at = $2, row_version = $3 WHERE id = $1',
    [artifactId, now, randomUUID()],
  )
}

export async function setArtifactPinned(tx: Db, artifactId: string, isPinned: boolean): Promise<void> {
  await tx.query('UPDATE ui_project_artifacts SET is_pinned = $2, row_version = $3 WHERE id = $1', [artifactId, isPinned, randomUUID()])
}

export interface NewAssemblyArtifact {
  id: string
  buildId: string
  revisionId: string
  assembly: Buffer
  artifactHash: string
  hostContractVersion: number
  functionManifest: unknown
  compilerVersion: string
  toolchainFingerprint: string
  schemaContractHash: string
  generatedProjectChecksum: string
  now: Date
}

/** A new Net Operation Project artifact, Ready, with its assembly. */
export async function insertReadyAssemblyArtifact(tx: Db, kind: ProjectKind, artifact: NewAssemblyArtifact): Promise<void> {
  await tx.query(
    `INSERT INTO ui_project_artifacts (id, project_id, build_id, revision_id, status, assembly, artifact_hash, total_size_bytes,
       host_contract_version, function_manifest, compiler_version, toolchain_fingerprint, schema_contract_hash,
       generated_project_checksum, created_at, row_version)
     VALUES ($1, $2, $3, $4, ${ArtifactStatus.Ready}, decode($5, 'base64'), $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14, $15)`,
    [
      artifact.id, kind.id, artifact.buildId, artifact.revisionId, artifact.assembly.toString('base64'), artifact.artifactHash,
      artifact.assembly.length, artifact.hostContractVersion, JSON.stringify(artifact.functionManifest), artifact.compilerVersion,
      artifact.toolchainFingerprint, artifact.schemaContractHash, artifact.generatedProjectChecksum, artifact.now, randomUUID(),
    ],
  )
}

/** An artifact's assembly, or null when purged or not an assembly artifact (undefined: no such artifact). */
export async function readAssemblyBytes(db: Db, artifactId: string): Promise<Buffer | null | undefined> {
  const [row] = await db.query<{ content: string | null }>(`SELECT encode(assembly, 'base64') AS content FROM ui_project_artifacts WHERE id = $1`, [artifactId])
  if (!row) return undefined
  return row.content === null ? null : Buffer.from(row.content, 'base64')
}
