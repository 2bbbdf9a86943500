import type { FastifyRequest } from 'fastify'
import type { Db } from '../../../db'
import { requireCaller } from '../../../http/auth'
import { conflict, forbidden, notFound, unauthorized } from '../../../http/errors'
import { RawResponse } from '../../../http/rawResponse'
import { ensureProject } from '../project.repo'
import { uiProjectKind } from '../projectKind'
import { artifactCode, assetNames, type AssetName } from './artifactModel'
import { activeArtifactRow, findArtifactRow, readAssetBytes, type ArtifactRow } from './artifacts.repo'
import { issueAssetToken, verifyAssetToken, type AssetTokenKeys } from './assetToken'

/** Asset links with short-lived tokens, the asset bytes themselves, and the active artifact a host page loads. */

const assetPath = (artifactId: string, asset: AssetName) => `/api/workspace/admin/ui-project/artifacts/${encodeURIComponent(artifactId)}/assets/${asset}`

function assetLinksOf(keys: AssetTokenKeys, request: FastifyRequest, row: ArtifactRow, now: Date) {
  const { token, expiresAt } = issueAssetToken(keys, row.id, now)
  const origin = `${request.protocol}://${request.host}`
  const url = (asset: AssetName) => `${origin}${assetPath(row.id, asset)}?assetToken=${encodeURIComponent(token)}`
  return {
    ArtifactId: row.id,
    JavaScriptUrl: url('app.js'),
    JavaScriptIntegrity: row.javascript_integrity ?? '',
    CssUrl: url('app.css'),
    CssIntegrity: row.css_integrity ?? '',
    HostContractVersion: row.host_contract_version,
    WebAppVersion: row.web_app_version ?? '',
    ArtifactHash: row.artifact_hash,
    PreviewUrl: `${origin}/api/workspace/admin/ui-project/artifacts/${encodeURIComponent(row.id)}/preview?assetToken=${encodeURIComponent(token)}`,
    ExpiresAt: expiresAt.toISOString(),
  }
}

export async function getAssetLinks(keys: AssetTokenKeys, db: Db, request: FastifyRequest, artifactId: string, now: Date) {
  const row = await findArtifactRow(db, uiProjectKind, artifactId)
  if (!row) throw notFound(`Artifact "${artifactId}" does not exist.`, artifactId)
  if (!row.assets_available) throw conflict(artifactCode(uiProjectKind, 'purged'), 'The artifact\'s JavaScript and CSS were purged.')
  return assetLinksOf(keys, request, row, now)
}

/** UiProjectRuntime_GetActive: the project's row version and the active artifact's links (null when none is active). */
export async function getActiveArtifact(keys: AssetTokenKeys, db: Db, request: FastifyRequest, now: Date) {
  const project = await ensureProject(db, uiProjectKind, now)
  const active = await activeArtifactRow(db, uiProjectKind)
  return { ProjectRowVersion: project.row_version, Active: active?.assets_available ? assetLinksOf(keys, request, active, now) : null }
}

/** A valid asset token for this artifact, else a bearer with View (401/403 ProblemDetails otherwise). */
async function authorizeAssetRequest(keys: AssetTokenKeys, db: Db, request: FastifyRequest, artifactId: string, assetToken: string | undefined, now: Date): Promise<void> {
  if (assetToken !== undefined) {
    if (verifyAssetToken(keys, assetToken, artifactId, now)) return
    throw unauthorized('The asset token is not valid for this artifact or has expired; ask for new asset links.')
  }
  const caller = await requireCaller(db, request, now)
  const viewPermission = uiProjectKind.permissions.view
  if (!caller.permissions.includes(viewPermission)) {
    throw forbidden(`This operation requires the permissions: ${viewPermission}.`, { permissions: [viewPermission] })
  }
}

/** The preview page needs the token itself: the asset URLs it writes carry it. */
export function requireAssetToken(keys: AssetTokenKeys, assetToken: string | undefined, artifactId: string, now: Date): string {
  if (assetToken !== undefined && verifyAssetToken(keys, assetToken, artifactId, now)) return assetToken
  throw unauthorized('The asset token is missing, not valid for this artifact or has expired; ask for new asset links.')
}

const contentTypes: Record<AssetName, string> = { 'app.js': 'text/javascript; charset=utf-8', 'app.css': 'text/css; charset=utf-8' }

/**
 * The bytes, cacheable by the one viewer for the token's lifetime, and readable cross-origin: a
 * sandboxed preview frame has an opaque origin and loads them with crossorigin="anonymous" and SRI.
 */
export async function getArtifactAsset(keys: AssetTokenKeys, db: Db, request: FastifyRequest, artifactId: string, assetName: string, assetToken: string | undefined, now: Date): Promise<RawResponse> {
  await authorizeAssetRequest(keys, db, request, artifactId, assetToken, now)
  const asset = assetNames.find((name) => name === assetName)
  if (!asset) throw notFound(`An artifact has the assets ${assetNames.join(' and ')} only.`, assetName)
  const row = await findArtifactRow(db, uiProjectKind, artifactId)
  const bytes = row ? await readAssetBytes(db, artifactId, asset) : undefined
  if (!row || bytes === undefined) throw notFound(`Artifact "${artifactId}" does not exist.`, artifactId)
  if (bytes === null) throw conflict(artifactCode(uiProjectKind, 'purged'), 'The artifact\'s JavaScript and CSS were purged.')
  const contentHash = asset === 'app.js' ? row.javascript_content_hash : row.css_content_hash
  return new RawResponse(bytes, {
    'Content-Type': contentTypes[asset],
    'Content-Length': String(bytes.length),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, max-age=600',
    ETag: `"${contentHash}"`,
    'Access-Control-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  })
}
