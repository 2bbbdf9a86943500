/**
 * The source projects of a workspace: the UI project and the Net Operation Project share one
 * mechanism (files, immutable revisions, builds on the function host's queue, immutable artifacts
 * and their activation). A kind says which project row an operation works on and what guards it.
 */
export interface ProjectKind {
  /** The project's row in ui_projects. */
  id: string
  displayName: string
  /** How messages name the project ("UI project"). */
  noun: string
  /** The first part of the project's own issue and failure codes ("uiProject"). */
  codePrefix: string
  /** Names of downloads ("workspace-ui-r3.zip"). */
  slug: string
  permissions: { view: string; manageSource: string; build: string; publish: string }
  /** The builtin function that runs the project's checks and builds. */
  buildFunctionKey: string
}

export const uiProjectKind: ProjectKind = {
  id: 'workspace',
  displayName: 'Workspace UI',
  noun: 'UI project',
  slug: 'workspace-ui',
  codePrefix: 'uiProject',
  permissions: { view: 'uiproject.view', manageSource: 'uiproject.source.manage', build: 'uiproject.build', publish: 'uiproject.publish' },
  buildFunctionKey: 'build-ui-project',
}
