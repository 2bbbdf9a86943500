import { iso, isoOrNull } from '../../../platform/values'
import { supportedHostContractVersions } from '../build/toolchain'
import type { ArtifactRow } from './artifacts.repo'

/** An artifact row as the contract's UiArtifact, and the lifecycle result around it. */


export const isCompatible = (hostContractVersion: number): boolean => supportedHostContractVersions.includes(hostContractVersion)

/** Why an artifact cannot be loaded by this installation, or null. */
export function compatibilityMessage(hostContractVersion: number): string | null {
  if (isCompatible(hostContractVersion)) return null
  return `The artifact was built for host contract version ${hostContractVersion}; this installation supports version ${supportedHostContractVersions.join(', ')}.`
}

export function toArtifactDto(row: ArtifactRow) {
  return {
    Id: row.id,
    ProjectId: row.project_id,
    BuildId: row.build_id,
    BuildNumber: row.build_number,
    RevisionId: row.revision_id,
    RevisionNumber: row.revision_number,
    Status: row.status,
    IsActive: row.is_active,
    WasActive: row.was_active,
    IsPinned: row.is_pinned,
    AssetsAvailable: row.assets_available,
    AssetsPurgedAt: isoOrNull(row.assets_purged_at),
    ArtifactHash: row.artifact_hash,
    JavaScriptContentHash: row.javascript_content_hash,
    JavaScriptIntegrity: row.javascript_integrity,
    JavaScriptSizeBytes: Number(row.javascript_size_bytes),
    CssContentHash: row.css_content_hash,
    CssIntegrity: row.css_integrity,
    CssSizeBytes: Number(row.css_size_bytes),
    TotalSizeBytes: Number(row.total_size_bytes),
    PageDescriptorJson: row.page_descriptor_json,
    LocaleDescriptorJson: row.locale_descriptor_json,
    DependencyMetadataJson: row.dependency_metadata_json,
    WebAppVersion: row.web_app_version,
    HostContractVersion: row.host_contract_version,
    IsCompatible: isCompatible(row.host_contract_version),
    CompatibilityMessage: compatibilityMessage(row.host_contract_version),
    VueVersion: row.vue_version,
    PiniaVersion: row.pinia_version,
    VuetifyVersion: row.vuetify_version,
    ViteVersion: row.vite_version,
    TypeScriptVersion: row.typescript_version,
    EslintVersion: row.eslint_version,
    ToolchainFingerprint: row.toolchain_fingerprint,
    CreatedAt: iso(row.created_at),
    PublishedByUserId: row.published_by_user_id,
    PublishedAt: isoOrNull(row.published_at),
    DeactivatedByUserId: row.deactivated_by_user_id,
    DeactivatedAt: isoOrNull(row.deactivated_at),
    RowVersion: row.row_version,
  }
}

export type ArtifactDto = ReturnType<typeof toArtifactDto>

export interface LifecycleResult {
  Artifact: ArtifactDto
  ProjectRowVersion: string
  RefreshRequired: boolean
}

export const lifecycleResult = (row: ArtifactRow, projectRowVersion: string, refreshRequired: boolean): LifecycleResult => ({
  Artifact: toArtifactDto(row),
  ProjectRowVersion: projectRowVersion,
  RefreshRequired: refreshRequired,
})
