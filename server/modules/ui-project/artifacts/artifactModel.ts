export { UiArtifactStatus as ArtifactStatus } from '../../../../shared/enums'

/** Numbers of the contract's UiArtifactStatus, the permission of the lifecycle, and its issue codes. */

export const viewPermission = 'uiproject.view'
export const publishPermission = 'uiproject.publish'
export const lifecycleRoles = ['Admin', 'Configurator', 'Operator']

export const ArtifactCodes = {
  stale: 'uiProject.artifact.stale',
  projectStale: 'uiProject.project.stale',
  purged: 'uiProject.artifact.purged',
  alreadyPurged: 'uiProject.artifact.alreadyPurged',
  active: 'uiProject.artifact.active',
  notActive: 'uiProject.artifact.notActive',
  notReady: 'uiProject.artifact.notReady',
  incompatible: 'uiProject.artifact.incompatible',
  noRollbackTarget: 'uiProject.rollback.noTarget',
} as const

export type AssetName = 'app.js' | 'app.css'
export const assetNames: readonly AssetName[] = ['app.js', 'app.css']
