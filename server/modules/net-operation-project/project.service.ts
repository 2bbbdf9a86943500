import type { Db } from '../../db'
import { activeArtifactRow, projectState, type ProjectState } from '../ui-project'
import { hostContractVersion, installMonoRemediation, netOperationProjectKind } from './projectKind'
import { currentGeneratedProject } from './schema'
import { findMonoToolchain } from './toolchain'

/** NetOperationProject_Get and _GetGenerated: the project, its toolchain, and whether the schema moved on since the active build. */

export interface NetProjectView extends ProjectState {
  HostContractVersion: number
  Toolchain: { Available: boolean; CompilerVersion: string | null; RemediationCode: string | null }
  SchemaContractHash: string
  ActiveSchemaContractHash: string | null
  RebuildRequired: boolean
}

export async function getNetProject(db: Db, now: Date): Promise<NetProjectView> {
  const [state, generated, active] = await Promise.all([
    projectState(db, netOperationProjectKind, now),
    currentGeneratedProject(db),
    activeArtifactRow(db, netOperationProjectKind),
  ])
  const toolchain = findMonoToolchain()
  const activeHash = active?.schema_contract_hash ?? null
  return {
    ...state,
    HostContractVersion: hostContractVersion,
    Toolchain: { Available: toolchain !== null, CompilerVersion: toolchain?.version ?? null, RemediationCode: toolchain ? null : installMonoRemediation },
    SchemaContractHash: generated.schemaContractHash,
    ActiveSchemaContractHash: activeHash,
    RebuildRequired: activeHash !== null && activeHash !== generated.schemaContractHash,
  }
}

export async function getGeneratedProject(db: Db) {
  const generated = await currentGeneratedProject(db)
  return {
    GeneratedProjectChecksum: generated.checksum,
    SchemaContractHash: generated.schemaContractHash,
    HostContractVersion: hostContractVersion,
    Files: [...generated.files].sort(([left], [right]) => left.localeCompare(right)).map(([Path, Content]) => ({ Path, Content })),
  }
}
