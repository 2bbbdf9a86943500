import type { ProjectKind } from '../ui-project'

/** The Net Operation Project on the one source-project mechanism (docs/net-operation-project.md). */
export const netOperationProjectKind: ProjectKind = {
  id: 'net-operation',
  displayName: 'Net Operation Project',
  noun: 'Net Operation Project',
  slug: 'net-operation-project',
  codePrefix: 'netOperationProject',
  permissions: { view: 'netproject.view', manageSource: 'netproject.source.manage', build: 'netproject.build', publish: 'netproject.publish' },
  buildFunctionKey: 'build-net-operation-project',
}

/** The host contract the generated project implements and this host runs. */
export const hostContractVersion = 1
export const supportedHostContractVersions: readonly number[] = [hostContractVersion]

/** What the app shows for a missing toolchain: how to install it. */
export const installMonoRemediation = 'netOperationProject.remediation.installMono'
