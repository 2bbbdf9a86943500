import type { Db } from '../../../db'
import { ensureProject } from '../project.repo'
import { uiProjectKind, type ProjectKind } from '../projectKind'
import { findRevisionNumber } from './revisions.repo'
import { supportedHostContractVersions, toolchainFingerprint, toolchainVersions, ToolchainMissingError } from '../build/toolchain'
import type { ToolchainVersions } from '../build/types'
import { projectLimits } from './paths'

/** A project with its working revision and the limits of its tree (either project). */
export interface ProjectState {
  Id: string
  DisplayName: string
  WorkingRevisionId: string | null
  WorkingRevisionNumber: number | null
  ActiveArtifactId: string | null
  RowVersion: string
  Limits: { MaxFiles: number; MaxFileBytes: number; MaxTotalBytes: number; MaxZipBytes: number }
}

export async function projectState(db: Db, kind: ProjectKind, now: Date): Promise<ProjectState> {
  const project = await ensureProject(db, kind, now)
  const workingNumber = project.working_revision_id ? await findRevisionNumber(db, project.working_revision_id) : undefined
  return {
    Id: project.id,
    DisplayName: project.display_name,
    WorkingRevisionId: project.working_revision_id,
    WorkingRevisionNumber: workingNumber ?? null,
    ActiveArtifactId: project.active_artifact_id,
    RowVersion: project.row_version,
    Limits: {
      MaxFiles: projectLimits.maxFiles,
      MaxFileBytes: projectLimits.maxFileBytes,
      MaxTotalBytes: projectLimits.maxTotalBytes,
      MaxZipBytes: projectLimits.maxZipBytes,
    },
  }
}

/** UiProject_Get: the project with its working revision, the toolchain builds use, and the limits. */
export interface ProjectView extends ProjectState {
  SupportedHostContractVersions: number[]
  Toolchain: ToolchainVersions & { Fingerprint: string }
}

export async function getProject(db: Db, now: Date): Promise<ProjectView> {
  return {
    ...(await projectState(db, uiProjectKind, now)),
    SupportedHostContractVersions: [...supportedHostContractVersions],
    Toolchain: toolchain(),
  }
}

const notInstalled = 'not installed'

/** The installed versions; an installation without the build packages still shows its project. */
function toolchain(): ProjectView['Toolchain'] {
  try {
    const versions = toolchainVersions()
    return { ...versions, Fingerprint: toolchainFingerprint(versions) }
  } catch (error) {
    if (!(error instanceof ToolchainMissingError)) throw error
    return { Vue: notInstalled, Pinia: notInstalled, Vuetify: notInstalled, Vite: notInstalled, TypeScript: notInstalled, Eslint: notInstalled, Fingerprint: '' }
  }
}
