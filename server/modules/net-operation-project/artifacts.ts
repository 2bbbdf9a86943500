import { iso, isoOrNull } from '../../platform/values'
import { publishProjectFunctions, type ProjectFunctionSpec } from '../functions'
import { compatibilityMessageFor, isCompatibleWith, type ArtifactKind, type ArtifactRow } from '../ui-project'
import { netOperationProjectKind, supportedHostContractVersions } from './projectKind'

/** A Net Operation Project artifact as the contract's NetOperationArtifact: the assembly's identity and the functions it offers. */

export interface ArtifactFunction {
  Key: string
  DisplayName: string
  Kind: string
  EntityName: string | null
  Operation: string | null
  Method: string
}

export const artifactFunctionsOf = (row: Pick<ArtifactRow, 'function_manifest'>): ArtifactFunction[] =>
  Array.isArray(row.function_manifest) ? (row.function_manifest as ArtifactFunction[]) : []

const versions = { hostContractVersions: supportedHostContractVersions }

export function toNetArtifactDto(row: ArtifactRow) {
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
    TotalSizeBytes: Number(row.total_size_bytes),
    HostContractVersion: row.host_contract_version,
    IsCompatible: isCompatibleWith(versions, row.host_contract_version),
    CompatibilityMessage: compatibilityMessageFor(versions, row.host_contract_version),
    CompilerVersion: row.compiler_version ?? '',
    ToolchainFingerprint: row.toolchain_fingerprint,
    SchemaContractHash: row.schema_contract_hash ?? '',
    GeneratedProjectChecksum: row.generated_project_checksum ?? '',
    Functions: artifactFunctionsOf(row),
    CreatedAt: iso(row.created_at),
    PublishedByUserId: row.published_by_user_id,
    PublishedAt: isoOrNull(row.published_at),
    DeactivatedByUserId: row.deactivated_by_user_id,
    DeactivatedAt: isoOrNull(row.deactivated_at),
    RowVersion: row.row_version,
  }
}

export type NetArtifactDto = ReturnType<typeof toNetArtifactDto>

/** The project's artifacts on the shared lifecycle. */
export const netArtifactKind: ArtifactKind<NetArtifactDto> = {
  project: netOperationProjectKind,
  ...versions,
  purgedRefusal: 'The artifact\'s assembly was purged; it cannot be activated.',
  toDto: toNetArtifactDto,
  // The catalog follows the active artifact: its functions become current, its handlers' bindings switch on.
  onActiveChanged: (tx, active, userId, now) => publishProjectFunctions(tx, active ? functionSpecsOf(active) : [], userId, now),
}

function functionSpecsOf(row: ArtifactRow): ProjectFunctionSpec[] {
  return artifactFunctionsOf(row).map((fn) => ({
    key: fn.Key,
    displayName: fn.DisplayName,
    handles: fn.Kind === 'mutationHandler' && fn.EntityName && fn.Operation ? { entityName: fn.EntityName, operation: fn.Operation } : null,
    implementation: {
      Kind: 'NetOperationProject',
      Key: fn.Key,
      CodeVersion: row.build_number,
      Method: fn.Method,
      ArtifactId: row.id,
      BuildId: row.build_id,
      RevisionId: row.revision_id,
      RevisionNumber: row.revision_number,
    },
  }))
}
