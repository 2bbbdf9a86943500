import { onJobDecision, type BuiltinFunction } from '../functions'
import { followJobDecision, runProjectBuildJob } from '../ui-project'
import { netToolchain } from './netToolchain'
import { netOperationProjectKind } from './projectKind'

// A build follows its job, as the UI project's do (lease expiry, a lost worker, a cancel).
onJobDecision(followJobDecision(netOperationProjectKind))

/** Runs one check or build of the Net Operation Project (queued by NetOperationProject_CreateBuild). */
export const buildNetOperationProject: BuiltinFunction = {
  key: netOperationProjectKind.buildFunctionKey,
  displayName: 'Build the Net Operation Project',
  description: 'Compiles the C# project with the classes generated from the entity schema (a check), or also stores the assembly as an artifact (a build).',
  supportsCancellation: true,
  timeoutMs: 3 * 60_000,
  maxAttempts: 2,
  isPlatform: true,
  requiredPermission: netOperationProjectKind.permissions.build,
  version: 1,
  run: (context) => runProjectBuildJob(context, netToolchain),
}
