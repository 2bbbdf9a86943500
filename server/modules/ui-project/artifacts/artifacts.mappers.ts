import { iso, isoOrNull } from '../../../platform/values'
import { supportedHostContractVersions } from '../build/toolchain'
import { uiProjectKind } from '../projectKind'
import { compatibilityMessageFor, isCompatibleWith, type ArtifactKind, type LifecycleResult } from './artifactModel'
import type { ArtifactRow } from './artifacts.repo'

/** A UI artifact row as the contract's UiArtifact. */

const versions = { hostContractVersions: supportedHostContractVersions }
const isCompatible = (hostContractVersion: number) => isCompatibleWith(versions, hostContractVersion)
const compatibilityMessage = (hostContractVersion: number) => compatibilityMessageFor(versions, hostContractVersion)

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
    JavaScriptContentHash: row.javascript_content_hash ?? '',
    JavaScriptIntegrity: row.javascript_integrity ?? '',
    JavaScriptSizeBytes: Number(row.javascript_size_bytes ?? 0),
    CssContentHash: row.css_content_hash ?? '',
    CssIntegrity: row.css_integrity ?? '',
    CssSizeBytes: Number(row.css_size_bytes ?? 0),
    TotalSizeBytes: Number(row.total_size_bytes),
    PageDescriptorJson: row.page_descriptor_json,
    LocaleDescriptorJson: row.locale_descriptor_json,
    DependencyMetadataJson: row.dependency_metadata_json,
    WebAppVersion: row.web_app_version ?? '',
    HostContractVersion: row.host_contract_version,
    IsCompatible: isCompatible(row.host_contract_version),
    CompatibilityMessage: compatibilityMessage(row.host_contract_version),
    VueVersion: row.vue_version ?? '',
    PiniaVersion: row.pinia_version ?? '',
    VuetifyVersion: row.vuetify_version ?? '',
    ViteVersion: row.vite_version ?? '',
    TypeScriptVersion: row.typescript_version ?? '',
    EslintVersion: row.eslint_version ?? '',
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

export type UiLifecycleResult = LifecycleResult<ArtifactDto>

/** The UI project's artifacts for the shared lifecycle. */
export const uiArtifactKind: ArtifactKind<ArtifactDto> = { project: uiProjectKind, purgedRefusal: 'The artifact\'s JavaScript and CSS were purged; it cannot be activated.', ...versions, toDto: toArtifactDto }
