import { UiProjectRevisionSource as RevisionSource } from '../../../../shared/enums'
export { UiProjectRevisionSource as RevisionSource } from '../../../../shared/enums'

/** Issue codes of the UI project's source side (docs/ui-project.md, docs/contract.md). */
export const SourceCode = {
  stale: 'uiProject.revision.stale',
  noChanges: 'uiProject.revision.noChanges',
  invalidPath: 'uiProject.revision.invalidPath',
  fileNotFound: 'uiProject.revision.fileNotFound',
  duplicateChange: 'uiProject.revision.duplicateChange',
  pathExists: 'uiProject.revision.pathExists',
  notText: 'uiProject.revision.notText',
  fileTooLarge: 'uiProject.revision.fileTooLarge',
  tooManyFiles: 'uiProject.revision.tooManyFiles',
  tooLarge: 'uiProject.revision.tooLarge',
  pathConflict: 'uiProject.revision.pathConflict',
  tooManyChanges: 'uiProject.revision.tooManyChanges',
  packageChanged: 'uiProject.zip.packageChanged',
  packageHashInvalid: 'uiProject.zip.packageHashInvalid',
  pageExists: 'uiProject.generator.pageExists',
  definitionUnusable: 'uiProject.generator.definitionUnusable',
} as const

/** How a revision was made (UiProjectRevisionSource). */

export type RevisionSourceValue = (typeof RevisionSource)[keyof typeof RevisionSource]
