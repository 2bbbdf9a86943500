import type { SourceProjectContext } from '@/platform/source-project/context'
import { uiProjectApi } from './api/uiProjectApi'
import { uiProjectKeys } from './api/queryKeys'
import { uiStagePlan } from './builds/stageSteps'
import { uiProjectPaths } from './paths'

/** The UI project on the shared source-project screens: its calls, keys, pages and permissions. */
export const uiProjectContext: SourceProjectContext = {
  key: 'uiProject',
  api: uiProjectApi,
  keys: uiProjectKeys,
  paths: uiProjectPaths,
  permissions: { view: 'uiproject.view', manageSource: 'uiproject.source.manage', build: 'uiproject.build', publish: 'uiproject.publish' },
  textPrefix: 'uiProject',
  stagePlan: uiStagePlan,
}
