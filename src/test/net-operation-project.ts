import type { Component } from 'vue'
import { sourceProjectKey } from '@/platform/source-project/context'
import { netProjectContext } from '@/features/net-operation-project/context'
import type { NetArtifact, NetProject } from '@/features/net-operation-project/api/netProject'
import { renderWithApp, type RenderOptions } from './render'

/** Mounts a Net Operation Project screen as its pages do: with the project provided. */
export function renderNetProject<C extends Component>(component: C, options: RenderOptions<C> = {}) {
  return renderWithApp(component, { ...options, provide: { ...options.provide, [sourceProjectKey]: netProjectContext } })
}

export function makeNetProject(overrides: Partial<NetProject> = {}): NetProject {
  return {
    Id: 'net-operation',
    DisplayName: 'Net Operation Project',
    WorkingRevisionId: 'rev-2',
    WorkingRevisionNumber: 2,
    ActiveArtifactId: null,
    RowVersion: 'p1',
    Limits: { MaxFiles: 500, MaxFileBytes: 1_048_576, MaxTotalBytes: 10_485_760, MaxZipBytes: 10_485_760 },
    HostContractVersion: 1,
    Toolchain: { Available: true, CompilerVersion: '6.8.0.105', RemediationCode: null },
    SchemaContractHash: 'a'.repeat(64),
    ActiveSchemaContractHash: null,
    RebuildRequired: false,
    ...overrides,
  }
}

export function makeNetArtifact(overrides: Partial<NetArtifact> = {}): NetArtifact {
  return {
    Id: 'art-1',
    ProjectId: 'net-operation',
    BuildId: 'bld-1',
    BuildNumber: 1,
    RevisionId: 'rev-2',
    RevisionNumber: 2,
    Status: 1,
    IsActive: false,
    WasActive: false,
    IsPinned: false,
    AssetsAvailable: true,
    AssetsPurgedAt: null,
    ArtifactHash: 'b'.repeat(64),
    TotalSizeBytes: 48_000,
    HostContractVersion: 1,
    IsCompatible: true,
    CompatibilityMessage: null,
    CompilerVersion: '6.8.0.105',
    ToolchainFingerprint: 'mono-6.8.0.105/host-1',
    SchemaContractHash: 'a'.repeat(64),
    GeneratedProjectChecksum: 'c'.repeat(64),
    Functions: [
      { Key: 'greet-customer', DisplayName: 'Greet a customer', Kind: 'command', EntityName: null, Operation: null, Method: 'Workspace.Operations.Commands.GreetCustomer' },
      { Key: 'tidy-new-customer', DisplayName: 'Tidy new customers', Kind: 'mutationHandler', EntityName: 'customers', Operation: 'create', Method: 'Workspace.Operations.CustomerHandlers.TidyNewCustomer' },
    ],
    CreatedAt: '2026-11-30T10:00:00Z',
    PublishedByUserId: null,
    PublishedAt: null,
    DeactivatedByUserId: null,
    DeactivatedAt: null,
    RowVersion: 'r1',
    ...overrides,
  }
}
