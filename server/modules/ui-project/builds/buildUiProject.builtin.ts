import { onJobDecision, type BuiltinFunction } from '../../functions'
import { storeArtifact } from '../artifacts/storeArtifact'
import type { BuildOutput } from '../build/types'
import { uiProjectKind } from '../projectKind'
import { followJobDecision } from './buildJobSync'
import { buildFunctionKey, buildPermission } from './buildModel'
import type { ProjectToolchain } from './projectToolchain'
import { runProjectBuildJob } from './runBuildJob'

// A build follows its job: when the host retries, cancels or fails the job without this function
// settling the build (lease expiry, a lost worker), the build is settled with it.
onJobDecision(followJobDecision(uiProjectKind))

/** Type-check, lint and bundle with the project's own Vite toolchain. */
const uiToolchain: ProjectToolchain<BuildOutput> = {
  project: uiProjectKind,
  async run(input) {
    // Loaded on first use: the runner brings Vite along, which the API does not need to start.
    const { runUiBuild } = await import('../build/runner')
    return runUiBuild(input)
  },
  storeArtifact,
}

/** Runs one check or build of the workspace UI project (queued by UiProject_StartBuild). */
export const buildUiProject: BuiltinFunction = {
  key: buildFunctionKey,
  displayName: 'Build the workspace UI',
  description: 'Type-checks and lints the workspace UI project (a check), or also bundles it and stores the artifact (a build).',
  supportsCancellation: true,
  timeoutMs: 5 * 60_000,
  maxAttempts: 2,
  isPlatform: true,
  requiredPermission: buildPermission,
  version: 1,
  run: (context) => runProjectBuildJob(context, uiToolchain),
}
