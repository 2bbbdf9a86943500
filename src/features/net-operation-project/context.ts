import { BuildStage } from '@/api'
import type { SourceProjectContext } from '@/platform/source-project/context'
import { netProjectApi } from './api/netProjectApi'
import { netProjectKeys } from './api/queryKeys'
import { netProjectPaths } from './paths'

const check = [BuildStage.Preparing, BuildStage.Generating, BuildStage.Compiling, BuildStage.Analyzing, BuildStage.Completed]

/** The Net Operation Project on the shared source-project screens: its calls, keys, pages, permissions and stages. */
export const netProjectContext: SourceProjectContext = {
  key: 'netOperationProject',
  api: netProjectApi,
  keys: netProjectKeys,
  paths: netProjectPaths,
  permissions: { view: 'netproject.view', manageSource: 'netproject.source.manage', build: 'netproject.build', publish: 'netproject.publish' },
  textPrefix: 'netOperationProject',
  stagePlan: {
    check,
    build: [...check.slice(0, -1), BuildStage.Packaging, BuildStage.Completed],
    stageOfReason: {
      'netOperationProject.build.toolchainMissing': BuildStage.Preparing,
      'netOperationProject.build.schemaUnreadable': BuildStage.Generating,
      'netOperationProject.build.invalidProject': BuildStage.Compiling,
      'netOperationProject.build.compileErrors': BuildStage.Compiling,
      'netOperationProject.build.functionKeys': BuildStage.Analyzing,
    },
  },
}
