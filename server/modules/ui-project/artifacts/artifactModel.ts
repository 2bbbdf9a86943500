import type { Db } from '../../../db'
import type { ProjectKind } from '../projectKind'
import type { ArtifactRow } from './artifacts.repo'
export { UiArtifactStatus as ArtifactStatus } from '../../../../shared/enums'

/** Numbers of the contract's UiArtifactStatus, the roles of the lifecycle, and its issue codes. */

export const lifecycleRoles = ['Admin', 'Configurator', 'Operator']

type ArtifactCodeName = 'stale' | 'projectStale' | 'purged' | 'alreadyPurged' | 'active' | 'notActive' | 'notReady' | 'incompatible' | 'noRollbackTarget'

const codeSuffixes: Record<ArtifactCodeName, string> = {
  stale: 'artifact.stale',
  projectStale: 'project.stale',
  purged: 'artifact.purged',
  alreadyPurged: 'artifact.alreadyPurged',
  active: 'artifact.active',
  notActive: 'artifact.notActive',
  notReady: 'artifact.notReady',
  incompatible: 'artifact.incompatible',
  noRollbackTarget: 'rollback.noTarget',
}

/** A lifecycle refusal's code in the project's own codes ("uiProject.artifact.stale"). */
export const artifactCode = (project: ProjectKind, name: ArtifactCodeName): string => `${project.codePrefix}.${codeSuffixes[name]}`

/** How one project's artifacts are answered and which of them this installation can load. */
export interface ArtifactKind<Dto> {
  project: ProjectKind
  hostContractVersions: readonly number[]
  /** Why a purged artifact cannot be activated ("The artifact's JavaScript and CSS were purged; …"). */
  purgedRefusal: string
  toDto(row: ArtifactRow): Dto
  /** In the transaction that changes which artifact is active (none: null), for what depends on it. */
  onActiveChanged?(tx: Db, active: ArtifactRow | null, userId: string, now: Date): Promise<void>
}

type Versions = Pick<ArtifactKind<unknown>, 'hostContractVersions'>

export const isCompatibleWith = (kind: Versions, hostContractVersion: number): boolean => kind.hostContractVersions.includes(hostContractVersion)

/** Why an artifact cannot be loaded by this installation, or null. */
export function compatibilityMessageFor(kind: Versions, hostContractVersion: number): string | null {
  if (isCompatibleWith(kind, hostContractVersion)) return null
  return `The artifact was built for host contract version ${hostContractVersion}; this installation supports version ${kind.hostContractVersions.join(', ')}.`
}

export interface LifecycleResult<Dto> {
  Artifact: Dto
  ProjectRowVersion: string
  RefreshRequired: boolean
}

export const lifecycleResultOf = <Dto>(kind: ArtifactKind<Dto>, row: ArtifactRow, projectRowVersion: string, refreshRequired: boolean): LifecycleResult<Dto> => ({
  Artifact: kind.toDto(row),
  ProjectRowVersion: projectRowVersion,
  RefreshRequired: refreshRequired,
})

export type AssetName = 'app.js' | 'app.css'
export const assetNames: readonly AssetName[] = ['app.js', 'app.css']
